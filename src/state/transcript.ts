/**
 * What the transcript is made of. Items are immutable values; an item that changes (a streaming
 * block, a running tool) is replaced, never mutated.
 */

export type BlockStatus = 'streaming' | 'done';

/**
 * Tool lifecycle; components render from it and never infer it. `waiting`: its input is complete but nothing says it
 * runs yet (claude sends no "started" event: it may be checking permission, or queued behind an earlier call).
 */
export type ToolStatus =
	'input-streaming' | 'waiting' | 'awaiting-permission' | 'running' | 'done' | 'error' | 'denied' | 'interrupted';

export const FINAL_TOOL_STATUSES: ReadonlySet<ToolStatus> = new Set(['done', 'error', 'denied', 'interrupted']);

import type {Attachment} from '../protocol/attachments.js';
import type {LongLine} from './long-line.js';
import type {ChangedTurn, TurnChanges} from './turn-changes.js';

export interface ToolResult {
	readonly text: string;
	readonly isError: boolean;
	/** The CLI's structured `tool_use_result` (shape per tool, see TOOLS.md). */
	readonly structured?: unknown;
	/** `text` is the CLI's stock note to the model that the person stopped the call, not the tool's output. */
	readonly forModel?: boolean;
}

/** Progress of the background task a tool started (subagents, long Bash), from `system/task_*`. */
export interface TaskInfo {
	readonly taskId: string;
	readonly description?: string;
	readonly status: string;
	readonly lastToolName?: string;
	readonly summary?: string;
	readonly totalTokens?: number;
	readonly toolUses?: number;
	readonly durationMs?: number;
	readonly backgrounded?: boolean;
}

export interface ToolCall {
	readonly id: string;
	readonly name: string;
	/** Raw `input_json_delta` buffer while streaming; parsed once when the block completes. */
	readonly inputJson: string;
	readonly input: Readonly<Record<string, unknown>> | undefined;
	readonly status: ToolStatus;
	readonly startedAt: number;
	/**
	 * The earliest it can have started: its input complete, and the calls before it in its thread finished (claude
	 * runs a call that is not read-only only once those are done).
	 */
	readonly readySince?: number;
	/** When it started to run: the person allowed it, or (from `readySince`) claude said it runs. */
	readonly runningSince?: number;
	readonly endedAt?: number;
	/** Its source cannot say when it began to run (see the `inbound` event's `untimed`): no run time is known. */
	readonly untimed?: true;
	readonly result?: ToolResult;
	/** Why it was denied: the user's reason, a session rule, or the CLI's message. */
	readonly denial?: string;
	/** Interrupted while its permission prompt waited for an answer: it never ran. */
	readonly stoppedAtPrompt?: true;
	/** Denied with the turn stopped (a deny answer with `interrupt`): claude ends the turn at once. */
	readonly stoppedTurn?: true;
	/**
	 * A subagent's file tool: the file as its permission prompt read it, before the call ran (null: no file). claude
	 * sends no result to count a subagent's change from (docs/CLI-FINDINGS.md), so it is worked out from this and the input.
	 */
	readonly fileBefore?: string | null;
	/** How the person let it run, when they were asked ('saved': by a rule claude wrote to a settings file). */
	readonly approval?: 'once' | 'session' | 'saved';
	/** The person answered in the editor: as proposed, or with a change of their own. */
	readonly editor?: 'answered' | 'edited';
	/** A PreToolUse hook changed its input (`input` is what ran). */
	readonly changedByHook?: boolean;
	/** Uuid of the user frame that carried its tool_result, so a retraction of that frame finds it. */
	readonly resultFrame?: string;
	/** Items produced by the subagent this tool started (frames with this id as parent). */
	readonly children: readonly TranscriptItem[];
	readonly task?: TaskInfo;
	readonly agentId?: string;
	/**
	 * Nothing more will arrive for this call: its tool_result came, or its turn ended. A denial
	 * is not enough, because the CLI still sends the error tool_result afterwards.
	 */
	readonly settled?: boolean;
}

/**
 * Set on top-level items that belong to a background subagent whose own tool call is already in
 * history (frames then arrive after the parent was committed, so they cannot nest under it).
 */
interface AgentLabel {
	readonly agent?: string;
}

/** Model output: the uuid of the assistant frame that gave its final content, so a retraction finds it. */
interface FromFrame {
	readonly frame?: string;
}

export interface UserItem extends AgentLabel {
	readonly kind: 'user';
	readonly id: string;
	readonly text: string;
	/** When the person sent it (or, resumed, when the session file says). */
	readonly sentAt?: number;
	/** A subagent's prompt rather than something the person typed. */
	readonly subagentPrompt?: boolean;
	/** Sent while claude worked, and given to the model inside that turn (steering): it did not start a turn. */
	readonly steered?: true;
	/** What the placeholders in `text` stand for (pastes, images), as sent from this cctui. */
	readonly attachments?: readonly Attachment[];
}

