/**
 * Moves finished items from the live region into history. Only the longest finished prefix moves,
 * so history stays in transcript order; a long streaming text or thinking block at the head
 * commits its completed paragraphs early so the live region stays short.
 */
import {findSafeSplitPoint, linkDefinitions} from '../text/markdown-split.js';
import {historyGrew} from './committed-ids.js';
import {type AppState, withState} from './state.js';
import {isFinal, type TextItem, type ThinkingItem, type TranscriptItem} from './transcript.js';

/** Index just past the last paragraph break of plain text (thinking is not markdown). */
function paragraphSplitPoint(text: string): number {
	const at = text.lastIndexOf('\n\n');
	return at <= 0 ? 0 : at + 2;
}

/** Splits a streaming block into a finished head segment and the still-streaming tail. */
function splitHead(item: TextItem | ThinkingItem): [TranscriptItem, TranscriptItem] | undefined {
	const point = item.kind === 'text' ? findSafeSplitPoint(item.text) : paragraphSplitPoint(item.text);
	if (point <= 0 || point >= item.text.length) return undefined;
	const segment = {
		id: `${item.id}@${item.committedChars}`,
		text: item.text.slice(0, point).replace(/\n+$/, ''),
		status: 'done' as const,
		continuation: item.committedChars > 0,
	};
	const tail = {text: item.text.slice(point), committedChars: item.committedChars + point, continuation: true};
	if (item.kind === 'text')
		return [
			{...item, ...segment},
			{...item, ...tail, links: linkDefinitions(segment.text, item.links)},
		];
	// Only the last segment says how long and how much it thought: earlier ones carry no facts.
	const {durationMs: _stillThinking, estimatedTokens: _soFar, ...rest} = item;
	return [
		{...rest, ...segment},
		{...item, ...tail},
	];
}

/**
 * `scanId` names a streaming block that just received a newline: only then can a new split
 * point exist, and scanning on every delta would be quadratic.
 */
export function commitFinished(state: AppState, scanId?: string): AppState {
	const {pending} = state;
	let count = 0;
	while (count < pending.length && isFinal(pending[count]!)) count++;
	const head = pending[count];
	const split =
		scanId !== undefined &&
		head?.id === scanId &&
		(head.kind === 'text' || head.kind === 'thinking') &&
		head.status === 'streaming' &&
		!head.agent
			? splitHead(head)
			: undefined;
	if (count === 0 && !split) return state;
	const added = split ? [...pending.slice(0, count), split[0]] : pending.slice(0, count);
	const committed = state.committed.concat(added);
	return withState(state, {
		committed,
		historyIds: historyGrew(state.committed, state.historyIds, committed, added),
		pending: split ? [split[1], ...pending.slice(count + 1)] : pending.slice(count),
	});
}
