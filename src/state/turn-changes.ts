/**
 * What a turn changed on disk, as claude's file tools report it: files written or edited, and the
 * lines added and removed, from each result's `tool_use_result` (a `structuredPatch`, or a new
 * file's content). Only these tools are in claude's file checkpoints; a Bash command may change
 * files too, untracked, and the turn says so.
 */
import type {ToolCall, TranscriptItem} from './transcript.js';

export interface TurnChanges {
	readonly files: number;
	readonly added: number;
	readonly removed: number;
	/** A Bash command ran: what it changed is neither counted nor in the checkpoints. */
	readonly ranBash: boolean;
}

const FILE_TOOLS = new Set(['Write', 'Edit', 'MultiEdit', 'NotebookEdit']);

const record = (value: unknown): Readonly<Record<string, unknown>> | undefined =>
	typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/** Lines added and removed by one finished file tool, by its structured result. */
function lineCounts(structured: Readonly<Record<string, unknown>>): {added: number; removed: number} {
	let added = 0;
	let removed = 0;
	for (const hunk of Array.isArray(structured['structuredPatch']) ? structured['structuredPatch'] : []) {
		const lines = record(hunk)?.['lines'];
		for (const line of Array.isArray(lines) ? lines : []) {
			if (typeof line !== 'string') continue;
			if (line.startsWith('+')) added++;
			else if (line.startsWith('-')) removed++;
		}
	}
	// A new file comes with its content and no hunks.
	const content = structured['content'];
	if (structured['type'] === 'create' && added === 0 && typeof content === 'string' && content !== '')
		added = content.replace(/\n$/, '').split('\n').length;
	return {added, removed};
}

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

/** The items of the turn now ending: those after the last message the person sent (finished ones, then live ones). */
function turnItems(
	committed: readonly TranscriptItem[],
	pending: readonly TranscriptItem[],
): readonly TranscriptItem[] {
	const inPending = pending.findLastIndex(isTyped);
	if (inPending !== -1) return pending.slice(inPending + 1);
	return [...committed.slice(committed.findLastIndex(isTyped) + 1), ...pending];
}

/** The changes of the turn now ending; undefined when it changed no file and ran no command. */
export function turnChanges(
	committed: readonly TranscriptItem[],
	pending: readonly TranscriptItem[],
): TurnChanges | undefined {
	const files = new Set<string>();
	let added = 0;
	let removed = 0;
	let ranBash = false;
	for (const call of toolCalls(turnItems(committed, pending))) {
		if (call.name === 'Bash' && call.status !== 'denied') ranBash = true;
		const structured = record(call.result?.structured);
		if (!FILE_TOOLS.has(call.name) || call.status !== 'done' || !structured) continue;
		const path =
			structured['filePath'] ??
			structured['notebook_path'] ??
			call.input?.['file_path'] ??
			call.input?.['notebook_path'];
		if (typeof path === 'string') files.add(path);
		const counts = lineCounts(structured);
		added += counts.added;
		removed += counts.removed;
	}
	return files.size === 0 && !ranBash ? undefined : {files: files.size, added, removed, ranBash};
}
