/**
 * The session controller: the only reader of the transport and the only writer to the child.
 * It parses lines into events for the store, has every control_request answered exactly once
 * (request-answers.ts), and turns the UI's intents (submit, decide, interrupt…) into frames on stdin.
 */
import {type Attachment, userContent} from '../protocol/attachments.js';
import {controlRequest, serialize, userMessage} from '../protocol/outbound.js';
import {sentRequest} from '../protocol/request-detail.js';
import type {ControlResponseFrame, OutboundMessage, OutboundRequest, RequestId} from '../protocol/types.js';
import type {AppEvent, ElicitationAnswer, PermissionDecision} from '../state/events.js';
import {type McpAction, mcpServerNamed} from '../state/mcp.js';
import type {AppState, DenyRule, QueuedMessage} from '../state/state.js';
import type {ThinkingDisplay} from '../state/thinking-display.js';
import type {Transport} from '../transport/transport.js';
import {type ClaudeFeatures, featuresOf, parseVersion, versionNotice} from '../protocol/claude-features.js';
import type {EditorLink} from '../ide/link.js';
import type {HostEvent} from '../ingest/recording-line.js';
import {decodeStdoutLine} from '../ingest/stdout-line.js';
import {stderrShown} from '../state/reducer.js';
import {claudeDenyRules} from '../state/claude-deny-rules.js';
import {RequestAnswers, type SessionEvent} from './request-answers.js';
import type {Store} from './store.js';

/** How long closing waits for claude to end an interrupted turn (it takes some 20 ms) before ending claude anyway. */
const CLOSE_STOP_MS = 1000;

export interface SessionDeps {
	readonly store: Store;
	readonly now?: () => number;
	readonly newId?: () => string;
	/** How long our own control requests may wait for an answer. @default 15000 */
	readonly requestTimeoutMs?: number;
	/** Records every frame both ways (--record), and a claude that ended on its own (`host`). */
	readonly recorder?: {
		readonly record: (direction: 'in' | 'out' | 'err', line: string) => void;
		readonly host?: (event: HostEvent) => void;
	};
	/** claude's environment: where its own folder is, which holds the user settings a rule may be kept in. */
	readonly env?: NodeJS.ProcessEnv;
}

export class Session {
	private transport: Transport | undefined;
	/** The transport close() is ending: its exit is expected, not a crash. */
	private closing: Transport | undefined;
	private replacing = false;
	private readonly store: Store;
	private readonly now: () => number;
	private readonly newId: () => string;
	private readonly requestTimeoutMs: number;
	private readonly recorder: SessionDeps['recorder'];
	/** The editor connected now, if any (useEditor). */
	private editor: () => EditorLink | undefined = () => undefined;
	private readonly answers: RequestAnswers;
	private readonly timers = new Map<string, NodeJS.Timeout>();
	/** Our requests whose answer a caller awaits (`ask`): settled by the answer, its timeout, or the child's end. */
	private readonly awaited = new Map<string, Settle>();
	private hostSeq = 0;
	/** Notes for the model that wait for the next message (a claude that takes none mid-turn). */
	private notes: string[] = [];
	/** What this claude acts on; a current claude until told its version. */
	private features: ClaudeFeatures = featuresOf(undefined);
	private version: string | undefined;

	constructor(deps: SessionDeps) {
		this.store = deps.store;
		this.now = deps.now ?? Date.now;
		this.newId = deps.newId ?? (() => crypto.randomUUID());
		this.requestTimeoutMs = deps.requestTimeoutMs ?? 15_000;
		this.recorder = deps.recorder;
		this.answers = new RequestAnswers({
			store: this.store,
			dispatch: event => this.dispatch(event),
			write: message => this.write(message),
			writable: () => this.transport?.writable === true,
			editor: () => this.editor(),
			tellModel: (text, shown) => this.tellModel(text, shown),
			env: deps.env ?? process.env,
			denyInClaude: rules => this.denyInClaude(rules),
		});
	}

	/**
	 * Where the composition root links the editor: `current` is the editor connected now, if any. An edit
	 * prompt is then shown there too and may be answered there.
	 */
	useEditor(current: () => EditorLink | undefined): void {
		this.editor = current;
	}

