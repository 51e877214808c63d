/** The whole application state the reducer folds. */
import type {Attachment} from '../protocol/attachments.js';
import {type ApiState, initialApi} from './api-requests.js';
import type {HistoryIds} from './committed-ids.js';
import type {HookRewrite} from './hook-rewrites.js';
import type {EditorInfo} from './editor.js';
import type {BackgroundTask} from './tasks.js';
import type {ModelInfo, PermissionUpdate, RequestId, SlashCommandInfo} from '../protocol/types.js';
import type {TodoRow} from './todos.js';
import type {TranscriptItem} from './transcript.js';

/** A file's text; null: there is no file; `{bytes}`: one too big to read; `{}`: one that could not be read. */
export type FileBefore = string | null | {readonly bytes?: number};

/** A `can_use_tool` request waiting for the user, built from the request (not the streamed input). */
export interface PermissionRequest {
	readonly requestId: RequestId;
	readonly toolName: string;
	readonly toolUseId?: string;
	readonly input: Readonly<Record<string, unknown>>;
	readonly title?: string;
	readonly description?: string;
	readonly suggestions: readonly PermissionUpdate[];
	readonly blockedPath?: string;
	readonly decisionReason?: string;
	readonly agentId?: string;
	/** What the subagent that asks was asked to do (its Agent or Task call's description), when known. */
	readonly agent?: string;
	/**
	 * The file as it is now, for Edit/Write prompts: real line numbers and a diff against what is
	 * there. Undefined until read; null when the file does not exist.
	 */
	readonly fileBefore?: FileBefore;
	/** The change is shown in this editor too (`open`), or was and the editor no longer shows it. */
	readonly editor?: {readonly name: string; readonly open: boolean};
	/** The prompt is the interaction itself (AskUserQuestion, ExitPlanMode): no one-key approve. */
	readonly requiresInteraction: boolean;
	readonly suppressAlwaysAllow: boolean;
	readonly defaultToNo: boolean;
	readonly receivedAt: number;
}

/** An MCP server's `elicitation` waiting for the person: a form to fill in, or a URL to open. */
export interface ElicitationRequest {
	readonly requestId: RequestId;
	readonly serverName: string;
	readonly message: string;
	readonly mode: 'form' | 'url';
	readonly url?: string;
	readonly title?: string;
	readonly description?: string;
	/** The requested schema as sent: the form reads it field by field, so an odd field is shown rather than fatal. */
	readonly schema?: Readonly<Record<string, unknown>>;
	readonly propertyOrder?: readonly string[];
	readonly receivedAt: number;
}

export interface QueuedMessage {
	readonly uuid: string;
	/** As shown, with the placeholders of its attachments. */
	readonly text: string;
	readonly attachments?: readonly Attachment[];
	/** Already written to claude, which holds it until it starts it (`command_lifecycle started`). */
	readonly sent?: boolean;
}

/** A session-local "deny for the rest of the session" rule, matched before asking. */
export interface DenyRule {
	readonly toolName: string;
	/** The identifying input (Bash command, file path…) or undefined for the whole tool. */
	readonly content?: string;
}

/** One block index of a streaming API message → the transcript item it feeds. */
export interface MessageDraft {
	readonly messageId: string;
	readonly parentId: string | null;
	/** Item id per content block index. */
	readonly blocks: Readonly<Record<number, string>>;
	/** Block indexes in start order; the n-th `assistant` frame of the message finalises the n-th block. */
	readonly order: readonly number[];
	readonly assistantFrames: number;
	/**
	 * The block whose last text or thinking delta ended with a newline, if any. This field and the two below are
	 * there from message_start: one shape for every draft keeps the per-delta lookups fast.
	 */
	readonly lineEnded: number | undefined;
	/** Blocks stopped without their assistant message: open until the message_stop says whether they were abandoned. */
	readonly held: readonly number[];
	/**
	 * Blocks whose content_block_stop came. Any other was cut short, even with its assistant message: claude 2.1.178
	 * to 2.1.204 send the partial one after an interrupt.
	 */
	readonly stopped: readonly number[];
}

