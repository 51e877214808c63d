/**
 * The one place that puts the terminal back: raw mode off, cursor shown, on normal exit, on
 * SIGINT/SIGTERM/SIGHUP and on a crash. Ink restores on unmount; this covers the paths where
 * unmount never runs.
 */

const SHOW_CURSOR = '\u001B[?25h';
/** Leaves bracketed paste (which cctui asks for) and the kitty keyboard protocol too, in case anything enabled it. */
const RESET_MODES = '\u001B[?2004l\u001B[<u';
/** Pastes come between ESC[200~ and ESC[201~, so their line breaks and tabs are not taken as keys (ui/input-keys.ts). */
export const BRACKETED_PASTE = '\u001B[?2004h';

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
 * Reports an uncaught error on stderr, after the UI (if it got to render) stops drawing: its next
 * frame would otherwise overwrite the report.
 */
export function reportCrash(stderr: NodeJS.WriteStream, error: unknown, ui: {unmount(): void} | undefined): void {
	try {
		ui?.unmount();
	} catch {
		// The UI may be what failed; the report matters more.
	}
	stderr.write(`cctui crashed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
}

export const SIGNAL_EXIT_CODES = {SIGINT: 130, SIGTERM: 143, SIGHUP: 129} as const;
export type HandledSignal = keyof typeof SIGNAL_EXIT_CODES;

/**
 * Routes termination signals to `onSignal` (which should shut the session down and resolve) and
 * makes an uncaught error restore the terminal before the process dies (once: reporting a crash
 * must not crash again). Returns an uninstaller.
 */
export function guardTerminal(streams: TerminalStreams, onSignal: (signal: HandledSignal) => void, onCrash: (error: unknown) => void): () => void {
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
	let crashed = false;
	const crash = (error: unknown) => {
		if (crashed) return;
		crashed = true;
		restoreTerminal(streams);
		onCrash(error);
	};
	process.on('uncaughtException', crash);
	process.on('unhandledRejection', crash);
	return () => {
		for (const output of outputs) output.off('error', hangUp);
		for (const [signal, handler] of handlers) process.off(signal, handler);
		process.off('uncaughtException', crash);
		process.off('unhandledRejection', crash);
	};
}