	/** Reads the transport to its end; resolves when the child has exited and its output is drained. */
	async attach(transport: Transport): Promise<void> {
		this.transport = transport;
		this.answers.newChild();
		// A new claude (a restart, a resume) knows none of the session's deny rules: cctui still does.
		const {denyRules} = this.store.getState();
		if (denyRules.length > 0) this.denyInClaude(denyRules);
		const stderr = this.pumpStderr(transport);
		for await (const line of transport.lines) {
			this.recorder?.record('out', line);
			this.receive(line);
		}
		await stderr;
		const exit = await transport.exited;
		if (this.transport !== transport) return;
		this.answers.childExited();
		this.dropRequests('claude exited before it answered');
		const expected = this.closing === transport;
		// cctui's own ending of claude is kept by what it did next (a meta line of the host's, or the recording's end);
		// one that ended on its own is seen only here, with the stderr its notice shows.
		if (!expected) {
			const stderr = stderrShown(this.store.getState());
			this.recorder?.host?.({
				event: 'claude-exited',
				exitCode: exit.exitCode,
				signal: exit.signal,
				...(stderr.length > 0 ? {stderr: [...stderr]} : {}),
			});
		}
		this.dispatch({
			type: 'child-exited',
			exitCode: exit.exitCode,
			signal: exit.signal,
			expected,
			...(expected && this.replacing ? {replaced: true} : {}),
		});
	}

	private async pumpStderr(transport: Transport): Promise<void> {
		for await (const line of transport.stderr) {
			this.recorder?.record('err', line);
			if (line.trim() !== '') this.dispatch({type: 'stderr', line});
		}
	}

	private dispatch(event: SessionEvent): void {
		this.store.dispatch({...event, at: this.now()} as AppEvent);
	}

	/** One stdout line in: validate, fold, and answer what needs an answer. */
	receive(line: string): void {
		const event = decodeStdoutLine(line, this.now());
		if (event?.type !== 'inbound') {
			if (event) this.store.dispatch(event);
			if (event?.type === 'malformed-line' && event.requestId !== undefined)
				this.answers.unreadable(event.requestId, event.error);
			return;
		}
		const {message} = event;
		if (message.type === 'control_request') {
			this.answers.received(message);
			return;
		}
		if (message.type === 'control_cancel_request') this.answers.cancelled(message.request_id);
		if (message.type === 'control_response') this.clearTimer(message.response.request_id);
		this.store.dispatch(event);
		if (message.type === 'control_response') this.settle(message.response);
		if (message.type !== 'stream_event') this.sendQueued();
	}

	/** Answers one permission request. Returns false if it was already answered or cancelled. */
	decide(requestId: RequestId, decision: PermissionDecision): boolean {
		return this.answers.decide(requestId, decision);
	}

	/** Answers one MCP elicitation. Returns false if it was already answered or cancelled. */
	answerElicitation(requestId: RequestId, answer: ElicitationAnswer): boolean {
		return this.answers.answerElicitation(requestId, answer);
	}

	/**
	 * Sends a user message, or queues it while claude is busy (it stays editable until sent).
	 * Returns its uuid: results are matched to it, not to order.
	 */
	submit(text: string, attachments: readonly Attachment[] = []): string {
		const uuid = this.newId();
		const carried = attachments.length > 0 ? {attachments} : {};
		if (this.canSendNow()) this.send(uuid, text, attachments);
		else if (this.canSteer()) {
			// claude holds it and gives it to the model at the next tool result (FINDINGS §7); it shows once started.
			this.write(userMessage(userContent({text, attachments: this.withNotes(attachments)}), uuid));
			this.dispatch({type: 'message-queued', uuid, text, ...carried, sent: true});
		} else this.dispatch({type: 'message-queued', uuid, text, ...carried});
		return uuid;
	}

	/**
	 * Takes a queued message back (to edit or drop it); false if claude already started it. One that
	 * claude holds is cancelled there first (`cancel_async_message`).
	 */
	async withdraw(uuid: string): Promise<boolean> {
		const message = this.store.getState().queue.find(queued => queued.uuid === uuid);
		if (!message) return false;
		if (message.sent) {
			const answer = await this.ask({subtype: 'cancel_async_message', message_uuid: uuid}).catch(() => ({}));
			if ((answer as {cancelled?: unknown}).cancelled !== true) return false;
		}
		if (this.store.getState().queue.some(queued => queued.uuid === uuid))
			this.dispatch({type: 'queued-message-taken', uuid});
		return true;
	}