export interface SessionInfo {
	readonly sessionId?: string;
	/**
	 * A session cctui was asked to resume and found no saved file of, until claude shows it resumed it (any frame
	 * but a result): claude stopping before that refused it, and would refuse it again. Also a session claude said
	 * it found no conversation of, whatever its file held.
	 */
	readonly unconfirmedResume?: string;
	readonly model?: string;
	/**
	 * The model the person chose in this run (`--model`, or /model confirmed by claude; `default` for claude's own
	 * choice): a new claude (/clear, /restart) gets it too, and the picker marks it rather than another entry that
	 * resolves to the same model.
	 */
	readonly chosenModel?: string;
	readonly permissionMode: string;
	/**
	 * The uuids of frames the last compaction kept (`preserved_messages`): claude sends some of them again right
	 * after the boundary (a local command's output, 2.1.330), and one already shown is not shown twice.
	 */
	readonly keptThroughCompact?: readonly string[];
	/** Every mode this session has been in (its start, and each claude reported), in order: see permission-modes.ts. */
	readonly modesSeen: readonly string[];
	readonly cwd?: string;
	readonly version?: string;
	readonly tools: readonly string[];
	readonly slashCommands: readonly string[];
	/** From `initialize`: the models claude offers, and its slash commands with descriptions. */
	readonly models: readonly ModelInfo[];
	readonly commands: readonly SlashCommandInfo[];
	readonly effort?: string;
	readonly thinkingDisplay?: string;
	readonly title?: string;
	/**
	 * claude reports each message's `command_lifecycle` (2.1.330 does): it takes a message mid-turn and
	 * gives it to the model at the next tool result (FINDINGS §7), so cctui sends it at once.
	 */
	readonly steering?: boolean;
	/** Background tasks running now (claude's `background_tasks_changed`). */
	readonly backgroundTasks?: readonly BackgroundTask[];
	/** MCP servers and their status, from claude's latest `init`. */
	readonly mcpServers?: readonly {readonly name: string; readonly status: string}[];
	/** The editor cctui is linked to (`--ide`, /ide). */
	readonly editor?: EditorInfo;
}

export interface UsageInfo {
	/** Cumulative for the process: the latest value wins, never summed. */
	readonly costUsd: number;
	/** What the sessions before a fork cost, when the forked claude counts its cost from zero (claude-features.ts). */
	readonly costBefore?: number;
	/** What this run counted that the file of a restarted claude did not save (it was killed): added to its totals. */
	readonly costUnsaved?: number;
	readonly inputTokens: number;
	readonly outputTokens: number;
	readonly lastTurnInputTokens?: number;
	readonly lastTurnOutputTokens?: number;
	readonly contextWindow?: number;
	readonly turns: number;
}

/** What one conversation used, and its session (when claude had named it). */
export interface ConversationUsage {
	readonly sessionId?: string;
	readonly usage: UsageInfo;
}

export interface ChildStatus {
	readonly running: boolean;
	readonly exitCode?: number | null;
	readonly signal?: string | null;
	readonly stderrTail: readonly string[];
	/** The child died before its turn ended. */
	readonly crashedMidTurn: boolean;
	/** cctui ended it (quit, /clear, /resume): nothing to offer a restart for. */
	readonly endedByUs?: boolean;
	/** Settings files whose rules this claude said it ignores (`.claude/settings.json` in a folder it has not trusted). */
	readonly ignoredSettings?: readonly string[];
}

/** Our own control requests in flight, so their responses can be applied. */
export interface HostRequest {
	readonly subtype: string;
	readonly sentAt: number;
	readonly detail?: string;
	readonly dryRun?: true;
	/** An `apply_flag_settings` that gives claude the session's deny rules. */
	readonly denyRules?: true;
}

/** The files a rewind to before the prompt `uuid` would restore, as claude's dry run listed them. */
export interface FileDryRun {
	readonly uuid: string;
	readonly files: readonly string[];
	readonly insertions: number;
	readonly deletions: number;
}

export interface DebugEntry {
	readonly at: number;
	readonly text: string;
}

