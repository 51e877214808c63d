/**
 * The last `n` terminal rows of (possibly coloured) text at `width` columns: what fits in a live
 * region of fixed height. wrap-ansi is what Ink itself wraps with, so the rows match the screen.
 * The live text is re-wrapped on every frame while it streams, and wrap-ansi measures the row so far
 * for every word (about 10 µs a character), so only the last `n` logical lines are looked at (each
 * makes at least one row) and a line that already fits is kept as it is.
 */
import stringWidth from 'string-width';
import wrapAnsi from 'wrap-ansi';

/** No character is wider than two columns, so a short line fits without measuring it. */
const fits = (line: string, width: number): boolean => line.length * 2 <= width || stringWidth(line) <= width;

export function tailRows(text: string, width: number, n: number): string {
	const columns = Math.max(1, width);
	// Index of the newline before the kept lines; -1 keeps them all.
	let start = text.length;
	for (let lines = 0; lines < n && start >= 0; lines++) start = start === 0 ? -1 : text.lastIndexOf('\n', start - 1);
	const rows = text
		.slice(start + 1)
		.split('\n')
		.flatMap(line => (fits(line, columns) ? [line] : wrapAnsi(line, columns, {hard: true, trim: false}).split('\n')));
	return rows.slice(-n).join('\n');
}
