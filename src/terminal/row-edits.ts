/**
 * Cursor arithmetic for editing a frame's rows in place. Rows are counted from the frame's top,
 * the cursor is always at column 0 of some row, and the rows below the frame are blank.
 */
export const ERASE_ROW = '\u001B[2K';

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
		out += cursorDown(skipped) + (row < before.length ? ERASE_ROW : '') + after[row] + '\n';
		skipped = 0;
	}
	return out + cursorDown(skipped);
}

/** Any frame into any other: reshape, then rewrite what differs. */
export function redraw(before: readonly string[], after: readonly string[], at: number): string {
	const shaped = reshape(before, after, at);
	return shaped.out + rewrite(shaped.rows, after, shaped.at);
}
