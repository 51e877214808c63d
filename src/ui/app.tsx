/**
 * The root: history in <Static> (written once, never redrawn), the live region, then either the
 * permission prompt or the message editor, and the status line. It composes; the session does
 * the work behind the callbacks in `actions`.
 */
import {Static, Text, useInput} from 'ink';
import {useCallback, useMemo, useRef, useState} from 'react';
import type {AppState} from '../state/state.js';
import type {TranscriptItem} from '../state/transcript.js';
import {findTool} from '../state/items.js';
import type {UiActions} from './actions.js';
import {DebugPanel} from './components/debug-panel.js';
import {LiveRegion} from './components/live-region.js';
import {PermissionPrompt} from './components/permission-prompt.js';
import {PromptInput} from './components/prompt-input.js';
import {StatusBar} from './components/status-bar.js';
import {TodoPanel} from './components/todo-panel.js';
import {TranscriptItemView} from './components/transcript-item.js';
import {type EditorAction, editorReducer, type EditorState, emptyEditor, isOnFirstLine, isOnLastLine} from './editor.js';
import {globalAction, inputAction} from './keymap.js';
import {nextThinkingDisplay} from '../state/thinking-display.js';
import {parseCommand} from './slash-commands.js';
import {useRefState} from './use-ref-state.js';
import {useStore, type ReadableStore} from './use-store.js';
import {useTerminalSize} from './use-terminal-size.js';
import type {ViewOptions} from './view.js';

export interface AppProps {
	readonly store: ReadableStore;
	readonly actions: UiActions;
	readonly color: boolean;
	/** Messages sent earlier (oldest first), for Up/Down recall. */
	readonly history?: readonly string[];
	readonly armDelayMs?: number;
	/** Ctrl+C twice within this window quits. */
	readonly quitWindowMs?: number;
}

const selectCommitted = (state: AppState) => state.committed;
const selectPending = (state: AppState) => state.pending;
const selectPermissions = (state: AppState) => state.permissions;
const selectSession = (state: AppState) => state.session;
const selectUsage = (state: AppState) => state.usage;
const selectBusy = (state: AppState) => state.busy;
const selectChild = (state: AppState) => state.child;
const selectDenyRules = (state: AppState) => state.denyRules;
const selectRetry = (state: AppState) => state.retry;
const selectThinkingTokens = (state: AppState) => state.thinkingTokens;
const selectDebug = (state: AppState) => state.debug;
const selectTodos = (state: AppState) => state.todos;
/** The thinking display asked for and not yet confirmed by claude. */
const selectPendingDisplay = (state: AppState) => Object.values(state.hostRequests).find(request => request.subtype === 'set_max_thinking_tokens')?.detail;