export interface ThinkingItem extends AgentLabel, FromFrame {
	readonly kind: 'thinking';
	readonly id: string;
	readonly text: string;
	readonly status: BlockStatus;
	/** The API sent `redacted_thinking`, or the display mode omitted the text. */
	readonly redacted: boolean;
	readonly startedAt: number;
	/** How long it thought; while streaming, how long it has been thinking so far. */
	readonly durationMs?: number;
	readonly estimatedTokens?: number;
	/** Cut short: claude died (or the stream failed, or the turn ended) before the block's stop. */
	readonly aborted?: boolean;
	/** Characters of this block already committed to history as earlier segments. */
	readonly committedChars: number;
	/** This is a later segment of a block whose head was committed earlier. */
	readonly continuation?: boolean;
	/** The link reference definitions (`[1]: https://…`) of the segments committed before this one, by label. */
	readonly links?: Readonly<Record<string, {readonly href: string; readonly title?: string | null}>> | undefined;
	/** While it streams a long last line: that line's end, for the live region (src/state/long-line.ts). */
	readonly longLine?: LongLine;
}

export interface TextItem extends AgentLabel, FromFrame {
	readonly kind: 'text';
	readonly id: string;
	readonly text: string;
	readonly status: BlockStatus;
	readonly committedChars: number;
	/** Cut short by an interrupt or a failed stream. */
	readonly aborted?: boolean;
	/** This is a later segment of a block whose head was committed earlier. */
	readonly continuation?: boolean;
	/** The link reference definitions (`[1]: https://…`) of the segments committed before this one, by label. */
	readonly links?: Readonly<Record<string, {readonly href: string; readonly title?: string | null}>> | undefined;
	/** While it streams a long last line: that line's end, for the live region (src/state/long-line.ts). */
	readonly longLine?: LongLine;
}

export interface ToolItem extends AgentLabel, FromFrame {
	readonly kind: 'tool';
	readonly id: string;
	readonly call: ToolCall;
	/** A repeat of a finished call with its whole output, asked for with Ctrl+O. */
	readonly expanded?: boolean;
}

export interface ResultItem {
	readonly kind: 'result';
	readonly id: string;
	readonly isError: boolean;
	readonly subtype: string;
	readonly text?: string;
	readonly terminalReason?: string;
	readonly durationMs?: number;
	readonly costUsd?: number;
	readonly inputTokens?: number;
	readonly outputTokens?: number;
	readonly numTurns?: number;
	/** Files the turn's file tools changed, and whether a Bash command ran (untracked). */
	readonly changes?: TurnChanges;
	/** The tools whose permission prompt the turn was stopped at, when no call of it was stopped while running. */
	readonly stoppedAtPrompt?: readonly string[];
	/** It was stopped there by a denial that stopped the turn, not by an interrupt. */
	readonly stoppedByDenial?: true;
}

export type NoticeLevel = 'info' | 'warning' | 'error';

export interface NoticeItem {
	readonly kind: 'notice';
	readonly id: string;
	readonly level: NoticeLevel;
	readonly text: string;
	/** More to read on request (Ctrl+O): a compaction's summary. */
	readonly detail?: string;
	/** This copy shows `detail` in full. */
	readonly expanded?: boolean;
	/** claude's own output for a local command (`/model`, `/context`): markdown, drawn as prose is. */
	readonly markdown?: true;
	/** What an export says instead, since it leaves out the withdrawn items the scrollback keeps (a rewind's divider). */
	readonly exported?: string;
	/** A rewind's or a fork's divider: the turns (results) it took out of the conversation, for an export's summary. */
	readonly turnsLeft?: {readonly how: 'rewound' | 'forked'; readonly turns: number};
}

/** A line the CLI wrote that we could not use: visible, never fatal. */
export interface DiagnosticItem {
	readonly kind: 'diagnostic';
	readonly id: string;
	readonly text: string;
	readonly excerpt?: string;
}

/** /diff's answer: the file changes of the turns asked for, newest first. */
export interface ChangesItem {
	readonly kind: 'changes';
	readonly id: string;
	readonly turns: ReadonlyArray<ChangedTurn & {readonly number: number}>;
	/** What was asked for when it holds nothing: the whole session, or one turn. */
	readonly scope: 'session' | 'turn';
	/** Some changes were read from a saved session's file, which does not record rewinds of the files. */
	readonly saved?: boolean;
	/** For one turn: how many turns changed files, so one asked for past them is named as not there. */
	readonly changedTurns?: number;
}

export type TranscriptItem =
	UserItem | ThinkingItem | TextItem | ToolItem | ResultItem | NoticeItem | DiagnosticItem | ChangesItem;

export function isFinal(item: TranscriptItem): boolean {
	switch (item.kind) {
		case 'thinking':
		case 'text':
			return item.status === 'done';
		case 'tool':
			return item.call.settled === true;
		case 'user':
		case 'result':
		case 'notice':
		case 'diagnostic':
		case 'changes':
			return true;
	}
}
