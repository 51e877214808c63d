/**
 * Rewrites what Ink writes to the terminal so that only what changed is sent.
 *
 * Ink (6.8, pinned) redraws its live region by erasing every row of the previous frame and
 * writing the whole new frame, and it writes new <Static> history by erasing the frame, writing
 * the history, then writing the frame again below it. While claude streams, that repaints the
 * input box and status line ten times a second. This keeps the rows of the frame on screen and:
 * - a new frame rewrites only the rows that differ from the previous one, each from where it
 *   differs (row-edits.ts), inserting or deleting rows when the frame's height changes;
 * - new history is slid in above the frame (scroll, then insert lines at the frame's top), or,
 *   when the frame already shows it row for row, left where it is.
 * The screen and scrollback end up exactly as Ink's own bytes would leave them. Anything that is
 * not one of those shapes (a resize, a frame taller than the screen, output from elsewhere) is
 * passed through unchanged, and the next frame is then written in full, as Ink would.
 */
import {stripVTControlCharacters} from 'node:util';
import {cells, displayWidth} from '../text/width.js';
import {ERASE_ROW, cursorUp, move, redraw, reshape, rewrite} from './row-edits.js';

/** Ink's `eraseLines(n)`: n erased rows, moving up between them, then to column 0. */
const ERASE_LINES = /^(?:\u001B\[2K\u001B\[1A)*\u001B\[2K\u001B\[G/;
const MODE_ONLY = /^(?:\u001B\[\?\d+[hl])+$/;

export interface Screen {
	readonly columns: number;
	readonly rows: number;
}

/** An erase Ink wrote that may be the start of a history write, held until we know. */
interface Held {
	readonly erased: number;
	history?: string;
}

export class FrameDiffer {
	/** Rows of the frame on screen (the cursor is at column 0 of the row below it); undefined when unknown. */
	private frame: string[] | undefined;
	private held: Held | undefined;
	/** The screen's width at the last write. */
	private columns: number | undefined;
	/** After the screen narrowed: the rows Ink will erase, and the rows the terminal reflowed them into. */
	private reflowed: {readonly from: number; readonly to: number} | undefined;

	constructor(private readonly screen: () => Screen) {}

	/** The bytes to send for one write of Ink's. */
	write(chunk: string): string {
		const screen = this.screen();
		this.columns = screen.columns;
		// Synchronized-output brackets and cursor show/hide leave the rows alone.
		if (MODE_ONLY.test(chunk)) return this.flush() + chunk;
		const erase = ERASE_LINES.exec(chunk);
		const reflowed = this.reflowed;
		this.reflowed = undefined;
		const counted = erase ? erase[0].split(ERASE_ROW).length - 1 : 0;
		const erased = reflowed && counted === reflowed.from ? reflowed.to : counted;
		const rest = erase ? chunk.slice(erase[0].length) : chunk;
		if (this.held && erased === 0 && rest !== '') {
			// After an erase on its own, Ink writes history, then the frame.
			if (this.held.history === undefined) {
				this.held.history = rest;
				return '';
			}
			const {erased: heldErase, history} = this.held;
			this.held = undefined;
			return this.addHistory(heldErase, history, rest, screen);
		}
		const flushed = this.flush();
		if (rest === '') {
			// An erase on its own (or of a frame of no rows): hold it, history may follow.
			if (erase) this.held = {erased};
			return flushed;
		}
		if (!isFrame(rest)) return flushed + this.passThrough(chunk);
		const rows = frameRows(rest);
		const {columns, rows: height} = screen;
		const before = this.frame;
		// Both frames, and the cursor's row below them, must be on screen for the arithmetic to hold.
		if (erased > 0 && before && erased === before.length + 1 && Math.max(before.length, rows.length) < height && changedRowsFit(before, rows, columns)) {
			this.frame = rows;
			return flushed + redraw(before, rows, before.length);
		}
		return flushed + this.passThrough(chunk, changedRowsFit([], rows, columns) ? rows : undefined);
	}

	/** Whatever is held back, as Ink wrote it: call when Ink's write sequence has ended. */
	flush(): string {
		const held = this.held;
		if (!held) return '';
		this.held = undefined;
		this.frame = undefined;
		return eraseLines(held.erased) + (held.history ?? '');
	}

	/**
	 * After a resize the next frame is written in full. When the screen narrowed, the terminal has
	 * wrapped the frame's wider rows onto more rows than Ink will erase, which left pieces of the old
	 * frame above the new one: Ink's erase is stretched over the rows the frame takes now. (A terminal
	 * that cuts rows instead of reflowing them loses as many rows of history from the screen.)
	 */
	forget(): void {
		const {columns} = this.screen();
		const frame = this.frame;
		if (frame && this.columns !== undefined && columns < this.columns && columns > 1) {
			this.reflowed = {from: frame.length + 1, to: 1 + frame.reduce((sum, row) => sum + rowsOf(row, columns), 0)};
		}
		this.frame = undefined;
	}

	private passThrough(chunk: string, rows?: string[]): string {
		this.frame = rows;
		return chunk;
	}

	/**
	 * New history, then the next frame, in place of the frame on screen. Two ways, and the shorter
	 * wins: rewrite the frame's rows into history-then-frame (rows the live region already showed
	 * exactly as history shows them cost nothing), or slide the history in above the frame.
	 * Either way the screen scrolls by exactly as much as Ink's own rewrite would scroll it.
	 */
	private addHistory(erased: number, history: string, next: string, {columns, rows}: Screen): string {
		const frame = this.frame;
		const nextRows = isFrame(next) ? frameRows(next) : undefined;
		const asInkWrote = () => {
			this.frame = nextRows && changedRowsFit([], nextRows, columns) ? nextRows : undefined;
			return eraseLines(erased) + history + next;
		};
		if (!frame || !nextRows || !isFrame(history) || erased !== frame.length + 1 || frame.length >= rows || !changedRowsFit(frame, nextRows, columns)) return asInkWrote();
		const ways: string[] = [];
		const historyRows = frameRows(history);
		// Each history row measured once: how many terminal rows it takes (1 when it fits).
		const heights = columns > 1 && !history.includes('\t') ? historyRows.map(row => rowsOf(row, columns)) : undefined;
		const target = [...historyRows, ...nextRows];
		// The next frame's rows were checked against the frame above; history rows must each fit one row.
		if (heights?.every(height => height === 1) && target.length < rows) ways.push(redraw(frame, target, frame.length));
		const inserted = heights?.reduce((sum, height) => sum + height, 0);
		if (inserted !== undefined && Math.max(frame.length, nextRows.length) + inserted < rows) ways.push(slideIn(frame, nextRows, history, inserted));
		if (ways.length === 0) return asInkWrote();
		this.frame = nextRows;
		return ways.reduce((shortest, way) => (way.length < shortest.length ? way : shortest));
	}
}

/**
 * Makes the frame as tall as the next one, makes room below (scrolling if need be), opens
 * `inserted` rows at the frame's top, fills them with the history, then rewrites what changed.
 */
function slideIn(frame: readonly string[], next: readonly string[], history: string, inserted: number): string {
	const shaped = reshape(frame, next, frame.length);
	const room = `${move(shaped.at, shaped.rows.length)}${'\n'.repeat(next.length - shaped.rows.length + inserted)}`;
	return `${shaped.out}${room}${cursorUp(inserted + next.length)}\r\u001B[${inserted}L${history}${rewrite(shaped.rows, next, 0)}`;
}

/** A non-fullscreen Ink frame ends with a newline and holds no cursor movement of its own. */
function isFrame(text: string): boolean {
	return text.endsWith('\n') && !/\u001B\[[\d;?]*[A-HJKLMST]/.test(text);
}

/**
 * Whether every row of `after` that is not already on screen fits on one terminal row: the
 * arithmetic here, like Ink's own, counts one row per line. Rows on screen were checked when written.
 */
function changedRowsFit(before: readonly string[], after: readonly string[], columns: number): boolean {
	return after.every((row, index) => row === before[index] || rowsOf(row, columns) === 1);
}

function frameRows(text: string): string[] {
	return text.slice(0, -1).split('\n');
}

/** Rows the terminal uses for one line at `columns`: a long line wraps. */
function rowsOf(line: string, columns: number): number {
	if (line.length * 2 <= columns) return 1;
	const width = displayWidth(line);
	if (width <= columns) return 1;
	const plain = stripVTControlCharacters(line);
	if (/^[\x20-\x7e]*$/.test(plain)) return Math.ceil(width / columns);
	// A wide character that does not fit at the end of a row moves to the next one.
	let rows = 1;
	let column = 0;
	for (const cell of cells(plain)) {
		if (column + cell.width > columns) {
			rows++;
			column = 0;
		}
		column += cell.width;
	}
	return rows;
}

function eraseLines(count: number): string {
	if (count === 0) return '';
	return `${`${ERASE_ROW}\u001B[1A`.repeat(count - 1)}${ERASE_ROW}\u001B[G`;
}
