import {describe, expect, it} from 'vitest';
import {cells, displayWidth, expandTabs, pad, wrapToWidth} from '../../src/text/width.js';

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
		expect(expandTabs('\u001B[2mab\u001B[22m\tc')).toBe('\u001B[2mab\u001B[22m  c');
	});

	it('counts the columns of each line of a text from its own start', () => {
		expect(expandTabs('abcde\nx\ty\n\tz')).toBe('abcde\nx   y\n    z');
	});

	it('wraps by display width without splitting graphemes', () => {
		expect(wrapToWidth('abcdef', 4)).toEqual(['abcd', 'ef']);
		expect(wrapToWidth('中文中', 3)).toEqual(['中', '文', '中']);
		expect(wrapToWidth('👍🏽👍🏽', 2)).toEqual(['👍🏽', '👍🏽']);
		expect(wrapToWidth('', 3)).toEqual(['']);
	});

	it('splits a long text into the graphemes the segmenter finds in it whole, wherever its windows end', () => {
		// Joined emoji, flags (regional indicators pair up), marks, CR LF, Hangul jamo and a Devanagari conjunct,
		// shifted so that every place in them meets a window's end; then one cluster longer than any window.
		const unit = 'x👨‍👩‍👧🇫🇷🇩🇪é\r\n\u1100\u1161\u11A8क्षab\t中';
		const segmenter = new Intl.Segmenter();
		for (let shift = 0; shift < unit.length; shift++) {
			const text = `${'a'.repeat(shift)}${unit.repeat(20)}e${'\u0301'.repeat(700)}z`;
			const whole = Array.from(segmenter.segment(text), ({segment}) => segment);
			expect(cells(text).map(cell => cell.text)).toEqual(whole);
		}
		expect(cells(unit).reduce((sum, cell) => sum + cell.width, 0)).toBe(displayWidth(unit));
	});

	it('splits a 100 KB text in a time that grows with its length (on Node 20 the segmenter did not)', () => {
		const text = 'lorem ipsum 日本\n'.repeat(6500);
		expect(cells(text)).toHaveLength(6500 * 15);
	});
});