	/**
	 * A note for the model, shown as cctui's in the transcript: sent at once as a mid-turn message, which claude
	 * gives the model with the next tool result; a claude that takes none mid-turn gets it with the next message.
	 */
	private tellModel(text: string, shown: string): void {
		if (this.canSteer()) this.write(userMessage([{type: 'text', text}], this.newId()));
		else this.notes.push(text);
		this.dispatch({type: 'notice', level: 'info', text: shown, detail: text});
	}

	/** The notes waiting for a message go with it, before the person's words. */
	private withNotes(attachments: readonly Attachment[]): readonly Attachment[] {
		const notes = this.notes.map(text => ({kind: 'context', id: 0, text}) as const);
		this.notes = [];
		return [...notes, ...attachments];
	}

	private canSteer(): boolean {
		const state = this.store.getState();
		return state.session.steering === true && state.child.running && this.takesMessages();
	}

	/** A claude being closed is sent no message: it would start it as a turn nobody watches. */
	private takesMessages(): boolean {
		return this.transport?.writable === true && this.closing !== this.transport;
	}

	/** Idle and started: before claude is started (its version is read first), a message waits in the queue. */
	private canSendNow(): boolean {
		const state = this.store.getState();
		return (
			!state.busy &&
			state.inFlight.length === 0 &&
			state.queue.length === 0 &&
			state.child.running &&
			this.takesMessages()
		);
	}

	/**
	 * The transcript shows `text`, placeholders and all, and keeps what they stand for (a rewind gives them
	 * back); claude gets the pastes whole and the images.
	 */
	private send(uuid: string, text: string, attachments: readonly Attachment[]): void {
		this.write(userMessage(userContent({text, attachments: this.withNotes(attachments)}), uuid));
		this.dispatch({type: 'user-sent', uuid, text, ...(attachments.length > 0 ? {attachments} : {})});
	}

	/**
	 * Takes every waiting message out of the queue, oldest first, to go back into the message input: the claude they
	 * were written for has ended (a fork), and what it held it never started.
	 */
	takeWaiting(): QueuedMessage[] {
		const waiting = [...this.store.getState().queue];
		for (const {uuid} of waiting) this.dispatch({type: 'queued-message-taken', uuid});
		return waiting;
	}

	/** Sends the oldest queued message if claude is idle (after each frame, and after a restart). */
	sendQueued(): void {
		const state = this.store.getState();
		// Held by claude already, or not yet written: only the oldest such, once claude is idle.
		const next = state.queue[0];
		if (!next || next.sent || state.busy || state.inFlight.length > 0 || !state.child.running) return;
		if (!this.takesMessages()) return;
		this.dispatch({type: 'queued-message-taken', uuid: next.uuid});
		this.send(next.uuid, next.text, next.attachments ?? []);
	}

	/** Sends one of our own control requests and arms a timeout for its answer. */
	request(request: OutboundRequest): string {
		const requestId = `cctui_${++this.hostSeq}`;
		this.dispatch({type: 'host-request-sent', requestId, ...sentRequest(request)});
		if (!this.write(controlRequest(requestId, request))) return requestId;
		const timer = setTimeout(() => {
			this.timers.delete(requestId);
			this.dispatch({type: 'host-request-timed-out', requestId});
			this.awaited.get(requestId)?.reject(new Error(`claude did not answer ${request.subtype}`));
			this.awaited.delete(requestId);
		}, this.requestTimeoutMs);
		timer.unref();
		this.timers.set(requestId, timer);
		return requestId;
	}

	/**
	 * Sends one of our control requests and resolves with claude's answer (its `response` object);
	 * rejects with claude's error, on the timeout, or when claude is not running or exits first.
	 */
	ask(request: OutboundRequest): Promise<Record<string, unknown>> {
		return new Promise((resolve, reject) => {
			const requestId = this.request(request);
			// No timer: the request was never written.
			if (!this.timers.has(requestId)) reject(new Error('claude is not running'));
			else this.awaited.set(requestId, {resolve, reject});
		});
	}

	private settle(body: ControlResponseFrame['response']): void {
		const waiting = this.awaited.get(body.request_id);
		if (!waiting) return;
		this.awaited.delete(body.request_id);
		if (body.subtype === 'error') waiting.reject(new Error(body.error));
		else waiting.resolve(body.response ?? {});
	}

	/**
	 * Our requests die with the claude they were sent to: no answer will come, and their clocks must not blame
	 * a claude that has gone, or the next one, for not answering.
	 */
	private dropRequests(reason: string): void {
		for (const timer of this.timers.values()) clearTimeout(timer);
		this.timers.clear();
		for (const waiting of this.awaited.values()) waiting.reject(new Error(reason));
		this.awaited.clear();
	}

