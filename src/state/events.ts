/**
 * Everything the reducer folds: protocol frames as they arrive, plus local facts the session
 * controller observed (what it sent, what the user decided, how the child ended). Time comes in
 * with each event (`at`, ms) so the reducer never reads a clock.
 */
import type {ApiExchange} from '../protocol/api-exchange.js';
import type {Attachment} from '../protocol/attachments.js';
import type {InboundMessage, PermissionUpdate, RequestId} from '../protocol/types.js';
import type {EditorContext, EditorLinkState} from './editor.js';
import type {FileBefore, QueuedMessage} from './state.js';
import type {NoticeLevel} from './transcript.js';

export type PermissionDecision =
	| {
			readonly behavior: 'allow';
			readonly scope: 'once' | 'session';
			readonly updatedInput: Readonly<Record<string, unknown>>;
			readonly updatedPermissions?: readonly PermissionUpdate[];
			/** Answered in the editor: as proposed, or with the person's own text (updatedInput writes it). */
			readonly editor?: 'answered' | 'edited';
	  }
	| {
			readonly behavior: 'deny';
			readonly scope: 'once' | 'session';
			readonly message: string;
			readonly interrupt?: boolean;
			/** Who decided: the person (in the terminal or the editor), a session deny rule, or cctui closing with the prompt open. */
			readonly source: 'user' | 'editor' | 'rule' | 'quit';
	  };

/** An MCP ElicitResult: what the server gets back. `content` only with accept, typed as the schema asks. */
export type ElicitationAnswer =
	| {readonly action: 'accept'; readonly content?: Readonly<Record<string, string | number | boolean>>}
	| {readonly action: 'decline' | 'cancel'};

