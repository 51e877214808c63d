import {describe, expect, it} from 'vitest';
import {completePath, pathBeforeCursor} from '../../src/ui/path-completion.js';

describe('@path completion', () => {
	it('finds the partial path after the last @ before the cursor', () => {
		expect(pathBeforeCursor('look at @src/a')).toBe('src/a');
		expect(pathBeforeCursor('mail me@')).toBe('');
		expect(pathBeforeCursor('@src/a and more')).toBeUndefined();
		expect(pathBeforeCursor('no path')).toBeUndefined();
	});

	it('fills as far as the candidates agree and lists them when several are left', () => {
		expect(completePath('s', ['src/', 'src/app.ts'])).toEqual({fill: 'rc/', suggestions: ['src/', 'src/app.ts']});
		expect(completePath('src/', ['src/a.ts', 'src/b.ts'])).toEqual({fill: '', suggestions: ['src/a.ts', 'src/b.ts']});
		expect(completePath('RE', ['README.md', 'README.txt'])).toEqual({
			fill: 'ADME.',
			suggestions: ['README.md', 'README.txt'],
		});
	});

	it('ends a single file name with a space, but not a folder', () => {
		expect(completePath('READ', ['README.md'])).toEqual({fill: 'ME.md ', suggestions: []});
		expect(completePath('sr', ['src/'])).toEqual({fill: 'c/', suggestions: []});
	});

	it('leaves the text as it is when nothing matches', () => {
		expect(completePath('zz', [])).toEqual({fill: '', suggestions: []});
	});
});
