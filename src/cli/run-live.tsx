/**
 * A live session: spawn claude, fold its stream into the store, render the app, and on quit deny
 * whatever is still asked, end the child and restore the terminal.
 */
import {render} from 'ink';
import {Session} from '../session/session.js';
import {createStore} from '../session/store.js';
import {initialState} from '../state/state.js';
import type {ThinkingDisplay} from '../state/thinking-display.js';
import type {Transport} from '../transport/transport.js';
import type {UiActions} from '../ui/actions.js';
import {App} from '../ui/app.js';
import {type MainIo, wantsColor} from './io.js';
import {guardTerminal, restoreTerminal, SIGNAL_EXIT_CODES} from './terminal.js';

export interface LiveRun {
	readonly io: MainIo;
	readonly transport: Transport;
	readonly permissionMode: string;
	readonly prompt?: string | undefined;
	/** Shown at the top of the transcript (e.g. what demo mode set up). */
	readonly banner?: string | undefined;
	readonly thinkingDisplay: ThinkingDisplay;
}

export async function runLive({io, transport, permissionMode, prompt, banner, thinkingDisplay}: LiveRun): Promise<number> {
	const store = createStore(initialState(permissionMode));
	const session = new Session({store});
	if (banner) session.note('info', banner);
	const attached = session.attach(transport);

	let finish!: (code: number) => void;
	const finished = new Promise<number>(resolve => (finish = resolve));
	let closing = false;
	const shutdown = async (code: number) => {
		if (closing) return;
		closing = true;
		await session.close();
		finish(code);
	};

	const actions: UiActions = {
		submit: text => session.submit(text),
		decide: (requestId, decision) => session.decide(requestId, decision),
		interrupt: () => session.interrupt(),
		clearDenyRules: () => session.clearDenyRules(),
		expandLastOutput: () => session.expandLastOutput(),
		setThinkingDisplay: display => session.setThinkingDisplay(display),
		note: (level, text) => session.note(level, text),
		quit: () => void shutdown(0),
	};
	const unguard = guardTerminal(
		io,
		signal => void shutdown(SIGNAL_EXIT_CODES[signal]),
		error => {
			io.stderr.write(`cctui crashed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
			void session.close(0).finally(() => process.exit(1));
		},
	);

	const ink = render(<App store={store} actions={actions} color={wantsColor(io)} />, {
		stdout: io.stdout,
		stdin: io.stdin,
		stderr: io.stderr,
		exitOnCtrlC: false,
		patchConsole: false,
		maxFps: 30,
	});
	// Before the first message, so its very first API request already streams this display.
	session.setThinkingDisplay(thinkingDisplay);
	if (prompt) session.submit(prompt);

	const code = await finished;
	ink.unmount();
	await ink.waitUntilExit().catch(() => undefined);
	restoreTerminal(io);
	unguard();
	await attached;
	const child = store.getState().child;
	// Quitting is not a failure; claude dying on its own is.
	if (code !== 0) return code;
	return child.crashedMidTurn ? (child.exitCode ?? 1) || 1 : 0;
}
