import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import wrapAnsi from 'wrap-ansi';
import {tailRows} from '../../src/text/rows.js';

const wrapAll = (text: string, width: number, n: number) => wrapAnsi(text, width, {hard: true, trim: false}).split('\n').slice(-n).join('\n');

describe('tailRows', () => {
	it('matches wrapping the whole text and keeping the last rows', () => {
		const line = fc.array(fc.constantFrom('a', 'bb', 'cccccc', ' ', '  ', '\t', '\u001B[1mbold\u001B[22m', '\u001B[36m', '界', '😀', 'e\u0301'), {maxLength: 30}).map(parts => parts.join(''));
		fc.assert(
			fc.property(fc.array(line, {maxLength: 20}), fc.integer({min: 1, max: 40}), fc.integer({min: 1, max: 8}), (lines, width, n) => {
				const text = lines.join('\n');
				// wrap-ansi also NFC-normalizes; Ink passes every Text through it, so the screen is the same.
				expect(tailRows(text, width, n).normalize()).toBe(wrapAll(text, width, n));
			}),
			{numRuns: 500},
		);
	});

	it('does not wrap what it will not show', () => {
		const long = `${'one line of a long streamed answer\n'.repeat(20_000)}the end`;
		const started = performance.now();
		expect(tailRows(long, 120, 2)).toBe('one line of a long streamed answer\nthe end');
		expect(performance.now() - started).toBeLessThan(200);
	});
});
