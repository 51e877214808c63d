/**
 * The ids in history (`committed`, subagent items nested in tool calls included), for hasItem: a new
 * item's id is checked against all of them, and scanning 5,000 items for each of a resumed session's
 * 5,000 messages was quadratic. History only grows, by commitFinished, and its items never change
 * once there, so one set serves a whole line of states: each new history array takes over the set of
 * the array it extends. An older state asked again (a test replaying from it) gets a set of its own.
 */
import type {TranscriptItem} from './transcript.js';

type Items = readonly TranscriptItem[];

interface IdIndex {
	readonly ids: Set<string>;
	/** The history array these ids are exactly the ids of. */
	owner: Items;
}

const indexes = new WeakMap<Items, IdIndex>();

function addIds(ids: Set<string>, items: Items): void {
	for (const item of items) {
		ids.add(item.id);
		if (item.kind === 'tool' && item.call.children.length > 0) addIds(ids, item.call.children);
	}
}

function indexOf(committed: Items): IdIndex {
	const known = indexes.get(committed);
	if (known?.owner === committed) return known;
	const index: IdIndex = {ids: new Set(), owner: committed};
	addIds(index.ids, committed);
	indexes.set(committed, index);
	return index;
}

/** Whether history holds an item with this id. */
export function inHistory(committed: Items, id: string): boolean {
	return indexOf(committed).ids.has(id);
}

/** `after` is `before` and then `added` (commitFinished): `before`'s set, if it has one, moves on to `after`. */
export function historyGrew(before: Items, after: Items, added: Items): void {
	const index = indexes.get(before);
	if (index?.owner !== before) return;
	addIds(index.ids, added);
	index.owner = after;
	indexes.set(after, index);
}
