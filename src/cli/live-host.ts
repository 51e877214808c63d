/**
 * Owns the claude child for the lifetime of the UI: starts it (showing a resumed session's
 * history first, since claude does not replay it), and restarts it for /resume, /clear, or after
 * a crash with `--resume <id>` so the conversation continues. Everything the UI can ask for comes
 * through `actions`.
 */
import type {UserInput} from '../protocol/attachments.js';
import {explainCheckpointsOff, previewRewind, rewind} from '../session/rewind.js';
import {featuresOf, fileHistoryMissing} from '../protocol/claude-features.js';
import {NEW_CONVERSATION, notSent} from '../ingest/recording-line.js';
import type {RecordingWriter} from '../session/recording-writer.js';
import type {Session} from '../session/session.js';
import {completePath} from './complete-path.js';
import type {EditorWiring} from './editor-wiring.js';
import type {EditorLink} from '../ide/link.js';
import {readImage} from './read-image.js';
import {withTypedImages} from './typed-images.js';
import type {Store} from '../session/store.js';
import {sessionsNamed} from '../sessions/session-path.js';
import {listSessions, messageParent, readResumed, readSavedCost, type ResumedRead} from '../sessions/session-store.js';
import {promptOf, type RewindPoint, STEERED_POINT} from '../state/rewind.js';
import {restartSession} from '../state/selectors.js';
import type {ChildStatus, QueuedMessage} from '../state/state.js';
import type {ThinkingDisplay} from '../state/thinking-display.js';
import type {Transport} from '../transport/transport.js';
import type {UiActions} from '../ui/actions.js';

export interface LaunchSpec {
	readonly permissionMode: string;
	readonly resume?: string;
	readonly fork?: boolean;
	/** With `resume`: resume the conversation only up to this message (a fork from an earlier prompt). */
	readonly resumeAt?: string;
	/** Ask claude to report hooks as they run (a claude that knows the flag: protocol/claude-features.ts). */
	readonly hookEvents?: boolean;
	/** `--mcp-config` files: the linked editor's server, so the model can ask for its diagnostics. */
	readonly mcpConfigs?: readonly string[];
}

export type Launcher = (spec: LaunchSpec) => Transport;

export interface LiveHostDeps {
	readonly store: Store;
	readonly session: Session;
	readonly launch: Launcher;
	/** Where claude runs and keeps its sessions. */
	readonly cwd: string;
	readonly env: NodeJS.ProcessEnv;
	readonly thinkingDisplay: ThinkingDisplay;
	/** `claude --version`, asked while the UI loaded; undefined when claude could not say. */
	readonly claudeVersion?: Promise<string | undefined>;
	readonly onQuit: () => void;
	/** Ctrl+Z (cli/terminal.ts suspendable). */
	readonly onSuspend?: () => void;
	/** The editor link (`--ide`, /ide). */
	readonly editor?: EditorWiring;
	/**
	 * `--record`: a fork, /clear, /resume, /restart and the history of a session resumed at the start are the host's
	 * doing, which no frame of claude's says.
	 */
	readonly recorder?: Pick<RecordingWriter, 'host'>;
}

export class LiveHost {
	private attached: Promise<void> = Promise.resolve();
	private closed = false;
	/** Resolves on close: a start waiting for the editor (or claude's version) then waits no more. */
	private readonly closing: Promise<void>;
	private endWaits!: () => void;
	private readonly deps: LiveHostDeps;
	/** Settles once the session knows which claude runs: what it may be asked depends on it. */
	private readonly versionKnown: Promise<void>;
	/** What the claude that runs can be asked; its flags depend on it, so the first start waits for its version. */
	private features = featuresOf(undefined);
	/** Sends a message (the first prompt too) with the images it names by path. */
	private readonly submit: UiActions['submit'];
	/** Why pasted images were not attached, as the input said it: the message sent with their paths says it again. */
	private readonly refusedAtPaste = new Set<string>();

	constructor(deps: LiveHostDeps) {
		this.deps = deps;
		this.closing = new Promise(resolve => (this.endWaits = resolve));
		const {session, cwd, editor} = deps;
		this.submit = withTypedImages(
			cwd,
			// What the editor had selected goes with the message, and its line above the input goes.
			(text, attachments) => session.submit(text, [...attachments, ...(editor?.takeContext() ?? [])]),
			// An image refused as it was pasted was said then: its path, still in the message, is not refused twice.
			message => (this.refusedAtPaste.delete(message) ? undefined : session.note('error', message)),
		);
		// Edit prompts open in the editor too, while one is connected.
		if (editor) session.useEditor(() => editor.current());
		this.versionKnown = Promise.resolve(deps.claudeVersion).then(version => {
			deps.session.setClaudeVersion(version);
			this.features = featuresOf(version);
		});
	}

