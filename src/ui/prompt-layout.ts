/**
 * How the screen is shared while a permission prompt asks: the prompt gets it but for the status
 * line and one spare row (a frame as tall as the screen would scroll its top into the scrollback),
 * less a few rows of the live region above it and the typed-ahead line under it.
 */
import type {TranscriptItem} from '../state/transcript.js';
import {rowsOf} from '../text/rows.js';

/** A screen this tall keeps a few rows of the live region above a prompt. */
const PROMPT_CONTEXT_MIN_SCREEN = 30;
const PROMPT_CONTEXT_ROWS = 6;

/**
 * About how many rows the live items take (text by its terminal rows, a subagent's call with a row for each of its
 * steps and one for its progress, anything else two): only to size the context above a prompt, where a subagent's
 * call asking is named by its header row.
 */
export function liveRows(items: readonly TranscriptItem[], columns: number): number {
	return items.reduce(
		(sum, item) =>
			sum +
			1 +
			(item.kind === 'text' || item.kind === 'thinking'
				? item.text.split('\n').reduce((rows, line) => rows + rowsOf(line, columns), 0)
				: item.kind === 'tool' && item.call.children.length > 0
					? 2 + item.call.children.length
					: 1),
		0,
	);
}

/** Rows of the live region kept above a prompt (the end of it, often why the tool is called): none on a short screen. */
export function promptContextRows(pending: readonly TranscriptItem[], columns: number, rows: number): number {
	return rows >= PROMPT_CONTEXT_MIN_SCREEN ? Math.min(PROMPT_CONTEXT_ROWS, liveRows(pending, columns)) : 0;
}

/** The most rows the prompt itself may take. */
export function promptRows(rows: number, contextRows: number, typedAhead: boolean): number {
	return rows - 2 - contextRows - (typedAhead ? 1 : 0);
}
