// A program in a pseudo-terminal (node-pty) whose output a headless xterm parses: what the user
// would see, plus every byte and write burst the program sent to the terminal.
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);
const {Terminal} = require('@xterm/headless');
const pty = require('node-pty');

/** Writes closer together than this belong to one frame. */
const BURST_GAP_MS = 4;

/** `onParsed(arrivedAt)`: called once each piece of output is parsed (xterm parses asynchronously), with when it arrived. */
export function startTerminal({command, args, cwd, env, cols = 120, rows = 40, scrollback = 20_000, onParsed}) {
	const term = new Terminal({cols, rows, scrollback, allowProposedApi: true});
	const child = pty.spawn(command, args, {name: 'xterm-256color', cols, rows, cwd, env});
	const stats = {bytes: 0, bursts: 0, lastDataAt: performance.now()};
	let pending = 0;
	let exited = false;
	child.onData(data => {
		const now = performance.now();
		if (now - stats.lastDataAt > BURST_GAP_MS) stats.bursts++;
		stats.lastDataAt = now;
		stats.bytes += Buffer.byteLength(data);
		pending++;
		term.write(data, () => {
			pending--;
			onParsed?.(now);
		});
	});
	// Answer terminal queries (cursor position, device attributes) like a real terminal.
	term.onData(data => {
		if (!exited) child.write(data);
	});
	child.onExit(() => (exited = true));

	const lines = (buffer, from, to) => {
		const out = [];
		for (let y = from; y < to; y++) out.push(buffer.getLine(y)?.translateToString(true) ?? '');
		return out.join('\n');
	};
	return {
		pid: child.pid,
		stats,
		exited: () => exited,
		screen: () => lines(term.buffer.active, term.buffer.active.baseY, term.buffer.active.baseY + term.rows),
		/** The normal buffer: its scrollback, then its screen. */
		normal: () => lines(term.buffer.normal, 0, term.buffer.normal.length),
		/** The normal buffer with its scrollback, then the screen (which may be the alternate buffer). */
		everything() {
			const {normal, active} = term.buffer;
			return `${lines(normal, 0, normal.length)}\n${lines(active, active.baseY, active.baseY + term.rows)}`;
		},
		parsed: () => pending === 0,
		write: keys => child.write(keys),
		kill() {
			if (exited) return;
			try {
				process.kill(-child.pid, 'SIGKILL');
			} catch {
				// already gone
			}
		},
	};
}

export const sleep = ms => new Promise(resolve => setTimeout(resolve, ms));

/** Polls `check` until it holds; throws with `describe()` after `timeoutMs`. */
export async function until(check, timeoutMs, describe) {
	const end = performance.now() + timeoutMs;
	while (!check()) {
		if (performance.now() > end) throw new Error(describe());
		await sleep(20);
	}
}
