/** What the UI can ask for. Components get these as callbacks; only cli/ knows the session behind them. */
import type {Attachment, ImageRead, UserInput} from '../protocol/attachments.js';
import type {RequestId} from '../protocol/types.js';
import type {SessionSummary} from '../sessions/session-store.js';
import type {McpAction} from '../state/mcp.js';
import type {ElicitationAnswer, PermissionDecision} from '../state/events.js';
import type {FilePreview, RewindChoice, RewindOutcome, RewindPoint} from '../state/rewind.js';
import type {QueuedMessage} from '../state/state.js';
import type {ThinkingDisplay} from '../state/thinking-display.js';

/** An editor open on the working folder, as /ide lists it. */
export interface EditorChoice {
	/** Its port: what connectEditor takes. */
	readonly value: string;
	readonly label: string;
	readonly detail: string;
}

export interface UiActions {
	/** Sends, or queues while claude is busy; `text` as shown, with the placeholders of `attachments`. */
	submit(text: string, attachments?: readonly Attachment[]): void;
	/** Takes a queued message back; false once claude has started it. */
	withdrawQueued(uuid: string): Promise<boolean>;
	decide(requestId: RequestId, decision: PermissionDecision): void;
	/** Answers an MCP server's elicitation (accept with the form's content, decline, cancel). */
	answerElicitation(requestId: RequestId, answer: ElicitationAnswer): void;
	/** Interrupts the turn, first taking back what waits to start; resolves with the messages taken back. */
	interrupt(): Promise<readonly QueuedMessage[]>;
	clearDenyRules(): void;
	/** Repeats the latest tool output in full in the transcript. */
	expandLastOutput(): void;
	/** /diff: the session's file changes, or those of the turn `turn` back (1: the latest). */
	showChanges(turn?: number): void;
	/** What restoring the files to before the prompt `uuid` would change (a dry run: nothing is written). */
	previewRewind(uuid: string): Promise<FilePreview>;
	/**
	 * Rewinds to before `point`, the files only if their dry run still matches `shown` (the list the
	 * person confirmed); resolves with what goes back into the input (the prompt when the conversation
	 * was rewound, and the messages that were waiting to start) and the new list if it did not match.
	 */
	rewind(point: RewindPoint, choice: RewindChoice, shown: FilePreview | undefined): Promise<RewindOutcome>;
	/**
	 * A new session from before `point`, this one kept; resolves with what goes back into the input if it forked: the
	 * prompt to edit, and the messages that were waiting to start.
	 */
	fork(point: RewindPoint): Promise<readonly UserInput[]>;
	setThinkingDisplay(display: ThinkingDisplay): void;
	/** `null` returns to the default model. Resolves false when it was not set (the transcript says why). */
	setModel(model: string | null): Promise<boolean>;
	setPermissionMode(mode: string): void;
	setEffort(level: string): void;
	showContextUsage(): void;
	showSessionCost(): void;
	/** /tasks output|stop <id>: a background task's output so far, or stop it. */
	task(action: 'output' | 'stop', taskId: string): void;
	/** /mcp: the MCP servers' status; or reconnect, enable or disable one, then the status. */
	mcp(action: McpAction, server?: string): void;
	/** Paths under the working folder starting with `partial` (for `@path` completion). */
	completePath(partial: string): Promise<readonly string[]>;
	/** A pasted path (relative to the working folder) as an image, if it is one. */
	readImage(path: string): Promise<ImageRead>;
	/** Saved sessions of this working folder, newest first. */
	listSessions(): Promise<readonly SessionSummary[]>;
	/** Resumes a saved session of this folder; returns why not (no such session), a line to show as an error. */
	resumeSession(id: string): string | void;
	/** Ends this conversation and starts a new one (/clear). */
	newConversation(): void;
	/** Starts claude again after it stopped, resuming this conversation. */
	restart(): void;
	/** A line in the transcript from cctui itself. */
	note(level: 'info' | 'warning' | 'error', text: string): void;
	quit(): void;
	/** /ide: the editors open on the working folder; absent where cctui links to none (replay, plain). */
	listEditors?(): readonly EditorChoice[];
	/** Links to the editor listening on `port` (one listEditors gave). */
	connectEditor?(port: string): void;
	/** Esc: drops what the editor had selected, so the next message goes without it. */
	dropEditorContext?(): void;
	/** Ctrl+Z: give the terminal back to the shell until `fg`; absent where cctui does not own a terminal. */
	suspend?(): void;
}
