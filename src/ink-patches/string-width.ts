/**
 * Ink measures every line of every Text node with string-width on every frame (layout, then again to
 * render), and so does the frame differ. Lines that did not change are measured again each time; a
 * memo keeps their widths. scripts/bundle-patches.mjs makes every copy of string-width (the bundle
 * holds two versions) export its measure through memoizedWidth, in the bundle and in the unit tests.
 * Only plain calls on short strings are kept, and the memo starts over when full.
 * Not for upstream: string-width is a pure function with no state, and which strings are worth
 * keeping, and how many, is the caller's choice; Ink's own per-frame caches are where it belongs.
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
