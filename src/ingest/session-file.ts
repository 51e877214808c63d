/**
 * claude's own transcript store (`~/.claude/projects/<slug>/<session-id>.jsonl`) as the events a
 * live session would have produced, so a resumed conversation shows its history before going on.
 * claude does not replay it on stdout. The branch claude would resume is shown (session-branch.ts),
 * each line read by session-file-line.ts. Lines that cannot be read are counted and reported, never
 * fatal.
 */
import type {AppEvent} from '../state/events.js';
import {sessionBranch} from './session-branch.js';
import {decodeSessionFileLine, isSessionFileLine} from './session-file-line.js';

export interface SessionHistory {
	readonly events: AppEvent[];
	/** The first thing the person typed, for pickers. */
	readonly firstPrompt?: string;
	readonly messages: number;
	readonly unreadable: number;
	/** Subagent (sidechain) lines, which are not shown. */
	readonly skipped: number;
	/** What the session cost so far: claude's last `cost-state` line (2.1.330 writes one as it exits; older ones none). */
	readonly costUsd?: number;
}

/** The last `cost-state` line's `totalCostUSD`; a value that is no cost is passed over (it only decorates). */
function lastCost(values: readonly unknown[]): number | undefined {
	for (let index = values.length - 1; index >= 0; index--) {
		const value = values[index] as {type?: unknown; totalCostUSD?: unknown} | null;
		if (value?.type !== 'cost-state') continue;
		const cost = value.totalCostUSD;
		if (typeof cost === 'number' && Number.isFinite(cost) && cost >= 0) return cost;
	}
	return undefined;
}

/** What a session file says its claude had cost when it last saved it: its last `cost-state` line, read alone. */
export function savedCost(text: string): number | undefined {
	const values = text
		.split('\n')
		.filter(line => line.includes('"cost-state"'))
		.map(line => {
			try {
				return JSON.parse(line) as unknown;
			} catch {
				return undefined;
			}
		});
	return lastCost(values);
}

/**
 * The file's lines, decoded, and each one's number and text in the file; `unreadable` holds those that are not JSON
 * (a cut-off last line, damage), with their numbers.
 */
function decodeLines(text: string): {
	values: unknown[];
	numbers: Map<unknown, number>;
	raws: Map<unknown, string>;
	unreadable: {raw: string; number: number}[];
} {
	const values: unknown[] = [];
	const numbers = new Map<unknown, number>();
	const raws = new Map<unknown, string>();
	const unreadable: {raw: string; number: number}[] = [];
	for (const [index, raw] of text.split('\n').entries()) {
		if (raw.trim() === '') continue;
		try {
			const value = JSON.parse(raw) as unknown;
			values.push(value);
			numbers.set(value, index + 1);
			raws.set(value, raw);
		} catch {
			unreadable.push({raw, number: index + 1});
		}
	}
	return {values, numbers, raws, unreadable};
}

/** Whether `text` (the whole file, or its first part) is a claude session file. */
export function looksLikeSessionFile(text: string): boolean {
	return text.split('\n').some(raw => {
		if (!raw.includes('"sessionId"')) return false;
		try {
			return isSessionFileLine(JSON.parse(raw));
		} catch {
			return false;
		}
	});
}

/**
 * When every message in the file is a subagent's (`isSidechain`), which subagent of which session: the file is its
 * own transcript, which claude writes as `agent-<id>.jsonl` beside its session or under `<session-id>/subagents/`.
 */
function subagentOf(values: readonly unknown[]): string | undefined {
	const messages = values.filter(
		(value): value is {type: unknown; isSidechain?: unknown; agentId?: unknown; sessionId?: unknown} =>
			isSessionFileLine(value) && ['user', 'assistant'].includes((value as {type?: unknown}).type as string),
	);
	if (messages.length === 0 || messages.some(message => message.isSidechain !== true)) return undefined;
	const {agentId, sessionId} = messages[0]!;
	return `agent ${typeof agentId === 'string' ? agentId : '?'} of session ${typeof sessionId === 'string' ? sessionId : '?'}`;
}

