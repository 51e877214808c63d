/**
 * The one place that puts the terminal back: raw mode off, cursor shown, on normal exit, on
 * SIGINT/SIGTERM/SIGHUP and on a crash. Ink restores on unmount; this covers the paths where
 * unmount never runs.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {isatty} from 'node:tty';
import {revealControls} from '../text/sanitize.js';

const SHOW_CURSOR = '\u001B[?25h';
const HIDE_CURSOR = '\u001B[?25l';
/** Leaves bracketed paste and focus reporting (which cctui asks for) and the kitty keyboard protocol, in case anything enabled it. */
const RESET_MODES = '\u001B[?2004l\u001B[?1004l\u001B[<u';
/** Pastes come between ESC[200~ and ESC[201~, so their line breaks and tabs are not taken as keys (ui/input-keys.ts). */
export const BRACKETED_PASTE = '\u001B[?2004h';
/** The terminal says when its window gains (ESC[I) and loses (ESC[O) focus: cctui notifies only when it is not looked at. */
export const FOCUS_REPORTING = '\u001B[?1004h';

export interface TerminalStreams {
	readonly stdin: NodeJS.ReadStream;
	readonly stdout: NodeJS.WriteStream;
	readonly stderr?: NodeJS.WriteStream;
}

export function restoreTerminal({stdin, stdout}: TerminalStreams): void {
	try {
		if (stdin.isTTY && stdin.isRaw) stdin.setRawMode(false);
	} catch {
		// stdin may already be closed; nothing left to restore there.
	}
	if (stdout.isTTY && stdout.writable && !stdout.destroyed) stdout.write(SHOW_CURSOR + RESET_MODES);
}

/**
 * Job control for a terminal in raw mode, where Ctrl+Z is a key, not SIGTSTP: `suspend` (the key) and a SIGTSTP
 * from outside erase the frame (`frame.erase`) and put the terminal back as on exit, then stop the process; on `fg`
 * (SIGCONT) the terminal is set up again and `frame.redraw` draws the frame whole. Only cctui stops: claude, in the same process group, gets no signal
 * and goes on with its turn (its output waits in the pipe; a stopped claude would lose its API stream), and
 * whatever needs a person (a permission prompt) waits for cctui anyway. `modes` are the terminal modes to turn on
 * again (bracketed paste for the live UI).
 */
export function suspendable(
	streams: TerminalStreams,
	frame: {readonly erase: () => void; readonly redraw: () => void},
	modes = '',
	/** Called instead when stopping is not possible here (no job control: see jobControl). */
	cannot: () => void = () => undefined,
): {suspend: () => void; off: () => void} {
	const suspend = () => {
		if (!jobControl()) {
			cannot();
			return;
		}
		// With no listener, SIGTSTP's default action applies again: the kill below stops the process.
		process.off('SIGTSTP', suspend);
		const {stdin, stdout} = streams;
		const writable = () => stdout.isTTY && stdout.writable && !stdout.destroyed;
		if (writable()) frame.erase();
		restoreTerminal(streams);
		process.kill(process.pid, 'SIGTSTP');
		// Running again: the signal stops the process before kill returns, so this is after SIGCONT.
		process.on('SIGTSTP', suspend);
		try {
			if (stdin.isTTY) stdin.setRawMode(true);
		} catch {
			// stdin closed while stopped: the hang-up path ends the session.
		}
		if (writable()) {
			stdout.write(HIDE_CURSOR + modes);
			frame.redraw();
		}
	};
	process.on('SIGTSTP', suspend);
	return {suspend, off: () => process.off('SIGTSTP', suspend)};
}

/**
 * Whether SIGTSTP can stop this process. The kernel drops it in an orphaned process group, one where no member's
 * parent is in another group of the same session: nothing (no shell) could continue it. That is cctui leading its
 * own session (`exec cctui`, `tmux new-window cctui`, `xterm -e cctui`). Read from /proc; elsewhere assumed.
 */
function jobControl(): boolean {
	const stat = (pid: string) => {
		const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
		// After the command name in parentheses: state, ppid, pgrp, session.
		const [, ppid, pgrp, session] = text.slice(text.lastIndexOf(')') + 2).split(' ');
		return {ppid: ppid!, pgrp, session};
	};
	let self;
	try {
		self = stat('self');
	} catch {
		return true;
	}
	return readdirSync('/proc')
		.filter(pid => /^\d+$/.test(pid))
		.some(pid => {
			try {
				const member = stat(pid);
				if (member.pgrp !== self.pgrp) return false;
				const parent = stat(member.ppid);
				return parent.pgrp !== self.pgrp && parent.session === self.session;
			} catch {
				// Gone meanwhile, or its parent is (pid 0).
				return false;
			}
		});
}

