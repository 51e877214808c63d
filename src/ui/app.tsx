/**
 * The root: history in <Static> (written once, never redrawn), the live region, then whatever has
 * the keyboard (a permission prompt, a picker, or the message editor), and the status line. It
 * composes: state comes through named selectors (state/selectors.ts), keys through useAppKeys, the
 * editor and the pickers through their hooks; the session does the work behind `actions`.
 */
import {Box, Text} from 'ink';
import {useMemo} from 'react';
import {findTool} from '../state/items.js';
import * as select from '../state/selectors.js';
import type {UiActions} from './actions.js';
import {AskedPrompt} from './components/asked-prompt.js';
import {DebugPanel} from './components/debug-panel.js';
import {History} from './components/history.js';
import {TypedAhead} from './components/typed-ahead.js';
import {InputArea} from './components/input-area.js';
import {LiveRegion} from './components/live-region.js';
import {PermissionPrompt} from './components/permission-prompt.js';
import {Picker} from './components/picker.js';
import {RewindPicker} from './components/rewind-picker.js';
import {PlayerBar} from './components/player-bar.js';
import {StatusBar} from './components/status-bar.js';
import {TodoPanel} from './components/todo-panel.js';
import type {PlayerView} from './player.js';
import {promptContextRows, promptRows} from './prompt-layout.js';
import {parseCommand, suggestCommands} from './slash-commands.js';
import {QUIET_MS} from './key-gate.js';
import {PromptKeysContext} from './prompt-keys.js';
import {useAppKeys} from './use-app-keys.js';
import {useMessageEditor} from './use-message-editor.js';
import {useOverlay} from './use-overlay.js';
import {usePromptGate} from './use-prompt-gate.js';
import {useRewind} from './use-rewind.js';
import {useStore, type ReadableStore} from './use-store.js';
import {useTerminalSize} from './use-terminal-size.js';
import {liveRowsFor, type ViewOptions} from './view.js';

export interface AppProps {
	readonly store: ReadableStore;
	readonly actions: UiActions;
	readonly color: boolean;
	/** Permission modes Shift+Tab cycles through. */
	readonly modes?: readonly string[];
	/** Messages sent earlier (oldest first), for Up/Down recall and Ctrl+R. */
	readonly history?: readonly string[];
	/** Called with each sent message, to keep history across runs. */
	readonly onHistory?: (text: string) => void;
	/** Open the session picker at start (`--resume` without an id). */
	readonly pickSessionAtStart?: boolean;
	/** A prompt takes keys once on screen this long and after this long without a key (key-gate.ts). @default 500 */
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
	/** False when there is no terminal to read keys from (a watched pipe with no /dev/tty). @default true */
	readonly keys?: boolean;
	/**
	 * cctui is quitting. Its last frame stays on the terminal, so it keeps the transcript (what was
	 * still live included) and drops the editor, prompts and status bar, which no longer answer.
	 */
	readonly closing?: boolean;
}

const DEFAULT_MODES = ['default', 'acceptEdits', 'plan'] as const;

/** A screen this tall shows the todo panel; a smaller one has the TodoWrite line's "1/4 done · now: …" instead. */
const TODO_PANEL_MIN_ROWS = 16;

