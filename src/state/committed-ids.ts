/**
 * The ids in history (`committed`, subagent items nested in tool calls included), for hasItem: a new
 * item's id is checked against all of them, and scanning 5,000 items for each of a resumed session's
 * 5,000 messages was quadratic. A short history is scanned (a set costs more than it saves there).
 * History only grows, by commitFinished, and its items never change once there, so one set serves a
 * whole line of states: each new history array takes over the set of the one it extends. A state the
 * reducer is given again, after it went on from it once (a test replaying from it), builds its own.
 */
import {findItem} from './items.js';
import type {TranscriptItem} from './transcript.js';

type Items = readonly TranscriptItem[];

/** Below this many items, history is scanned. */
const SCAN_LIMIT = 64;

export interface HistoryIds {
	readonly ids: Set<string>;
	/** The history array these are exactly the ids of. */
	owner: Items;
}

function addIds(ids: Set<string>, items: Items): void {
	for (const item of items) {
		ids.add(item.id);
		if (item.kind === 'tool' && item.call.children.length > 0) addIds(ids, item.call.children);
	}
}

/** Whether history holds an item with this id. */
export function inHistory(
	state: {readonly committed: Items; readonly historyIds: HistoryIds | undefined},
	id: string,
): boolean {
	const {committed, historyIds} = state;
	return historyIds?.owner === committed ? historyIds.ids.has(id) : findItem(committed, id) !== undefined;
}

/** The ids of `after`, which is `before` and then `added` (commitFinished): `before`'s set moves on when it has one. */
export function historyGrew(
	before: Items,
	beforeIds: HistoryIds | undefined,
	after: Items,
	added: Items,
): HistoryIds | undefined {
	if (after.length < SCAN_LIMIT) return undefined;
	if (beforeIds?.owner !== before) {
		const ids = new Set<string>();
		addIds(ids, after);
		return {ids, owner: after};
	}
	addIds(beforeIds.ids, added);
	beforeIds.owner = after;
	return beforeIds;
}
