import {describe, expect, it} from 'vitest';
import {clipWords, excerpt, lastLines, toldApart, truncateMiddle} from '../../src/text/excerpt.js';

describe('truncateMiddle', () => {
	it('keeps short text', () => {
		expect(truncateMiddle('short', 5)).toBe('short');
	});

	it('keeps both ends', () => {
		expect(truncateMiddle('/home/user/project/src/file.ts', 15)).toBe('/home/u…file.ts');
		expect(truncateMiddle('abcdef', 1)).toBe('…');
		expect(truncateMiddle('abcdef', 0)).toBe('');
	});

	it('measures display width', () => {
		const out = truncateMiddle('中文中文中文中文', 7);
		expect(out).toBe('中…中文');
	});
});

describe('clipWords', () => {
	it('keeps text that fits, and cuts prose after its last whole word that ends near the cut', () => {
		expect(clipWords('Review the code', 15)).toBe('Review the code');
		expect(clipWords('Review the failing tests', 20)).toBe('Review the failing…');
		// The cut falls where a word ends.
		expect(clipWords('Review the failing tests', 19)).toBe('Review the failing…');
	});

	it('cuts where the columns end when no word ends near the cut', () => {
		expect(clipWords('Review supercalifragilisticexpialidocious', 30)).toBe('Review supercalifragilisticex…');
		expect(clipWords('abcdefghijklmnopqrstuvwxyz', 10)).toBe('abcdefghi…');
		expect(clipWords('Review supercalifragilisticexpialidocious', 30, 30)).toBe('Review…');
	});

	it('measures display width', () => {
		expect(clipWords('中文 中文中文中文', 8)).toBe('中文…');
	});
});

describe('lastLines', () => {
	it('returns the last n lines', () => {
		expect(lastLines('a\nb\nc\nd\n', 2)).toBe('c\nd');
		expect(lastLines('a\nb', 5)).toBe('a\nb');
		expect(lastLines('a\n\nb', 2)).toBe('\nb');
		expect(lastLines('a', 0)).toBe('');
		expect(lastLines('', 3)).toBe('');
	});
});

describe('excerpt', () => {
	it('keeps the first lines and counts the rest', () => {
		expect(excerpt('a\nb\nc\nd\n', {maxLines: 2})).toEqual({text: 'a\nb', omittedLines: 2});
		expect(excerpt('a\nb', {maxLines: 5})).toEqual({text: 'a\nb', omittedLines: 0});
		expect(excerpt('', {maxLines: 5})).toEqual({text: '', omittedLines: 0});
		expect(excerpt('a\nb', {maxLines: 0})).toEqual({text: '', omittedLines: 2});
	});

	it('limits characters, marking a cut line', () => {
		expect(excerpt('abcdef\nxyz', {maxLines: 5, maxChars: 3})).toEqual({text: 'abc…', omittedLines: 1});
		expect(excerpt('ab\ncd\nef', {maxLines: 5, maxChars: 3})).toEqual({text: 'ab', omittedLines: 2});
		expect(excerpt('ab\ncd\nef', {maxLines: 5, maxChars: 2})).toEqual({text: 'ab', omittedLines: 2});
	});

	it('does not split a surrogate pair', () => {
		expect(excerpt('a🎉b', {maxLines: 1, maxChars: 2})).toEqual({text: 'a…', omittedLines: 0});
	});
});

describe('toldApart', () => {
	const options = [
		'Deploy to production right after the tests pass',
		'Deploy to production right after a manual review',
		'Wait',
	];
	const others = (text: string) => options.filter(option => option !== text);

	it('keeps a text that fits, or whose cut begins no other', () => {
		expect(toldApart('Wait', others('Wait'), 10)).toBe('Wait');
		expect(toldApart(options[0]!, ['Wait'], 20)).toBe(options[0]);
	});

	it('cut where it reads as another, shows its first words, …, and the words that differ', () => {
		expect(toldApart(options[0]!, others(options[0]!), 31)).toBe('Deploy to … the tests pass');
		expect(toldApart(options[1]!, others(options[1]!), 31)).toBe('Deploy to … a manual review');
		// Too narrow for all of them: they are cut at their end, their first word still there.
		expect(toldApart(options[1]!, others(options[1]!), 12)).toBe('… a manual…');
	});

	it('takes the words from earlier when the ones after the difference could be another’s too', () => {
		const texts = [
			'Deploy to staging after the tests pass',
			'Deploy to prod after the tests pass',
			'Deploy to staging after a review',
		];
		// "Deploy … the tests pass" and "… after the tests pass" could both be the second.
		expect(toldApart(texts[0]!, texts.slice(1), 24)).toBe('… staging after the tes…');
		// Its cut tells it apart: Ink cuts it at its end.
		expect(toldApart(texts[1]!, [texts[0]!, texts[2]!], 24)).toBe(texts[1]);
	});

	it('a text that begins another whole, or differs within its first word, stays as it is', () => {
		expect(toldApart('Deploy to production', ['Deploy to production now'], 10)).toBe('Deploy to production');
		expect(toldApart('Deploying', ['Deployment'], 5)).toBe('Deploying');
	});
});
