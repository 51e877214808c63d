/**
 * How a played stream ended, as an exit status: 0 when its last result succeeded, 1 when that
 * result is an error or when the stream ended without any result (cut off, or claude died).
 */
import {NO_RESULT} from '../ingest/recording-line.js';
import type {AppState} from '../state/state.js';
import type {ResultItem} from '../state/transcript.js';

export interface StreamEnd {
	readonly code: 0 | 1;
	/** Said in the transcript when there is no result line to say it. */
	readonly notice?: string;
}

function lastResult(state: AppState): ResultItem | undefined {
	for (const items of [state.pending, state.committed]) {
		for (let index = items.length - 1; index >= 0; index--) {
			const item = items[index]!;
			if (item.kind === 'result') return item;
		}
	}
	return undefined;
}

const said = (state: AppState): boolean =>
	[...state.committed, ...state.pending].some(item => item.kind === 'notice' && item.text === NO_RESULT);

export function streamEnd(state: AppState): StreamEnd {
	const result = lastResult(state);
	// A recording of a plain run says it already, as its last line.
	if (!result) return said(state) ? {code: 1} : {code: 1, notice: NO_RESULT};
	return {code: result.isError ? 1 : 0};
}