export interface AppState {
	/** Finished items, append-only: rendered once into Ink's <Static>, never redrawn. */
	readonly committed: readonly TranscriptItem[];
	/** When the screen came back after a suspend (`fg`): a prompt on it waits the quiet time again. */
	readonly screenBackAt: number | undefined;
	/** The ids in `committed` once it is long (committed-ids.ts); undefined while it is short. */
	readonly historyIds: HistoryIds | undefined;
	/** Items still changing (or waiting behind one that is), in transcript order: the live region. */
	readonly pending: readonly TranscriptItem[];
	/** The end of a resumed session's history while the whole is still being read, for the first screen. */
	readonly historyPreview: readonly TranscriptItem[];
	/** Ids of history items taken back (never real, or retracted): still in the scrollback, left out of the export. */
	readonly withdrawn: readonly string[];
	/** File-tool calls whose changes a rewind of the files took back (their ids): /diff marks them undone. */
	readonly undone: readonly string[];
	/** Items before this index (of `committed` then `pending`) are earlier conversations' (/clear, /resume): no rewind points. */
	readonly conversationStart: number;
	/**
	 * Items before this index of `committed` were read from a saved session's file: it does not record
	 * a rewind of the files, so /diff cannot say which of their changes one took back.
	 */
	readonly savedUntil: number;
	readonly drafts: Readonly<Record<string, MessageDraft>>;
	readonly permissions: readonly PermissionRequest[];
	/** MCP elicitations waiting, shown after any permission prompt. */
	readonly elicitations: readonly ElicitationRequest[];
	readonly denyRules: readonly DenyRule[];
	/** The task checklist (TodoWrite / TaskCreate / TaskUpdate), shown as a panel that updates in place. */
	readonly todos: readonly TodoRow[];
	readonly session: SessionInfo;
	/** The status line's: this conversation's. */
	readonly usage: UsageInfo;
	/** Each conversation this run left after a turn (/clear, /resume, a new one forked), as its status line counted it. */
	readonly earlierUsage: readonly ConversationUsage[];
	/** A turn is running (between a send or an unsolicited start and its `result`). */
	readonly busy: boolean;
	/** Messages sent and not yet answered, by uuid: a result names the sends it answers. */
	readonly inFlight: readonly string[];
	/** Messages typed while claude was busy, waiting to be sent (and still editable). */
	readonly queue: readonly QueuedMessage[];
	/**
	 * The waiting messages last taken out of the queue for the message input, not sent (/clear, /resume of another
	 * session): the input puts each such list back once.
	 */
	readonly givenBack: readonly QueuedMessage[];
	/** Always present, undefined between turns: every state has the same keys (see withState). */
	readonly turnStartedAt: number | undefined;
	/** Live thinking-size estimate from `system/thinking_tokens` for the running turn. */
	readonly thinkingTokens: number | undefined;
	/** `attempt`: "attempt 2/10", or empty when claude did not say. */
	readonly retry: {readonly attempt: string; readonly status?: number | null; readonly error?: string} | undefined;
	readonly child: ChildStatus;
	readonly hostRequests: Readonly<Record<string, HostRequest>>;
	/** PreToolUse hooks' input changes whose call the frames have not shown yet (hook-rewrites.ts). */
	readonly hookRewrites: readonly HookRewrite[];
	/** claude's answer to the latest dry run of `rewind_files`: what the rewind that follows it restores. */
	readonly fileDryRun: FileDryRun | undefined;
	/** Unknown frame types and other protocol oddities, shown in the debug view. */
	readonly debug: readonly DebugEntry[];
	readonly malformedLines: number;
	/** What the gateway saw (--gateway, or a recording of a run with it). */
	readonly api: ApiState;
	/** Counter for ids of items that have no natural id (notices, diagnostics, results). */
	readonly seq: number;
}

/**
 * `cwd`: where claude runs, known before its `init` says so (a resumed session shows paths before any turn).
 * `model`: the `--model` cctui was started with, chosen until /model says otherwise.
 */
export function initialState(permissionMode = 'default', cwd?: string, model?: string): AppState {
	return {
		committed: [],
		screenBackAt: undefined,
		historyIds: undefined,
		pending: [],
		historyPreview: [],
		withdrawn: [],
		undone: [],
		conversationStart: 0,
		savedUntil: 0,
		drafts: {},
		permissions: [],
		elicitations: [],
		denyRules: [],
		todos: [],
		session: {
			permissionMode,
			modesSeen: [permissionMode],
			tools: [],
			slashCommands: [],
			models: [],
			commands: [],
			...(cwd === undefined ? {} : {cwd}),
			...(model === undefined ? {} : {chosenModel: model}),
		},
		usage: {costUsd: 0, inputTokens: 0, outputTokens: 0, turns: 0},
		earlierUsage: [],
		busy: false,
		inFlight: [],
		queue: [],
		givenBack: [],
		turnStartedAt: undefined,
		thinkingTokens: undefined,
		retry: undefined,
		child: {running: true, stderrTail: [], crashedMidTurn: false},
		hostRequests: {},
		hookRewrites: [],
		fileDryRun: undefined,
		debug: [],
		malformedLines: 0,
		api: initialApi,
		seq: 0,
	};
}

/**
 * `{...state, ...patch}`, written out. The reducer copies the state on nearly every event, and V8
 * (Node 20) copies an object of this many properties by spread ten times slower than by a literal.
 */
export function withState(state: AppState, patch: Partial<AppState>): AppState {
	const copy: AppState = {
		committed: state.committed,
		screenBackAt: state.screenBackAt,
		historyIds: state.historyIds,
		pending: state.pending,
		historyPreview: state.historyPreview,
		withdrawn: state.withdrawn,
		undone: state.undone,
		conversationStart: state.conversationStart,
		savedUntil: state.savedUntil,
		drafts: state.drafts,
		permissions: state.permissions,
		elicitations: state.elicitations,
		denyRules: state.denyRules,
		todos: state.todos,
		session: state.session,
		usage: state.usage,
		earlierUsage: state.earlierUsage,
		busy: state.busy,
		inFlight: state.inFlight,
		queue: state.queue,
		givenBack: state.givenBack,
		turnStartedAt: state.turnStartedAt,
		thinkingTokens: state.thinkingTokens,
		retry: state.retry,
		child: state.child,
		hostRequests: state.hostRequests,
		hookRewrites: state.hookRewrites,
		fileDryRun: state.fileDryRun,
		debug: state.debug,
		malformedLines: state.malformedLines,
		api: state.api,
		seq: state.seq,
	};
	return Object.assign(copy, patch);
}
