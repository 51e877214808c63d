/**
 * The root: history in <Static> (written once, never redrawn), the live region, then whatever has
 * the keyboard (a permission prompt, a picker, or the message editor), and the status line. It
 * composes; the session does the work behind the callbacks in `actions`.
 */
import {Box, type Key, Text} from 'ink';
import {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import {findTool} from '../state/items.js';
import {rowsOf} from '../text/rows.js';
import type {AppState} from '../state/state.js';
import {nextThinkingDisplay} from '../state/thinking-display.js';
import type {TranscriptItem} from '../state/transcript.js';
import type {UiActions} from './actions.js';
import {AskedPrompt} from './components/asked-prompt.js';
import {DebugPanel} from './components/debug-panel.js';
import {History} from './components/history.js';
import {TypedAhead} from './components/typed-ahead.js';
import {InputArea} from './components/input-area.js';
import {LiveRegion} from './components/live-region.js';
import {PermissionPrompt} from './components/permission-prompt.js';
import {Picker} from './components/picker.js';
import {PlayerBar} from './components/player-bar.js';
import {StatusBar} from './components/status-bar.js';
import {TodoPanel} from './components/todo-panel.js';
import {type EditorAction, editorReducer, type EditorState, emptyEditor, isOnFirstLine, isOnLastLine} from './editor.js';
import {globalAction, inputAction, isText, playerAction} from './keymap.js';
import {effortOverlay, historyOverlay, modelOverlay, modeOverlay, type Overlay, type OverlayKind, resumeOverlay} from './overlays.js';
import {applyPlayerAction, type PlayerView} from './player.js';
import {parseCommand, suggestCommands} from './slash-commands.js';
import {QUIET_MS} from './key-gate.js';
import {PromptKeysContext} from './prompt-keys.js';
import {useKeys} from './use-keys.js';
import {usePromptGate} from './use-prompt-gate.js';
import {useRefState} from './use-ref-state.js';
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

const select = {
	committed: (state: AppState) => state.committed,
	pending: (state: AppState) => state.pending,
	permissions: (state: AppState) => state.permissions,
	session: (state: AppState) => state.session,
	usage: (state: AppState) => state.usage,
	busy: (state: AppState) => state.busy,
	child: (state: AppState) => state.child,
	denyRules: (state: AppState) => state.denyRules,
	retry: (state: AppState) => state.retry,
	thinkingTokens: (state: AppState) => state.thinkingTokens,
	debug: (state: AppState) => state.debug,
	todos: (state: AppState) => state.todos,
	queue: (state: AppState) => state.queue,
	malformedLines: (state: AppState) => state.malformedLines,
	/** The thinking display asked for and not yet confirmed by claude. */
	pendingDisplay: (state: AppState) => Object.values(state.hostRequests).find(request => request.subtype === 'set_max_thinking_tokens')?.detail,
};

const DEFAULT_MODES = ['default', 'acceptEdits', 'plan'] as const;

export function App({store, actions, color, modes = DEFAULT_MODES, history: initialHistory = [], onHistory, pickSessionAtStart = false, armDelayMs = QUIET_MS, now = Date.now, quitWindowMs = 2000, player, keys = true, closing = false}: AppProps) {
	const committed = useStore(store, select.committed);
	const pending = useStore(store, select.pending);
	const permissions = useStore(store, select.permissions);
	const session = useStore(store, select.session);
	const usage = useStore(store, select.usage);
	const busy = useStore(store, select.busy);
	const child = useStore(store, select.child);
	const denyRules = useStore(store, select.denyRules);
	const retry = useStore(store, select.retry);
	const thinkingTokens = useStore(store, select.thinkingTokens);
	const debug = useStore(store, select.debug);
	const todos = useStore(store, select.todos);
	const queue = useStore(store, select.queue);
	const pendingDisplay = useStore(store, select.pendingDisplay);
	const malformedLines = useStore(store, select.malformedLines);
	const {columns, rows} = useTerminalSize();

	const [showThinking, setShowThinking] = useState(true);
	const [showDebug, setShowDebug] = useState(false);
	const [hint, setHint] = useState<string | undefined>(undefined);
	const [overlay, setOverlay] = useState<Overlay | undefined>(undefined);
	const [pathSuggestions, setPathSuggestions] = useState<readonly string[]>([]);
	const [editor, getEditor, setEditor] = useRefState<EditorState>(emptyEditor);
	const edit = useCallback((action: EditorAction) => setEditor(current => editorReducer(current, action)), [setEditor]);
	const history = useRef<string[]>([...initialHistory]);
	const historyIndex = useRef<number | undefined>(undefined);
	const lastCtrlC = useRef(Number.NEGATIVE_INFINITY);

	// A permission prompt always wins the keyboard over a picker: nothing waits behind a menu.
	const prompt = child.running ? permissions[0] : undefined;
	const gate = usePromptGate(player ? undefined : prompt?.requestId, armDelayMs, now);
	const replay = player !== undefined;
	const view = useMemo<ViewOptions>(
		() => ({width: columns, color, showThinking, live: false, ...(session.cwd ? {cwd: session.cwd} : {}), ...(replay ? {replay} : {})}),
		[columns, color, showThinking, session.cwd, replay],
	);
	const liveView = useMemo<ViewOptions>(() => ({...view, live: true, liveRows: liveRowsFor(rows)}), [view, rows]);

	const open = useCallback(
		(kind: OverlayKind) => {
			const state = store.getState();
			const choose = (value: string) => setEditor({text: value, cursor: value.length});
			switch (kind) {
				case 'model':
					return setOverlay(modelOverlay(state.session.models, state.session.model, actions));
				case 'mode':
					return setOverlay(modeOverlay(modes, state.session.permissionMode, actions));
				case 'effort':
					return setOverlay(effortOverlay(state.session.effort, actions));
				case 'history':
					return setOverlay(historyOverlay(history.current, choose));
				case 'resume':
					void actions.listSessions().then(sessions => setOverlay(resumeOverlay(sessions, store.getState().session.sessionId, actions)));
			}
		},
		[actions, modes, setEditor, store],
	);

	useEffect(() => {
		if (pickSessionAtStart) open('resume');
	}, [pickSessionAtStart, open]);

	const submit = (message: string) => {
		if (message.trim() === '') return;
		history.current.push(message);
		onHistory?.(message);
		historyIndex.current = undefined;
		edit({type: 'set', text: ''});
		const local = parseCommand(message);
		if (local) local.command.run({actions, state: store.getState(), modes, open, columns}, local.args);
		else actions.submit(message);
	};

	/** Tab: finishes an `@path` (as far as it is unambiguous) or a `/command`. */
	const complete = (current: EditorState) => {
		const before = current.text.slice(0, current.cursor);
		const at = /@([^\s@]*)$/.exec(before);
		if (at) {
			void actions.completePath(at[1]!).then(candidates => {
				const common = commonPrefix(candidates);
				if (common.length > at[1]!.length) {
					const fill = common.slice(at[1]!.length) + (candidates.length === 1 && !common.endsWith('/') ? ' ' : '');
					setEditor(latest => editorReducer(latest, {type: 'insert', text: fill}));
				}
				setPathSuggestions(candidates.length > 1 ? candidates : []);
			});
			return;
		}
		const [first] = suggestCommands(current.text, session.commands);
		if (first) setEditor({text: `/${first.name} `, cursor: first.name.length + 2});
	};

	const recall = (direction: -1 | 1) => {
		const entries = history.current;
		const current = historyIndex.current;
		const next = current === undefined ? (direction < 0 ? entries.length - 1 : undefined) : current + direction;
		if (next === undefined || next >= entries.length || entries.length === 0) {
			historyIndex.current = undefined;
			edit({type: 'set', text: ''});
			return;
		}
		historyIndex.current = Math.max(0, next);
		edit({type: 'set', text: entries[historyIndex.current]!});
	};

	const onKey = (input: string, key: Key): void => {
		const forPrompt = gate.judge();
		const played = player ? playerAction(input, key, player.kind === 'replay') : undefined;
		if (played === 'quit') return actions.quit();
		if (played && player) return applyPlayerAction(player.controls, played);
		// Keys typed while a prompt is new or the person is still typing belong to the message being typed.
		const inputFocused = !player && (prompt === undefined || !forPrompt) && overlay === undefined;
		const editorNow = getEditor();
		switch (globalAction(input, key, inputFocused)) {
			case 'ctrl-c': {
				const at = now();
				if (at - lastCtrlC.current < quitWindowMs) {
					// The last frame stays on the terminal after cctui exits: it must not still ask for a second press.
					setHint(undefined);
					return actions.quit();
				}
				lastCtrlC.current = at;
				if (busy) actions.interrupt();
				else if (editorNow.text !== '') edit({type: 'set', text: ''});
				setHint('Press Ctrl+C again to quit');
				setTimeout(() => setHint(undefined), quitWindowMs).unref?.();
				return;
			}
			case 'interrupt':
				if (busy) actions.interrupt();
				return;
			case 'toggle-thinking':
				return setShowThinking(value => !value);
			case 'cycle-thinking-display':
				return actions.setThinkingDisplay(nextThinkingDisplay(pendingDisplay ?? session.thinkingDisplay));
			case 'cycle-mode': {
				const index = modes.indexOf(session.permissionMode);
				return actions.setPermissionMode(modes[(index + 1) % modes.length]!);
			}
			case 'search-history':
				return open('history');
			case 'expand-output':
				return actions.expandLastOutput();
			case 'toggle-debug':
				return setShowDebug(value => !value);
			case 'quit-if-empty':
				if (editorNow.text === '') actions.quit();
				return;
			case undefined:
				break;
		}
		if (prompt && forPrompt) {
			if (gate.deliver(input, key)) return;
			// A letter the prompt has no use for ("y" on a plan) begins a message: it is kept there, not lost.
			if (!isText(input, key) || overlay !== undefined) return;
			gate.typed();
		} else if (!inputFocused) return;
		if (!child.running && editorNow.text === '' && input === 'r') return actions.restart();
		const action = inputAction(input, key, editorNow.text.slice(0, editorNow.cursor));
		if (!action) return;
		if (action.type === 'submit') return submit(editorNow.text);
		if (action.type === 'complete') return complete(editorNow);
		setPathSuggestions([]);
		if (action.type === 'history') {
			// Up in an empty editor takes back the last queued message, to edit or drop it.
			const last = queue.at(-1);
			if (action.direction < 0 && editorNow.text === '' && last && actions.withdrawQueued(last.uuid)) return setEditor({text: last.text, cursor: last.text.length});
			const atEdge = action.direction < 0 ? isOnFirstLine(editorNow) : isOnLastLine(editorNow);
			if (atEdge) recall(action.direction);
			else edit({type: action.direction < 0 ? 'up' : 'down'});
			return;
		}
		for (const change of action.edits) edit(change);
	};
	useKeys(onKey, {isActive: keys && !closing});

	// A prompt gets the screen but for the status line and one spare row (a frame as tall as the
	// screen would scroll its top into the user's history), less what was typed ahead under it.
	const asking = prompt !== undefined && !player;
	const typedAhead = asking && (editor.text !== '' || queue.length > 0);
	// Above a prompt, the end of what is still live (often why the tool is called), on a screen with room for it.
	const contextRows = asking && rows >= PROMPT_CONTEXT_MIN_SCREEN ? Math.min(PROMPT_CONTEXT_ROWS, liveRows(pending, columns)) : 0;
	const promptRows = rows - 2 - contextRows - (typedAhead ? 1 : 0);
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
				maxRows={promptRows}
				onDecide={actions.decide}
				onInterrupt={actions.interrupt}
			/>
			{/* What was typed ahead stays in view, under the prompt that did not take it. */}
			{typedAhead ? <TypedAhead editor={editor} queued={queue.length} /> : null}
		</PromptKeysContext.Provider>
	) : overlay ? (
		<Picker
			key={overlay.kind}
			title={overlay.title}
			items={overlay.items}
			initial={overlay.initial}
			{...(overlay.emptyText ? {emptyText: overlay.emptyText} : {})}
			onPick={value => {
				setOverlay(undefined);
				overlay.pick(value);
			}}
			onCancel={() => setOverlay(undefined)}
		/>
	) : (
		<InputArea
			editor={editor}
			childRunning={child.running}
			busy={busy}
			queue={queue}
			suggestions={suggestCommands(editor.text, session.commands)}
			paths={pathSuggestions}
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
			{!asking && todos.some(todo => todo.status !== 'completed') ? <TodoPanel todos={todos} /> : null}
			{showDebug ? <DebugPanel entries={debug} stderr={child.stderrTail} /> : null}
			{keyboard}
			<StatusBar session={session} usage={usage} busy={busy} childRunning={child.running} denyRules={denyRules.length} pendingDisplay={pendingDisplay} hint={hint} interruptible={!player} />
			{!child.running && !child.endedByUs && !player ? <Text color="red">claude stopped{child.crashedMidTurn ? ' in the middle of a turn' : ''}; the transcript is kept. Press r to restart it and continue this conversation.</Text> : null}
		</>
	);
}

/** A screen this tall keeps a few rows of the live region above a prompt. */
const PROMPT_CONTEXT_MIN_SCREEN = 30;
const PROMPT_CONTEXT_ROWS = 6;

/** About how many rows the live items take (text by its terminal rows, anything else two): only to size the context above a prompt. */
function liveRows(items: readonly TranscriptItem[], columns: number): number {
	return items.reduce((sum, item) => sum + 1 + (item.kind === 'text' || item.kind === 'thinking' ? item.text.split('\n').reduce((rows, line) => rows + rowsOf(line, columns), 0) : 1), 0);
}

function commonPrefix(values: readonly string[]): string {
	if (values.length === 0) return '';
	let prefix = values[0]!;
	for (const value of values) while (!value.startsWith(prefix)) prefix = prefix.slice(0, -1);
	return prefix;
}