export type AppEvent =
	/**
	 * `untimed`: tool results of a file that cannot say when their calls began to run (a session file keeps no
	 * permission prompt): how long each ran is unknown.
	 */
	| {readonly type: 'inbound'; readonly message: InboundMessage; readonly untimed?: true; readonly at: number}
	| {readonly type: 'unknown-frame'; readonly frameType: string; readonly at: number}
	/** `source`: where the line came from ("line 12 of run.jsonl"); absent for the live child. */
	| {
			readonly type: 'malformed-line';
			readonly error: string;
			readonly excerpt: string;
			readonly requestId?: RequestId;
			readonly source?: string;
			readonly at: number;
	  }
	| {
			readonly type: 'user-sent';
			readonly uuid: string;
			readonly text: string;
			/** What it carries beside its text (pastes, images, the editor's context). */
			readonly attachments?: readonly Attachment[];
			/** claude gave it to the model inside the running turn (a session file says so): it joins that turn. */
			readonly steered?: true;
			readonly at: number;
	  }
	| {
			readonly type: 'message-queued';
			readonly uuid: string;
			readonly text: string;
			readonly attachments?: readonly Attachment[];
			/** Written to claude now, to start when claude takes it (steering); else held by cctui. */
			readonly sent?: boolean;
			readonly at: number;
	  }
	/** Taken out of the queue: to be sent, or back into the editor. */
	| {readonly type: 'queued-message-taken'; readonly uuid: string; readonly at: number}
	/**
	 * Taken out of the queue for the message input, not sent: written for the conversation just left (/clear, /resume
	 * of another session, an r that starts a new one), they are not sent into the next one.
	 */
	| {readonly type: 'waiting-given-back'; readonly messages: readonly QueuedMessage[]; readonly at: number}
	/** After the turn an "allow from now on" was given in: whether each rule is in its settings file (a replay cannot tell). */
	| {
			readonly type: 'rules-saved';
			readonly rules: ReadonlyArray<{readonly rule: string; readonly file: string; readonly saved?: boolean}>;
			readonly at: number;
	  }
	| {
			readonly type: 'permission-decided';
			readonly requestId: RequestId;
			readonly decision: PermissionDecision;
			readonly at: number;
	  }
	| {
			readonly type: 'elicitation-answered';
			readonly requestId: RequestId;
			readonly answer: ElicitationAnswer;
			/** Who answered: the person, or cctui closing with the form open. */
			readonly source: 'user' | 'quit';
			readonly at: number;
	  }
	| {readonly type: 'deny-rules-cleared'; readonly at: number}
	| {
			readonly type: 'file-snapshot';
			readonly requestId: RequestId;
			readonly content: FileBefore;
			readonly at: number;
	  }
	/** The editor shows the prompt's change (`open`), or no longer does without having answered. */
	| {
			readonly type: 'editor-diff';
			readonly requestId: RequestId;
			readonly editor: string;
			readonly open: boolean;
			readonly at: number;
	  }
	| {readonly type: 'tool-output-expanded'; readonly at: number}
	/** /diff: the session's file changes (`turn`: only the turn that many back, 1 the latest). */
	| {readonly type: 'changes-shown'; readonly turn?: number; readonly at: number}
	| {
			readonly type: 'host-request-sent';
			readonly requestId: string;
			readonly subtype: string;
			readonly detail?: string;
			readonly dryRun?: true;
			readonly denyRules?: true;
			readonly at: number;
	  }
	| {readonly type: 'host-request-timed-out'; readonly requestId: string; readonly at: number}
	/**
	 * A new session forked from before the prompt `uuid`; the old session `from` is kept as it was.
	 * `fresh`: from before the first prompt, a new conversation (claude resumes nothing, its cost starts at 0).
	 */
	| {
			readonly type: 'conversation-forked';
			readonly uuid: string;
			readonly from: string;
			readonly fresh?: boolean;
			readonly at: number;
	  }
	| {readonly type: 'stderr'; readonly line: string; readonly at: number}
	/**
	 * `expected`: cctui ended the child itself (quit, /clear, /resume), so it is no crash; `replaced`: for another
	 * child, whose start says what happened. `stderr`: the last lines of its stderr its notice shows, as a recording
	 * kept them (a replay), instead of the ones this state kept.
	 */
	| {
			readonly type: 'child-exited';
			readonly exitCode: number | null;
			readonly signal: string | null;
			readonly expected?: boolean;
			readonly replaced?: boolean;
			readonly stderr?: readonly string[];
			readonly at: number;
	  }
	/** The person left this conversation for another (/clear, /resume): what follows is the next one's. */
	| {readonly type: 'conversation-left'; readonly at: number}
	/**
	 * `sessionId`: the conversation the new child resumes; without one it starts a new one (/clear). `switched`: it is
	 * another conversation than the last child's (/resume), whose history said so.
	 */
	/** `costSaved`: of the same conversation, what claude's session file says it cost, which the new claude goes on from. */
	| {
			readonly type: 'child-restarted';
			readonly sessionId?: string;
			readonly switched?: boolean;
			readonly costSaved?: number;
			readonly at: number;
	  }
	/** `detail`: more to read on request (a compaction's summary), shown when the notice is expanded. */
	| {
			readonly type: 'notice';
			readonly level: NoticeLevel;
			readonly text: string;
			readonly detail?: string;
			readonly at: number;
	  }
	/** cctui's link to an editor (src/ide/): connected, lost, or gone (undefined). */
	| {
			readonly type: 'editor-changed';
			readonly editor: {readonly name: string; readonly link: EditorLinkState} | undefined;
			readonly at: number;
	  }
	/** What the person selected or mentioned in the editor; null: the selection went; drop: Esc, or a message took it. */
	| {readonly type: 'editor-context'; readonly context: EditorContext | null | 'drop'; readonly at: number}
	/** cctui's gateway listens at `address` and forwards to `upstream` (no credentials in either). */
	| {readonly type: 'gateway-started'; readonly address: string; readonly upstream: string; readonly at: number}
	/** The gateway saw a request arrive, or its answer end. */
	| {readonly type: 'api-exchange'; readonly exchange: ApiExchange; readonly at: number}
	/** A session file's line names the folder claude ran in: the session's, unless something said it before. */
	| {readonly type: 'session-folder'; readonly cwd: string; readonly at: number}
	/** `claude --version` of the claude that runs: its version before its first frame names it. */
	| {readonly type: 'claude-version'; readonly version: string; readonly at: number}
	/** cctui runs again after a suspend (`fg`): the frame is drawn again, and a prompt on it is new to the eye. */
	| {readonly type: 'screen-back'; readonly at: number}
	/** A turn that has no result of its own ended (a session file's turns: claude stores no results). */
	| {readonly type: 'turn-ended'; readonly at: number}
	/** A replayed or watched stream has no more lines: whatever it still asks is never answered. */
	| {readonly type: 'stream-ended'; readonly at: number}
	/**
	 * A saved session's history was replayed into the transcript (claude does not show it). `fork`: claude
	 * continues it under a new id, which its first frame names; else under `sessionId`.
	 */
	| {
			readonly type: 'history-loaded';
			readonly sessionId: string;
			readonly fork?: boolean;
			readonly messages: number;
			readonly unreadable: number;
			/** What the session cost so far (its file's `cost-state`), when the file says. */
			readonly costUsd?: number;
			/** A replay of a `--record` file: the recording keeps how many messages the history had, not the history. */
			readonly notRecorded?: true;
			readonly at: number;
	  }
	/**
	 * The end of a saved session's history, read apart from the rest (ingest/session-preview.ts): shown while the
	 * whole file is read, until `history-loaded` or `resume-not-found`.
	 */
	| {readonly type: 'history-preview'; readonly events: readonly AppEvent[]; readonly at: number}
	/** cctui was asked to resume a session it found no saved file of: claude may know it, or refuse it. */
	| {readonly type: 'resume-not-found'; readonly sessionId: string; readonly fork?: boolean; readonly at: number};

export type AppEventType = AppEvent['type'];
