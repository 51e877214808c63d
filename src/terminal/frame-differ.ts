/**
 * Rewrites what Ink writes to the terminal so that only what changed is sent.
 *
 * Ink (6.8, pinned) redraws its live region by erasing every row of the previous frame and
 * writing the whole new frame, and it writes new <Static> history by erasing the frame, writing
 * the history, then writing the frame again below it. While claude streams, that repaints the
 * input box and status line ten times a second. This keeps the frame's lines on screen and turns
 * them into the next ones in place (row-edits.ts): a changed line is rewritten from where it
 * differs, lines are inserted or deleted where the two frames part, and new history takes the
 * place of the lines that showed it, so a paragraph that streamed in the live region is not
 * written again when it moves to history.
 *
 * A line wider than the screen is left for the terminal to wrap (so a paragraph stays one line for
 * copy/paste), and Ink, which counts lines, would erase too few rows for it: every erase that goes
 * through here counts the frame's terminal rows instead.
 *
 * The frame on screen is never taller than the screen has room for above the cursor's row: of a taller frame only
 * its last rows are drawn (the input box and status line are at the bottom). Drawn whole, its top rows would scroll
 * into the scrollback, out of reach of any erase, once per redraw. What is cut is live, not history: it is drawn
 * again when the frame shrinks, or written to history by Ink when it is finished. Ink's next erase counts the lines
 * of its whole frame; it is made to cover what was drawn, no row above it.
 *
 * Anything that is not one of Ink's shapes (a clear, output from elsewhere) is passed through, and the next frame is
 * written in full, as Ink would.
 */
import {rowsOf, tailRows} from '../text/rows.js';
import {ERASE_ROW, type Screen, transform} from './row-edits.js';