	/** Starts claude; with `resume`, the saved history is shown first. */
	async start(options: {
		resume?: string | undefined;
		/** `resume`'s history, when its reading began while the UI loaded. */
		history?: ResumedRead | undefined;
		fork?: boolean | undefined;
		prompt?: string | undefined;
	}): Promise<void> {
		if (options.resume) {
			const shown = await this.showHistory(options.resume, options.fork, options.history);
			// As /resume's: the count, not the history; a replay has it say which session the first claude resumed.
			this.deps.recorder?.host({
				event: 'conversation-resumed',
				sessionId: options.resume,
				...shown,
				start: true,
				...(options.fork ? {fork: true} : {}),
			});
		}
		// claude gets the editor only once cctui is connected to it (mcpConfigs): wait to know, not long once a message waits.
		// A quit meanwhile ends the wait: an editor that has not answered must not hold the quit for its 10 s.
		await Promise.race([
			Promise.all([this.versionKnown, this.deps.editor?.settled(Boolean(options.prompt))]),
			this.closing,
		]);
		if (this.closed) return;
		this.spawn({resume: options.resume, fork: options.fork});
		if (options.prompt) this.submit(options.prompt);
		// Messages typed before claude started (its version is read first) waited in the queue.
		this.deps.session.sendQueued();
	}

	/** Ends claude for good (quit, a signal): a start still under way starts none. */
	close(): Promise<void> {
		this.closed = true;
		this.endWaits();
		return this.deps.session.close();
	}

	/**
	 * Ends the current child and starts another: resuming `resume`, or a new conversation (`cleared`: /clear). The
	 * messages waiting to start go to the next claude when it continues this conversation; for another one (or a new
	 * one) they come back into the input: they were written for this one.
	 */
	async restart(resume: string | undefined, cleared = false): Promise<void> {
		const {session, store} = this.deps;
		await session.close(undefined, true);
		await this.attached;
		const switched = resume !== store.getState().session.sessionId;
		// Taken now, with that claude gone (what it held it never started): one typed from here on is for the next.
		const givenBack = cleared || switched ? store.getState().queue : [];
		if (givenBack.length > 0) store.dispatch({type: 'waiting-given-back', messages: givenBack, at: Date.now()});
		// Another conversation: this one's prompts are no rewind points in it.
		if (switched) store.dispatch({type: 'conversation-left', at: Date.now()});
		if (resume && switched) {
			const shown = await this.showHistory(resume);
			// The count, not the history: that is claude's session file, which the recording does not hold.
			this.deps.recorder?.host({event: 'conversation-resumed', sessionId: resume, ...shown});
		} else if (!resume) {
			session.note('info', NEW_CONVERSATION);
			this.deps.recorder?.host({event: 'conversation-new'});
		}
		// The same conversation: claude goes on from the cost its file saved, less than shown if it was killed.
		const costSaved = resume && !switched ? await readSavedCost(this.deps.cwd, this.deps.env, resume) : undefined;
		if (resume && !switched)
			this.deps.recorder?.host({
				event: 'claude-restarted',
				sessionId: resume,
				...(costSaved === undefined ? {} : {costSaved}),
			});
		this.spawn({resume});
		store.dispatch({
			type: 'child-restarted',
			...(resume === undefined ? {} : {sessionId: resume, ...(switched ? {switched} : {})}),
			...(costSaved === undefined ? {} : {costSaved}),
			at: Date.now(),
		});
		this.givenBack(givenBack);
		session.sendQueued();
	}

	/**
	 * /resume: ends this claude and starts one resuming the session `wanted` names: its id, or the start of it as cctui
	 * shows it. An id this folder has no saved session of (a typo) is refused first: a claude started for it would stop
	 * without resuming anything, and this conversation with it.
	 */
	private resume(wanted: string): string | undefined {
		const {cwd, env} = this.deps;
		const named = sessionsNamed(cwd, env, wanted);
		if (named.length > 1)
			return `/resume: ${named.length} saved sessions here start with ${wanted}: type more of the id (/resume alone lists them)`;
		if (named.length === 0) return `/resume: no saved session ${wanted} in this folder (/resume alone lists them)`;
		void this.restart(named[0]);
		return undefined;
	}

