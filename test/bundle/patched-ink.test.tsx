/**
 * scripts/bundle-patches.mjs changes Ink and string-width inside cctui's bundle so that work is kept
 * between frames. The frames must come out exactly as the unpatched libraries draw them.
 */
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {build} from 'esbuild';
import {afterAll, describe, expect, it} from 'vitest';
import {repoRoot} from '../helpers/fixtures.js';

// Colours on, as in a terminal (chalk decides when it loads, so frames.js is imported below).
const forceColor = process.env['FORCE_COLOR'];
process.env['FORCE_COLOR'] = '3';
const {renderFrames} = await import('./frames.js');

const out = mkdtempSync(path.join(tmpdir(), 'cctui-bundle-'));
afterAll(() => {
	rmSync(out, {recursive: true, force: true});
	if (forceColor === undefined) delete process.env['FORCE_COLOR'];
	else process.env['FORCE_COLOR'] = forceColor;
});

async function buildPatchedBundle(): Promise<{source: string; renderFrames: typeof renderFrames}> {
	const patches = await import(pathToFileURL(path.join(repoRoot, 'scripts/bundle-patches.mjs')).href);
	const outfile = path.join(out, 'frames.mjs');
	await build({
		entryPoints: [path.join(repoRoot, 'test/bundle/frames.tsx')],
		outfile,
		bundle: true,
		format: 'esm',
		platform: 'node',
		jsx: 'automatic',
		define: {'process.env.NODE_ENV': '"production"'},
		banner: patches.requireBanner,
		plugins: patches.bundlePlugins,
		logLevel: 'error',
	});
	return {source: readFileSync(outfile, 'utf8'), ...(await import(pathToFileURL(outfile).href))};
}

// Built once, by whichever test asks first.
let bundle: ReturnType<typeof buildPatchedBundle> | undefined;
const patchedBundle = () => (bundle ??= buildPatchedBundle());

describe('the bundle patches', () => {
	it('apply to the pinned Ink and string-width', async () => {
		const {source} = await patchedBundle();
		expect(source).toContain('caches = sharedOutputCaches();');
		expect(source).toContain('rememberedRow(rowKeys[row]');
		expect(source).toContain('of graphemes(str))');
		expect(source).toContain('char.styles !== chars[i - 1].styles');
		expect(source).toContain('function measuredWidth(');
	});

	it('draw the same frames as the unpatched libraries, frame after frame', async () => {
		const bundled = await patchedBundle();
		for (const columns of [30, 80]) {
			const expected = renderFrames(60, columns);
			expect(new Set(expected).size).toBeGreaterThan(20);
			expect(expected.join('')).toMatch(/\u001B\[3[12]m/);
			expect(bundled.renderFrames(60, columns)).toEqual(expected);
		}
	});
});
