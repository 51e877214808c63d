/**
 * Ink 6.8 draws a tab as it is. string-width measures it as no columns, so Ink lays out and wraps a row
 * with one as if the tab were not there, while the terminal moves the cursor to its next tab stop: the row
 * comes out wider than Ink thinks (a box's right border pushed onto the next row), and Ink's erase of its
 * live region, counting rows, leaves copies of lines and box tops in the scrollback. scripts/bundle-patches.mjs
 * makes Ink's squashTextNodes, which gives every <Text> its text to measure, wrap and draw, return it through
 * expandTabs: no tab reaches the terminal, whichever component let one through. Tab stops count from the start
 * of each line of the text (a nested <Text> is expanded with the one around it). cctui expands tabs the same
 * way itself where it measures text before Ink does (text/width.ts exports this). Upstream (Ink 7.1 too) draws
 * tabs as they are.
 */
import stringWidth from 'string-width';

export const TAB_SIZE = 4;

/**
 * Replace tabs with spaces up to the next tab stop, counting columns from the start of each line of `text`.
 * Ink measures a tab as zero columns, and terminal tab stops count from the screen edge rather than from where
 * our text starts. SGR codes take no columns.
 */
export function expandTabs(text: string, size = TAB_SIZE): string {
	if (!text.includes('\t')) return text;
	let out = '';
	let column = 0;
	for (const [i, part] of text.split('\t').entries()) {
		if (i > 0) {
			const spaces = size - (column % size);
			out += ' '.repeat(spaces);
			column += spaces;
		}
		out += part;
		const lineStart = part.lastIndexOf('\n');
		column = lineStart === -1 ? column + stringWidth(part) : stringWidth(part.slice(lineStart + 1));
	}
	return out;
}
