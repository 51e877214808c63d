import {describe, expect, it} from 'vitest';
import {withAgreedWidths} from '../../src/text/agreed-widths.js';
import {revealControls, sanitize} from '../../src/text/sanitize.js';
import {displayWidth} from '../../src/text/width.js';

/**
 * Each case: what the text was, what cctui draws instead, and how many columns tmux 3.3a moves the cursor for what
 * it draws (measured after an `a`: printf and `#{cursor_x}`), which string-width must count too. The original's
 * widths, string-width then tmux, say why it is replaced.
 */
const CASES: Array<[name: string, text: string, drawn: string, columns: number]> = [
	// 1 / 0
	['line separator', 'ab\u2028cd', 'ab\ncd', 4],
	['paragraph separator', 'ab\u2029cd', 'ab\n\ncd', 4],
	// 0 / 1 (string-width 7.2, under wrap-ansi: 1)
	['Arabic number sign', 'ab\u0600cd', 'ab<U+0600>cd', 12],
	['Arabic end of ayah', '\u06DD12', '<U+06DD>12', 10],
	['Syriac abbreviation mark', '\u070F', '<U+070F>', 8],
	['Kaithi number sign', '\u{110BD}', '<U+110BD>', 9],
	// 2 / 4
	['skin tone', 'ab👍🏽cd', 'ab👍cd', 6],
	['skin tone in a joined emoji', '👩🏽‍💻', '👩‍💻', 2],
	// 2 / 3
	['skin tone on an emoji drawn as text', '☝🏽', '☝', 1],
	// 2 / 1
	['keycap', 'ab1️⃣cd', 'ab1cd', 5],
	['keycap without its selector', '#\u20E3', '#', 1],
	['text-style emoji with its selector', '⚠️', '⚠', 1],
	// 0 / 1 or 2
	['soft hyphen', 'hy\u00ADphen', 'hyphen', 6],
	['Hangul fillers', 'a\u3164b\u115Fc\uFFA0d', 'abcd', 4],
	// 0 / 0, but 1 to wrap-ansi's string-width
	['interlinear annotation', 'a\uFFF9b\uFFFAc\uFFFBd', 'abcd', 4],
];

describe('withAgreedWidths: what string-width and the terminal measure alike', () => {
	it.each(CASES)('%s', (_, text, drawn, columns) => {
		expect(withAgreedWidths(text)).toBe(drawn);
		expect(sanitize(text)).toBe(drawn);
		const lines = drawn.split('\n');
		expect(lines.reduce((sum, line) => sum + displayWidth(line), 0)).toBe(columns);
	});

	it('keeps what both measure alike', () => {
		for (const text of ['😀', '🇺🇸', '👨‍👩‍👧', '🏽', 'a🏽', '1', '中文', '\u0903', '\u200B', 'ア'])
			expect(withAgreedWidths(text), JSON.stringify(text)).toBe(text);
	});

	it('is idempotent', () => {
		for (const [, text] of CASES) expect(withAgreedWidths(withAgreedWidths(text))).toBe(withAgreedWidths(text));
	});
});

describe('revealControls: a command shows the separators as code points', () => {
	it('reveals U+2028 and U+2029', () => {
		expect(revealControls('echo a\u2028b\u2029c')).toBe('echo a<U+2028>b<U+2029>c');
	});
});
