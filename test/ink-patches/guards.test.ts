/**
 * Each patch applies to the installed, pinned, dependency it was written for, and to nothing else: a
 * change anywhere in the code it replaces stops the build, naming the patch to check again.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {applyPatch, patchFor, patches} from '../../scripts/bundle-patches.mjs';
import {repoRoot} from '../helpers/fixtures.js';

const installed = {
	'ink-output': ['ink/build/output.js'],
	'ink-no-clear': ['ink/build/ink.js'],
	'ink-not-in-ci': ['is-in-ci/index.js'],
	'ink-measure-memo': ['ink/build/measure-text.js'],
	'ink-wrap-text': ['ink/build/wrap-text.js'],
	'ink-sanitize-sgr': ['ink/build/sanitize-ansi.js'],
	'ink-text-tabs': ['ink/build/squash-text-nodes.js'],
	'ink-static-removal': ['ink/build/reconciler.js'],
	'ansi-tokenize-graphemes': ['@alcalzone/ansi-tokenize/build/tokenize.js'],
	'ansi-tokenize-shared-styles': ['@alcalzone/ansi-tokenize/build/styledChars.js'],
	'memo-string-width': ['wrap-ansi/node_modules/string-width/index.js'],
	'string-width-8': ['string-width/index.js'],
	'yoga-wasm-binary': ['yoga-layout/dist/binaries/yoga-wasm-base64-esm.js'],
};

describe.each(patches.map(patch => [patch.name, patch] as const))('the %s patch', (name, patch) => {
	const files = installed[name as keyof typeof installed].map(file => path.join(repoRoot, 'node_modules', file));

	it('is the one for its files, and applies to them as installed', () => {
		for (const file of files) {
			expect(patchFor(file)).toBe(patch);
			const source = readFileSync(file, 'utf8');
			expect(applyPatch(patch, file, source)).not.toBe(source);
		}
	});

	it('refuses its files when the code it replaces has changed', () => {
		const [file] = files;
		const source = readFileSync(file!, 'utf8');
		for (const {start, sha256} of patch.edits) {
			// One character changed in the region the edit replaces: past its start when the region is pinned by its hash.
			const at = source.indexOf(start) + (sha256 === undefined ? start.length - 1 : start.length + 5);
			const changed = `${source.slice(0, at)}${source[at] === 'x' ? 'y' : 'x'}${source.slice(at + 1)}`;
			expect(() => applyPatch(patch, file!, changed)).toThrow(`check the ${name} patch again`);
		}
	});
});
