/**
 * `cctui --plain "…"` (or any live run whose stdout is not a terminal): one turn, printed as plain
 * streaming text, no Ink and no keyboard (`/diff` is answered by cctui itself: plain-diff.ts). There is nobody to ask, so every permission request is
 * denied with a message saying how to allow the tool up front; the exit status is the turn's.
 */
import {text} from 'node:stream/consumers';
import {PlainPrinter} from '../plain/plain-printer.js';
import type {RequestId} from '../protocol/types.js';
import {streamEnd} from '../replay/stream-status.js';
import {Session} from '../session/session.js';
import {createStore} from '../session/store.js';
import {initialState} from '../state/state.js';
import {type MainIo, outputColumns, printError, wantsColor} from './io.js';
import {crashExitCode, LiveHost} from './live-host.js';
import {plainDiff, diffCommand} from './plain-diff.js';
import {outputOf} from './output.js';
import {openRecordOption} from './record-option.js';
import type {LiveRun} from './run-live.js';
import {crashLine, onUncaught, SIGNAL_EXIT_CODES, type HandledSignal} from './terminal.js';

export const PLAIN_DENIAL =
	'cctui --plain cannot ask for permission, so this tool use was denied. Allow it up front with --allowedTools "<rule>", or pick a --permission-mode that does not ask (acceptEdits, dontAsk).';

/** The prompt from the arguments, else from piped stdin. */
async function promptOf(io: MainIo, given: string | undefined): Promise<string | undefined> {
	if (given !== undefined && given.trim() !== '') return given;
	if (io.stdin.isTTY) return undefined;
	const piped = (await text(io.stdin)).trim();
	return piped === '' ? undefined : piped;
}

export async function runPlainLive(io: MainIo, run: Omit<LiveRun, 'io'>): Promise<number> {
	if (run.pickSession) {
		printError(io, 'plain mode cannot show the session picker: give --resume a session id');
		return 2;
	}
	const prompt = await promptOf(io, run.prompt);
	if (prompt === undefined) {
		printError(io, 'plain mode runs one prompt: cctui --plain "…", or pipe it in: echo "…" | cctui --plain');
		return 2;
	}
	if (run.ide?.connect) printError(io, '--ide links an editor in the interactive UI only; plain mode runs without it');
	const diff = diffCommand(prompt);
	if (diff) return plainDiff(io, run, diff.turn);
	const store = createStore(initialState(run.permissionMode));
	const recorder = openRecordOption(io, run.record, note => session.note('error', note));
	if (recorder === 'failed') return 1;
	const session = new Session({store, env: run.env, ...(recorder ? {recorder} : {})});
	// Nothing shows the requests here, but a recording keeps each one, once, when its answer ended (as in the UI).
	if (recorder)
		run.gateway?.connect(exchange => {
			if (exchange.durationMs !== undefined) recorder.api(exchange);
		});
	const output = outputOf(io.stdout);
	const printer = new PlainPrinter({
		write: chunk => output.write(chunk),
		color: wantsColor(io),
		askedSuffix: 'denied: cctui --plain cannot ask',
		columns: () => outputColumns(io),
		home: run.env['HOME'],
	});

	let finish!: (code: number | undefined) => void;
	const finished = new Promise<number | undefined>(resolve => (finish = resolve));
	const denied = new Set<RequestId>();
	const unsubscribe = store.subscribe(() => {
		const state = store.getState();
		printer.update(state);
		for (const request of state.permissions) {
			if (denied.has(request.requestId)) continue;
			denied.add(request.requestId);
			// Not from inside the store's notification: deciding dispatches again.
			queueMicrotask(() =>
				session.decide(request.requestId, {behavior: 'deny', scope: 'once', source: 'user', message: PLAIN_DENIAL}),
			);
		}
		// An MCP server's form cannot be filled in here either: declined, and the server goes on without it.
		for (const request of state.elicitations) {
			if (denied.has(request.requestId)) continue;
			denied.add(request.requestId);
			queueMicrotask(() => session.answerElicitation(request.requestId, {action: 'decline'}));
		}
		const turnOver = !state.busy && state.inFlight.length === 0 && state.queue.length === 0 && state.usage.turns > 0;
		if (turnOver || !state.child.running) finish(undefined);
	});
	// Whoever read our output went away (`| head`, exit 0), or it cannot be written (exit 1): end the turn (main says why).
	const offEnd = output.onEnd(() => finish(undefined));
	// A crash is one line and exit 1 (Node's own report is a stack trace), claude ended first.
	const offUncaught = onUncaught(error => {
		io.stderr.write(`${crashLine(error)}\n`);
		setTimeout(() => process.exit(1), 3000).unref();
		void session.close(0).finally(() => process.exit(1));
	});
	const onSignal = (signal: HandledSignal) => finish(SIGNAL_EXIT_CODES[signal]);
	const signals = Object.keys(SIGNAL_EXIT_CODES) as HandledSignal[];
	for (const signal of signals) process.on(signal, onSignal);

	const host = new LiveHost({
		store,
		session,
		launch: run.launch,
		cwd: run.cwd,
		env: run.env,
		thinkingDisplay: run.thinkingDisplay,
		...(run.claudeVersion ? {claudeVersion: run.claudeVersion} : {}),
		...(recorder ? {recorder} : {}),
		onQuit: () => finish(undefined),
	});
	try {
		await host.start({resume: run.resume, history: run.resumedHistory, fork: run.fork, prompt});
		const signalled = await finished;
		// What closing adds ("claude exited with code 0") is not news after a finished turn.
		unsubscribe();
		await session.close();
		await host.finished();
		const state = store.getState();
		const ended = streamEnd(state);
		if (ended.notice && signalled === undefined) {
			store.dispatch({type: 'notice', level: 'error', text: ended.notice, at: Date.now()});
			// The run's last line: kept, so a replay and an export end as it did.
			recorder?.host({event: 'no-result'});
			printer.update(store.getState());
		}
		recorder?.close();
		printer.finish();
		if (signalled !== undefined) return signalled;
		// claude dying mid-turn passes its own status on.
		if (state.child.crashedMidTurn) return crashExitCode(state.child);
		return ended.code;
	} finally {
		unsubscribe();
		offEnd();
		offUncaught();
		for (const signal of signals) process.off(signal, onSignal);
	}
}
