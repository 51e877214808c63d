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
	return (input, options) => {
		if (options !== undefined || typeof input !== 'string' || input.length > MAX_LENGTH) return measure(input, options);
		let width = memo.get(input);
		if (width === undefined) {
			if (memo.size >= MAX_ENTRIES) memo.clear();
			width = measure(input);
			memo.set(input, width);
		}
		return width;
	};
}

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
