import stringWidth from 'string-width';

// Same measure as Ink's layout (string-width ignores ANSI codes), so our columns line up with Ink's.
export const displayWidth = (text: string): number => stringWidth(text);

const graphemes = new Intl.Segmenter();

/** Split plain text into its grapheme clusters with their display widths. */
export function cells(text: string): Array<{text: string; width: number}> {
	return Array.from(graphemes.segment(text), ({segment}) => ({text: segment, width: stringWidth(segment)}));
}

/** Pad (possibly styled) text to `width` columns. */
export function pad(text: string, width: number, align: 'left' | 'right' | 'center' = 'left'): string {
	const gap = Math.max(0, width - displayWidth(text));
	if (align === 'right') return ' '.repeat(gap) + text;
	if (align === 'center') return ' '.repeat(Math.floor(gap / 2)) + text + ' '.repeat(Math.ceil(gap / 2));
	return text + ' '.repeat(gap);
}

export const TAB_SIZE = 4;

/**
 * Replace tabs with spaces up to the next tab stop. Ink measures a tab as zero columns, and terminal tab stops
 * count from the screen edge rather than from where our text starts.
 */
export function expandTabs(line: string, size = TAB_SIZE): string {
	if (!line.includes('\t')) return line;
	let out = '';
	let column = 0;
	for (const [i, part] of line.split('\t').entries()) {
		if (i > 0) {
			const spaces = size - (column % size);
			out += ' '.repeat(spaces);
			column += spaces;
		}
		out += part;
		column += displayWidth(part);
	}
	return out;
}

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
