/**
 * npm 12 runs a dependency's install script only when package.json allows it (`allowScripts`).
 * claude's postinstall places its native binary, node-pty's builds the terminal the tests drive,
 * esbuild's fetches its binary from the registry: without them neither README command works.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, it} from 'vitest';
import {repoRoot} from '../helpers/fixtures.js';

const read = (file: string) => JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8')) as Record<string, unknown>;

it('every locked dependency with an install script is in allowScripts, and nothing else', () => {
	const packages = read('package-lock.json')['packages'] as Record<string, {hasInstallScript?: boolean}>;
	const withScripts = Object.entries(packages)
		.filter(([, info]) => info.hasInstallScript)
		.map(([where]) => where.replace(/^.*node_modules\//, ''))
		.sort();
	expect(withScripts.length).toBeGreaterThan(0);
	expect(Object.keys(read('package.json')['allowScripts'] as Record<string, boolean>).sort()).toEqual(withScripts);
});
