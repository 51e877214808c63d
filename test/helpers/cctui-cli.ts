/** Runs the built `bin/cctui.js` with `args`, no colour, and returns its stdout; it must exit 0. */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {expect} from 'vitest';
import {repoRoot} from './fixtures.js';

const bin = path.join(repoRoot, 'bin', 'cctui.js');

export function runCctuiCli(args: string[]): string {
	const result = spawnSync(process.execPath, [bin, ...args], {
		encoding: 'utf8',
		env: {...process.env, NO_COLOR: '1'},
		timeout: 15_000,
	});
	expect(result.status, result.stderr).toBe(0);
	return result.stdout;
}