/**
 * The lines of the branch claude would resume, each as one JSON line, to play like any other file, and each
 * one's number in the file, for diagnostics. A line that is not JSON is played as it is, where it is in the file,
 * so that it is counted and named as in any other file. `subagent`: the file is a subagent's own transcript (which
 * one), with no conversation of a session.
 */
export function sessionBranchLines(text: string): {
	lines: string[];
	numbers: number[];
	subagent?: string;
} {
	const {values, numbers, raws, unreadable} = decodeLines(text);
	const played: {raw: string; number: number}[] = [];
	for (const value of sessionBranch(values)) {
		const number = numbers.get(value) ?? 0;
		while (unreadable.length > 0 && unreadable[0]!.number < number) played.push(unreadable.shift()!);
		// As written: a line nested too deep for JSON.stringify is played all the same.
		played.push({raw: raws.get(value) ?? '', number});
	}
	played.push(...unreadable);
	const subagent = subagentOf(values);
	return {
		lines: played.map(line => line.raw),
		numbers: played.map(line => line.number),
		...(subagent === undefined ? {} : {subagent}),
	};
}

/** One line, or unreadable if reading it fails (a value too deep for a check that walks it): the rest still reads. */
function readLine(value: unknown, index: number): ReturnType<typeof decodeSessionFileLine> | {kind: 'unreadable'} {
	try {
		return decodeSessionFileLine(value, index);
	} catch {
		return {kind: 'unreadable'};
	}
}

/**
 * A session file as events. A session file has no results, so each turn is ended where the next
 * one starts, and the last where the file ends. `fromPrompt`: `text` is the file's end, read from its first
 * prompt on, so that no tool result or answer comes without what it belongs to (session-preview.ts).
 */
export function readSessionHistory(text: string, fromPrompt = false): SessionHistory {
	const {values, unreadable: notJson} = decodeLines(text);
	const events: AppEvent[] = [];
	let firstPrompt: string | undefined;
	let messages = 0;
	let unreadable = notJson.length;
	const skipped = values.filter(
		value => isSessionFileLine(value) && (value as {isSidechain?: unknown}).isSidechain === true,
	).length;
	for (const [index, value] of sessionBranch(values).entries()) {
		const line = readLine(value, index);
		if (fromPrompt && firstPrompt === undefined && line.kind !== 'typed') continue;
		switch (line.kind) {
			case 'typed':
				if (firstPrompt !== undefined) events.push({type: 'turn-ended', at: line.event.at});
				firstPrompt ??= line.event.text;
				messages++;
				events.push(line.event);
				break;
			case 'steered':
			case 'message':
				messages++;
				events.push(line.event);
				break;
			case 'notice':
				events.push(line.event);
				break;
			case 'unreadable':
				unreadable++;
				break;
			case 'skipped':
			case 'ignored':
			// Read whole, a session's turns are ended where the next begins, and the last where the file ends.
			case 'turn-ended':
				break;
		}
	}
	if (events.length > 0) events.push({type: 'turn-ended', at: events.at(-1)!.at});
	const costUsd = lastCost(values);
	return {
		events,
		messages,
		unreadable,
		skipped,
		...(firstPrompt === undefined ? {} : {firstPrompt}),
		...(costUsd === undefined ? {} : {costUsd}),
	};
}

/**
 * The message just before `uuid` in its session file (its `parentUuid`): what a fork from before that
 * message resumes at (`--resume-session-at`). null: it is the first message; undefined: it is not there.
 */
export function parentOf(text: string, uuid: string): string | null | undefined {
	for (const value of decodeLines(text).values) {
		if (typeof value !== 'object' || value === null) continue;
		const line = value as {uuid?: unknown; parentUuid?: unknown};
		if (line.uuid !== uuid) continue;
		return typeof line.parentUuid === 'string' && line.parentUuid !== '' ? line.parentUuid : null;
	}
	return undefined;
}
