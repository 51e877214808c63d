/**
 * memoizedWidth measures a line of printable ASCII, SGR sequences and code points that stand alone as
 * graphemes as the sum of their widths (StandaloneWidths in src/ink-patches/string-width.ts), and leaves
 * every other line to string-width. Whatever the line, the width must be string-width's own: 8.3's, which
 * Ink and cctui measure with, and 7.2's, which wrap-ansi wraps with.
 */
import fc from 'fast-check';
import stringWidth from 'string-width';
import {describe, expect, it} from 'vitest';
import stringWidth72 from '../../node_modules/wrap-ansi/node_modules/string-width/index.js';
import {StandaloneWidths} from '../../src/ink-patches/string-width.js';

/** Pieces of every kind that joins, or is stripped, or stands alone (each a grapheme break property). */
const PIECES = [
	...['a', ' ', '1', '#', '*', '~'],
	...['\u001B[31m', '\u001B[39m', '\u001B[1;2m', '\u001B[38:5:1m', '\u001B[m'],
	...[
		'\u001B[2K',
		'\u001B]8;;x\u0007',
		'\u001B',
		'\u001B[',
		'\u009B',
		'\u009B31m',
		'\r',
		'\n',
		'\t',
		'\u0000',
		'\u007F',
		'\u0085',
	],
	...['─', '│', '╭', '›', '…', '⎿', '●', '✓', '©', '™', '€', 'é', 'ß', 'Ω'],
	...['日', '本', '、', 'ｱ', '\uFF9E', '𠀀'],
	...['\u1100', '\u1161', '\u11A8', '가', '각', '\uA960', '\uD7B0', '\uD7CB'],
	...['\u0301', '\u20E3', 'क', '\u094D', 'ष', '\u0903', 'ก', '\u0E33', '\u0600', '\u0D4E'],
	...['😀', '👍', '\u{1F3FB}', '\u200D', '\uFE0F', '\uFE0E', '🇺', '🇸', '\u{E0067}', '\u{E007F}', '❤', '☺', '🏴'],
	...['\u200B', '\u200C', '\u00AD', '\u2028', '\u2060', '\uFEFF', '\uD83D', '\uDE00'],
];

// Each string-width itself: with options given, the patched export passes the line straight to it.
describe.each([
	['8.3', (line: string): number => stringWidth(line, {})],
	['7.2', (line: string): number => stringWidth72(line, {})],
])('StandaloneWidths, with string-width %s', (_version, reference) => {
	it("gives string-width's width for any line, or leaves the line to it", () => {
		const widths = new StandaloneWidths(line => reference(line as string));
		let measured = 0;
		fc.assert(
			fc.property(fc.array(fc.constantFrom(...PIECES), {maxLength: 8}), pieces => {
				const line = pieces.join('');
				const width = widths.width(line);
				if (width === undefined) return;
				measured++;
				expect(width, JSON.stringify(line)).toBe(reference(line));
			}),
			{numRuns: 20_000},
		);
		expect(measured).toBeGreaterThan(2000);
	});

	it('measures itself the lines a frame is made of: borders, marks, CJK, emoji, colours', () => {
		const widths = new StandaloneWidths(line => reference(line as string));
		for (const line of [
			'╭──────╮',
			'\u001B[2m› \u001B[22mWrite the long answer…',
			'⎿  ✓ Done',
			'日本語の文',
			'🙂 ok',
			'가각 한국어',
			'\u001B[38;5;208m●\u001B[39m 12k tokens',
		])
			expect(widths.width(line), line).toBe(reference(line));
	});

	it('leaves to string-width a line that holds anything that joins, or an escape other than SGR', () => {
		const widths = new StandaloneWidths(line => reference(line as string));
		for (const line of [
			'e\u0301',
			'👍🏽',
			'#️⃣',
			'🇯🇵',
			'👩\u200D💻',
			'\u1100\u1161',
			'क\u094Dष',
			'a\u001B]8;;x\u0007b',
			'\u009B31mred',
		])
			expect(widths.width(line), JSON.stringify(line)).toBeUndefined();
	});

	it("gives string-width's width for every code point alone", () => {
		const widths = new StandaloneWidths(line => reference(line as string));
		const wrong: number[] = [];
		// Every code point of the BMP and of the emoji blocks, one in 257 of the rest.
		for (
			let point = 0;
			point <= 0x10ffff;
			point += point < 0x10000 || (point >= 0x1f000 && point < 0x1fb00) ? 1 : 0x101
		) {
			const line = String.fromCodePoint(point);
			const width = widths.width(line);
			if (width !== undefined && width !== reference(line)) wrong.push(point);
		}
		expect(wrong).toEqual([]);
	});
});