export function App({store, actions, color, history: initialHistory = [], armDelayMs, quitWindowMs = 2000}: AppProps) {
	const committed = useStore(store, selectCommitted);
	const pending = useStore(store, selectPending);
	const permissions = useStore(store, selectPermissions);
	const session = useStore(store, selectSession);
	const usage = useStore(store, selectUsage);
	const busy = useStore(store, selectBusy);
	const child = useStore(store, selectChild);
	const denyRules = useStore(store, selectDenyRules);
	const retry = useStore(store, selectRetry);
	const thinkingTokens = useStore(store, selectThinkingTokens);
	const debug = useStore(store, selectDebug);
	const todos = useStore(store, selectTodos);
	const pendingDisplay = useStore(store, selectPendingDisplay);
	const {columns, rows} = useTerminalSize();

	const [showThinking, setShowThinking] = useState(true);
	const [showDebug, setShowDebug] = useState(false);
	const [hint, setHint] = useState<string | undefined>(undefined);
	const [editor, getEditor, setEditor] = useRefState<EditorState>(emptyEditor);
	const edit = useCallback((action: EditorAction) => setEditor(current => editorReducer(current, action)), [setEditor]);
	const history = useRef<string[]>([...initialHistory]);
	const historyIndex = useRef<number | undefined>(undefined);
	const lastCtrlC = useRef(0);

	const prompt = child.running ? permissions[0] : undefined;
	const view = useMemo<ViewOptions>(() => ({width: columns, color, showThinking, live: false, ...(session.cwd ? {cwd: session.cwd} : {})}), [columns, color, showThinking, session.cwd]);
	const liveView = useMemo<ViewOptions>(() => ({...view, live: true}), [view]);

	const submit = useCallback(
		(message: string) => {
			if (message.trim() === '') return;
			history.current.push(message);
			historyIndex.current = undefined;
			edit({type: 'set', text: ''});
			const local = parseCommand(message);
			if (local) local.command.run({actions, denyRules: store.getState().denyRules, thinkingDisplay: store.getState().session.thinkingDisplay}, local.args);
			else actions.submit(message);
		},
		[actions, edit, store],
	);

	const recall = (direction: -1 | 1) => {
		const entries = history.current;
		if (entries.length === 0) return;
		const current = historyIndex.current;
		const next = current === undefined ? (direction < 0 ? entries.length - 1 : undefined) : current + direction;
		if (next === undefined || next >= entries.length) {
			historyIndex.current = undefined;
			edit({type: 'set', text: ''});
			return;
		}
		historyIndex.current = Math.max(0, next);
		edit({type: 'set', text: entries[historyIndex.current]!});
	};

	useInput((input, key) => {
		const inputFocused = prompt === undefined;
		const editor = getEditor();
		const global = globalAction(input, key, inputFocused);
		switch (global) {
			case 'ctrl-c': {
				const now = Date.now();
				if (now - lastCtrlC.current < quitWindowMs) return actions.quit();
				lastCtrlC.current = now;
				if (busy) actions.interrupt();
				else if (editor.text !== '') edit({type: 'set', text: ''});
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
			case 'expand-output':
				return actions.expandLastOutput();
			case 'toggle-debug':
				return setShowDebug(value => !value);
			case 'quit-if-empty':
				if (editor.text === '') actions.quit();
				return;
			case undefined:
				break;
		}
		if (!inputFocused) return;
		const action = inputAction(input, key, editor.text.slice(0, editor.cursor));
		if (!action) return;
		if (action.type === 'submit') return submit(editor.text);
		if (action.type === 'history') {
			const atEdge = action.direction < 0 ? isOnFirstLine(editor) : isOnLastLine(editor);
			if (atEdge) recall(action.direction);
			else edit({type: action.direction < 0 ? 'up' : 'down'});
			return;
		}
		if (action.thenSubmit) return submit(action.edits.reduce(editorReducer, editor).text);
		for (const change of action.edits) edit(change);
	});

	const placeholder = !child.running ? 'claude is not running' : busy ? 'Type to queue the next message…' : 'Ask Claude anything (Enter sends · Ctrl+C twice quits)';
	return (
		<>
			<Static items={committed as TranscriptItem[]}>{item => <TranscriptItemView key={item.id} item={item} view={view} />}</Static>
			<LiveRegion items={pending} view={liveView} busy={busy && !prompt} retry={retry} thinkingTokens={thinkingTokens} />
			{todos.some(todo => todo.status !== 'completed') ? <TodoPanel todos={todos} /> : null}
			{showDebug ? <DebugPanel entries={debug} stderr={child.stderrTail} /> : null}
			{prompt ? (
				<PermissionPrompt
					key={prompt.requestId}
					request={prompt}
					call={prompt.toolUseId ? findTool(pending, prompt.toolUseId) : undefined}
					queued={permissions.length - 1}
					view={liveView}
					maxBodyLines={Math.max(6, rows - 16)}
					onDecide={actions.decide}
					onInterrupt={actions.interrupt}
					{...(armDelayMs === undefined ? {} : {armDelayMs})}
				/>
			) : (
				<PromptInput editor={editor} focused={child.running} placeholder={placeholder} />
			)}
			<StatusBar session={session} usage={usage} busy={busy} childRunning={child.running} denyRules={denyRules.length} pendingDisplay={pendingDisplay} hint={hint} />
			{!child.running && child.crashedMidTurn ? <Text color="red">claude stopped in the middle of a turn; the transcript above is kept.</Text> : null}
		</>
	);
}