	interrupt(): void {
		this.request({subtype: 'interrupt'});
	}

	/**
	 * Interrupts the turn, taking back first what waits to start: claude would start a message it holds
	 * as soon as the turn ends. Resolves with the messages taken back, oldest first.
	 */
	async stop(): Promise<QueuedMessage[]> {
		const waiting = [...this.store.getState().queue];
		// Each cancel_async_message is written now, before the interrupt.
		const taken = Promise.all(waiting.map(message => this.withdraw(message.uuid)));
		this.interrupt();
		const answers = await taken;
		return waiting.filter((_, index) => answers[index]);
	}

	/** Learns the models and slash commands claude offers, before the first turn. */
	initialize(): void {
		this.request({subtype: 'initialize'});
	}

	/**
	 * `null` returns to the session's default model. Resolves false when the model was not set (claude refused it, did
	 * not answer or is not running): the transcript says why.
	 */
	setModel(model: string | null): Promise<boolean> {
		return this.ask({subtype: 'set_model', model}).then(
			() => true,
			() => false,
		);
	}

	setPermissionMode(mode: string): void {
		this.request({subtype: 'set_permission_mode', mode});
	}

	setEffort(level: string): void {
		this.request({subtype: 'apply_flag_settings', settings: {effortLevel: level}});
	}

	showContextUsage(): void {
		this.request({subtype: 'get_context_usage'});
	}

	/**
	 * /mcp: the servers' status; with an action, it first (re)connects, enables or disables `server`,
	 * and shows the status once claude has done so (or said why not).
	 */
	mcp(action: McpAction, server?: string): void {
		if (action === 'status' || server === undefined) {
			this.request({subtype: 'mcp_status'});
			return;
		}
		const serverName = mcpServerNamed(this.store.getState().session.mcpServers ?? [], server);
		const request: OutboundRequest =
			action === 'reconnect'
				? {subtype: 'mcp_reconnect', serverName}
				: {subtype: 'mcp_toggle', serverName, enabled: action === 'enable'};
		void this.ask(request)
			.catch(() => undefined) // claude's error is in the transcript already
			.then(() => this.request({subtype: 'mcp_status'}));
	}

	/** /tasks output|stop: one background task's output so far, or stop it. An id claude did not name is refused here (claude answers success to any). */
	task(action: 'output' | 'stop', taskId: string): void {
		const known = (this.store.getState().session.backgroundTasks ?? []).some(task => task.taskId === taskId);
		if (action === 'stop' && !known)
			return this.note('error', `No running background task ${taskId} (/tasks lists them).`);
		this.request(
			action === 'stop' ? {subtype: 'stop_task', task_id: taskId} : {subtype: 'get_task_output', task_id: taskId},
		);
	}

	showSessionCost(): void {
		this.request({subtype: 'get_session_cost'});
	}

	/** `claude --version` of the claude that runs, once read (undefined: not known, taken as a current one). */
	get claudeVersion(): string | undefined {
		return this.version;
	}

	/** The claude that runs (`claude --version`): an older one is told apart, once, in words. */
	setClaudeVersion(version: string | undefined): void {
		this.version = version;
		this.features = featuresOf(version);
		// The UI tells an older claude apart too (the rewind picker), before its first frame names its version.
		const parsed = parseVersion(version);
		if (parsed) this.dispatch({type: 'claude-version', version: parsed.join('.')});
		const notice = versionNotice(version);
		if (notice) this.note('warning', notice);
	}

	/**
	 * Asks claude to stream thinking in this display from its next API request on, leaving the
	 * thinking budget alone. `updates` is claude's own default, which only `null` restores. A claude
	 * that ignores the display is not asked (1.0.x would never answer).
	 */
	setThinkingDisplay(display: ThinkingDisplay): void {
		if (!this.features.thinkingDisplay) return;
		this.request({subtype: 'set_max_thinking_tokens', thinking_display: display === 'updates' ? null : display});
	}

	clearDenyRules(): void {
		const had = this.store.getState().denyRules.length > 0;
		this.dispatch({type: 'deny-rules-cleared'});
		if (had) this.denyInClaude([]);
	}

