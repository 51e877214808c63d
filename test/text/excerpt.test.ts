import {describe, expect, it} from 'vitest';
import {excerpt, lastLines, truncateMiddle} from '../../src/text/excerpt.js';

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
