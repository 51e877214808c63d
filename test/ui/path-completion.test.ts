import {describe, expect, it} from 'vitest';
import {completePath as complete, mentionBeforeCursor, type Mention} from '../../src/ui/path-completion.js';

const completePath = (partial: string, candidates: readonly string[], quoted = false) =>
	complete({partial, quoted} satisfies Mention, candidates);

describe('@path completion', () => {
	it('finds the partial path after the last @ before the cursor', () => {
		expect(mentionBeforeCursor('look at @src/a')).toEqual({partial: 'src/a', quoted: false});
		expect(mentionBeforeCursor('mail me@')).toEqual({partial: '', quoted: false});
		expect(mentionBeforeCursor('@src/a and more')).toBeUndefined();
		expect(mentionBeforeCursor('no path')).toBeUndefined();
	});

	it('fills as far as the candidates agree and lists them when several are left', () => {
		expect(completePath('s', ['src/', 'src/app.ts'])).toEqual({
			cut: 0,
			fill: 'rc/',
			suggestions: ['src/', 'src/app.ts'],
		});
		expect(completePath('src/', ['src/a.ts', 'src/b.ts'])).toEqual({
			cut: 0,
			fill: '',
			suggestions: ['src/a.ts', 'src/b.ts'],
		});
		expect(completePath('RE', ['README.md', 'README.txt'])).toEqual({
			cut: 0,
			fill: 'ADME.',
			suggestions: ['README.md', 'README.txt'],
		});
	});

	it('ends a single file name with a space, but not a folder', () => {
		expect(completePath('READ', ['README.md'])).toEqual({cut: 0, fill: 'ME.md ', suggestions: []});
		expect(completePath('sr', ['src/'])).toEqual({cut: 0, fill: 'c/', suggestions: []});
	});

	it('leaves the text as it is when nothing matches', () => {
		expect(completePath('zz', [])).toEqual({cut: 0, fill: '', suggestions: []});
	});

	it('an open quoted mention takes spaces: the path after @" is what is completed', () => {
		expect(mentionBeforeCursor('see @"my s')).toEqual({partial: 'my s', quoted: true});
		expect(mentionBeforeCursor('see @"my shot.png" ')).toBeUndefined();
		expect(mentionBeforeCursor('see @"my shot.png" and @sr')).toEqual({partial: 'sr', quoted: false});
	});

	it('quotes a path with a space (replacing what was typed), and closes the quote after a whole file name', () => {
		const both = ['my file.txt', 'my shot.png'];
		expect(completePath('my', both)).toEqual({cut: 2, fill: '"my ', suggestions: both});
		expect(completePath('my f', ['my file.txt'])).toEqual({cut: 4, fill: '"my file.txt" ', suggestions: []});
		expect(completePath('my s', ['my shot.png'], true)).toEqual({cut: 0, fill: 'hot.png" ', suggestions: []});
		expect(completePath('my', ['my dir/'], true)).toEqual({cut: 0, fill: ' dir/', suggestions: []});
	});
});
