/**
 * bin/cctui.js stops V8's young generation growing past YOUNG_LIMIT (src/cli/young-generation.ts): measured by
 * allocating, while cctui runs, what makes an unset process's young generation grow to its maximum.
 */
import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {YOUNG_LIMIT} from '../../src/cli/young-generation.js';
import {repoRoot} from '../helpers/fixtures.js';

const bin = path.join(repoRoot, 'bin', 'cctui.js');

/**
 * Preloaded: allocates 300 times 20,000 objects, a quarter of them kept a while, a turn of the event loop
 * apart (cctui runs in between), then prints the young generation's size in MB.
 */
const ALLOCATE = `
import v8 from 'node:v8';
(async () => {
	let kept = [];
	for (let round = 0; round < 300; round++) {
		for (let i = 0; i < 2e4; i++) {
			const o = {i, s: 'x' + i};
			if (i % 4 === 0 && kept.push(o) > 50000) kept = [];
		}
		await new Promise(resolve => setImmediate(resolve));
	}
	const young = v8.getHeapSpaceStatistics().find(space => space.space_name === 'new_space');
	process.stderr.write(\`young \${young.space_size / 2 ** 20}\\n\`);
})();
`;

function youngMB(args: string[]): number {
	const dir = mkdtempSync(path.join(tmpdir(), 'cctui-young-'));
	const hook = path.join(dir, 'allocate.mjs');
	writeFileSync(hook, ALLOCATE);
	const result = spawnSync(process.execPath, ['--import', hook, ...args], {encoding: 'utf8', timeout: 30_000});
	rmSync(dir, {recursive: true, force: true});
	const size = /young (\d+(?:\.\d+)?)/.exec(result.stderr)?.[1];
	if (size === undefined) throw new Error(`no size printed: ${result.stderr}`);
	return Number(size);
}

describe("cctui's young generation", () => {
	it('stops growing at YOUNG_LIMIT however much cctui allocates, where a plain node process grows it further', () => {
		expect(youngMB(['-e', ''])).toBeGreaterThanOrEqual(4 * (YOUNG_LIMIT / 2 ** 20));
		// The size is checked after each collection: two collections before the check can double it once more.
		expect(youngMB([bin, '--help'])).toBeLessThanOrEqual(2 * (YOUNG_LIMIT / 2 ** 20));
	});
});
