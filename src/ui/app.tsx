/**
 * The root: history in <Static> (written once, never redrawn), the live region, then whatever has
 * the keyboard (a permission prompt, a picker, or the message editor), and the status line. It
 * composes: state comes through useAppState (named selectors), keys through useAppKeys, the
 * editor and the pickers through their hooks; the session does the work behind `actions`.
 */
import {useEffect, useMemo, useRef, useState} from 'react';
import type {UserInput} from '../protocol/attachments.js';
import type {RequestId} from '../protocol/types.js';
import type {UiActions} from './actions.js';
import {apiStatus} from '../present/api-requests.js';
import {reachableModes} from '../state/permission-modes.js';
import {AskedPrompt} from './components/asked-prompt.js';
import {Backlog} from './components/backlog.js';
import {ChildStopped} from './components/child-stopped.js';
import {DebugPanel} from './components/debug-panel.js';
import {History} from './components/history.js';
import {InputArea} from './components/input-area.js';
import {LiveArea} from './components/live-area.js';
import {LiveRegion} from './components/live-region.js';
import {OverlayPicker} from './components/overlay-picker.js';
import {PlayerBar} from './components/player-bar.js';
import {PromptArea} from './components/prompt-area.js';
import {escStops} from './components/prompts/esc-stops.js';
import {QueuedMessages} from './components/queued-messages.js';
import {TypedAhead} from './components/typed-ahead.js';
import {RewindPicker} from './components/rewind-picker.js';
import {conversationRewindNeeds} from '../protocol/claude-features.js';
import {StatusBar} from './components/status-bar.js';
import {TodoPanel} from './components/todo-panel.js';
import {UnwrittenHistory} from './components/unwritten-history.js';
import {QUIET_MS} from './key-gate.js';
import type {PlayerView} from './player.js';
import {promptContextRows} from './prompt-layout.js';
import {parseCommand, runCommand, suggestCommands} from './slash-commands.js';
import {useAppKeys} from './use-app-keys.js';
import {useAppState} from './use-app-state.js';
import {useHistoryRelease} from './use-history-release.js';
import {useMessageEditor} from './use-message-editor.js';
import {useOverlay} from './use-overlay.js';
import {usePromptDraft} from './use-prompt-draft.js';
import {usePromptGate} from './use-prompt-gate.js';
import {useRewind} from './use-rewind.js';
import type {ReadableStore} from './use-store.js';
import {useTerminalSize} from './use-terminal-size.js';
import {useViewOptions} from './use-view-options.js';

export interface AppProps {
	readonly store: ReadableStore;
	readonly actions: UiActions;
	readonly color: boolean;
	/** Permission modes Shift+Tab cycles through; a mode the session starts in or is put in joins them. */
	readonly modes?: readonly string[];
	/** Messages sent earlier (oldest first), for Up/Down recall and Ctrl+R. */
	readonly history?: readonly string[];
	/** Called with each sent message, to keep history across runs. */
	readonly onHistory?: (text: string) => void;
	/** Open the session picker at start (`--resume` without an id). */
	readonly pickSessionAtStart?: boolean;
	/**
	 * A prompt takes keys once on screen this long and after this long without a key, and not while a message is
	 * being composed under it (key-gate.ts). @default 500
	 */
	readonly armDelayMs?: number;
	/** The clock the key gate and the double Ctrl+C read. @default Date.now */
	readonly now?: () => number;
	/** Ctrl+C twice within this window quits. */
	readonly quitWindowMs?: number;
	/**
	 * Replay or watch: no message editor and no prompts to answer; the player's status and keys
	 * instead. Nothing typed can reach claude.
	 */
	readonly player?: PlayerView;
	/** claude's home folder: a path in it shows as `~/…`. */
	readonly home?: string | undefined;
	/** False when there is no terminal to read keys from (a watched pipe with no /dev/tty). @default true */
	readonly keys?: boolean;
	/**
	 * cctui is quitting. Its last frame stays on the terminal, so it keeps the transcript (what was
	 * still live included) and drops the editor, prompts and status bar, which no longer answer.
	 */
	readonly closing?: boolean;
}

const DEFAULT_MODES = ['default', 'acceptEdits', 'plan'] as const;

/**
 * A screen this tall shows the todo panel, its items on a quarter of the rows at most; a smaller one has the TodoWrite
 * line's "1/4 done · now: …" instead.
 */
const TODO_PANEL_MIN_ROWS = 16;

