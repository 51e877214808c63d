/**
 * Which rows of a message the input box shows when the message is taller than the rows it may take.
 * The window starts at the top while the cursor's row is among the first rows, and otherwise ends at
 * the cursor's row, so the cursor stays in view as the person types or moves up and down. A row says
 * how many rows are hidden above and below: without it, the first row shown looked like the start of
 * the message.
 */

export interface InputWindow {
	/** The first row of the message shown. */
	readonly top: number;
	/** How many rows of the message are shown. */
	readonly shown: number;
	/** Rows hidden above and below the window; each count that is not 0 takes a row of its own. */
	readonly above: number;
	readonly below: number;
}

/** Fewer rows than this leave no room for a row that counts what is hidden: the window is text only. */
const MIN_COUNTED = 3;

/** `total` rows of the message, the cursor on row `cursorRow` (from 0), in at most `maxRows` rows. */
export function inputWindow(total: number, cursorRow: number, maxRows: number): InputWindow {
	const room = Math.max(1, maxRows);
	if (total <= room) return {top: 0, shown: total, above: 0, below: 0};
	const cursorEnd = Math.min(total, cursorRow + 1);
	if (room < MIN_COUNTED) {
		const top = Math.max(0, cursorEnd - room);
		return {top, shown: room, above: 0, below: 0};
	}
	// One row counts what is hidden, or two when rows are hidden on both sides.
	const oneSide = room - 1;
	if (cursorEnd <= oneSide) return {top: 0, shown: oneSide, above: 0, below: total - oneSide};
	if (cursorEnd === total) return {top: total - oneSide, shown: oneSide, above: total - oneSide, below: 0};
	const shown = room - 2;
	return {top: cursorEnd - shown, shown, above: cursorEnd - shown, below: total - cursorEnd};
}
