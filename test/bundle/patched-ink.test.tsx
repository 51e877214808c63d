/**
 * scripts/bundle-patches.mjs changes Ink, ansi-tokenize and string-width inside cctui's bundle so that
 * work is kept between frames, and so that Ink never clears the terminal. The frames must come out
 * exactly as the unpatched libraries draw them. Both sides are bundles of frames.tsx: the unit tests'
 * own Ink is the patched one (vitest.config.ts).
 */
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {stripVTControlCharacters} from 'node:util';
import {build, type Plugin} from 'esbuild';
import {afterAll, describe, expect, it} from 'vitest';
import {repoRoot} from '../helpers/fixtures.js';
import type * as Frames from './frames.js';

// Colours on, as in a terminal (chalk decides when it loads, and each bundle holds its own chalk).
const forceColor = process.env['FORCE_COLOR'];
process.env['FORCE_COLOR'] = '3';

const out = mkdtempSync(path.join(tmpdir(), 'cctui-bundle-'));
afterAll(() => {
	rmSync(out, {recursive: true, force: true});
	if (forceColor === undefined) delete process.env['FORCE_COLOR'];
	else process.env['FORCE_COLOR'] = forceColor;
});

interface Bundle extends Pick<typeof Frames, 'renderFrames' | 'renderAfterTallFrame' | 'renderTabs'> {
	readonly source: string;
}

const patches = await import(pathToFileURL(path.join(repoRoot, 'scripts/bundle-patches.mjs')).href);

/**
 * Ink reads CI and CONTINUOUS_INTEGRATION once, when it loads, and in CI draws no live frame. The reference
 * loads as in a user's terminal (neither set); the patched bundle with CI=true, the value CI machines set,
 * which it must ignore (the ink-not-in-ci patch).
 */
async function buildBundle(name: string, plugins: Plugin[], ci: string | undefined): Promise<Bundle> {
	const outfile = path.join(out, `${name}.mjs`);
	await build({
		entryPoints: [path.join(repoRoot, 'test/bundle/frames.tsx')],
		outfile,
		bundle: true,
		format: 'esm',
		platform: 'node',
		jsx: 'automatic',
		define: {'process.env.NODE_ENV': '"production"'},
		banner: patches.requireBanner,
		plugins,
		logLevel: 'error',
	});
	const saved = {CI: process.env['CI'], CONTINUOUS_INTEGRATION: process.env['CONTINUOUS_INTEGRATION']};
	setEnv({CI: ci, CONTINUOUS_INTEGRATION: undefined});
	try {
		return {source: readFileSync(outfile, 'utf8'), ...(await import(pathToFileURL(outfile).href))};
	} finally {
		setEnv(saved);
	}
}

function setEnv(values: Record<string, string | undefined>): void {
	for (const [name, value] of Object.entries(values)) {
		if (value === undefined) delete process.env[name];
		else process.env[name] = value;
	}
}

// Each built once, by whichever test asks first.
let patched: Promise<Bundle> | undefined;
let unpatched: Promise<Bundle> | undefined;
const patchedBundle = () => (patched ??= buildBundle('patched', patches.bundlePlugins, 'true'));
const unpatchedBundle = () => (unpatched ??= buildBundle('unpatched', [patches.noDevtools], undefined));

describe('the bundle patches', () => {
	it('apply to the pinned Ink and string-width', async () => {
		const {source} = await patchedBundle();
		expect(source).toContain('caches = sharedOutputCaches(OutputCaches);');
		expect(source).toContain('return rememberedRowsOutput(this, ');
		expect(source).toContain('of graphemes(str, ');
		expect(source).toContain('return sharedStyledChars(tokens, ');
		expect(source).toContain('return sharedStylesToString(chars, ');
		expect(source).toContain('= memoizedWidth(measuredWidth);');
		expect(source).toContain('if (keepsAsItIs(text)) {');
		expect(source).not.toContain('this.lastOutputHeight >= this.options.stdout.rows');
		expect(source).toMatch(/isInCi = false;/);
		expect(source).toContain('expandTabs(squashTextNodes(node))');
	});

	it('draw the same frames as the unpatched libraries in a terminal, frame after frame, even with CI set', async () => {
		const [bundled, reference] = await Promise.all([patchedBundle(), unpatchedBundle()]);
		for (const columns of [30, 80]) {
			const expected = reference.renderFrames(60, columns);
			expect(new Set(expected).size).toBeGreaterThan(20);
			expect(expected.join('')).toMatch(/\u001B\[3[12]m/);
			expect(bundled.renderFrames(60, columns)).toEqual(expected);
		}
	});

	it('draw a tab as spaces to its stop, every four columns from the start of the line, where Ink draws it as it is', async () => {
		const [bundled, reference] = await Promise.all([patchedBundle(), unpatchedBundle()]);
		// Unpatched, the terminal's cursor goes to its own tab stop, past where Ink put the right border.
		expect(reference.renderTabs(12)).toContain('\t');
		expect(stripVTControlCharacters(bundled.renderTabs(12))).toBe(
			['╭──────────╮', '│a   bc  d │', '│    e     │', '╰──────────╯'].join('\n'),
		);
	});

	it('never clear the screen or the scrollback, which the unpatched Ink does after a frame as tall as the screen', async () => {
		const [bundled, reference] = await Promise.all([patchedBundle(), unpatchedBundle()]);
		expect(reference.renderAfterTallFrame()).toContain('\u001B[2J\u001B[3J');
		const written = bundled.renderAfterTallFrame();
		// Both frames drawn as they came: in CI, Ink would have written only the last one, at exit.
		expect(written).toContain('first row 8');
		expect(written).toContain('second row 3');
		expect(written).not.toContain('\u001B[2J');
		expect(written).not.toContain('\u001B[3J');
	});
});
