/**
 * What Node compiles at every start of cctui: the bundle scripts/bundle.mjs builds, with what it leaves out
 * (BENCHMARKS.md, stop 28). React's development builds, zod's error messages in other languages and
 * highlight.js's grammars were 1.9 MB of a 3.8 MB bundle.
 */
import path from 'node:path';
import {build} from 'esbuild';
import {describe, expect, it} from 'vitest';
import {bundleOptions} from '../../scripts/bundle.mjs';
import {repoRoot} from '../helpers/fixtures.js';

const {metafile} = await build({...bundleOptions, absWorkingDir: repoRoot, write: false, metafile: true});
// The files whose code is in the bundle (esbuild also lists those it read and then left out), from node_modules/ on:
// esbuild names them by their real path, which is outside the repository when node_modules is a symlink.
const inputs = Object.values(metafile.outputs)
	.flatMap(output => Object.entries(output.inputs))
	.filter(([, {bytesInOutput}]) => bytesInOutput > 0)
	.map(([input]) =>
		input
			.split(path.sep)
			.join('/')
			.replace(/^(\.\.\/)+.*?\/node_modules\//, 'node_modules/'),
	);

describe('the bundle', () => {
	it('holds the production builds of React, its reconciler and scheduler, and no development build', () => {
		for (const name of ['react', 'react-reconciler', 'scheduler'])
			expect(inputs).toContainEqual(expect.stringMatching(new RegExp(`node_modules/${name}/cjs/.*production`)));
		expect(inputs.filter(input => input.includes('.development.'))).toEqual([]);
	});

	it("holds zod's English messages and no other language's", () => {
		expect(inputs.filter(input => input.includes('node_modules/zod/v4/locales/'))).toEqual([
			'node_modules/zod/v4/locales/en.js',
		]);
	});

	it("holds highlight.js's engine and none of its grammars: each is read from highlight.js when it is needed", () => {
		expect(inputs).toContain('node_modules/highlight.js/lib/core.js');
		expect(inputs.filter(input => input.includes('/languages/'))).toEqual([]);
	});

	it('holds a silent stand-in for the debug package, which would write to stderr over the screen with DEBUG set', () => {
		expect(inputs).toContain('scripts/no-debug.cjs');
		expect(inputs.filter(input => input.includes('node_modules/debug/'))).toEqual([]);
	});

	// A budget that catches what was left out coming back (React's development builds alone are 0.6 MB); the round's
	// own code brought the bundle to 2.0 MB (stop 49).
	it('is under 2.1 MB in all', () => {
		const bytes = Object.values(metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
		expect(bytes).toBeLessThan(2_100_000);
	});
});
