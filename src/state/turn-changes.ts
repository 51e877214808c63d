/**
 * What a turn changed on disk, as claude's file tools report it: files written or edited, and the
 * lines added and removed, from each result's `tool_use_result` (a `structuredPatch`, a new
 * file's content, or a notebook cell's source before and after). Only these tools are in claude's file checkpoints; a Bash command may change
 * files too, untracked, and the turn says so.
 */
import {cellDiff, type DiffView, patchDiff, writeDiff} from '../text/diff.js';
import {asRecord} from './tool-calls.js';
import type {ToolCall, TranscriptItem} from './transcript.js';

export interface TurnChanges {
	readonly files: number;
	readonly added: number;
	readonly removed: number;
	/** A Bash command ran: what it changed is neither counted nor in the checkpoints. */
	readonly ranBash: boolean;
}

const FILE_TOOLS = new Set(['Write', 'Edit', 'MultiEdit', 'NotebookEdit']);

/** Every tool call in `items`, subagents' among them. */
function* toolCalls(items: readonly TranscriptItem[]): Generator<ToolCall> {
	for (const item of items) {
		// A Ctrl+O copy of a finished call is not a second change.
		if (item.kind !== 'tool' || item.expanded === true) continue;
		yield item.call;
		yield* toolCalls(item.call.children);
	}
}

const isTyped = (item: TranscriptItem) => item.kind === 'user' && item.subagentPrompt !== true;

/** The file a finished file tool changed and how, from its structured result; undefined for any other call. */
function fileChange(call: ToolCall): DiffView | undefined {
	const structured = asRecord(call.result?.structured);
	if (!FILE_TOOLS.has(call.name) || call.status !== 'done' || !structured) return undefined;
	const path =
		structured['filePath'] ?? structured['notebook_path'] ?? call.input?.['file_path'] ?? call.input?.['notebook_path'];
	if (typeof path !== 'string') return undefined;
	if (call.name === 'NotebookEdit') return cellDiff(structured, path);
	const content = structured['content'];
	const hunks = structured['structuredPatch'];
	if (structured['type'] === 'create' && typeof content === 'string' && (!Array.isArray(hunks) || hunks.length === 0))
		return writeDiff({filePath: path, content});
	return patchDiff(hunks, path);
}

/** Each finished file-tool call in `items` (subagents' too) with the file it changed. */
export function changedFiles(items: readonly TranscriptItem[]): {readonly callId: string; readonly path: string}[] {
	const changed: {callId: string; path: string}[] = [];
	for (const call of toolCalls(items)) {
		const change = fileChange(call);
		if (change) changed.push({callId: call.id, path: change.filePath});
	}
	return changed;
}

/** A file change, and whether a rewind of the files has taken it back since. */
export type TurnChange = DiffView & {readonly undone?: true};

/** One turn's file changes, in the order they happened: what /diff shows. */
export interface ChangedTurn {
	/** What the person asked, which started the turn. */
	readonly prompt: string;
	readonly changes: readonly TurnChange[];
}

/** Every turn of the session that changed a file, oldest first, each named by the message that started it. */
export function sessionChanges(items: readonly TranscriptItem[], undone: readonly string[] = []): ChangedTurn[] {
	const turns: ChangedTurn[] = [];
	let current: {prompt: string; changes: TurnChange[]} | undefined;
	for (const item of items) {
		if (isTyped(item)) {
			// A message that steered the running turn is part of it.
			if (item.kind === 'user' && item.steered) continue;
			if (current && current.changes.length > 0) turns.push(current);
			current = {prompt: item.kind === 'user' ? item.text : '', changes: []};
			continue;
		}
		for (const call of toolCalls([item])) {
			const change = fileChange(call);
			if (!change) continue;
			current ??= {prompt: '', changes: []};
			const marked: TurnChange = undone.includes(call.id) ? {...change, undone: true} : change;
			// A file changed again in the same turn is listed once: its counts summed, its diffs in order.
			const at = current.changes.findIndex(
				earlier => earlier.filePath === marked.filePath && earlier.undone === marked.undone,
			);
			const earlier = current.changes[at];
			if (earlier)
				current.changes[at] = {
					...earlier,
					added: earlier.added + marked.added,
					removed: earlier.removed + marked.removed,
					hunks: [...earlier.hunks, ...marked.hunks],
				};
			else current.changes.push(marked);
		}
	}
	if (current && current.changes.length > 0) turns.push(current);
	return turns;
}

/**
 * The items of the turn now ending: those after the first message it answers (`answered`, the result's
 * `user_message_uuids`: a message sent mid-turn joins the turn, FINDINGS §7), else after the last
 * message the person sent or the last turn's end, whichever is later: claude starts a turn by itself
 * when a background task finishes, and that result names no message.
 */
function turnItems(
	committed: readonly TranscriptItem[],
	pending: readonly TranscriptItem[],
	answered: readonly string[],
): readonly TranscriptItem[] {
	if (answered.length > 1) {
		const ids = new Set(answered.map(uuid => `user-${uuid}`));
		const all = [...committed, ...pending];
		const first = all.findIndex(item => ids.has(item.id));
		if (first !== -1) return all.slice(first + 1);
	}
	const start = (item: TranscriptItem) => isTyped(item) || item.kind === 'result';
	const inPending = pending.findLastIndex(start);
	if (inPending !== -1) return pending.slice(inPending + 1);
	return [...committed.slice(committed.findLastIndex(start) + 1), ...pending];
}

/** The changes of the turn now ending; undefined when it changed no file and ran no command. */
export function turnChanges(
	committed: readonly TranscriptItem[],
	pending: readonly TranscriptItem[],
	answered: readonly string[] = [],
): TurnChanges | undefined {
	const files = new Set<string>();
	let added = 0;
	let removed = 0;
	let ranBash = false;
	for (const call of toolCalls(turnItems(committed, pending, answered))) {
		if (call.name === 'Bash' && call.status !== 'denied') ranBash = true;
		const change = fileChange(call);
		if (!change) continue;
		files.add(change.filePath);
		added += change.added;
		removed += change.removed;
	}
	return files.size === 0 && !ranBash ? undefined : {files: files.size, added, removed, ranBash};
}