export function App({
	store,
	actions,
	color,
	modes = DEFAULT_MODES,
	history = [],
	onHistory,
	pickSessionAtStart = false,
	armDelayMs = QUIET_MS,
	now = Date.now,
	quitWindowMs = 2000,
	player,
	keys = true,
	closing = false,
}: AppProps) {
	const committed = useStore(store, select.committedItems);
	const pending = useStore(store, select.pendingItems);
	const permissions = useStore(store, select.permissionQueue);
	const session = useStore(store, select.sessionInfo);
	const busy = useStore(store, select.isBusy);
	const child = useStore(store, select.childStatus);
	const queue = useStore(store, select.queuedMessages);
	const pendingDisplay = useStore(store, select.pendingThinkingDisplay);
	const usage = useStore(store, select.usageInfo);
	const denyRules = useStore(store, select.denyRules);
	const retry = useStore(store, select.retryNotice);
	const thinkingTokens = useStore(store, select.thinkingTokens);
	const debug = useStore(store, select.debugEntries);
	const todos = useStore(store, select.todoRows);
	const openTodos = useStore(store, select.hasOpenTodos);
	const malformedLines = useStore(store, select.malformedLineCount);
	// A permission prompt always wins the keyboard over a picker: nothing waits behind a menu.
	const prompt = useStore(store, select.activePrompt);
	const {columns, rows} = useTerminalSize();

	const editor = useMessageEditor({history, onHistory, completePath: actions.completePath, commands: session.commands});
	const overlay = useOverlay({
		store,
		actions,
		modes,
		history: editor.history,
		choose: editor.replace,
		pickSessionAtStart,
	});
	const rewind = useRewind(store, actions, editor);
	const gate = usePromptGate(player ? undefined : prompt?.requestId, armDelayMs, now);
	const send = (message: string) => {
		const local = parseCommand(message);
		if (local)
			local.command.run(
				{actions, state: store.getState(), modes, open: overlay.open, rewind: rewind.open, columns},
				local.args,
			);
		else actions.submit(message);
	};
	const isActive = keys && !closing;
	const {hint, showThinking, showDebug} = useAppKeys({
		actions,
		editor,
		overlay,
		rewind,
		gate,
		prompt,
		player,
		busy,
		childRunning: child.running,
		queue,
		session,
		pendingDisplay,
		modes,
		send,
		now,
		quitWindowMs,
		isActive,
	});

	const replay = player !== undefined;
	const view = useMemo<ViewOptions>(
		() => ({
			width: columns,
			color,
			showThinking,
			live: false,
			...(session.cwd ? {cwd: session.cwd} : {}),
			...(replay ? {replay} : {}),
		}),
		[columns, color, showThinking, session.cwd, replay],
	);
	// A replay's tools ran long ago: only a live session counts their time.
	const liveView = useMemo<ViewOptions>(
		() => ({...view, live: true, liveRows: liveRowsFor(rows), ...(replay ? {} : {now})}),
		[view, rows, replay, now],
	);

	const asking = prompt !== undefined && !player;
	const typedAhead = asking && (editor.editor.text !== '' || queue.length > 0);
	const contextRows = asking ? promptContextRows(pending, columns, rows) : 0;
	const keyboard = player ? (
		<>
			{prompt ? <AskedPrompt request={prompt} kind={player.kind} cwd={session.cwd} /> : null}
			<PlayerBar player={player} malformed={malformedLines} />
		</>
	) : prompt ? (
		<PromptKeysContext.Provider value={gate.route}>
			<PermissionPrompt
				key={prompt.requestId}
				request={prompt}
				call={prompt.toolUseId ? findTool(pending, prompt.toolUseId) : undefined}
				queued={permissions.length - 1}
				view={liveView}
				maxRows={promptRows(rows, contextRows, typedAhead)}
				onDecide={actions.decide}
				onInterrupt={actions.interrupt}
			/>
			{/* What was typed ahead stays in view, under the prompt that did not take it. */}
			{typedAhead ? <TypedAhead editor={editor.editor} queued={queue.length} /> : null}
		</PromptKeysContext.Provider>
	) : rewind.picker ? (
		<RewindPicker
			{...rewind.picker}
			busy={busy}
			cwd={session.cwd}
			columns={columns}
			maxRows={rows - 2}
			onChoose={rewind.choose}
			onFork={rewind.fork}
			onCancel={rewind.close}
		/>
	) : overlay.overlay ? (
		<Picker
			key={overlay.overlay.kind}
			title={overlay.overlay.title}
			items={overlay.overlay.items}
			initial={overlay.overlay.initial}
			{...(overlay.overlay.emptyText ? {emptyText: overlay.overlay.emptyText} : {})}
			onPick={overlay.close}
			onCancel={() => overlay.close()}
		/>
	) : (
		<InputArea
			editor={editor.editor}
			childRunning={child.running}
			busy={busy}
			steering={session.steering === true}
			queue={queue}
			suggestions={suggestCommands(editor.editor.text, session.commands)}
			paths={editor.pathSuggestions}
			columns={columns}
			rows={rows}
		/>
	);
	const transcript = <History items={committed} view={view} />;
	if (closing) {
		return (
			<>
				{transcript}
				<LiveRegion items={pending} view={liveView} busy={false} retry={undefined} thinkingTokens={undefined} />
			</>
		);
	}
	return (
		<>
			{transcript}
			{/* While a prompt asks, it has the screen but for a few rows of context; the rest shows again once it is answered. */}
			{!asking ? (
				<LiveRegion items={pending} view={liveView} busy={busy} retry={retry} thinkingTokens={thinkingTokens} />
			) : contextRows > 0 ? (
				<Box flexDirection="column" height={contextRows} overflow="hidden" justifyContent="flex-end">
					<LiveRegion items={pending} view={liveView} busy={false} retry={undefined} thinkingTokens={undefined} />
				</Box>
			) : null}
			{!asking && openTodos && rows >= TODO_PANEL_MIN_ROWS ? <TodoPanel todos={todos} /> : null}
			{showDebug ? <DebugPanel entries={debug} stderr={child.stderrTail} /> : null}
			{keyboard}
			<StatusBar
				session={session}
				usage={usage}
				busy={busy}
				childRunning={child.running}
				denyRules={denyRules.length}
				pendingDisplay={pendingDisplay}
				hint={hint}
				interruptible={!player}
			/>
			{!child.running && !child.endedByUs && !player ? (
				<Text color="red">
					claude stopped{child.crashedMidTurn ? ' in the middle of a turn' : ''}; the transcript is kept. Press r to
					restart it and continue this conversation.
				</Text>
			) : null}
		</>
	);
}
