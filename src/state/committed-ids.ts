/**
 * The ids in history (`committed`, subagent items nested in tool calls included), each with the index of the
 * last item holding it, for hasItem: a new item's id is checked against those of the conversation, and scanning
 * 5,000 items for each of a resumed session's 5,000 messages was quadratic. A short history is scanned (a map
 * costs more than it saves there). History only grows, by commitFinished, and its items never change once there,
 * so one map serves a whole line of states: each new history array takes over the map of the one it extends. A
 * state the reducer is given again, after it went on from it once (a test replaying from it), builds its own.
 */
import {findItem} from './items.js';
import type {TranscriptItem} from './transcript.js';

type Items = readonly TranscriptItem[];

/** Below this many items, history is scanned. */
const SCAN_LIMIT = 64;

export interface HistoryIds {
	/** Each id and the index in history of the last item holding it (an earlier conversation's may too: /resume). */
	readonly ids: Map<string, number>;
	/** The history array these are exactly the ids of. */
	owner: Items;
}

/** `item`'s id and its nested items' at `index`, the item's in history. */
function addIds(ids: Map<string, number>, item: TranscriptItem, index: number): void {
	ids.set(item.id, index);
	if (item.kind === 'tool') for (const child of item.call.children) addIds(ids, child, index);
}

/** Whether history holds an item with this id at index `from` or later. */
export function inHistory(
	state: {readonly committed: Items; readonly historyIds: HistoryIds | undefined},
	id: string,
	from = 0,
): boolean {
	const {committed, historyIds} = state;
	if (historyIds?.owner === committed) return (historyIds.ids.get(id) ?? -1) >= from;
	return findItem(from > 0 ? committed.slice(from) : committed, id) !== undefined;
}

/** The ids of `after`, which is `before` and then `added` (commitFinished): `before`'s map moves on when it has one. */
export function historyGrew(
	before: Items,
	beforeIds: HistoryIds | undefined,
	after: Items,
	added: Items,
): HistoryIds | undefined {
	if (after.length < SCAN_LIMIT) return undefined;
	if (beforeIds?.owner !== before) {
		const ids = new Map<string, number>();
		after.forEach((item, index) => addIds(ids, item, index));
		return {ids, owner: after};
	}
	added.forEach((item, offset) => addIds(beforeIds.ids, item, before.length + offset));
	beforeIds.owner = after;
	return beforeIds;
}
