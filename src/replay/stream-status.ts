/**
 * How a played stream ended, as an exit status: 0 when its last result succeeded, 1 when that
 * result is an error or when the stream ended without any result (cut off, or claude died).
 */
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

export function streamEnd(state: AppState): StreamEnd {
	const result = lastResult(state);
	if (!result)
		return {
			code: 1,
			notice: 'The stream ended without a result: claude stopped before finishing its turn, or the input was cut off.',
		};
	return {code: result.isError ? 1 : 0};
}
