/**
 * The interactive UI around a LiveHost: render the app, route signals and crashes, and on quit
 * deny whatever is still asked, end the child and restore the terminal.
 */
import {type NotifyMode, notifyWhenAway} from './notifier.js';
import {existsSync} from 'node:fs';
import {type Instance, render} from 'ink';
import {Session} from '../session/session.js';
import {sessionFile} from '../sessions/session-path.js';
import type {ResumedRead} from '../sessions/session-store.js';
import {createStore} from '../session/store.js';
import {type AppState, initialState} from '../state/state.js';
import type {ThinkingDisplay} from '../state/thinking-display.js';
import {revealLine} from '../text/sanitize.js';
import {App} from '../ui/app.js';
import {CrashBoundary} from '../ui/components/crash-boundary.js';
import {appendHistory, historyFile, loadHistory} from './history-file.js';
import type {MainIo} from './io.js';
import {uiColour} from './ui-colour.js';
import {wireEditor} from './editor-wiring.js';
import {type Launcher, LiveHost, quitExitCode} from './live-host.js';
import type {GatewayLink} from './gateway-option.js';
import {openRecordOption, type RecordOption} from './record-option.js';
import {
	BRACKETED_PASTE,
	FOCUS_REPORTING,
	guardTerminal,
	reportCrash,
	restoreTerminal,
	SIGNAL_EXIT_CODES,
	suspendable,
} from './terminal.js';
import {diffingStdout, frameOn} from '../terminal/diffing-stdout.js';
import {keyStdin} from '../terminal/key-stdin.js';
import {LIVE_RENDER_OPTIONS} from './live-render-options.js';
import {warmUp} from '../text/warm-up.js';

export interface LiveRun {
	readonly io: MainIo;
	readonly launch: Launcher;
	/** Where claude runs and keeps its sessions. */
	readonly cwd: string;
	/** How to tell the person claude needs them while they look elsewhere (notifier.ts). @default 'both' */
	readonly notify?: NotifyMode;
	/** The environment claude runs with (it decides where sessions are stored). */
	readonly env: NodeJS.ProcessEnv;
	readonly permissionMode: string;
	/** `--model`: marked as chosen in the picker (claude gets it in its argv). */
	readonly model?: string | undefined;
	readonly thinkingDisplay: ThinkingDisplay;
	/** `claude --version`, started before the UI loads (see LiveHostDeps). */
	readonly claudeVersion?: Promise<string | undefined>;
	/** Modes Shift+Tab cycles through (bypassPermissions only when the user allowed it). */
	readonly modes: readonly string[];
	readonly prompt?: string | undefined;
	readonly resume?: string | undefined;
	/** `resume`'s history, read while the UI loaded. */
	readonly resumedHistory?: ResumedRead | undefined;
	readonly fork?: boolean | undefined;
	/** Open the session picker at start (`--resume` without an id). */
	readonly pickSession?: boolean | undefined;
	/** Shown at the top of the transcript (e.g. what demo mode set up). */
	readonly banner?: string | undefined;
	/** --record: the file for every frame both ways, and our argv for its first line. */
	readonly record?: RecordOption | undefined;
	/** `--ide` links to the editor open here (without it, a single one is mentioned); `--ide-open-files`. */
	readonly ide?: {readonly connect: boolean; readonly openFiles: boolean};
	/** No editor is looked for or linked (/ide says so): demo mode's scratch folder is open in no editor. */
	readonly withoutEditor?: boolean;
	/** --gateway: its reports become the session's api-exchange events (and recording lines). */
	readonly gateway?: GatewayLink | undefined;
	/** Say on exit how to continue the conversation (not for demo mode, whose sessions live in a throwaway HOME). @default true */
	readonly resumeHint?: boolean;
}

