/**
 * Cursor arithmetic for editing a frame's rows in place. Rows are counted from the frame's top,
 * the cursor is always at column 0 of some row, and the rows below the frame are blank.
 */
import {stripVTControlCharacters} from 'node:util';
import {displayWidth} from '../text/width.js';

export const ERASE_ROW = '\u001B[2K';
/** Shorter shared starts are rewritten whole: the move and the styles would cost as much. */
const MIN_KEPT = 8;

export function cursorUp(rows: number): string {
	return rows > 0 ? `\u001B[${rows}A` : '';
}

function cursorDown(rows: number): string {
	return rows > 0 ? `\u001B[${rows}B` : '';
}

/** From row `from` to row `to`, both on screen. */
export function move(from: number, to: number): string {
	return to < from ? `${cursorUp(from - to)}\r` : cursorDown(to - from);
}

/** Bytes, the rows now on screen, and the row the cursor is on. */
export interface Shaped {
	readonly out: string;
	readonly rows: readonly string[];
	readonly at: number;
}

/**
 * Makes the frame on screen as tall as `after` without moving the rows the two share at the
 * bottom (the input box, the status line): rows are deleted or inserted just above them. The
 * screen scrolls by what Ink's own rewrite would scroll it by. `at` is the cursor's row.
 */
export function reshape(before: readonly string[], after: readonly string[], at: number): Shaped {
	const n = before.length;
	const m = after.length;
	if (n === m) return {out: '', rows: before, at};
	let prefix = 0;
	while (prefix < Math.min(n, m) && before[prefix] === after[prefix]) prefix++;
	let suffix = 0;
	while (suffix < Math.min(n, m) - prefix && before[n - 1 - suffix] === after[m - 1 - suffix]) suffix++;
	if (m < n) {
		if (suffix === 0) return {out: `${move(at, m)}\u001B[J`, rows: before.slice(0, m), at: m};
		const from = m - suffix;
		return {out: `${move(at, from)}\u001B[${n - m}M`, rows: [...before.slice(0, from), ...before.slice(n - suffix)], at: from};
	}
	if (suffix === 0) return {out: '', rows: before, at};
	// Make room below (scrolling if needed), then open rows above the shared ones.
	const from = n - suffix;
	const grow = m - n;
	return {
		out: `${move(at, n)}${'\n'.repeat(grow)}${cursorUp(grow + suffix)}\r\u001B[${grow}L`,
		rows: [...before.slice(0, from), ...Array<string>(grow).fill(''), ...before.slice(from)],
		at: from,
	};
}

/**
 * Turns `before` (as tall as `after`, or shorter) into `after`, writing only rows that differ, and
 * leaves the cursor on the row below the frame.
 */
export function rewrite(before: readonly string[], after: readonly string[], at: number): string {
	let first = 0;
	while (first < before.length && first < after.length && before[first] === after[first]) first++;
	let out = move(at, Math.min(first, before.length));
	let skipped = 0;
	for (let row = first; row < after.length; row++) {
		if (row < before.length && before[row] === after[row]) {
			skipped++;
			continue;
		}
		out += cursorDown(skipped) + (row < before.length ? editRow(before[row]!, after[row]!) : after[row]) + '\n';
		skipped = 0;
	}
	return out + cursorDown(skipped);
}

/** Any frame into any other: reshape, then rewrite what differs. */
export function redraw(before: readonly string[], after: readonly string[], at: number): string {
	const shaped = reshape(before, after, at);
	return shaped.out + rewrite(shaped.rows, after, shaped.at);
}

/**
 * The bytes that turn row `before` into `after`, from column 0: only the part after their shared
 * start when that is worth it (a streamed line that grew, a counter that ticked). The shared start
 * is cut between two plain ASCII characters outside any escape sequence, so its width is known,
 * and the styles in force there are set again before the rest is written.
 */
export function editRow(before: string, after: string): string {
	let kept = 0;
	const limit = Math.min(before.length, after.length);
	while (kept < limit && before.charCodeAt(kept) === after.charCodeAt(kept)) kept++;
	for (let cut = -1; cut !== kept; ) {
		cut = kept;
		const escape = after.lastIndexOf('\u001B', kept - 1);
		if (escape >= 0 && !/^\u001B\[[\d;]*m/.test(after.slice(escape, kept))) kept = escape;
		while (kept > 0 && !(isPlain(after.charCodeAt(kept - 1)) && isPlain(after.charCodeAt(kept)) && isPlain(before.charCodeAt(kept)))) kept--;
	}
	const head = after.slice(0, kept);
	if (kept < MIN_KEPT || head.includes('\u001B]')) return ERASE_ROW + after;
	const styles = head.match(/\u001B\[[\d;]*m/g)?.join('') ?? '';
	return `\u001B[${displayWidth(stripVTControlCharacters(head)) + 1}G\u001B[K${styles}${after.slice(kept)}`;
}

/** A printable ASCII character (NaN past the end of a string counts too: nothing to split). */
function isPlain(code: number): boolean {
	return Number.isNaN(code) || (code >= 0x20 && code <= 0x7e);
}
