/**
 * The last `n` terminal rows of (possibly coloured) text at `width` columns: what fits in a live
 * region of fixed height. wrap-ansi is what Ink itself wraps with, so the rows match the screen.
 * Only the last `n` logical lines are wrapped (each makes at least one row): wrap-ansi costs about
 * 10 µs a character, and the live text is re-wrapped on every frame while it streams.
 */
import wrapAnsi from 'wrap-ansi';

export function tailRows(text: string, width: number, n: number): string {
	// Index of the newline before the kept lines; -1 keeps them all.
	let start = text.length;
	for (let lines = 0; lines < n && start >= 0; lines++) start = start === 0 ? -1 : text.lastIndexOf('\n', start - 1);
	const rows = wrapAnsi(text.slice(start + 1), Math.max(1, width), {hard: true, trim: false}).split('\n');
	return rows.slice(-n).join('\n');
}
