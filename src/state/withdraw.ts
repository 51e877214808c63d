/**
 * Taking back items that were never real (blocks of a stream cut short) or that claude retracted.
 * The live region drops them. History is already in the terminal's scrollback and cannot be
 * redrawn, so items there are listed in `withdrawn` (the export leaves them out) and the caller
 * says under them that they are taken back.
 */
import {removeItems} from './items.js';
import {type AppState, withState} from './state.js';
import type {TranscriptItem} from './transcript.js';

/** A block committed in segments has ids `<id>@<offset>` (commit.ts). */
function baseId(id: string): string {
	const at = id.lastIndexOf('@');
	return at > 0 && /^\d+$/.test(id.slice(at + 1)) ? id.slice(0, at) : id;
}

function collect(items: readonly TranscriptItem[], ids: ReadonlySet<string>, into: string[]): void {
	for (const item of items) {
		if (ids.has(baseId(item.id))) into.push(item.id);
		else if (item.kind === 'tool' && item.call.children.length > 0) collect(item.call.children, ids, into);
	}
}

export interface Withdrawal {
	readonly state: AppState;
	/** Items dropped from the live region. */
	readonly removed: number;
	/** Items already in history, newly marked as withdrawn. */
	readonly above: number;
}

/** Withdraws the items (and committed segments) with these ids. History is scanned only here, on rare frames. */
export function withdraw(state: AppState, ids: ReadonlySet<string>): Withdrawal {
	if (ids.size === 0) return {state, removed: 0, above: 0};
	const pending = removeItems(state.pending, ids);
	const inHistory: string[] = [];
	collect(state.committed, ids, inHistory);
	const already = new Set(state.withdrawn);
	const fresh = inHistory.filter(id => !already.has(id));
	const removed = countItems(state.pending) - countItems(pending);
	if (removed === 0 && fresh.length === 0) return {state, removed: 0, above: 0};
	return {state: withState(state, {pending, withdrawn: fresh.length > 0 ? [...state.withdrawn, ...fresh] : state.withdrawn}), removed, above: fresh.length};
}

function countItems(items: readonly TranscriptItem[]): number {
	return items.reduce((sum, item) => sum + 1 + (item.kind === 'tool' ? countItems(item.call.children) : 0), 0);
}
