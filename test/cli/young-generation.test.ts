/**
 * bin/cctui.js keeps V8's young generation at its first size (src/cli/young-generation.ts): measured by
 * allocating, as cctui exits, what makes an unset process's young generation grow to its maximum.
 */
import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {repoRoot} from '../helpers/fixtures.js';

const bin = path.join(repoRoot, 'bin', 'cctui.js');

/** Preloaded: at exit, allocates 3 million objects, a quarter of them kept a while, and prints the young generation's size in MB. */
const ALLOCATE_AT_EXIT = `
import v8 from 'node:v8';
process.on('exit', () => {
	let kept = [];
	for (let i = 0; i < 3e6; i++) {
		const o = {i, s: 'x' + i};
		if (i % 4 === 0 && kept.push(o) > 50000) kept = [];
	}
	const young = v8.getHeapSpaceStatistics().find(space => space.space_name === 'new_space');
	process.stderr.write(\`young \${young.space_size / 2 ** 20}\\n\`);
});
`;

function youngMB(args: string[]): number {
	const dir = mkdtempSync(path.join(tmpdir(), 'cctui-young-'));
	const hook = path.join(dir, 'allocate-at-exit.mjs');
	writeFileSync(hook, ALLOCATE_AT_EXIT);
	const result = spawnSync(process.execPath, ['--import', hook, ...args], {encoding: 'utf8', timeout: 30_000});
	rmSync(dir, {recursive: true, force: true});
	const size = /young (\d+(?:\.\d+)?)/.exec(result.stderr)?.[1];
	if (size === undefined) throw new Error(`no size printed: ${result.stderr}`);
	return Number(size);
}

describe("cctui's young generation", () => {
	it('stays at its first size however much cctui allocates, where a plain node process grows it', () => {
		expect(youngMB(['-e', ''])).toBeGreaterThanOrEqual(16);
		expect(youngMB([bin, '--help'])).toBeLessThanOrEqual(4);
	});
});
