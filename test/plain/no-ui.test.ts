/**
 * Plain mode and export print the same words as the app without loading the app: following every import their
 * entry points load at run time reaches nothing under src/ui/ and neither React nor Ink.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Specifiers a module loads at run time: static imports and re-exports that are not `type` only, and `import()`. */
function runtimeImports(source: string): string[] {
	const specifiers: string[] = [];
	for (const match of source.matchAll(/^\s*(?:import|export)\s+(type\s+)?[^;'"]*?\bfrom\s+'([^']+)'/gm))
		if (!match[1]) specifiers.push(match[2]!);
	for (const match of source.matchAll(/^\s*import\s+'([^']+)'/gm)) specifiers.push(match[1]!);
	for (const match of source.matchAll(/\bimport\('([^']+)'\)/g)) specifiers.push(match[1]!);
	return specifiers;
}

/** The source file a relative `.js` specifier names. */
function resolve(from: string, specifier: string): string {
	const js = path.resolve(path.dirname(from), specifier);
	const source = [js.replace(/\.js$/, '.ts'), js.replace(/\.js$/, '.tsx')].find(file => existsSync(file));
	if (!source) throw new Error(`${specifier} from ${path.relative(root, from)} resolves to no source file`);
	return source;
}

/** Every module (src-relative paths, and bare package names) loaded from `entries`. */
function loaded(entries: readonly string[]): Set<string> {
	const seen = new Set<string>();
	const queue = entries.map(entry => path.join(root, entry));
	for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
		const name = path.relative(root, file);
		if (seen.has(name)) continue;
		seen.add(name);
		for (const specifier of runtimeImports(readFileSync(file, 'utf8'))) {
			if (specifier.startsWith('.')) queue.push(resolve(file, specifier));
			else seen.add(specifier);
		}
	}
	return seen;
}

const ui = (modules: Set<string>) =>
	[...modules].filter(name => name.startsWith('src/ui/') || /^(react|ink)(\/|$)/.test(name));

describe('plain mode and export load no UI', () => {
	it('the walk finds what it should: the app loads src/ui/ and Ink', () => {
		expect(ui(loaded(['src/cli/player-ui.tsx']))).toEqual(expect.arrayContaining(['src/ui/app.tsx', 'ink', 'react']));
	});

	it('plain output, live and played', () => {
		const modules = loaded(['src/cli/run-plain-live.ts', 'src/cli/play-plain.ts']);
		expect(modules).toContain('src/plain/plain-printer.ts');
		expect(ui(modules)).toEqual([]);
	});

	it('markdown export', () => {
		const modules = loaded(['src/cli/export-command.ts']);
		expect(modules).toContain('src/export/markdown.ts');
		expect(ui(modules)).toEqual([]);
	});
});