	/**
	 * A new session from before `point`, the current one kept as it is: claude resumes this session's
	 * file up to the message before that prompt, under a new id (`--fork-session --resume-session-at`).
	 * From before the first prompt, that is a new conversation. Resolves with what goes back into the input: the
	 * prompt, to edit and send again, and the messages that waited to start; none when it could not fork (said in the
	 * transcript).
	 */
	async fork(point: RewindPoint): Promise<readonly UserInput[]> {
		const {session, store, cwd, env} = this.deps;
		const {busy, session: info} = store.getState();
		const {sessionId} = info;
		if (point.steered) return this.cannotFork(`${STEERED_POINT}.`);
		if (busy) return this.cannotFork('a turn is running; press Esc to stop it first.');
		if (!sessionId) return this.cannotFork('claude has not named this session yet.');
		const missing = fileHistoryMissing(session.claudeVersion);
		if (missing) return this.cannotFork(`${missing}.`);
		const parent = await messageParent(cwd, env, sessionId, point.uuid);
		if (parent === undefined) return this.cannotFork(`the prompt is not in session ${sessionId}'s file.`);
		await session.close(undefined, true);
		await this.attached;
		const fresh = parent === null;
		store.dispatch({type: 'conversation-forked', uuid: point.uuid, from: sessionId, fresh, at: Date.now()});
		this.deps.recorder?.host({event: 'conversation-forked', uuid: point.uuid, from: sessionId, fresh});
		// Written for the conversation as it was (claude is idle, so cctui held them: it had stopped, or not yet started).
		const waiting = session.takeWaiting();
		this.spawn(fresh ? {} : {resume: sessionId, fork: true, resumeAt: parent});
		store.dispatch({type: 'child-restarted', at: Date.now()});
		this.givenBack(waiting);
		return [promptOf(point), ...waiting.map(({text, attachments}) => ({text, attachments: attachments ?? []}))];
	}

	/** Says that these messages waiting to start went back into the input, and records it: no frame says so. */
	private givenBack(messages: readonly QueuedMessage[]): void {
		if (messages.length === 0) return;
		this.deps.session.note('warning', notSent(messages.length));
		this.deps.recorder?.host({event: 'waiting-given-back', uuids: messages.map(message => message.uuid)});
	}

	private cannotFork(why: string): readonly UserInput[] {
		this.deps.session.note('error', `Cannot fork: ${why}`);
		return [];
	}

	/** The editor's link while one is connected: the permission flow can open a proposed change there. */
	currentEditor(): EditorLink | undefined {
		return this.deps.editor?.current();
	}

	/** Resolves when the current child has exited and its output is drained. */
	finished(): Promise<void> {
		return this.attached;
	}

	private spawn({
		resume,
		fork,
		resumeAt,
	}: {
		resume?: string | undefined;
		fork?: boolean | undefined;
		resumeAt?: string | undefined;
	}): void {
		// Quit (or a signal) while a start, restart or fork was under way: no claude that nobody would end.
		if (this.closed) return;
		const {session, store, launch, thinkingDisplay, editor} = this.deps;
		const mcpConfigs = editor?.mcpConfigs() ?? [];
		const transport = launch({
			permissionMode: store.getState().session.permissionMode,
			...(resume ? {resume} : {}),
			...(fork ? {fork} : {}),
			...(resume && resumeAt ? {resumeAt} : {}),
			...(this.features.hookEvents ? {hookEvents: true} : {}),
			...(mcpConfigs.length > 0 ? {mcpConfigs} : {}),
		});
		this.attached = session.attach(transport);
		session.initialize();
		// Before the first message, so its API request already streams this display; again after every restart.
		session.setThinkingDisplay(
			(store.getState().session.thinkingDisplay as ThinkingDisplay | undefined) ?? thinkingDisplay,
		);
		// What the person chose in this run stays chosen for the new claude (/clear, /restart, a fork).
		const {chosenModel, effort} = store.getState().session;
		if (chosenModel !== undefined) session.setModel(chosenModel === 'default' ? null : chosenModel);
		if (effort !== undefined) session.setEffort(effort);
	}

