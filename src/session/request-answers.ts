/**
 * Answering claude's control requests, each id exactly once. A tool's permission and an MCP elicitation wait
 * for the person (a session deny rule answers a permission at once); every other request is answered here
 * straight away. Kept apart from the session so that what must never be wrong is one small file, and the
 * mutation tests (stryker.config.mjs) can name it.
 */
import {allow, controlError, controlSuccess, deny} from '../protocol/outbound.js';
import type {ControlRequestFrame, OutboundMessage, RequestId} from '../protocol/types.js';
import type {AppEvent, ElicitationAnswer, PermissionDecision} from '../state/events.js';
import {denyRuleFor, formatRule, matchingDenyRule} from '../state/permissions.js';
import type {DenyRule} from '../state/state.js';
import type {EditorLink} from '../ide/link.js';
import {answerForOtherRequest} from './control-router.js';
import {EditorDiffs, editedInEditor} from './editor-diffs.js';
import {fileOfRequest, readSnapshot} from './file-snapshot.js';
import type {Store} from './store.js';
import {rulesOnDisk} from './saved-rules.js';
import {savedRules, type SavedRule} from '../state/rule-destinations.js';

/** A CLI request the person answers: a tool's permission, or an MCP server's elicitation. */
export type OpenRequest =
	{readonly kind: 'tool'; readonly toolName: string; readonly toolUseId?: string} | {readonly kind: 'elicitation'};

/** An event as the session dispatches it: the session stamps the time. */
export type SessionEvent = DistributiveOmit<AppEvent, 'at'>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export interface AnswerHost {
	readonly store: Store;
	readonly dispatch: (event: SessionEvent) => void;
	/** Writes one frame to claude's stdin; false (and a notice) when claude is not running. */
	readonly write: (message: OutboundMessage) => boolean;
	/** Whether a child is there to answer: a recording being replayed has nobody to answer. */
	readonly writable: () => boolean;
	/** The editor connected now, if any: an edit prompt is shown there too. */
	readonly editor: () => EditorLink | undefined;
	/** Tells the model what the person did that claude does not report (shown as a note, not as their words). */
	readonly tellModel: (text: string, shown: string) => void;
	/** claude's environment (where its own folder is). */
	readonly env: NodeJS.ProcessEnv;
	/** Gives claude the session's deny rules (all of them), so that it refuses those calls itself. */
	readonly denyInClaude: (rules: readonly DenyRule[]) => void;
}

/** Modes in which claude asks no edit of the person: nothing to show in the editor. */
const NO_EDIT_PROMPTS = new Set(['acceptEdits', 'plan']);

const QUIT_MESSAGE = 'The user closed cctui before answering this request.';

export class RequestAnswers {
	/** CLI requests awaiting our answer: each id is answered exactly once, then removed. */
	private readonly open = new Map<RequestId, OpenRequest>();
	/** Every control_request id the current child has sent (a handful of bytes each). */
	private readonly seen = new Set<RequestId>();
	/** Edit prompts shown in the editor too. */
	private readonly editorDiffs: EditorDiffs;

	constructor(private readonly host: AnswerHost) {
		this.editorDiffs = new EditorDiffs(host.editor, {
			decide: (requestId, decision) => this.decide(requestId, decision),
			shown: (requestId, editor, open) => host.dispatch({type: 'editor-diff', requestId, editor, open}),
			edited: path => {
				const {note, shown} = editedInEditor(path);
				host.tellModel(note, shown);
			},
		});
	}

	/** A new child numbers its requests afresh. */
	newChild(): void {
		this.seen.clear();
	}

	/** The child is gone: nobody waits for these answers any more. */
	childExited(): void {
		this.open.clear();
		this.editorDiffs.withdrawAll();
	}

	/** claude waits for an answer to a request cctui cannot read, too: refuse it, once. */
	unreadable(requestId: RequestId, error: string): void {
		if (this.host.writable() && this.firstDelivery(requestId))
			this.host.write(controlError(requestId, `cctui could not read this control_request (${error})`));
	}

	/** claude withdrew a request: it no longer waits for the person's answer. */
	cancelled(requestId: RequestId): void {
		this.open.delete(requestId);
		this.editorDiffs.withdraw(requestId);
	}

