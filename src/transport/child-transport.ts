/**
 * The real claude child as a Transport (execa). Keeps stdin open for the whole session, guards
 * writes against a dead pipe, and on close ends stdin, waits, then escalates SIGTERM → SIGKILL so
 * no process is left behind; if cctui is killed outright, the kernel ends claude (parent-death.ts).
 */
import {execa} from 'execa';
import {gatheredReads} from './gathered-reads.js';
import {splitLines} from './line-splitter.js';
import {withParentDeathSignal} from './parent-death.js';
import type {ExitInfo, Transport} from './transport.js';

export interface SpawnOptions {
	readonly command: string;
	readonly args: readonly string[];
	readonly cwd: string;
	/** Added to (not replacing) the inherited environment, so ANTHROPIC_BASE_URL and friends pass through. */
	readonly env?: Readonly<Record<string, string | undefined>>;
	/** Use `env` as the whole environment instead (the demo must not inherit real credentials). */
	readonly replaceEnv?: boolean;
}

const KILL_ESCALATION_MS = 3000;
/** How long stdout's reads gather after one is handled (gathered-reads.ts). */
const GATHER_MS = 50;

export function spawnChild(options: SpawnOptions): Transport {
	const {command, args} = withParentDeathSignal(options.command, options.args);
	const child = execa(command, args, {
		cwd: options.cwd,
		env: {...options.env},
		extendEnv: options.replaceEnv !== true,
		stdin: 'pipe',
		stdout: 'pipe',
		stderr: 'pipe',
		buffer: false,
		reject: false,
		cleanup: true,
		forceKillAfterDelay: KILL_ESCALATION_MS,
	});
	let alive = true;
	const exited: Promise<ExitInfo> = child.then(
		result => {
			alive = false;
			return {
				exitCode: result.exitCode ?? (result.failed && !result.signal ? 127 : null),
				signal: result.signal ?? null,
			};
		},
		() => {
			alive = false;
			return {exitCode: null, signal: null};
		},
	);
	// A write racing the child's death raises EPIPE on stdin; the exit is reported through `exited`.
	child.stdin.on('error', () => {
		alive = false;
	});

	return {
		lines: splitLines(gatheredReads(child.stdout, GATHER_MS)),
		stderr: splitLines(child.stderr),
		writable: true,
		exited,
		write(line) {
			if (!alive || child.stdin.destroyed || child.stdin.writableEnded) return false;
			return child.stdin.write(line.endsWith('\n') ? line : `${line}\n`) || true;
		},
		async close(graceMs = 2000) {
			if (alive && !child.stdin.writableEnded) child.stdin.end();
			const timeout = new Promise<'timeout'>(resolve => {
				setTimeout(() => resolve('timeout'), graceMs).unref();
			});
			if ((await Promise.race([exited, timeout])) === 'timeout') child.kill('SIGTERM');
			return exited;
		},
	};
}
