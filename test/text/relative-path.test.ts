import {describe, expect, it} from 'vitest';
import {absolutePath, relativePath, toolPath} from '../../src/text/relative-path.js';

describe('relativePath', () => {
	it('makes paths inside cwd relative', () => {
		expect(relativePath('/work/app/src/a.ts', '/work/app')).toBe('src/a.ts');
		expect(relativePath('/work/app/src/a.ts', '/work/app/')).toBe('src/a.ts');
		expect(relativePath('/work/app', '/work/app')).toBe('.');
	});

	it('leaves other paths as they are', () => {
		expect(relativePath('/work/application/a.ts', '/work/app')).toBe('/work/application/a.ts');
		expect(relativePath('/etc/hosts', '/work/app')).toBe('/etc/hosts');
		expect(relativePath('/etc/hosts', '/')).toBe('/etc/hosts');
		expect(relativePath('src/a.ts', '/work/app')).toBe('src/a.ts');
	});

	it('abbreviates home only when given', () => {
		expect(relativePath('/home/me/notes.md', '/work/app', '/home/me')).toBe('~/notes.md');
		expect(relativePath('/home/me', '/work/app', '/home/me')).toBe('~');
		expect(relativePath('/home/me/notes.md', '/work/app')).toBe('/home/me/notes.md');
		expect(relativePath('/home/me/app/x', '/home/me/app', '/home/me')).toBe('x');
	});
});

describe('absolutePath', () => {
	it('names a file given relative to the working folder in full, and leaves a full one as it is', () => {
		expect(absolutePath('sub.txt', '/home/dev/project')).toBe('/home/dev/project/sub.txt');
		expect(absolutePath('./a/b.txt', '/home/dev/project/')).toBe('/home/dev/project/a/b.txt');
		expect(absolutePath('/etc/hosts', '/home/dev/project')).toBe('/etc/hosts');
		expect(absolutePath('sub.txt', undefined)).toBe('sub.txt');
	});
});

describe('toolPath', () => {
	it('names one file alike whichever form the model gave: relative inside the folder, in full outside it', () => {
		for (const given of [
			'../outside/b.txt',
			'/work/outside/b.txt',
			'src/../../outside/./b.txt',
			'/work/app/../outside/b.txt',
		])
			expect(toolPath(given, '/work/app')).toBe('/work/outside/b.txt');
		for (const given of ['src/a.ts', './src/a.ts', '/work/app/src/a.ts', 'lib/../src//a.ts'])
			expect(toolPath(given, '/work/app/')).toBe('src/a.ts');
		expect(toolPath('.', '/work/app')).toBe('.');
		expect(toolPath('../../../../etc/hosts', '/work/app')).toBe('/etc/hosts');
	});

	it('leaves a ~ path, an empty one, and any path for a folder that is not absolute as given', () => {
		expect(toolPath('~/notes.md', '/work/app')).toBe('~/notes.md');
		expect(toolPath('', '/work/app')).toBe('');
		expect(toolPath('../x', 'app')).toBe('../x');
	});
});