/** An uncaught error in one line: its name and the first line of its message (a stack would scroll the transcript away). */
export function crashLine(error: unknown): string {
	const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
	return `cctui crashed: ${revealControls(text.split('\n', 1)[0]!)}`;
}

/**
 * Reports an uncaught error on stderr, after the UI (if it got to render) stops drawing: its next
 * frame would otherwise overwrite the report.
 */
export function reportCrash(stderr: NodeJS.WriteStream, error: unknown, ui: {unmount(): void} | undefined): void {
	try {
		ui?.unmount();
	} catch {
		// The UI may be what failed; the report matters more.
	}
	stderr.write(`${crashLine(error)}\n`);
}

/** Calls `onCrash` for the first uncaught exception or unhandled rejection (reporting one must not report again); returns an uninstaller. */
export function onUncaught(onCrash: (error: unknown) => void): () => void {
	let crashed = false;
	const crash = (error: unknown) => {
		if (crashed) return;
		crashed = true;
		onCrash(error);
	};
	process.on('uncaughtException', crash);
	process.on('unhandledRejection', crash);
	return () => {
		process.off('uncaughtException', crash);
		process.off('unhandledRejection', crash);
	};
}

export const SIGNAL_EXIT_CODES = {SIGINT: 130, SIGTERM: 143, SIGHUP: 129} as const;
export type HandledSignal = keyof typeof SIGNAL_EXIT_CODES;

/**
 * Ends the process of a hang-up itself (the shell sees 129) once the terminal is gone. Node 20 aborts at exit when
 * it cannot restore a terminal's settings (a stack dump and exit 134); dying of the signal skips that. Call it
 * last; it returns when the terminal is still there.
 */
export function endOfHangUp({stdin, stdout, stderr}: TerminalStreams): void {
	const gone = (stream: {isTTY?: boolean; fd?: number} | undefined) =>
		stream?.isTTY === true && stream.fd !== undefined && !isatty(stream.fd);
	if (![stdin, stdout, stderr].some(gone)) return;
	// Ink's signal-exit listeners outlive it; any listener left would catch the signal and the process would go on.
	process.removeAllListeners('SIGHUP');
	process.kill(process.pid, 'SIGHUP');
}

/**
 * Routes termination signals to `onSignal` (which should shut the session down and resolve) and
 * makes an uncaught error restore the terminal before the process dies. `crash` is that path for
 * an error caught elsewhere (a component that threw while rendering stops Ink, which only says so
 * through its exit promise).
 */
export function guardTerminal(
	streams: TerminalStreams,
	onSignal: (signal: HandledSignal) => void,
	onCrash: (error: unknown) => void,
): {crash: (error: unknown) => void; unguard: () => void} {
	const signals = Object.keys(SIGNAL_EXIT_CODES) as HandledSignal[];
	const handlers = signals.map(signal => {
		const handler = () => onSignal(signal);
		process.on(signal, handler);
		return [signal, handler] as const;
	});
	// A terminal that went away fails writes later, with EIO (or EPIPE for a pipe): that is a
	// hang-up, not a crash. Unhandled, each failed write would raise another error, forever.
	const hangUp = () => onSignal('SIGHUP');
	const outputs = [streams.stdout, ...(streams.stderr ? [streams.stderr] : [])];
	for (const output of outputs) output.on('error', hangUp);
	// Keys ending (EOF, or EIO) means the same, and may be all that tells: a shell that ignores SIGHUP does not
	// pass it on, and an idle UI writes nothing that could fail.
	const input = streams.stdin.isTTY ? ['end', 'error'] : [];
	for (const event of input) streams.stdin.on(event, hangUp);
	let crashed = false;
	const crash = (error: unknown) => {
		if (crashed) return;
		crashed = true;
		restoreTerminal(streams);
		onCrash(error);
	};
	const offUncaught = onUncaught(crash);
	return {
		crash,
		unguard: () => {
			for (const output of outputs) {
				output.off('error', hangUp);
				// The last writes (the terminal restored, the resume hint) fail on the next tick if the terminal went
				// away: with no listener, that error would crash the exit.
				output.on('error', () => undefined);
			}
			for (const event of input) streams.stdin.off(event, hangUp);
			for (const [signal, handler] of handlers) process.off(signal, handler);
			offUncaught();
		},
	};
}