export async function runLive(run: LiveRun): Promise<number> {
	const {io} = run;
	const store = createStore(initialState(run.permissionMode, run.cwd, run.model));
	const recorder = openRecordOption(io, run.record, text => session.note('error', text));
	if (recorder === 'failed') return 1;
	const session = new Session({store, env: run.env, ...(recorder ? {recorder} : {})});
	if (run.banner) session.note('info', run.banner);
	if (run.gateway) {
		const {address, upstream} = run.gateway.gateway;
		store.dispatch({type: 'gateway-started', address, upstream, at: Date.now()});
		run.gateway.connect(exchange => {
			store.dispatch({type: 'api-exchange', exchange, at: Date.now()});
			// Each request once, when its answer ended.
			if (exchange.durationMs !== undefined) recorder?.api(exchange);
		});
	}

	let finish!: (code: number) => void;
	const finished = new Promise<number>(resolve => (finish = resolve));
	let closing = false;
	const shutdown = async (code: number) => {
		if (closing) return;
		closing = true;
		await host.close();
		finish(code);
	};
	// Ctrl+Z and SIGTSTP: the terminal back to the shell until `fg`, then the frame drawn again.
	// Back after `fg`: the frame drawn again, and a prompt on it is new to the eye (use-prompt-gate.ts).
	const frame = frameOn(io.stdout);
	const screenBack = () => {
		store.dispatch({type: 'screen-back', at: Date.now()});
		frame.redraw();
	};
	const job = suspendable(io, {erase: frame.erase, redraw: screenBack}, BRACKETED_PASTE + FOCUS_REPORTING, () =>
		session.note(
			'info',
			'Ctrl+Z cannot suspend cctui here: it was not started from a shell that could bring it back (fg).',
		),
	);
	// A prompt or the end of a long turn, while the window is not focused: the bell and a desktop notification.
	const notifier = notifyWhenAway(store, {
		mode: run.notify ?? 'both',
		env: io.env,
		write: bytes => io.stdout.write(bytes),
	});
	const editor = run.withoutEditor === true ? undefined : wireEditor(store, session, run.cwd, run.env);
	const host = new LiveHost({
		store,
		session,
		...(editor ? {editor} : {}),
		...(recorder ? {recorder} : {}),
		launch: run.launch,
		cwd: run.cwd,
		env: run.env,
		thinkingDisplay: run.thinkingDisplay,
		...(run.claudeVersion ? {claudeVersion: run.claudeVersion} : {}),
		onQuit: () => void shutdown(0),
		onSuspend: job.suspend,
	});
	/** Set once Ink renders; the crash handler is installed before that. */
	const ui: {ink?: Instance} = {};
	const guard = guardTerminal(
		io,
		signal => void shutdown(SIGNAL_EXIT_CODES[signal]),
		error => {
			// The input box and status line no longer answer: off the screen above the report, as on quit.
			try {
				ui.ink?.rerender(app(true));
			} catch {
				// The UI may be what failed; the report matters more.
			}
			reportCrash(io.stderr, error, ui.ink);
			// The conversation is in claude's session file: say how to pick it up, as a quit does.
			const hint = run.resumeHint === false ? undefined : resumeHint(store.getState(), run);
			if (hint) io.stderr.write(hint);
			// The file that holds the editor's token goes on every exit path.
			editor?.stop();
			// Exit even if closing hangs: a crashed UI must not linger without a terminal.
			setTimeout(() => process.exit(1), 3000).unref();
			void session.close(0).finally(() => process.exit(1));
		},
	);

	// Raw mode before Ink's first effect runs: keys typed during start-up then arrive as keys
	// (in cooked mode the tty would turn Enter into a newline and hold the line until then).
	if (io.stdin.isTTY) io.stdin.setRawMode(true);
	if (io.stdout.isTTY) io.stdout.write(BRACKETED_PASTE + FOCUS_REPORTING);
	const history = historyFile(io.env);
	const sent = loadHistory(history);
	const color = uiColour(io);
	const app = (closing: boolean) => (
		<CrashBoundary onCrash={guard.crash}>
			<App
				store={store}
				actions={host.actions()}
				color={color}
				modes={run.modes}
				history={sent}
				onHistory={text => appendHistory(history, text)}
				pickSessionAtStart={run.pickSession === true}
				closing={closing}
				home={run.env['HOME']}
			/>
		</CrashBoundary>
	);
	const ink = render(app(false), {
		stdout: diffingStdout(io.stdout),
		stdin: keyStdin(io.stdin, {onFocus: notifier.focus}),
		stderr: io.stderr,
		...LIVE_RENDER_OPTIONS,
	});
	ui.ink = ink;
	// While claude starts nothing is drawn: the first markdown's one-off cost is taken then, not mid-answer.
	const stopWarmUp = warmUp();
	// Not awaited before the quit: claude's start waits for the editor (up to 10 s) and its version, and a quit meanwhile
	// (/quit, Ctrl+C twice, a signal) ends that wait and starts no claude; a resumed history being written stops where
	// it got to and says so before the UI goes. A start that fails is a crash, not a cctui that no quit can end: the
	// editor's too, which comes first (claude gets the editor's MCP server on its command line).
	const starting = Promise.resolve()
		.then(() => editor?.start(run.ide?.connect === true, run.ide?.openFiles === true))
		.then(() => host.start({resume: run.resume, history: run.resumedHistory, fork: run.fork, prompt: run.prompt}))
		.catch(guard.crash);

	const code = await finished;
	await starting;
	stopWarmUp();
	ink.rerender(app(true));
	ink.unmount();
	await ink.waitUntilExit().catch(() => undefined);
	job.off();
	notifier.stop();
	restoreTerminal(io);
	guard.unguard();
	await host.finished();
	editor?.stop();
	recorder?.close();
	const hint = run.resumeHint === false ? undefined : resumeHint(store.getState(), run);
	if (hint) io.stdout.write(hint);
	// Quitting is not a failure; claude failing on its own is.
	return code === 0 ? quitExitCode(store.getState().child) : code;
}

/**
 * claude keeps the conversation under the working folder: how to pick it up from here, once something was said and
 * claude saved it (it cannot in a read-only ~/.claude, and `--resume` would then find no conversation).
 */
function resumeHint({session, committed}: AppState, {cwd, env}: LiveRun): string | undefined {
	const id = session.sessionId;
	return id && committed.some(item => item.kind === 'user') && existsSync(sessionFile(cwd, env, id))
		? `To continue this conversation here: cctui --resume ${revealLine(id)}\n`
		: undefined;
}
