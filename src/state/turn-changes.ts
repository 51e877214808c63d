/**
 * What a turn changed on disk, as claude's file tools report it: files written or edited, and the
 * lines added and removed, from each result's `tool_use_result` (a `structuredPatch`, a new
 * file's content, or a notebook cell's source before and after). Only these tools are in claude's file checkpoints; a Bash command may change
 * files too, untracked, and the turn says so. A subagent's file tools are the exception: claude sends their results
 * without `tool_use_result` and keeps no checkpoint of what they wrote (docs/CLI-FINDINGS.md), so their changes are
 * worked out from the call's input and the file as its prompt read it, and marked as a subagent's.
 */
import {cellDiff, type DiffView, editDiff, patchDiff, writeDiff} from '../text/diff.js';
import {absolutePath} from '../text/relative-path.js';
import {fileAfter} from './file-after.js';
import {asRecord} from './tool-calls.js';
import type {ToolCall, TranscriptItem} from './transcript.js';

export interface TurnChanges {
	readonly files: number;
	readonly added: number;
	readonly removed: number;
	/** A Bash command ran: what it changed is neither counted nor in the checkpoints. */
	readonly ranBash: boolean;
	/** Some of the counts are a subagent's worked out without the file as it was: they may be off. */
	readonly estimate?: true;
}

/** A file change; a subagent's is not in claude's checkpoints, and its counts may be an estimate. */
export type FileChange = DiffView & {
	/** A subagent made it: claude's checkpoints do not hold it (a rewind of the files leaves it, unless they hold the file). */
	readonly bySubagent?: true;
	/** Worked out from the input alone (the file as it was is not known): the counts may be off. */
	readonly estimate?: true;
};

const FILE_TOOLS = new Set(['Write', 'Edit', 'MultiEdit', 'NotebookEdit']);

/** Every tool call in `items`, subagents' among them, and whether a subagent made it. */
function* toolCalls(
	items: readonly TranscriptItem[],
	inSubagent = false,
): Generator<{readonly call: ToolCall; readonly bySubagent: boolean}> {
	for (const item of items) {
		// A Ctrl+O copy of a finished call is not a second change.
		if (item.kind !== 'tool' || item.expanded === true) continue;
		yield {call: item.call, bySubagent: inSubagent || item.call.agentId !== undefined};
		yield* toolCalls(item.call.children, true);
	}
}

const isTyped = (item: TranscriptItem) => item.kind === 'user' && item.subagentPrompt !== true;

/** The file a finished file tool changed and how, from its structured result (a subagent's: its input); undefined for any other call. */
function fileChange(call: ToolCall, bySubagent: boolean): FileChange | undefined {
	if (!FILE_TOOLS.has(call.name) || call.status !== 'done') return undefined;
	const structured = asRecord(call.result?.structured);
	if (!structured) return bySubagent ? subagentChange(call) : undefined;
	const path =
		structured['filePath'] ?? structured['notebook_path'] ?? call.input?.['file_path'] ?? call.input?.['notebook_path'];
	if (typeof path !== 'string') return undefined;
	const change = structuredChange(call.name, structured, path);
	return change && bySubagent ? {...change, bySubagent: true} : change;
}

function structuredChange(name: string, structured: Readonly<Record<string, unknown>>, path: string) {
	if (name === 'NotebookEdit') return cellDiff(structured, path);
	const content = structured['content'];
	const hunks = structured['structuredPatch'];
	if (structured['type'] === 'create' && typeof content === 'string' && (!Array.isArray(hunks) || hunks.length === 0))
		return writeDiff({filePath: path, content});
	return patchDiff(hunks, path);
}

/** claude's own words for a Write that made a new file (2.1.330). */
const CREATED = 'File created successfully';

/**
 * A subagent's file change from its input: exact against the file its prompt read, else an estimate (a Write
 * over a file not read counts every line added; an Edit counts the lines of its strings, where it is not known).
 */
function subagentChange(call: ToolCall): FileChange | undefined {
	const input = call.input ?? {};
	const path = input['file_path'] ?? input['notebook_path'];
	if (typeof path !== 'string') return undefined;
	const before = call.fileBefore;
	if (call.name !== 'NotebookEdit' && typeof before === 'string') {
		const after = fileAfter(call.name, input, before);
		if (after !== undefined)
			return {...writeDiff({filePath: path, content: after, previous: before}), bySubagent: true};
	}
	const content = input['content'];
	if (call.name === 'Write' && typeof content === 'string') {
		const created = before === null || call.result?.text.startsWith(CREATED) === true;
		return {...writeDiff({filePath: path, content}), bySubagent: true, ...(created ? {} : {estimate: true})};
	}
	if (call.name === 'NotebookEdit') {
		const cell = cellDiff(input, path);
		return cell && {...cell, bySubagent: true, ...(input['edit_mode'] === 'insert' ? {} : {estimate: true})};
	}
	const edits = call.name === 'MultiEdit' ? input['edits'] : [input];
	const views = (Array.isArray(edits) ? edits : []).flatMap(edit => {
		const fields = asRecord(edit);
		const oldString = fields?.['old_string'];
		const newString = fields?.['new_string'];
		return typeof oldString === 'string' && typeof newString === 'string'
			? [editDiff({filePath: path, oldString, newString})]
			: [];
	});
	if (views.length === 0) return undefined;
	return {
		filePath: path,
		added: views.reduce((sum, view) => sum + view.added, 0),
		removed: views.reduce((sum, view) => sum + view.removed, 0),
		hunks: views.flatMap(view => view.hunks),
		bySubagent: true,
		estimate: true,
	};
}

