import {describe, expect, it} from 'vitest';
import {displayWidth, expandTabs, pad, wrapToWidth} from '../../src/text/width.js';

describe('width helpers', () => {
	it('measures wide characters and ignores ANSI', () => {
		expect(displayWidth('中文🎉a')).toBe(7);
		expect(displayWidth('\x1b[31mred\x1b[39m')).toBe(3);
	});

	it('pads by display width', () => {
		expect(pad('中', 4)).toBe('中  ');
		expect(pad('a', 4, 'right')).toBe('   a');
		expect(pad('a', 4, 'center')).toBe(' a  ');
	});

	it('expands tabs to the next stop', () => {
		expect(expandTabs('\tx')).toBe('    x');
		expect(expandTabs('ab\tc\td')).toBe('ab  c   d');
		expect(expandTabs('中\tx')).toBe('中  x');
	});

	it('wraps by display width without splitting graphemes', () => {
		expect(wrapToWidth('abcdef', 4)).toEqual(['abcd', 'ef']);
		expect(wrapToWidth('中文中', 3)).toEqual(['中', '文', '中']);
		expect(wrapToWidth('👍🏽👍🏽', 2)).toEqual(['👍🏽', '👍🏽']);
		expect(wrapToWidth('', 3)).toEqual(['']);
	});
});
