/**
 * bin/cctui.js turns on Node's compile cache (Node 22.1 and newer) before it loads the bundle. Node 20, which
 * CI runs, has none: a preloaded hook gives node:module an enableCompileCache that says it was called.
 */
import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {repoRoot} from '../helpers/fixtures.js';

const HOOK = `
import module from 'node:module';
const original = module.enableCompileCache;
module.enableCompileCache = (...args) => {
	process.stderr.write(\`compile cache \${JSON.stringify(args)}\\n\`);
	return original?.(...args);
};
`;

describe("cctui's start", () => {
	it("turns on Node's compile cache, in its default folder, once", () => {
		const dir = mkdtempSync(path.join(tmpdir(), 'cctui-cache-'));
		const hook = path.join(dir, 'hook.mjs');
		writeFileSync(hook, HOOK);
		try {
			const result = spawnSync(process.execPath, ['--import', hook, path.join(repoRoot, 'bin/cctui.js'), '--help'], {
				encoding: 'utf8',
				timeout: 30_000,
				env: {...process.env, TMPDIR: dir},
			});
			expect(result.status).toBe(0);
			expect(result.stdout).toContain('Usage');
			expect(result.stderr.match(/compile cache .*/g)).toEqual(['compile cache []']);
		} finally {
			rmSync(dir, {recursive: true, force: true});
		}
	});
});
