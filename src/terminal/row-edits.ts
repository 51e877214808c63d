/**
 * Cursor arithmetic for turning the frame on screen into the next one in place. A frame is a list
 * of lines as Ink wrote them; a line wider than the screen takes several terminal rows, which the
 * terminal wraps itself, so they stay one line for copy/paste and reflow when the window resizes.
 * Positions are terminal rows counted from the frame's top; between edits the cursor is at column
 * 0, and the rows below the frame are blank.
 */
import {type Layout, layoutOf, rowsOf} from '../text/rows.js';
import {stylesInForce} from '../text/sgr.js';

export const ERASE_ROW = '\u001B[2K';
const ERASE_TO_END = '\u001B[K';
/** Shorter shared starts are rewritten whole: the move and the styles would cost as much. */
const MIN_KEPT = 8;

function cursorUp(rows: number): string {
	return rows > 0 ? `\u001B[${rows}A` : '';
}

function cursorDown(rows: number): string {
	return rows > 0 ? `\u001B[${rows}B` : '';
}

/** From row `from` to row `to`, both on screen. */
export function move(from: number, to: number): string {
	return to < from ? `${cursorUp(from - to)}\r` : cursorDown(to - from);
}

export interface Screen {
	readonly columns: number;
	readonly rows: number;
}

/** A line kept as it is, an old line changed into a new one, a new line, or an old line that goes. */
type Op =
	| {readonly kind: 'keep'; readonly from: number; readonly to: number}
	| {readonly kind: 'change'; readonly from: number; readonly to: number}
	| {readonly kind: 'insert'; readonly to: number}
	| {readonly kind: 'delete'; readonly from: number};

function commonStart(a: string, b: string): number {
	const limit = Math.min(a.length, b.length);
	let n = 0;
	while (n < limit && a.charCodeAt(n) === b.charCodeAt(n)) n++;
	return n;
}

/** Rough bytes to change line `a` into `b` (rewriting from where they part), to open a row for a new line, to delete one. */
const changeCost = (a: string, b: string) => (a === b ? 0 : b.length - commonStart(a, b) + 6);
const insertCost = (b: string) => b.length + 5;
const DELETE_COST = 4;

/**
 * The cheapest way, in bytes roughly, to turn `before` into `after` line by line: lines equal in
 * both are kept where they are, so a paragraph the live region showed stays put when it becomes
 * history above a shorter frame.
 */
function align(before: readonly string[], after: readonly string[]): Op[] {
	let head = 0;
	while (head < before.length && head < after.length && before[head] === after[head]) head++;
	let tail = 0;
	while (
		tail < before.length - head &&
		tail < after.length - head &&
		before[before.length - 1 - tail] === after[after.length - 1 - tail]
	)
		tail++;
	const n = before.length - head - tail;
	const m = after.length - head - tail;
	// cost[i][j]: turning the first i middle lines of before into the first j of after.
	const width = m + 1;
	const cost = new Float64Array((n + 1) * width);
	const at = (i: number, j: number) => cost[i * width + j]!;
	const oldLine = (i: number) => before[head + i - 1]!;
	const newLine = (j: number) => after[head + j - 1]!;
	for (let j = 1; j <= m; j++) cost[j] = at(0, j - 1) + insertCost(newLine(j));
	for (let i = 1; i <= n; i++) {
		cost[i * width] = at(i - 1, 0) + DELETE_COST;
		for (let j = 1; j <= m; j++) {
			cost[i * width + j] = Math.min(
				at(i - 1, j - 1) + changeCost(oldLine(i), newLine(j)),
				at(i - 1, j) + DELETE_COST,
				at(i, j - 1) + insertCost(newLine(j)),
			);
		}
	}
	// Back from the end along the cheapest path.
	const middle: Op[] = [];
	for (let i = n, j = m; i > 0 || j > 0;) {
		const here = at(i, j);
		if (i > 0 && j > 0 && here === at(i - 1, j - 1) + changeCost(oldLine(i), newLine(j))) {
			middle.push({kind: oldLine(i) === newLine(j) ? 'keep' : 'change', from: head + i - 1, to: head + j - 1});
			i--;
			j--;
		} else if (i > 0 && here === at(i - 1, j) + DELETE_COST) {
			middle.push({kind: 'delete', from: head + --i});
		} else middle.push({kind: 'insert', to: head + --j});
	}
	const kept = (count: number, offsetBefore: number, offsetAfter: number): Op[] =>
		Array.from({length: count}, (_, k) => ({kind: 'keep', from: offsetBefore + k, to: offsetAfter + k}));
	return [...kept(head, 0, 0), ...middle.reverse(), ...kept(tail, before.length - tail, after.length - tail)];
}

/**
 * The bytes that turn the frame on screen (`before`, the cursor at column 0 of the row below it)
 * into `after`, leaving the cursor below that. Rows are removed first and added after, so the
 * screen never holds more than the taller of the two frames. Undefined when either frame, with the
 * cursor's row, does not fit on the screen: rows above it can no longer be edited.
 */
