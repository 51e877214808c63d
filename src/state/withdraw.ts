/**
 * Taking back items that were never real (blocks of a stream cut short) or that claude retracted
 * (`supersedes`, `retracted_message_uuids`). The live region drops them. History is already in the
 * terminal's scrollback and cannot be redrawn, so items there are listed in `withdrawn` (the export
 * leaves them out) and a line under them says they are taken back.
 */
import {removeItems} from './items.js';
import {addNotice, addWithdrawalNotice} from './placement.js';
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
	return {
		state: withState(state, {pending, withdrawn: fresh.length > 0 ? [...state.withdrawn, ...fresh] : state.withdrawn}),
		removed,
		above: fresh.length,
	};
}

function countItems(items: readonly TranscriptItem[]): number {
	return items.reduce((sum, item) => sum + 1 + (item.kind === 'tool' ? countItems(item.call.children) : 0), 0);
}

/** Collects the ids of the items that the frames with these uuids gave. */
export function itemsOfFrames(items: readonly TranscriptItem[], uuids: ReadonlySet<string>, into: Set<string>): void {
	for (const item of items) {
		if (
			(item.kind === 'text' || item.kind === 'thinking' || item.kind === 'tool') &&
			item.frame !== undefined &&
			uuids.has(item.frame)
		)
			into.add(item.id);
		else if (item.kind === 'tool' && item.call.resultFrame !== undefined && uuids.has(item.call.resultFrame))
			into.add(item.id);
		else if (item.kind === 'tool' && item.call.children.length > 0) itemsOfFrames(item.call.children, uuids, into);
	}
}

/** Withdraws what the frames with these uuids gave; an unknown or already withdrawn uuid changes nothing. */
export function withdrawFrames(state: AppState, uuids: readonly string[] | undefined): Withdrawal {
	if (!uuids || uuids.length === 0) return {state, removed: 0, above: 0};
	const wanted = new Set(uuids);
	const ids = new Set<string>();
	itemsOfFrames(state.pending, wanted, ids);
	itemsOfFrames(state.committed, wanted, ids);
	return withdraw(state, ids);
}

/** `supersedes` on a frame: what it replaces goes before it arrives. */
export function superseded(state: AppState, uuids: readonly string[] | undefined): AppState {
	const {state: next, removed, above} = withdrawFrames(state, uuids);
	const words = 'claude withdrew a response and replaced it with the one that follows.';
	if (above > 0)
		return addWithdrawalNotice(
			next,
			'The response above is withdrawn; claude replaced it with the one that follows.',
			words,
		);
	return removed > 0 ? addNotice(next, 'info', words) : next;
}

/** `retracted_message_uuids` on the synthetic re-ask after a response whose tool call could not be read. */
export function retractedToolCall(state: AppState, uuids: readonly string[] | undefined): AppState {
	const {state: next, removed, above} = withdrawFrames(state, uuids);
	const words = 'A response whose tool call could not be read was withdrawn; claude asks the model again.';
	if (above > 0)
		return addWithdrawalNotice(
			next,
			'The response above is withdrawn: its tool call could not be read, and claude asks the model again.',
			words,
		);
	return removed > 0 ? addNotice(next, 'info', words) : next;
}

/** The model declined and claude asked a fallback model: neutral, since nothing failed for the person. */
export function refusalFallback(
	state: AppState,
	original: string | undefined,
	fallback: string | undefined,
	retracted: readonly string[] | undefined,
): AppState {
	const {state: next, above} = withdrawFrames(state, retracted);
	const words = `${original ?? 'The model'} declined to answer; claude asked ${fallback ?? 'a fallback model'} instead.`;
	return above > 0
		? addWithdrawalNotice(next, `${words} The answer above is withdrawn.`, words)
		: addNotice(next, 'info', words);
}