	/**
	 * Gives claude the session's deny rules as its own (claude-deny-rules.ts), replacing those given before: claude
	 * then refuses those calls whatever would allow them. Rules claude has no form for are not sent.
	 */
	private denyInClaude(rules: readonly DenyRule[]): void {
		if (this.transport?.writable !== true) return;
		this.request({subtype: 'apply_flag_settings', settings: {permissions: {deny: claudeDenyRules(rules)}}});
	}

	expandLastOutput(): void {
		this.dispatch({type: 'tool-output-expanded'});
	}

	showChanges(turn?: number): void {
		this.dispatch({type: 'changes-shown', ...(turn === undefined ? {} : {turn})});
	}

	note(level: 'info' | 'warning' | 'error', text: string): void {
		this.dispatch({type: 'notice', level, text});
	}

	/** The state the session's events fold into, as it is now. */
	getState(): AppState {
		return this.store.getState();
	}

	/** Resolves true once no turn runs, or false after `timeoutMs`. */
	whenIdle(timeoutMs: number): Promise<boolean> {
		return new Promise(resolve => {
			if (!this.store.getState().busy) return resolve(true);
			const done = (idle: boolean) => {
				clearTimeout(timer);
				unsubscribe();
				resolve(idle);
			};
			const timer = setTimeout(() => done(false), timeoutMs);
			const unsubscribe = this.store.subscribe(() => {
				if (!this.store.getState().busy) done(true);
			});
		});
	}

	/** Requests still waiting for an answer (for tests and the quit path). */
	openRequestIds(): RequestId[] {
		return this.answers.openIds();
	}

	/**
	 * Stops a running turn, denies or cancels whatever is still open (the CLI must never wait forever), then
	 * ends the child. Only stdin ended, claude would finish the turn: ask the model again and run what is allowed.
	 */
	/** `replacing`: another claude starts next (/clear, /resume, /restart, a fork), and its start is what is said. */
	async close(graceMs?: number, replacing = false): Promise<void> {
		this.closing = this.transport;
		this.replacing = replacing;
		if (this.store.getState().busy && this.transport?.writable === true) await this.stopForClose();
		this.answers.answerAllOnQuit();
		this.dropRequests('cctui closed claude before it answered');
		// With stdin ended, claude waits for its background tasks and then asks the model about them, after the
		// person has gone; SIGTERM at once stops them with it (docs/CLI-FINDINGS.md).
		const tasks = this.store.getState().session.backgroundTasks?.length ?? 0;
		await this.transport?.close(tasks > 0 ? 0 : graceMs);
	}

	/**
	 * Interrupted, claude withdraws its prompts, notes the interruption in its session file and ends the turn
	 * (docs/CLI-FINDINGS.md); a message it holds is taken back first, or it would start it as the next turn.
	 */
	private async stopForClose(): Promise<void> {
		const waiting = this.store.getState().queue;
		let timer: NodeJS.Timeout | undefined;
		// Unanswered in time (a hung claude), only what cctui held itself is surely taken back; what claude holds stays
		// in the queue, and the next claude gets it (applyChildExit).
		const unanswered = new Promise<undefined>(resolve => (timer = setTimeout(() => resolve(undefined), CLOSE_STOP_MS)));
		const [answered] = await Promise.all([Promise.race([this.stop(), unanswered]), this.whenIdle(CLOSE_STOP_MS)]);
		clearTimeout(timer);
		// What was taken back waits for the next claude (a restart sends it); one claude started is not sent again.
		const taken = answered ?? waiting.filter(message => !message.sent);
		for (const {uuid, text, attachments} of taken)
			this.dispatch({type: 'message-queued', uuid, text, ...(attachments ? {attachments} : {})});
	}

	private clearTimer(requestId: string): void {
		const timer = this.timers.get(requestId);
		if (timer) clearTimeout(timer);
		this.timers.delete(requestId);
	}

	private write(message: OutboundMessage): boolean {
		const line = serialize(message);
		this.recorder?.record('in', line.trimEnd());
		if (this.transport?.writable && this.transport.write(line)) return true;
		// A claude being closed has stopped listening on purpose: a key pressed meanwhile (Ctrl+C) is no error.
		if (this.transport === undefined || this.closing !== this.transport)
			this.dispatch({type: 'notice', level: 'error', text: 'Could not write to claude: it is not running.'});
		return false;
	}
}

interface Settle {
	readonly resolve: (response: Record<string, unknown>) => void;
	readonly reject: (error: Error) => void;
}
