import {createRequire} from 'node:module';
import type {Terminal as TerminalType} from '@xterm/headless';
import type * as NodePty from 'node-pty';

// A real pseudo-terminal (node-pty) whose output is parsed by a headless xterm, for end-to-end TUI tests.
// Both packages are CommonJS; createRequire avoids relying on ESM named-export detection.
const require = createRequire(import.meta.url);
const {Terminal} = require('@xterm/headless') as {Terminal: typeof TerminalType};
const pty = require('node-pty') as typeof NodePty;

// Linux can drop a program's last output when the pty's only slave closes at exit (the master read
// sees EIO before the data is flushed), about 1 run in 100 under load. So the program runs under a tiny
// node parent that stays on the terminal a moment after the program exits, forwards the signals that
// kill() sends, and exits the same way (code, or the same signal). It listens for them before it starts the program:
// on a loaded machine the program could print, and a test send a signal, before the wrapper ran its next line.
const LINGER_MS = 100;
const WRAPPER = `
const {spawn} = require('node:child_process');
const [command, ...args] = process.argv.slice(1);
let child;
for (const s of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT', 'SIGUSR1', 'SIGUSR2']) process.on(s, () => { try { child.kill(s); } catch {} });
child = spawn(command, args, {stdio: 'inherit'});
const later = (fn) => setTimeout(fn, ${LINGER_MS});
child.on('error', (error) => { process.stderr.write(error.message + '\\n'); later(() => process.exit(127)); });
child.on('exit', (code, signal) => later(() => {
	if (signal) { process.removeAllListeners(signal); process.kill(process.pid, signal); setTimeout(() => process.exit(1), 1000); }
	else process.exit(code ?? 1);
}));
`;

/** This process's environment for a program under test: no CI variable (as in a person's shell; claude reads it), no inherited colour forcing, no NODE_ENV (vitest sets "test"). */
export function ptyEnv(extra: Record<string, string>): Record<string, string> {
	const env: Record<string, string> = {};
	for (const [key, value] of Object.entries(process.env))
		if (value !== undefined && !/^(CI|GITHUB_ACTIONS|FORCE_COLOR|NO_COLOR|NODE_ENV)$/.test(key)) env[key] = value;
	return {...env, TERM: 'xterm-256color', ...extra};
}

export interface PtyOptions {
	command: string;
	args: string[];
	cwd: string;
	env: Record<string, string>;
	cols?: number;
	rows?: number;
}

export interface PtyExit {
	exitCode: number;
	signal?: number;
}

export interface PtySession {
	/** The wrapper's pid, which is also the process group of the program and its children. */
	pid: number;
	/** Visible screen, one line per row, trailing spaces (and trailing blank rows) trimmed. */
	screen(): string;
	/** Every line the terminal still holds, scrollback included. */
	scrollback(): string;
	/** Everything the program wrote, escape sequences included. */
	raw(): string;
	/** Bytes the program has written so far. */
	bytesWritten(): number;
	write(keys: string): void;
	/** Resolves once all received output has been parsed into the screen. */
	settle(): Promise<void>;
	waitForText(text: string | RegExp, timeoutMs?: number): Promise<void>;
	waitForExit(timeoutMs?: number): Promise<PtyExit>;
	/**
	 * Resizes the terminal as a terminal emulator does: what it received so far is drawn at the old size, then its
	 * screen reflows and the program gets SIGWINCH. Output still on its way arrives in the new size.
	 */
	resize(cols: number, rows: number): Promise<void>;
	/** Sends a signal to the program (default SIGHUP); SIGKILL kills the whole process group. */
	kill(signal?: string): void;
	/** Closes the terminal itself, as when its window is closed: SIGHUP, then every write fails. */
	hangUp(): void;
}

