/**
 * A window onto text taller than the room it has: a prompt's body (the command, the diff, the plan)
 * shows as many terminal rows as fit, and the person scrolls the rest into view (PgUp/PgDn).
 */
import wrapAnsi from 'wrap-ansi';
import {displayWidth, expandTabs} from './width.js';

/**
 * Prose in a window (a command's description, a reason, a question to a web page, a plan): a (possibly styled) text cut
 * into rows at its spaces, as a reader expects, a word longer than a row split. terminalRows keeps these rows as
 * they are. Tabs become spaces first, as Ink draws them: measured as no columns, a row of them came out wider than
 * the window, and its end was cut off.
 */
export function proseRows(text: string, width: number): string[] {
	// Untrimmed: an indented line (a list, code) keeps its indent; the space a row breaks at ends that row.
	return wrapAnsi(expandTabs(text), Math.max(1, width), {hard: true, trim: false}).split('\n');
}

/**
 * (Possibly styled) lines cut into the rows the terminal shows at `width` columns, words split where a row is full,
 * tabs spaces (as for proseRows).
 */
export function terminalRows(lines: readonly string[], width: number): string[] {
	const columns = Math.max(1, width);
	// A line that fits is its own row, as wrapAnsi would leave it: wrapAnsi takes a millisecond or two a line, which a
	// diff of thousands of rows (each cut to the width already) would wait for in seconds.
	return lines.flatMap(raw => {
		const line = expandTabs(raw);
		return !line.includes('\n') && displayWidth(line) <= columns
			? [line]
			: wrapAnsi(line, columns, {hard: true, wordWrap: false, trim: false}).split('\n');
	});
}

export interface Window {
	/** The rows shown, the row that says what is cut off among them (last) when there is any. */
	readonly rows: readonly string[];
	/** The first row shown, clamped: what `offset` became. */
	readonly offset: number;
	/** The largest offset that still fills the window, 0 when everything fits. */
	readonly maxOffset: number;
}

/**
 * `rows` terminal rows of `all`, starting at `offset`. When they do not all fit, the last row says
 * how many are above and below and how to see them; with room for only one row, that row is
 * content, cut with … instead.
 */
export function windowOf(
	all: readonly string[],
	rows: number,
	offset: number,
	say: (above: number, below: number) => string,
): Window {
	const room = Math.max(1, rows);
	if (all.length <= room) return {rows: all, offset: 0, maxOffset: 0};
	if (room === 1) return {rows: [`${all[0]!}…`], offset: 0, maxOffset: 0};
	const shown = room - 1;
	const maxOffset = all.length - shown;
	const start = Math.min(Math.max(0, offset), maxOffset);
	return {rows: [...all.slice(start, start + shown), say(start, all.length - start - shown)], offset: start, maxOffset};
}
