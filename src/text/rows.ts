/**
 * Lines as the terminal lays them out. cctui does not break long lines itself: a paragraph is one
 * line that the terminal wraps, in history and in the live region alike, so copy/paste gives it
 * whole, a resize reflows it, and a paragraph that moves from the live region to history is already
 * on screen exactly as history shows it (the frame differ leaves it in place).
 */
import {stylesInForce} from './sgr.js';
import {cells, displayWidth, expandTabs} from './width.js';

/** An escape sequence: CSI (colours among them), or OSC (a hyperlink) ended by BEL or ST. */
export const ESCAPE_SOURCE = /\u001B(?:\[[\d;?]*[ -/]*[@-~]|\][^\u0007\u001B]*(?:\u0007|\u001B\\)?)/.source;
/** One where it is tried (sticky). */
const ESCAPE = new RegExp(ESCAPE_SOURCE, 'y');
const ESCAPES = new RegExp(ESCAPE_SOURCE, 'g');
const plainOf = (line: string) => line.replace(ESCAPES, '');

/** Where a line ends up at `columns`: the rows it takes, and the column its last row reaches (`columns` when full). */
export interface Layout {
	readonly rows: number;
	readonly end: number;
}

/**
 * Terminal rows one line (no cursor movement) takes at `columns`; its tabs as the spaces Ink draws them as, tab
 * stops counted from its start (a line measured with no columns for a tab came out taller than counted).
 */
export function rowsOf(line: string, columns: number): number {
	if (line.includes('\t')) return rowsOf(expandTabs(line), columns);
	// No character is wider than two columns, so a short line fits without measuring it; nor does one that fits.
	return line.length * 2 <= columns || displayWidth(line) <= columns ? 1 : layoutOf(line, columns).rows;
}

/** How the terminal lays out one line (no tabs, no cursor movement) at `columns`. */
export function layoutOf(line: string, columns: number): Layout {
	const plain = plainOf(line);
	if (!isAscii(plain)) {
		const width = displayWidth(plain);
		if (width <= columns) return {rows: 1, end: width};
	}
	const starts = rowStarts(plain, columns);
	return {rows: starts.length, end: starts.end};
}

const isAscii = (plain: string) => /^[\x20-\x7e]*$/.test(plain);

/** Where each terminal row of plain text starts (an index into it), and how far its last row reaches. */
function rowStarts(plain: string, columns: number): number[] & {end: number} {
	if (isAscii(plain)) {
		const starts = Array.from({length: Math.max(1, Math.ceil(plain.length / columns))}, (_, row) => row * columns);
		return Object.assign(starts, {end: plain.length - starts.at(-1)!});
	}
	const starts = [0];
	let column = 0;
	let index = 0;
	for (const cell of cells(plain)) {
		// A wide character that does not fit at the end of a row moves to the next one.
		if (column + cell.width > columns && column > 0) {
			starts.push(index);
			column = 0;
		}
		column += cell.width;
		index += cell.text.length;
	}
	return Object.assign(starts, {end: column});
}

/**
 * The lines of (possibly coloured) text that fill its last `n` terminal rows at `width` columns:
 * what fits in a live region of fixed height. Lines stay whole; only the first one kept may lose
 * its first rows, cut where the terminal would wrap it. Only the lines that are shown are measured.
 */
export function tailRows(text: string, width: number, n: number): string {
	const columns = Math.max(1, width);
	const kept: string[] = [];
	let rows = 0;
	for (let end = text.length; rows < n;) {
		const start = end === 0 ? -1 : text.lastIndexOf('\n', end - 1);
		const line = text.slice(start + 1, end);
		const height = rowsOf(line, columns);
		kept.push(rows + height <= n ? line : lastRowsOf(line, columns, n - rows));
		rows += height;
		if (start < 0) break;
		end = start;
	}
	return kept.reverse().join('\n');
}

/** The last `count` rows of one line, as one line again: the styles in force at the cut are set again. */
function lastRowsOf(line: string, columns: number, count: number): string {
	const starts = rowStarts(plainOf(line), columns);
	const [at] = indexesIn(line, [starts[Math.max(0, starts.length - count)]!]);
	return stylesInForce(line.slice(0, at)) + line.slice(at);
}

/**
 * Text with each line cut into the rows the terminal wraps it onto, each a line of its own that sets
 * again the styles in force where it starts: for a box that cuts rows, where a line wider than the
 * box would lose its end instead of wrapping.
 */
export function cutIntoRows(text: string, width: number): string {
	const columns = Math.max(1, width);
	return text
		.split('\n')
		.flatMap(line => {
			if (rowsOf(line, columns) === 1) return [line];
			const at = indexesIn(line, rowStarts(plainOf(line), columns));
			return at.map((from, row) => stylesInForce(line.slice(0, from)) + line.slice(from, at[row + 1]));
		})
		.join('\n');
}

/**
 * `line` with a space before each character `moved` picks where the terminal, wrapping the line at `columns`, would
 * start a row after the first with it: that row then starts with the space. What draws nothing does not start a row.
 */
export function spaceRowStarts(line: string, columns: number, moved: (cell: string) => boolean): string {
	if (columns < 2 || rowsOf(line, columns) === 1) return line;
	const plain = plainOf(line);
	const at: number[] = [];
	let column = 0;
	let index = 0;
	let rowStart = false;
	for (const cell of cells(plain)) {
		if (column + cell.width > columns && column > 0) {
			column = 0;
			rowStart = true;
		}
		if (rowStart && cell.width > 0) {
			rowStart = false;
			if (moved(cell.text)) {
				at.push(index);
				column = 1;
			}
		}
		column += cell.width;
		index += cell.text.length;
	}
	let out = '';
	let from = 0;
	for (const to of indexesIn(line, at)) {
		out += `${line.slice(from, to)} `;
		from = to;
	}
	return out + line.slice(from);
}

/**
 * Where in `line` each index of its plain text (ascending) falls: past the escape sequences just
 * before it, which belong to what starts there.
 */
function indexesIn(line: string, plainIndexes: readonly number[]): number[] {
	const found: number[] = [];
	let at = 0;
	let plain = 0;
	for (const wanted of plainIndexes) {
		for (;;) {
			ESCAPE.lastIndex = at;
			const escape = line.startsWith('\u001B', at) ? ESCAPE.exec(line) : null;
			if (escape) at += escape[0].length;
			else if (plain < wanted) {
				at++;
				plain++;
			} else break;
		}
		found.push(at);
	}
	return found;
}
