/**
 * The last `n` terminal rows of (possibly coloured) text at `width` columns: what fits in a live
 * region of fixed height. wrap-ansi is what Ink itself wraps with, so the count matches the screen.
 */
import wrapAnsi from 'wrap-ansi';

export function tailRows(text: string, width: number, n: number): {readonly text: string; readonly hiddenRows: number} {
	const rows = wrapAnsi(text, Math.max(1, width), {hard: true, trim: false}).split('\n');
	if (rows.length <= n) return {text: rows.join('\n'), hiddenRows: 0};
	return {text: rows.slice(-n).join('\n'), hiddenRows: rows.length - n};
}