export function startPty(options: PtyOptions): PtySession {
	const cols = options.cols ?? 120;
	const rows = options.rows ?? 40;
	const term = new Terminal({cols, rows, scrollback: 10_000, allowProposedApi: true});
	const child = pty.spawn(process.execPath, ['-e', WRAPPER, '--', options.command, ...options.args], {
		// node-pty sets TERM to the name: the env's own TERM (TERM=dumb) must reach the program.
		name: options.env['TERM'] ?? 'xterm-256color',
		cols,
		rows,
		cwd: options.cwd,
		env: options.env,
	});
	let raw = '';
	let bytes = 0;
	let pendingWrites = 0;
	let exit: PtyExit | undefined;
	const listeners = new Set<() => void>();
	const notify = (): void => {
		for (const listener of listeners) listener();
	};

	child.onData(data => {
		raw += data;
		bytes += Buffer.byteLength(data);
		pendingWrites += 1;
		term.write(data, () => {
			pendingWrites -= 1;
			notify();
		});
	});
	// Answer terminal queries (cursor position, device attributes) like a real terminal would.
	term.onData(data => {
		if (!exit) child.write(data);
	});
	child.onExit(({exitCode, signal}) => {
		exit = signal ? {exitCode, signal} : {exitCode};
		notify();
	});

	const lines = (from: number, to: number): string => {
		const buffer = term.buffer.active;
		const out: string[] = [];
		for (let y = from; y < to; y++) out.push(buffer.getLine(y)?.translateToString(true) ?? '');
		return out.join('\n').replace(/\n+$/, '');
	};
	const screen = (): string => lines(term.buffer.active.baseY, term.buffer.active.baseY + term.rows);
	const scrollback = (): string => lines(0, term.buffer.active.length);

	/** Resolves when check() returns true after some output or exit; rejects with describe() on timeout. */
	const until = (check: () => boolean, timeoutMs: number, describe: () => string): Promise<void> =>
		new Promise((resolve, reject) => {
			const listener = (): void => {
				if (!check()) return;
				cleanup();
				resolve();
			};
			const cleanup = (): void => {
				clearTimeout(timer);
				listeners.delete(listener);
			};
			const timer = setTimeout(() => {
				cleanup();
				reject(new Error(describe()));
			}, timeoutMs);
			listeners.add(listener);
			listener();
		});

	return {
		pid: child.pid,
		screen,
		scrollback,
		raw: () => raw,
		bytesWritten: () => bytes,
		write: keys => child.write(keys),
		settle: () =>
			until(
				() => pendingWrites === 0,
				5000,
				() => 'pty: output never settled',
			),
		waitForText(text, timeoutMs = 5000) {
			const found = (): boolean => {
				const haystacks = [screen(), scrollback()];
				return haystacks.some(s => (typeof text === 'string' ? s.includes(text) : text.test(s)));
			};
			return until(
				found,
				timeoutMs,
				() =>
					`pty: timed out after ${timeoutMs} ms waiting for ${String(text)}${exit ? ` (exited ${exit.exitCode})` : ''}; screen:\n${screen()}`,
			);
		},
		async waitForExit(timeoutMs = 5000) {
			await until(
				() => exit !== undefined && pendingWrites === 0,
				timeoutMs,
				() => `pty: still running after ${timeoutMs} ms; screen:\n${screen()}`,
			);
			return exit as PtyExit;
		},
		async resize(newCols, newRows) {
			await new Promise<void>(resolve => term.write('', resolve));
			term.resize(newCols, newRows);
			if (!exit) child.resize(newCols, newRows);
		},
		// UnixTerminal.destroy() closes the master and SIGHUPs the program; IPty's typings omit it.
		hangUp: () => (child as unknown as {destroy(): void}).destroy(),
		kill(signal) {
			if (exit) return;
			try {
				// SIGKILL cannot be forwarded: take down the whole process group instead.
				if (signal === 'SIGKILL') process.kill(-child.pid, 'SIGKILL');
				else child.kill(signal);
			} catch {
				// already gone
			}
		},
	};
}

/**
 * Ctrl+C twice, as a person presses it: the second only after the first has shown its hint. (Ink
 * reads one chunk as one key, so two presses that arrive together would count as neither.)
 */
export async function quitWithCtrlC(pty: PtySession): Promise<void> {
	pty.write('\u0003');
	await pty.waitForText('Press Ctrl+C again');
	pty.write('\u0003');
}