export function App({
	store,
	actions,
	color,
	modes: usualModes = DEFAULT_MODES,
	history = [],
	onHistory,
	pickSessionAtStart = false,
	armDelayMs = QUIET_MS,
	now = Date.now,
	quitWindowMs = 2000,
	player,
	keys = true,
	closing = false,
	home,
}: AppProps) {
	const state = useAppState(store);
	const {pending, session, busy, child, queue} = state;
	// A permission request comes first; an MCP elicitation asks once none does.
	const prompt = state.prompt ?? state.elicitation;
	const {columns, rows} = useTerminalSize();
	const modes = useMemo(() => reachableModes(usualModes, session.modesSeen), [usualModes, session.modesSeen]);

	const editor = useMessageEditor({
		...{history, onHistory, completePath: actions.completePath, commands: session.commands},
		readImage: actions.readImage,
		onError: message => actions.note('error', message),
	});
	const overlay = useOverlay({
		...{store, actions, modes, pickSessionAtStart, now},
		asking: player ? undefined : prompt?.requestId,
		history: editor.history,
		choose: editor.replace,
	});
	const rewind = useRewind(store, actions, editor, player ? undefined : prompt?.requestId, now);
	const draft = usePromptDraft(store, prompt?.requestId, actions, editor.putBack, now);
	// Messages that waited in a conversation left (/clear, /resume of another) come back into the input, each list once.
	const givenBack = useRef(state.givenBack);
	useEffect(() => {
		if (state.givenBack === givenBack.current) return;
		givenBack.current = state.givenBack;
		editor.putBack(state.givenBack);
	}, [state.givenBack, editor]);
	// The rewind picker, opened by the person, shows in front of a prompt; the prompt arms anew when it is back.
	const gate = usePromptGate(
		player || rewind.picker ? undefined : prompt?.requestId,
		armDelayMs,
		now,
		editor.editor.text === '',
		state.screenBackAt,
	);
	/**
	 * What a slash command sent under a prompt did, or that the prompt closed a picker, said on the status line while
	 * that prompt asks.
	 */
	const [underPrompt, setUnderPrompt] = useState<{readonly requestId: RequestId; readonly text: string}>();
	const send = (message: UserInput) => {
		const local = parseCommand(message.text);
		if (!local) return actions.submit(message.text, message.attachments);
		const giveBack = () => editor.putBack([message]);
		const context = {
			actions,
			state: store.getState(),
			modes,
			open: overlay.open,
			rewind: rewind.open,
			columns,
			giveBack,
		};
		// Under a prompt a picker would open behind it, unseen, and take the keys meant for the message: it is not
		// opened. What a command shows goes into the turn, out of view until the prompt is answered: that is said.
		let picker = false;
		const shown = () => store.getState().pending.length + store.getState().committed.length;
		const before = shown();
		const refused = runCommand(local, prompt ? {...context, open: () => void (picker = true)} : context);
		if (refused !== undefined) actions.note('error', refused);
		const name = `/${local.command.name}`;
		const notRun = refused ?? (picker ? `${name} not run: the prompt would hide it` : undefined);
		// A command that did not run leaves what was typed in the input, to fix or to send once the prompt is answered.
		if (notRun !== undefined) giveBack();
		if (!prompt) return;
		const said = notRun ?? (shown() > before ? `${name} ran: shown once the prompt is answered` : undefined);
		if (said !== undefined) setUnderPrompt({requestId: prompt.requestId, text: said});
	};
	const {hint, showThinking, showDebug, interrupt, typedUnderPicker} = useAppKeys({
		...{actions, editor, overlay, rewind, gate, prompt, player, busy, queue, session, modes, send, now, quitWindowMs},
		childRunning: child.running,
		draftReturnedAt: draft.returnedAt,
		pendingDisplay: state.pendingDisplay,
		isActive: keys && !closing,
	});

	const {view, liveView} = useViewOptions({
		...{columns, rows, color, showThinking, now},
		...{cwd: session.cwd, home},
		replay: player !== undefined,
	});

	const release = useHistoryRelease(state.committed);
	if (closing) {
		return (
			<>
				<History items={release.written} view={view} />
				<UnwrittenHistory count={release.waiting.length} sessionId={player ? undefined : state.session.sessionId} />
				<LiveRegion items={pending} view={liveView} busy={false} retry={undefined} thinkingTokens={undefined} />
			</>
		);
	}
	const asking = prompt !== undefined && !player && !rewind.picker;
	const typedUnderList = editor.editor.text !== '' || queue.length > 0;
	const contextRows = asking ? promptContextRows(pending, columns, rows) : undefined;
	const picker = overlay.overlay ? (
		<OverlayPicker overlay={overlay.overlay} onClose={overlay.close} rows={rows} />
	) : null;
	const keyboard = player ? (
		<>
			{prompt ? <AskedPrompt prompt={prompt} kind={player.kind} cwd={session.cwd} /> : null}
			<QueuedMessages queue={queue} />
			{picker}
			<PlayerBar player={player} malformed={state.malformedLines} columns={columns} />
		</>
	) : rewind.picker ? (
		<>
			<RewindPicker
				{...rewind.picker}
				{...{busy, columns}}
				asking={prompt !== undefined}
				cwd={session.cwd}
				maxRows={rows - 2 - (typedUnderList ? 1 : 0)}
				conversationNeeds={conversationRewindNeeds(session.version)}
				onChoose={rewind.choose}
				onFork={rewind.fork}
				onCancel={rewind.close}
				onType={typedUnderPicker}
				messageEmpty={editor.editor.text === ''}
				{...{armDelayMs, now}}
			/>
			{/* The keys the list did not take went to the message: it shows, on one row, as under a prompt. */}
			{typedUnderList ? <TypedAhead editor={editor.editor} queued={queue.length} /> : null}
		</>
	) : prompt ? (
		<PromptArea
			{...{prompt, pending, rows, contextRows: contextRows ?? 0, interrupt}}
			actions={{...actions, decide: draft.decide, answerElicitation: draft.answerElicitation}}
			onTyped={draft.typed}
			keptForm={draft.keptForm}
			onKeepForm={draft.keepForm}
			escStops={escStops(busy, session.backgroundTasks ?? [])}
			waiting={state.permissions.length + state.elicitations.length - 1}
			route={gate.route}
			editor={editor.editor}
			queued={queue.length}
			view={liveView}
		/>
	) : picker ? (
		picker
	) : (
		<InputArea
			{...{busy, queue, columns, rows}}
			editor={editor.editor}
			childRunning={child.running}
			steering={session.steering === true}
			suggestions={suggestCommands(editor.editor.text, session.commands)}
			paths={editor.pathSuggestions}
			editorContext={session.editor?.context}
			cwd={session.cwd}
		/>
	);
	return (
		<>
			<History items={release.written} view={view} />
			{/*
			 * Half the screen at most: the frame must stay shorter than the screen (Ink clears it all
			 * otherwise). A prompt or a picker sizes itself to the screen, so then it shows none. A resumed
			 * session's end shows from its preview (ingest/session-preview.ts) until its whole history is here.
			 */}
			<Backlog
				items={release.waiting.length > 0 ? release.waiting : state.historyPreview}
				view={view}
				rows={asking || picker || rewind.picker ? 0 : Math.floor(rows / 2)}
			/>
			{/* While a prompt asks, it has the screen but for a few rows of context; the rest shows again once it is answered. */}
			<LiveArea
				{...{busy, contextRows}}
				items={pending}
				view={liveView}
				retry={state.retry}
				thinkingTokens={state.thinkingTokens}
			/>
			{!asking && state.openTodos && rows >= TODO_PANEL_MIN_ROWS ? (
				<TodoPanel todos={state.todos} maxItems={Math.floor(rows / 4)} />
			) : null}
			{showDebug ? <DebugPanel entries={state.debug} stderr={child.stderrTail} /> : null}
			{keyboard}
			<StatusBar
				{...{session, busy}}
				usage={state.usage}
				childRunning={child.running}
				starting={state.starting}
				denyRules={state.denyRules.length}
				pendingDisplay={state.pendingDisplay}
				hint={
					hint ??
					[underPrompt, overlay.closedBy].find(said => said !== undefined && said.requestId === prompt?.requestId)?.text
				}
				interruptible={!player}
				api={apiStatus(state.api)}
				width={columns}
			/>
			{!child.running && !child.endedByUs && !player ? (
				<ChildStopped
					midTurn={child.crashedMidTurn === true}
					conversation={session.sessionId !== undefined || state.committed.some(item => item.kind === 'user')}
					{...(session.unconfirmedResume === undefined ? {} : {notResumed: session.unconfirmedResume})}
				/>
			) : null}
		</>
	);
}