/** Each finished file-tool call in `items` (subagents' too) with the file it changed, and whether a subagent made it. */
export function changedFiles(items: readonly TranscriptItem[]): {
	readonly callId: string;
	readonly path: string;
	readonly bySubagent: boolean;
	/** A Write that made the file: it did not exist before (claude's result says so; a subagent's never does). */
	readonly created: boolean;
}[] {
	const changed: {callId: string; path: string; bySubagent: boolean; created: boolean}[] = [];
	for (const {call, bySubagent} of toolCalls(items)) {
		const change = fileChange(call, bySubagent);
		const created = asRecord(call.result?.structured)?.['type'] === 'create';
		if (change) changed.push({callId: call.id, path: change.filePath, bySubagent, created});
	}
	return changed;
}

/** A file change, and whether a rewind of the files has taken it back since. */
export type TurnChange = FileChange & {readonly undone?: true};

/** One turn's file changes, in the order they happened: what /diff shows. */
export interface ChangedTurn {
	/** What the person asked, which started the turn. */
	readonly prompt: string;
	readonly changes: readonly TurnChange[];
}

/**
 * Every turn of the session that changed a file, oldest first, each named by the message that started it. `cwd`:
 * the working folder, against which a file named relative to it is the same as one named in full.
 */
export function sessionChanges(
	items: readonly TranscriptItem[],
	undone: readonly string[] = [],
	cwd?: string,
): ChangedTurn[] {
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
		for (const {call, bySubagent} of toolCalls([item])) {
			const change = fileChange(call, bySubagent);
			if (!change) continue;
			current ??= {prompt: '', changes: []};
			const marked: TurnChange = undone.includes(call.id) ? {...change, undone: true} : change;
			// A file changed again in the same turn is listed once: its counts summed, its diffs in order.
			const at = current.changes.findIndex(
				earlier =>
					absolutePath(earlier.filePath, cwd) === absolutePath(marked.filePath, cwd) &&
					earlier.undone === marked.undone &&
					earlier.bySubagent === marked.bySubagent,
			);
			const earlier = current.changes[at];
			if (earlier)
				current.changes[at] = {
					...earlier,
					added: earlier.added + marked.added,
					removed: earlier.removed + marked.removed,
					hunks: [...earlier.hunks, ...marked.hunks],
					...(marked.estimate ? {estimate: true} : {}),
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

/**
 * Whether the call ran: not denied, nor interrupted at its permission prompt, nor refused by claude before it started
 * (its validation, or a command claude blocks such as a standalone `sleep 30`), which claude's result wraps in
 * `<tool_use_error>`; one that ran and failed says "Exit code N".
 */
function ran(call: ToolCall): boolean {
	if (call.status === 'denied' || call.stoppedAtPrompt) return false;
	return !(call.status === 'error' && /^\s*<tool_use_error>/.test(call.result?.text ?? ''));
}

/**
 * The changes of the turn now ending; undefined when it changed no file and ran no command. `cwd`: as for
 * sessionChanges. `since`: when the turn started: a Bash command that had ended by then ran in no part of it (a
 * background agent's, between the turn that started the agent and the one claude starts when it is done).
 */
export function turnChanges(
	committed: readonly TranscriptItem[],
	pending: readonly TranscriptItem[],
	answered: readonly string[] = [],
	cwd?: string,
	since?: number,
): TurnChanges | undefined {
	const files = new Set<string>();
	let added = 0;
	let removed = 0;
	let ranBash = false;
	let estimate = false;
	for (const {call, bySubagent} of toolCalls(turnItems(committed, pending, answered))) {
		if (
			call.name === 'Bash' &&
			ran(call) &&
			!(since !== undefined && call.endedAt !== undefined && call.endedAt < since)
		)
			ranBash = true;
		const change = fileChange(call, bySubagent);
		if (!change) continue;
		files.add(absolutePath(change.filePath, cwd));
		added += change.added;
		removed += change.removed;
		if (change.estimate) estimate = true;
	}
	return files.size === 0 && !ranBash
		? undefined
		: {files: files.size, added, removed, ranBash, ...(estimate ? {estimate: true} : {})};
}

/**
 * The tools of the turn now ending that were stopped at their permission prompt (so never ran): interrupted while it
 * waited, or denied with the turn stopped (`denied`: the turn ended by such a denial, not an interrupt); undefined when
 * none was, or a call of the turn was interrupted while it ran. `answered`: as for turnChanges.
 */
export function stoppedAtPrompt(
	committed: readonly TranscriptItem[],
	pending: readonly TranscriptItem[],
	answered: readonly string[] = [],
): {readonly tools: readonly string[]; readonly denied: boolean} | undefined {
	const stopped = [...toolCalls(turnItems(committed, pending, answered))]
		.map(({call}) => call)
		.filter(call => call.status === 'interrupted' || call.stoppedTurn);
	if (stopped.length === 0 || stopped.some(call => call.status === 'interrupted' && !call.stoppedAtPrompt))
		return undefined;
	return {tools: [...new Set(stopped.map(call => call.name))], denied: stopped.some(call => call.stoppedTurn)};
}