	received(frame: ControlRequestFrame): void {
		const {request_id: id, request} = frame;
		const {host} = this;
		// A recording being replayed shows its requests; there is nobody to answer.
		if (!host.writable()) {
			host.dispatch({type: 'inbound', message: frame});
			return;
		}
		// A second delivery must not open a second prompt or get a second answer.
		if (!this.firstDelivery(id)) return;
		if (request.subtype === 'elicitation') {
			this.open.set(id, {kind: 'elicitation'});
			host.dispatch({type: 'inbound', message: frame});
			return;
		}
		if (request.subtype !== 'can_use_tool') {
			host.dispatch({type: 'inbound', message: frame});
			const answer = answerForOtherRequest(request);
			host.write(answer.ok ? controlSuccess(id, answer.response) : controlError(id, answer.error));
			return;
		}
		this.open.set(id, {
			kind: 'tool',
			toolName: request.tool_name,
			...(request.tool_use_id === undefined ? {} : {toolUseId: request.tool_use_id}),
		});
		const rule = matchingDenyRule(host.store.getState().denyRules, request.tool_name, request.input);
		if (rule) {
			// Nobody is asked: listeners hear of it once it is answered, so no prompt shows, rings or notifies.
			const release = host.store.hold();
			try {
				host.dispatch({type: 'inbound', message: frame});
				this.decide(id, {
					behavior: 'deny',
					scope: 'once',
					source: 'rule',
					message: `Denied by the user's session rule ${formatRule(rule)}.`,
				});
			} finally {
				release();
			}
			return;
		}
		host.dispatch({type: 'inbound', message: frame});
		const file = fileOfRequest(request.tool_name, request.input);
		if (file)
			void readSnapshot(file).then(content => {
				host.dispatch({type: 'file-snapshot', requestId: id, content});
				if (this.open.has(id) && !NO_EDIT_PROMPTS.has(host.store.getState().session.permissionMode))
					// The editor's diff is of text: a file cctui did not read counts as none there (a Write still shows).
					this.editorDiffs.show(
						id,
						request.tool_name,
						request.input,
						file,
						typeof content === 'string' ? content : null,
					);
			});
	}

	/** True the first time claude sends a request id; every id gets one answer at most. */
	private firstDelivery(id: RequestId): boolean {
		if (this.seen.has(id)) return false;
		this.seen.add(id);
		return true;
	}

	/** Answers one permission request. Returns false if it was already answered or cancelled. */
	decide(requestId: RequestId, decision: PermissionDecision): boolean {
		const request = this.open.get(requestId);
		if (request?.kind !== 'tool') return false;
		this.open.delete(requestId);
		this.editorDiffs.withdraw(requestId);
		if (decision.behavior === 'deny' && decision.scope === 'session') this.denyFromNow(requestId);
		const result =
			decision.behavior === 'allow'
				? allow({...decision.updatedInput}, request.toolUseId, decision.updatedPermissions)
				: deny(decision.message, request.toolUseId, decision.interrupt);
		this.host.write(controlSuccess(requestId, result));
		this.host.dispatch({type: 'permission-decided', requestId, decision});
		const saved = decision.behavior === 'allow' ? savedRules(decision.updatedPermissions ?? []) : [];
		if (saved.length > 0) void this.checkSaved(saved);
		return true;
	}

	/**
	 * "Deny for the rest of this session": claude is given the rule before the answer, so that nothing it decides
	 * without asking (a hook's allow, acceptEdits, an allow rule) runs the call in between.
	 */
	private denyFromNow(requestId: RequestId): void {
		const {denyRules, permissions} = this.host.store.getState();
		const request = permissions.find(pending => pending.requestId === requestId);
		if (request) this.host.denyInClaude([...denyRules, denyRuleFor(request)]);
	}

	/** Once claude has handled the answer (its turn is over), whether it wrote each rule to its file. */
	private async checkSaved(rules: readonly SavedRule[]): Promise<void> {
		const {store} = this.host;
		await new Promise<void>(resolve => {
			const done = () => !store.getState().busy;
			if (done()) return resolve();
			const stop = store.subscribe(() => {
				if (!done()) return;
				stop();
				resolve();
			});
		});
		const onDisk = await rulesOnDisk(rules, store.getState().session.cwd ?? process.cwd(), this.host.env);
		this.host.dispatch({
			type: 'rules-saved',
			rules: rules.map(({rule, file}, index) => ({rule, file, saved: onDisk[index]!})),
		});
	}

	/** Answers one MCP elicitation. Returns false if it was already answered or cancelled. */
	answerElicitation(requestId: RequestId, answer: ElicitationAnswer, source: 'user' | 'quit' = 'user'): boolean {
		if (this.open.get(requestId)?.kind !== 'elicitation') return false;
		this.open.delete(requestId);
		this.host.write(controlSuccess(requestId, {...answer}));
		this.host.dispatch({type: 'elicitation-answered', requestId, answer, source});
		return true;
	}

	/** Denies or cancels whatever is still open: on quit, claude must never wait forever. */
	answerAllOnQuit(): void {
		for (const [id, request] of this.open)
			if (request.kind === 'tool')
				this.decide(id, {behavior: 'deny', scope: 'once', source: 'quit', message: QUIT_MESSAGE});
			else this.answerElicitation(id, {action: 'cancel'}, 'quit');
	}

	/** Requests still waiting for an answer (for tests and the quit path). */
	openIds(): RequestId[] {
		return [...this.open.keys()];
	}
}
