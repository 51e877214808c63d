/**
 * Ink 6.8 remembers every text it measures (build/measure-text.js, a Map) and every text it wraps
 * (build/wrap-text.js, an object), for the life of the process. The live region is a new text on every
 * frame, so both grow with every frame drawn: a 1 MB line streamed in kept 1.4 MB of texts, and an hour of
 * streaming keeps tens of megabytes. scripts/bundle-patches.mjs makes both this memo, which starts over
 * when full and does not keep long texts (measuring one costs what keeping it would save). Upstream
 * (Ink 7.1 too) still keeps them all; docs/ink-patches/ink-text-memo.diff proposes the bound.
 */

/** At most this many texts, this many characters in all, and none longer than MAX_TEXT. */
export const MAX_TEXTS = 2000;
export const MAX_CHARS = 200_000;
export const MAX_TEXT = 10_000;

export class TextMemo<V> extends Map<string, V> {
	#chars = 0;

	override set(text: string, value: V): this {
		if (text.length > MAX_TEXT) return this;
		if (this.size >= MAX_TEXTS || this.#chars + text.length > MAX_CHARS) this.clear();
		if (!this.has(text)) this.#chars += text.length;
		return super.set(text, value);
	}

	override clear(): void {
		this.#chars = 0;
		super.clear();
	}
}
