/**
 * Ink measures every line of every Text node with string-width on every frame (layout, then again to
 * render), and so does the frame differ. Lines that did not change are measured again each time; a
 * memo keeps their widths. scripts/bundle-patches.mjs makes every copy of string-width (the bundle
 * holds two versions) export its measure through memoizedWidth, in the bundle and in the unit tests.
 * Only plain calls on short strings are kept, and the memo starts over when full.
 * Not for upstream: string-width is a pure function with no state, and which strings are worth
 * keeping, and how many, is the caller's choice; Ink's own per-frame caches are where it belongs.
 * The copy Ink and cctui import (8.3) also gets its emoji set on demand (rgiEmojiOnDemand, below).
 */
type Measure = (input: unknown, options?: object) => number;

const MAX_LENGTH = 1000;
const MAX_ENTRIES = 10_000;

/** `measure` with a memo of the widths of short strings measured with the default options. */
export function memoizedWidth(measure: Measure): Measure {
	const memo = new Map<string, number>();
	const standalone = new StandaloneWidths(measure);
	return (input, options) => {
		if (options !== undefined || typeof input !== 'string') return measure(input, options);
		if (input.length > MAX_LENGTH) return standalone.width(input) ?? measure(input);
		let width = memo.get(input);
		if (width === undefined) {
			if (memo.size >= MAX_ENTRIES) memo.clear();
			width = standalone.width(input) ?? measure(input);
			memo.set(input, width);
		}
		return width;
	};
}

/**
 * string-width 8.3 runs every line that is not plain ASCII through Intl.Segmenter and, grapheme by grapheme,
 * through three Unicode-property regexes and its Hangul and East Asian Width rules: cctui's borders, `›`
 * and `…` send nearly every line of a frame there, and it was the costliest function V8 optimized in
 * benchmark 3's burst. Its width is a sum over graphemes. A code point that does not join a copy of itself
 * is a grapheme of its own beside any other such code point and any printable ASCII: in Unicode's rules
 * (UAX #29) every code point that joins a neighbour joins its own kind too (a combining mark, U+200D, U+FE0F
 * or a spacing mark joins whatever precedes it; a prepended mark whatever follows; a regional indicator and
 * a Hangul jamo L, V or T their own kind). A line made only of printable ASCII, SGR sequences and such code
 * points is measured as the sum of their widths, each measured by string-width once, alone; any other line
 * is left to string-width.
 */
export class StandaloneWidths {
	readonly #measure: Measure;
	// A code point's width alone, or -1 when it can join a neighbour.
	readonly #widths = new Map<number, number>();
	#segmenter: Intl.Segmenter | undefined;

	constructor(measure: Measure) {
		this.#measure = measure;
	}

	/** The width of `line`, or undefined when it holds anything but the above. */
	width(line: string): number | undefined {
		let width = 0;
		let index = 0;
		while (index < line.length) {
			// Runs of printable ASCII are skipped by the regex engine: a line can be a megabyte long.
			NOT_PRINTABLE_ASCII.lastIndex = index;
			const next = NOT_PRINTABLE_ASCII.exec(line)?.index ?? line.length;
			width += next - index;
			index = next;
			if (index === line.length) break;
			if (line.charCodeAt(index) === 0x1b) {
				SGR.lastIndex = index;
				if (!SGR.test(line)) return undefined;
				index = SGR.lastIndex;
				continue;
			}
			const point = line.codePointAt(index)!;
			const alone = this.#widthAlone(point);
			if (alone === -1) return undefined;
			width += alone;
			index += point > 0xffff ? 2 : 1;
		}
		return width;
	}

	#widthAlone(point: number): number {
		let width = this.#widths.get(point);
		if (width === undefined) {
			if (this.#widths.size >= MAX_ENTRIES) this.#widths.clear();
			width = this.#standalone(point) ? this.#measure(String.fromCodePoint(point)) : -1;
			this.#widths.set(point, width);
		}
		return width;
	}

	#standalone(point: number): boolean {
		// Controls (the C1 CSI starts a sequence string-width strips) and lone surrogates are string-width's.
		if (point < 0xa0 || (point >= 0xd800 && point <= 0xdfff)) return false;
		const char = String.fromCodePoint(point);
		this.#segmenter ??= new Intl.Segmenter();
		let graphemes = 0;
		for (const _ of this.#segmenter.segment(char + char)) graphemes++;
		return graphemes === 2;
	}
}

const NOT_PRINTABLE_ASCII = /[^\x20-\x7e]/g;
/** An SGR sequence at lastIndex, as sanitize-ansi.ts (Ink's sanitizeAnsi) keeps them: ESC [, digits, colons, semicolons, m. */
const SGR = /\u001B\[[\d:;]*m/y;

/**
 * Every RGI emoji holds a code point with Emoji_Presentation or U+FE0F: every single one and every pair of
 * regional indicators has Emoji_Presentation, as do the skin-tone modifiers, and keycaps and the other
 * sequences are qualified with U+FE0F (test/ink-patches/string-width.test.ts checks all but the ZWJ and tag
 * sequences, which cannot be listed here; U+200D and the tag characters let those through by themselves).
 */
const EMOJI_PART = /[\p{Emoji_Presentation}\uFE0F\u200D\u{E0020}-\u{E007F}]/u;

/**
 * string-width 8.3's `/^\p{RGI_Emoji}$/v`, which it tests on every grapheme of a line that is not plain
 * ASCII (cctui's borders are not), compiled when first needed: V8 builds that set of thousands of
 * sequences when the module loads (about 20 ms) and compiles it at its first test (about 20 ms more), in
 * every start. A grapheme without a part of an emoji is not one, and is not tested against it.
 */
export function rgiEmojiOnDemand(): Pick<RegExp, 'test'> {
	let rgi: RegExp | undefined;
	return {test: segment => EMOJI_PART.test(segment) && (rgi ??= new RegExp('^\\p{RGI_Emoji}$', 'v')).test(segment)};
}