/** Ink's `eraseLines(n)`: n erased rows, moving up between them, then to column 0. */
const ERASE_LINES = /^(?:\u001B\[2K\u001B\[1A)*\u001B\[2K\u001B\[G/;
const MODE_ONLY = /^(?:\u001B\[\?\d+[hl])+$/;

/**
 * A frame of Ink's: the lines of it that are drawn, and the lines Ink's erase of it counts. `gap`: blank lines drawn
 * above Ink's, the first of `lines` (see FrameDiffer.gap).
 */
interface InkFrame {
	readonly lines: string[];
	readonly inkLines: number;
	readonly gap?: number;
}

/** An erase Ink wrote that may be the start of a history write, held until we know. */
interface Held {
	readonly erased: number;
	history?: string;
}

export class FrameDiffer {
	/** Lines of the frame on screen (the cursor is at column 0 of the row below it); undefined when unknown. */
	private frame: string[] | undefined;
	/** The lines Ink's erase of the frame on screen counts: its whole frame's, which may be more than were drawn. */
	private inkLines = 0;
	private held: Held | undefined;
	/** The screen's width at the last write. */
	private columns: number | undefined;
	/** After a resize: the erase Ink will write, and the rows the terminal reflowed the frame into. */
	private reflowed: {readonly from: number; readonly to: number} | undefined;
	/** Rows Ink's clear after a resize erased (the cursor row among them), for the frame it draws next. */
	private cleared: number | undefined;
	/**
	 * Blank lines at the top of the frame on screen that are not Ink's: those a frame drawn after a resize is padded
	 * with (padding). They are rows of the frame, erased with it, so none stays in the transcript as an empty line: the
	 * frame grows into them, and the next history takes their place.
	 */
	private gap = 0;

	constructor(private readonly screen: () => Screen) {}

	/** The bytes to send for one write of Ink's. */
	write(chunk: string): string {
		const screen = this.screen();
		this.columns = screen.columns;
		// Synchronized-output brackets and cursor show/hide leave the rows alone.
		if (MODE_ONLY.test(chunk)) return this.flush() + chunk;
		const cleared = this.cleared;
		this.cleared = undefined;
		const erase = ERASE_LINES.exec(chunk);
		const reflowed = this.reflowed;
		this.reflowed = undefined;
		const counted = erase ? erase[0].split(ERASE_ROW).length - 1 : 0;
		const rest = erase ? chunk.slice(erase[0].length) : chunk;
		if (this.held && counted === 0 && rest !== '') {
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
		// What the erase really has to cover: the frame's terminal rows, which Ink does not count.
		const rowsToErase =
			reflowed && counted === reflowed.from ? reflowed.to : this.rowsOnScreen(counted, screen.columns);
		if (rest === '') {
			// After a resize, Ink's erase on its own clears the frame before it draws the next in full: no history
			// follows, and the frame that does must be known, or the next erase would not cover its wrapped rows.
			if (reflowed && counted === reflowed.from) {
				// Rows above the screen's top are out of reach: the erase stopped there.
				this.cleared = Math.min(rowsToErase, screen.rows);
				return flushed + this.leaving(eraseLines(rowsToErase), undefined);
			}
			// An erase on its own (an empty write is Ink's erase of no rows, before its first history): hold it, history
			// may follow, and is not a frame to cut.
			if (erase || chunk === '') this.held = {erased: rowsToErase};
			return flushed;
		}
		const next = shown(rest, screen);
		if (!next) return flushed + this.leaving(eraseLines(rowsToErase) + rest, undefined);
		const before = this.frame;
		const inPlace = counted > 0 && before !== undefined && counted === this.inkLines;
		const kept = inPlace ? this.keepGap(before, next, screen) : next;
		const edits = inPlace ? transform(before, kept.lines, screen) : undefined;
		if (edits !== undefined) return flushed + this.leaving(edits, kept);
		const frame =
			cleared !== undefined && counted === 0 ? withGap(next, this.padding(cleared, next.lines, screen.columns)) : kept;
		return flushed + this.leaving(eraseLines(rowsToErase) + textOf(frame.lines), frame);
	}

	/**
	 * The next frame under what is left of the gap once it grew into it: it ends where the frame on screen ends (on a
	 * screen that has room for both).
	 */
	private keepGap(before: readonly string[], next: InkFrame, {columns, rows}: Screen): InkFrame {
		if (this.gap === 0) return next;
		const height = heightOf(next.lines, columns);
		const grew = height - (heightOf(before, columns) - this.gap);
		return withGap(next, Math.max(0, Math.min(this.gap - Math.max(0, grew), rows - 1 - height)));
	}

	/**
	 * Blank rows above a frame drawn after a resize, so that it ends where the reflowed frame it replaces ended. A
	 * terminal that narrows keeps the cursor's row and pushes the reflowed frame up; a shorter frame drawn at its top
	 * would leave blank rows under the cursor, and the next narrowing would push the frame's top above the screen,
	 * out of reach of any erase (its rows would stay in the scrollback twice). They are the frame's gap.
	 */
	private padding(cleared: number, lines: readonly string[], columns: number): number {
		return Math.max(0, cleared - 1 - heightOf(lines, columns));
	}

	/** Whatever is held back (Ink's erase, counting rows, and any history after it): call when Ink's write sequence has ended. */
	flush(): string {
		const held = this.held;
		if (!held) return '';
		this.held = undefined;
		this.frame = undefined;
		this.gap = 0;
		return eraseLines(held.erased) + (held.history ?? '');
	}

	/**
	 * After a resize the next frame is written in full. The terminal has reflowed the frame's lines
	 * at the new width (more rows when it narrowed, fewer for a wrapped line when it widened), so
	 * Ink's erase is made to cover the rows the frame takes now. (A terminal that cuts rows instead
	 * of reflowing them loses as many rows of history from the screen.) When only the height changed
	 * the frame stays known, as the terminal keeps its rows above the cursor: Ink's erase counts the
	 * lines of its whole frame, which may be more than were drawn, and would erase history.
	 */
	forget(): void {
		const {columns} = this.screen();
		const frame = this.frame;
		if (columns === this.columns) return;
		if (frame && this.columns !== undefined && columns > 1) {
			this.reflowed = {from: this.inkLines, to: 1 + heightOf(frame, columns)};
		}
		this.frame = undefined;
		this.gap = 0;
	}

	/**
	 * The frame on screen erased, the cursor left where it began, as cctui is suspended: the shell writes there, and no
	 * copy of the input box and status line stays above its lines. The frame stays known, for redraw.
	 */
	erase(): string {
		const flushed = this.flush();
		return flushed + (this.frame ? eraseLines(1 + heightOf(this.frame, this.screen().columns)) : '');
	}

	/**
	 * The frame on screen, drawn again whole at the cursor, after others wrote below it (cctui was suspended, erase,
	 * and the shell ran). Ink's next erase then covers the frame drawn here.
	 */
	redraw(): string {
		const flushed = this.flush();
		// Below the shell's lines, the gap would only be a run of empty lines.
		this.frame = this.frame?.slice(this.gap);
		this.gap = 0;
		return flushed + (this.frame ? textOf(this.frame) : '');
	}

	/** Rows an Ink erase of `counted` lines must cover: the frame's terminal rows when it is the frame on screen. */
	private rowsOnScreen(counted: number, columns: number): number {
		const frame = this.frame;
		return frame && counted === this.inkLines ? 1 + heightOf(frame, columns) : counted;
	}

	/**
	 * The bytes to send, remembering the frame they leave on screen (its lines as drawn, and as Ink counts them), also
	 * when it was written whole: its erase must still cover all of its rows.
	 */
	private leaving(bytes: string, frame: InkFrame | undefined): string {
		this.frame = frame?.lines;
		this.inkLines = frame?.inkLines ?? 0;
		this.gap = frame?.gap ?? 0;
		return bytes;
	}

	/**
	 * New history, then the next frame, in place of the frame on screen: the lines the frame already
	 * showed as the history shows them stay where they are, the rest is inserted around them.
	 */
	private addHistory(erased: number, history: string, next: string, screen: Screen): string {
		const frame = this.frame;
		const nextFrame = shown(next, screen);
		const historyLines = isFrame(history) ? frameLines(history) : undefined;
		const edits =
			frame && nextFrame && historyLines && erased === 1 + heightOf(frame, screen.columns)
				? transform(frame, [...historyLines, ...nextFrame.lines], screen)
				: undefined;
		if (edits !== undefined) return this.leaving(edits, nextFrame);
		return this.leaving(eraseLines(erased) + history + (nextFrame ? textOf(nextFrame.lines) : next), nextFrame);
	}
}

/** A non-fullscreen Ink frame ends with a newline and holds no cursor movement or tab of its own. */
function isFrame(text: string): boolean {
	return text.endsWith('\n') && isText(text);
}

const isText = (text: string) => !/\u001B\[[\d;?]*[A-HJKLMST]|\t/.test(text);

function frameLines(text: string): string[] {
	return text.slice(0, -1).split('\n');
}

/**
 * What is drawn of a frame Ink writes, and the lines Ink's erase of it will count; undefined when `text` is not a
 * frame. A frame of as many lines as the screen has rows, or more, Ink writes without its last newline (it takes it
 * for a full-screen app's); the cursor is still put below what is drawn.
 */
function shown(text: string, screen: Screen): InkFrame | undefined {
	if (isFrame(text)) {
		const lines = frameLines(text);
		return {lines: lastRows(lines, screen), inkLines: lines.length + 1};
	}
	const lines = text.split('\n');
	if (lines.length < screen.rows || !isText(text)) return undefined;
	return {lines: lastRows(lines, screen), inkLines: lines.length};
}

/** The frame's last `rows - 1` terminal rows when it is taller: the screen's, the cursor's row below them. */
function lastRows(lines: string[], {columns, rows}: Screen): string[] {
	const room = Math.max(1, rows - 1);
	return heightOf(lines, columns) <= room ? lines : tailRows(lines.join('\n'), columns, room).split('\n');
}

const textOf = (lines: readonly string[]) => `${lines.join('\n')}\n`;

function withGap(frame: InkFrame, gap: number): InkFrame {
	return gap === 0 ? frame : {...frame, lines: [...Array<string>(gap).fill(''), ...frame.lines], gap};
}

function heightOf(lines: readonly string[], columns: number): number {
	return lines.reduce((sum, line) => sum + rowsOf(line, columns), 0);
}

function eraseLines(count: number): string {
	if (count === 0) return '';
	return `${`${ERASE_ROW}\u001B[1A`.repeat(count - 1)}${ERASE_ROW}\u001B[G`;
}
