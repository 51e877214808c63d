/**
 * How much of the history to write to the terminal now. While claude works, items reach history a
 * few at a time and are written in the frame they arrive. A resumed session puts thousands there at
 * once, and Ink lays out everything new in <Static> in one frame: seconds for 5,000 messages before
 * anything shows. So a long backlog is written a chunk per frame, oldest first, into the scrollback
 * above the live region; until it is all written, the live region shows its end (Backlog), so the
 * first frame already shows where the conversation stands and the input box.
 */
import {useLayoutEffect, useReducer, useRef} from 'react';
import type {TranscriptItem} from '../state/transcript.js';

/**
 * Items written per frame while a backlog lasts. Ink takes about 0.3–1 ms an item (markdown,
 * highlighting, layout), so a frame takes about a tenth of a second (the first longer, while V8
 * compiles) and keys are not kept waiting long.
 */
export const HISTORY_CHUNK = 100;

/**
 * How many of `total` items to write in this frame, `written` being what earlier frames wrote (and
 * chunks granted since). A backlog longer than a chunk waits: the frame that first meets it draws
 * only its end, and the chunks follow, one per frame.
 */
export function historyCut(written: number, total: number, chunk = HISTORY_CHUNK): number {
	return total - written <= chunk ? total : written;
}

export interface HistoryRelease {
	/** For <Static>: the items written so far, this frame's chunk included. */
	readonly written: readonly TranscriptItem[];
	/** What is still to be written; empty but while a backlog lasts. */
	readonly waiting: readonly TranscriptItem[];
}

const NOTHING: readonly TranscriptItem[] = [];

export function useHistoryRelease(items: readonly TranscriptItem[]): HistoryRelease {
	const written = useRef(0);
	const [, nextFrame] = useReducer((n: number) => n + 1, 0);
	const cut = historyCut(written.current, items.length);
	// After every commit, not only when `cut` changes: with React's production build and Ink's
	// legacy root, an effect keyed on it was not run again once the first chunk's timer had fired.
	useLayoutEffect(() => {
		written.current = cut;
		if (cut === items.length) return;
		// The next chunk in a frame of its own, after keys and claude's output have had their turn.
		const timer = setTimeout(() => {
			written.current = cut + HISTORY_CHUNK;
			nextFrame();
		}, 0);
		return () => clearTimeout(timer);
	});
	return cut === items.length
		? {written: items, waiting: NOTHING}
		: {written: items.slice(0, cut), waiting: items.slice(cut)};
}