export function transform(
	before: readonly string[],
	after: readonly string[],
	{columns, rows: screenRows}: Screen,
): string | undefined {
	if (columns < 2) return undefined;
	const was = before.map(line => rowsOf(line, columns));
	const will = after.map(line => rowsOf(line, columns));
	const total = (heights: readonly number[]) => heights.reduce((sum, h) => sum + h, 0);
	const height = {before: total(was), after: total(will)};
	if (Math.max(height.before, height.after) >= screenRows) return undefined;
	const ops = align(before, after);
	let out = '';
	let cursor = height.before;
	const goTo = (row: number) => {
		out += move(cursor, row);
		cursor = row;
	};
	// Make room below the frame first (the screen scrolls if it must).
	if (height.after > height.before) {
		goTo(height.before);
		out += '\n'.repeat(height.after - height.before);
		cursor = height.after;
	}
	// Removals, top to bottom: a run of old lines that go, and the rows a changed line no longer needs.
	let row = 0;
	for (let k = 0; k < ops.length; k++) {
		const op = ops[k]!;
		if (op.kind === 'keep') row += was[op.from]!;
		else if (op.kind === 'delete') {
			let rows = 0;
			for (let next = ops[k]; next?.kind === 'delete'; next = ops[++k]) rows += was[next.from]!;
			k--;
			goTo(row);
			out += `\u001B[${rows}M`;
		} else if (op.kind === 'change') {
			const extra = was[op.from]! - will[op.to]!;
			if (extra > 0) {
				goTo(row + will[op.to]!);
				out += `\u001B[${extra}M`;
			}
			row += Math.min(was[op.from]!, will[op.to]!);
		}
	}
	// Additions and rewrites, top to bottom. A run of new lines goes into rows opened at once.
	row = 0;
	for (let k = 0; k < ops.length; k++) {
		const op = ops[k]!;
		if (op.kind === 'keep') row += was[op.from]!;
		else if (op.kind === 'insert') {
			let lines = '';
			let rows = 0;
			for (let next = ops[k]; next?.kind === 'insert'; next = ops[++k]) {
				lines += `${after[next.to]}\n`;
				rows += will[next.to]!;
			}
			k--;
			goTo(row);
			out += `\u001B[${rows}L${lines}`;
			row += rows;
			cursor = row;
		} else if (op.kind === 'change') {
			const rows = will[op.to]!;
			const present = Math.min(was[op.from]!, rows);
			if (rows > present) {
				goTo(row + present);
				out += `\u001B[${rows - present}L`;
			}
			const edit = editLine(before[op.from]!, after[op.to]!, columns);
			goTo(row + edit.row);
			out += `${edit.bytes}\n`;
			row += rows;
			cursor = row;
		}
	}
	goTo(height.after);
	return out;
}

/** Clears what an old line left on the last row, unless the new one fills it (the cursor then waits at the edge). */
function endOfLine(layout: Layout, columns: number): string {
	return layout.end === columns ? '' : ERASE_TO_END;
}

/**
 * The bytes that turn line `before` into `after`, starting on terminal row `row` of the line: only
 * the part after their shared start when that is worth it (a streamed line that grew, a counter
 * that ticked). The shared start is cut between two plain ASCII characters outside any escape
 * sequence, so its width is known, and the styles in force there are set again before the rest
 * is written. A cut at a row's edge moves back one character, so the terminal wraps the rest
 * itself and the line stays one soft-wrapped line.
 */
export function editLine(
	before: string,
	after: string,
	columns: number,
): {readonly row: number; readonly bytes: string} {
	let kept = safeCut(before, after, commonStart(before, after));
	let head = layoutOf(after.slice(0, kept), columns);
	if (kept > 0 && head.end === columns) {
		kept = safeCut(before, after, kept - 1);
		head = layoutOf(after.slice(0, kept), columns);
	}
	const start = after.slice(0, kept);
	// Written whole, the row is erased first: tmux (3.3) counts a row cleared only from a column on (\e[K) as still
	// as long as before, and a window narrowed later would wrap the old length's blank tail onto a row of its own.
	// So a one-row line that gets shorter (the status line as its cost or token counts shrink) is written whole too:
	// cut from a column, its row kept the old length, and a narrowing gave the frame a blank row no erase counted.
	const layout = layoutOf(after, columns);
	if (kept < MIN_KEPT || start.includes('\u001B]') || shrinksToOneRow(before, layout, columns))
		return {row: 0, bytes: ERASE_ROW + after + (layout.rows > 1 ? endOfLine(layout, columns) : '')};
	return {
		row: head.rows - 1,
		bytes: `\u001B[${head.end + 1}G${stylesInForce(start)}${after.slice(kept)}${endOfLine(layout, columns)}`,
	};
}

/** `after` (laid out as `next`) takes one row, and less of it than `before` took of its first row. */
function shrinksToOneRow(before: string, next: Layout, columns: number): boolean {
	if (next.rows > 1) return false;
	const was = layoutOf(before, columns);
	return was.rows > 1 || was.end > next.end;
}

/** The largest cut at or before `limit` that falls between plain characters, outside escape sequences. */
function safeCut(before: string, after: string, limit: number): number {
	let kept = limit;
	for (let cut = -1; cut !== kept;) {
		cut = kept;
		const escape = after.lastIndexOf('\u001B', kept - 1);
		if (escape >= 0 && !/^\u001B\[[\d;]*m/.test(after.slice(escape, kept))) kept = escape;
		while (
			kept > 0 &&
			!(isPlain(after.charCodeAt(kept - 1)) && isPlain(after.charCodeAt(kept)) && isPlain(before.charCodeAt(kept)))
		)
			kept--;
	}
	return kept;
}

/** A printable ASCII character (NaN past the end of a string counts too: nothing to split). */
function isPlain(code: number): boolean {
	return Number.isNaN(code) || (code >= 0x20 && code <= 0x7e);
}
