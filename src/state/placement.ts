/** Where a new item goes, and state-level item updates. */
import {inHistory} from './committed-ids.js';
import {appendChild, findItem, replaceItem, replaceTool} from './items.js';
import {type AppState, withState} from './state.js';
import type {NoticeItem, ToolCall, TranscriptItem} from './transcript.js';

/**
 * Main-thread items append to the live region. Subagent items nest under their Agent call while
 * it is live; once that call is in history (background agents return at once), they become
 * top-level items labelled with the agent so they still read in order.
 */
export function addItem(
	state: AppState,
	parentId: string | null | undefined,
	item: TranscriptItem,
	agentLabel?: string,
): AppState {
	if (parentId) {
		const nested = appendChild(state.pending, parentId, item);
		if (nested) return withState(state, {pending: nested});
		const label = agentLabel ?? 'subagent';
		const labelled =
			item.kind === 'result' || item.kind === 'notice' || item.kind === 'diagnostic' ? item : {...item, agent: label};
		return withState(state, {pending: [...state.pending, labelled]});
	}
	return withState(state, {pending: [...state.pending, item]});
}

/**
 * Whether an item with this id exists in the conversation. A repeated frame must not add a second one: two
 * items with one id would be two React children with one key, and updates would reach only one. An earlier
 * conversation's items do not count: a session resumed again after /clear (or another /resume) is shown again.
 */
export function hasItem(state: AppState, id: string): boolean {
	const {committed, pending, conversationStart} = state;
	const inPending =
		conversationStart > committed.length ? pending.slice(conversationStart - committed.length) : pending;
	return findItem(inPending, id) !== undefined || inHistory(state, id, conversationStart);
}

export function updateItem(state: AppState, id: string, update: (item: TranscriptItem) => TranscriptItem): AppState {
	const pending = replaceItem(state.pending, id, update);
	return pending ? withState(state, {pending}) : state;
}

export function updateTool(state: AppState, toolUseId: string, update: (call: ToolCall) => ToolCall): AppState {
	const pending = replaceTool(state.pending, toolUseId, update);
	return pending ? withState(state, {pending}) : state;
}

export function nextId(state: AppState, prefix: string): [AppState, string] {
	return [withState(state, {seq: state.seq + 1}), `${prefix}-${state.seq + 1}`];
}

export function addNotice(
	state: AppState,
	level: 'info' | 'warning' | 'error',
	text: string,
	detail?: string,
): AppState {
	const [next, id] = nextId(state, 'notice');
	return addItem(next, null, {kind: 'notice', id, level, text, ...(detail === undefined ? {} : {detail})});
}

/**
 * A note on items withdrawn from history: the scrollback keeps them, and `text` says they are above; an export
 * leaves them out, and says `exported` instead.
 */
export function addWithdrawalNotice(
	state: AppState,
	text: string,
	exported: string,
	turnsLeft?: NoticeItem['turnsLeft'],
): AppState {
	const [next, id] = nextId(state, 'notice');
	return addItem(next, null, {kind: 'notice', id, level: 'info', text, exported, ...(turnsLeft ? {turnsLeft} : {})});
}

/** A local command's output as claude wrote it: markdown ("Set model to `haiku`", /context's tables). */
export function addCommandOutput(state: AppState, text: string): AppState {
	const [next, id] = nextId(state, 'notice');
	return addItem(next, null, {kind: 'notice', id, level: 'info', text, markdown: true});
}

const DEBUG_LIMIT = 200;

export function addDebug(state: AppState, at: number, text: string): AppState {
	const debug =
		state.debug.length >= DEBUG_LIMIT ? [...state.debug.slice(1), {at, text}] : [...state.debug, {at, text}];
	return withState(state, {debug});
}