	/** Resolves with what the history's line says of it, or undefined when there is no saved file of `id`. */
	private async showHistory(
		id: string,
		fork?: boolean,
		read: ResumedRead = readResumed(this.deps.cwd, this.deps.env, id),
	): Promise<{messages: number; unreadable: number; costUsd?: number} | undefined> {
		const {store} = this.deps;
		const preview = await read.preview;
		if (preview) {
			store.dispatch({type: 'history-preview', events: preview.events, at: Date.now()});
			// That drew the first screen; keys typed meanwhile are taken before the whole file is read.
			await new Promise(resolve => setImmediate(resolve));
		}
		const history = await read.whole();
		if (!history) {
			store.dispatch({type: 'resume-not-found', sessionId: id, ...(fork ? {fork} : {}), at: Date.now()});
			return undefined;
		}
		const {messages, unreadable, costUsd} = history;
		// One notification for the lot: thousands of events for a long session, and each would reach React.
		const release = store.hold();
		try {
			for (const event of history.events) store.dispatch(event);
			store.dispatch({
				type: 'history-loaded',
				sessionId: id,
				...(fork ? {fork} : {}),
				messages,
				unreadable,
				...(costUsd === undefined ? {} : {costUsd}),
				at: Date.now(),
			});
		} finally {
			release();
		}
		return {messages, unreadable, ...(costUsd === undefined ? {} : {costUsd})};
	}

	actions(): UiActions {
		const {session, store, cwd, env} = this.deps;
		return {
			...sessionActions(session),
			submit: this.submit,
			readImage: async file => {
				const read = await readImage(cwd, file);
				if (read.kind === 'error') this.refusedAtPaste.add(read.message);
				return read;
			},
			previewRewind: uuid => previewRewind(session, uuid).then(preview => explainCheckpointsOff(preview, env)),
			listSessions: () => listSessions(cwd, env),
			completePath: partial => completePath(cwd, partial),
			fork: point => this.fork(point),
			resumeSession: id => this.resume(id),
			newConversation: () => void this.restart(undefined, true),
			restart: () => void this.restart(restartSession(store.getState())),
			quit: () => this.deps.onQuit(),
			...(this.deps.onSuspend ? {suspend: this.deps.onSuspend} : {}),
			...(this.deps.editor ? editorActions(this.deps.editor) : {}),
		};
	}
}

function editorActions(editor: EditorWiring): Pick<UiActions, 'listEditors' | 'connectEditor' | 'dropEditorContext'> {
	return {
		listEditors: () => editor.listEditors(),
		connectEditor: port => editor.connectEditor(port),
		dropEditorContext: () => editor.dropContext(),
	};
}

/** The actions a Session itself answers; the host adds the ones about processes and files. */
export type SessionActions = Omit<
	UiActions,
	'listSessions' | 'completePath' | 'readImage' | 'resumeSession' | 'newConversation' | 'restart' | 'quit' | 'fork'
>;

export function sessionActions(session: Session): SessionActions {
	return {
		submit: (text, attachments) => session.submit(text, attachments),
		withdrawQueued: uuid => session.withdraw(uuid),
		decide: (requestId, decision) => session.decide(requestId, decision),
		answerElicitation: (requestId, answer) => session.answerElicitation(requestId, answer),
		interrupt: () => session.stop(),
		clearDenyRules: () => session.clearDenyRules(),
		expandLastOutput: () => session.expandLastOutput(),
		showChanges: turn => session.showChanges(turn),
		previewRewind: uuid => previewRewind(session, uuid),
		rewind: (point, choice, shown) => rewind(session, point, choice, shown),
		setThinkingDisplay: display => session.setThinkingDisplay(display),
		setModel: model => session.setModel(model),
		setPermissionMode: mode => session.setPermissionMode(mode),
		setEffort: level => session.setEffort(level),
		showContextUsage: () => session.showContextUsage(),
		showSessionCost: () => session.showSessionCost(),
		mcp: (action, server) => session.mcp(action, server),
		task: (action, taskId) => session.task(action, taskId),
		note: (level, text) => session.note(level, text),
	};
}

/** The exit status for claude dying mid-turn: its own code, or 1 when it has none (a signal) or it is 0. */
export function crashExitCode(child: ChildStatus): number {
	return (child.exitCode ?? 1) || 1;
}

/**
 * The exit status of a quit: 0, unless the last claude ended on its own and failed (mid-turn, a code other than 0,
 * a signal); a claude restarted since that runs counts, not the one that failed before it.
 */
export function quitExitCode(child: ChildStatus): number {
	const failed = !child.running && child.endedByUs !== true && (child.crashedMidTurn || child.exitCode !== 0);
	return failed ? crashExitCode(child) : 0;
}
