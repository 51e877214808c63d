/** The app as a player (replay or watch): Ink, the player's keys, and the terminal always restored. */
import {type Instance, render} from 'ink';
import {playerActions} from './player-actions.js';
import type {Player} from '../replay/player.js';
import type {Store} from '../session/store.js';
import {App} from '../ui/app.js';
import {CrashBoundary} from '../ui/components/crash-boundary.js';
import type {PlayerView} from '../ui/player.js';
import {type MainIo, printError} from './io.js';
import {uiColour} from './ui-colour.js';
import {guardTerminal, reportCrash, restoreTerminal, SIGNAL_EXIT_CODES, suspendable} from './terminal.js';
import {diffingStdout, frameOn} from '../terminal/diffing-stdout.js';
import {keyStdin} from '../terminal/key-stdin.js';

export interface PlayerUiRun {
	readonly io: MainIo;
	readonly store: Store;
	readonly player: Player;
	readonly kind: PlayerView['kind'];
	readonly label: string;
	/** Where keys come from; without one the app takes no keys and ends with the stream. */
	readonly keys: NodeJS.ReadStream | undefined;
	/** Quit as soon as the stream has played (watch; a replay with no keyboard). */
	readonly exitAtEnd: boolean;
	/** Called once the stream has played, before an exit at the end; its value is the exit code. */
	readonly onEnd?: () => number;
}

/** Resolves with the exit code: what `onEnd` said, 0 on q, or the signal's code. */
export async function runPlayerUi(run: PlayerUiRun): Promise<number> {
	const {io, store, player} = run;
	let finish!: (code: number) => void;
	const finished = new Promise<number>(resolve => (finish = resolve));
	const terminal = {stdin: run.keys ?? io.stdin, stdout: io.stdout, stderr: io.stderr};
	/** Set once Ink renders; the crash handler is installed before that. */
	const ui: {ink?: Instance} = {};
	const guard = guardTerminal(
		terminal,
		signal => finish(SIGNAL_EXIT_CODES[signal]),
		error => {
			reportCrash(io.stderr, error, ui.ink);
			process.exit(1);
		},
	);
	// Ctrl+Z and SIGTSTP, as in a live session.
	const job = suspendable(terminal, frameOn(io.stdout));
	const view: PlayerView = {controls: player, kind: run.kind, label: run.label};
	const actions = {...playerActions(store, () => finish(0)), suspend: job.suspend};
	const color = uiColour(io);
	const app = (closing: boolean) => (
		<CrashBoundary onCrash={guard.crash}>
			<App
				store={store}
				actions={actions}
				color={color}
				player={view}
				keys={run.keys !== undefined}
				closing={closing}
			/>
		</CrashBoundary>
	);
	const ink = render(app(false), {
		stdout: diffingStdout(io.stdout),
		stdin: keyStdin(terminal.stdin),
		stderr: io.stderr,
		exitOnCtrlC: false,
		patchConsole: false,
		maxFps: 30,
	});
	ui.ink = ink;
	let failure: unknown;
	void player.run().then(
		() => {
			const code = run.onEnd?.() ?? 0;
			if (run.exitAtEnd || run.keys === undefined) finish(code);
		},
		(error: unknown) => {
			failure = error;
			finish(1);
		},
	);
	const code = await finished;
	player.stop();
	// Let the last state reach the screen before Ink writes its final frame.
	await new Promise(resolve => setTimeout(resolve, 50));
	// That last frame stays on the terminal: the transcript only, as the live UI leaves it; the player bar and status
	// line no longer answer.
	ink.rerender(app(true));
	ink.unmount();
	await ink.waitUntilExit().catch(() => undefined);
	job.off();
	restoreTerminal(terminal);
	guard.unguard();
	if (failure !== undefined) printError(io, failure instanceof Error ? failure.message : String(failure));
	return code;
}
