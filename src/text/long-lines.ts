/**
 * The live region shows the last rows of what streams, so a single line of a megabyte (minified JSON, or
 * words without a paragraph break) need not be rendered whole on every frame: only its tail can be seen.
 * History still gets the whole line.
 */

/**
 * `text` with every line longer than `keep` × 2 characters cut to its last `keep` to 2 × `keep`. The cut
 * moves in steps of `keep` as the line grows, and lands just after a space when there is one close by, so
 * from frame to frame the shown line only grows at its end, and no word is split. Live, `keep` must be
 * well over what the region shows (its rows × the width, and wide characters count twice).
 */
export function cutLongLines(text: string, keep: number): string {
	if (text.length <= 2 * keep) return text;
	let out = '';
	for (let start = 0; start <= text.length;) {
		const newline = text.indexOf('\n', start);
		const end = newline < 0 ? text.length : newline;
		out += end - start > 2 * keep ? text.slice(cutAt(text, start, end, keep), end) : text.slice(start, end);
		if (newline < 0) break;
		out += '\n';
		start = newline + 1;
	}
	return detached(out);
}

/**
 * A copy of `text` that does not hold the string it was sliced from: V8 keeps a slice's whole parent alive,
 * and Ink's caches keep the live lines of many frames, each a slice of that frame's whole text (230 MB of
 * them half way through a 1 MB line). Slicing a fresh concatenation copies it.
 */
const detached = (text: string): string => ` ${text}`.slice(1);

/** How far a cut looks for a space to land after. */
const NEAR = 64;

/** Where the line from `start` to `end` is cut: a multiple of `keep` from its start, just after a space near it. */
function cutAt(text: string, start: number, end: number, keep: number): number {
	const cut = start + Math.floor((end - start - keep) / keep) * keep;
	const space = text.indexOf(' ', cut);
	if (space >= 0 && space < Math.min(end - 1, cut + NEAR)) return space + 1;
	// Not between the two halves of a surrogate pair.
	return text.charCodeAt(cut) >= 0xdc00 && text.charCodeAt(cut) <= 0xdfff ? cut + 1 : cut;
}
