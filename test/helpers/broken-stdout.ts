/** Runs the built CLI with a stdout that cannot be written: a pipe nobody reads any more (`| head` gone), or a full disk. */
import {spawn} from 'node:child_process';
import {closeSync, openSync} from 'node:fs';
import path from 'node:path';
import {repoRoot} from './fixtures.js';

const bin = path.join(repoRoot, 'bin', 'cctui.js');

export interface BrokenRun {
	readonly code: number | null;
	readonly stderr: string;
}

/**
 * `closed`: stdout is a pipe whose reader closed it before cctui started, so every write fails with EPIPE, as the
 * writes after `| head -1` exits do. `full`: stdout is /dev/full, where every write fails with ENOSPC.
 */
export function runWithStdout(
	stdout: 'closed' | 'full',
	args: readonly string[],
	options: {readonly env?: NodeJS.ProcessEnv; readonly cwd?: string; readonly input?: string} = {},
): Promise<BrokenRun> {
	const full = stdout === 'full' ? openSync('/dev/full', 'w') : undefined;
	return new Promise<BrokenRun>((resolve, reject) => {
		const child = spawn(process.execPath, [bin, ...args], {
			env: options.env ?? process.env,
			...(options.cwd === undefined ? {} : {cwd: options.cwd}),
			stdio: [options.input === undefined ? 'ignore' : 'pipe', full ?? 'pipe', 'pipe'],
		});
		// Closed at once, before cctui has loaded, let alone written.
		child.stdout?.destroy();
		if (options.input !== undefined) child.stdin?.end(options.input);
		let stderr = '';
		child.stderr?.on('data', chunk => (stderr += String(chunk)));
		child.on('error', reject);
		child.on('close', code => resolve({code, stderr}));
	}).finally(() => {
		if (full !== undefined) closeSync(full);
	});
}
