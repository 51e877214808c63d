import stringWidth from 'string-width';

// Same measure as Ink's layout (string-width ignores ANSI codes), so our columns line up with Ink's.
export const displayWidth = (text: string): number => stringWidth(text);

const graphemes = new Intl.Segmenter();
const WINDOW = 256;

/**
 * The grapheme clusters of `text`, segmented a window at a time: Node 20's segmenter costs time in proportion
 * to the whole text at every step, so a pasted 100 KB took twenty seconds. A window's last cluster may go on
 * past it, so the next window starts there; every earlier break holds, as UAX #29's rules look back no further
 * than the cluster they extend and ahead no further than the next code point (a cluster longer than the window
 * gets a wider one).
 */
function* clusters(text: string): Generator<string> {
	let at = 0;
	let size = WINDOW;
	while (at < text.length) {
		// A break depends on the code point after it, so a window does not end inside a surrogate pair.
		const end = at + size + (/[\uD800-\uDBFF]/.test(text[at + size - 1] ?? '') ? 1 : 0);
		const found = Array.from(graphemes.segment(text.slice(at, end)), ({segment}) => segment);
		if (end < text.length) found.pop();
		if (found.length === 0) {
			size *= 2;
			continue;
		}
		for (const cluster of found) {
			yield cluster;
			at += cluster.length;
		}
		size = WINDOW;
	}
}

/** Split plain text into its grapheme clusters with their display widths. */
export function cells(text: string): Array<{text: string; width: number}> {
	return Array.from(clusters(text), cluster => ({text: cluster, width: stringWidth(cluster)}));
}

/** Pad (possibly styled) text to `width` columns. */
export function pad(text: string, width: number, align: 'left' | 'right' | 'center' = 'left'): string {
	const gap = Math.max(0, width - displayWidth(text));
	if (align === 'right') return ' '.repeat(gap) + text;
	if (align === 'center') return ' '.repeat(Math.floor(gap / 2)) + text + ' '.repeat(Math.ceil(gap / 2));
	return text + ' '.repeat(gap);
}

// Ink's tab stops (src/ink-patches/tabs.ts), for text cctui measures before Ink does.
export {expandTabs, TAB_SIZE} from '../ink-patches/tabs.js';

/** Cut plain text into pieces of at most `width` columns (a wider grapheme gets a piece of its own). */
export function wrapToWidth(text: string, width: number): string[] {
	if (displayWidth(text) <= width) return [text];
	const pieces: string[] = [];
	let piece = '';
	let used = 0;
	for (const cell of cells(text)) {
		if (used + cell.width > width && piece !== '') {
			pieces.push(piece);
			piece = '';
			used = 0;
		}
		piece += cell.text;
		used += cell.width;
	}
	pieces.push(piece);
	return pieces;
}
