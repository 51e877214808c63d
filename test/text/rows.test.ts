import {stripVTControlCharacters} from 'node:util';
import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import stringWidth from 'string-width';
import {cutIntoRows, layoutOf, rowsOf, spaceRowStarts, tailRows} from '../../src/text/rows.js';

const graphemes = new Intl.Segmenter();

/** Plain rows as a terminal wraps each line: at the edge, a wide character that does not fit moving to the next row. */
function terminalRows(text: string, width: number): string[] {
	return text.split('\n').flatMap(line => {
		const rows = [''];
		let column = 0;
		for (const {segment} of graphemes.segment(stripVTControlCharacters(line))) {
			const cell = stringWidth(segment);
			if (column + cell > width) {
				rows.push('');
				column = 0;
			}
			rows[rows.length - 1] += segment;
			column += cell;
		}
		return rows;
	});
}
const line = fc
	.array(
		fc.constantFrom('a', 'bb', 'cccccc', ' ', '  ', '\u001B[1mbold\u001B[22m', '\u001B[36m', '界', '😀', 'e\u0301'),
		{maxLength: 40},
	)
	.map(parts => parts.join(''));

describe('layoutOf', () => {
	it('counts the rows a terminal wraps a line onto, and how far the last one reaches', () => {
		fc.assert(
			fc.property(line, fc.integer({min: 2, max: 40}), (text, width) => {
				const rows = terminalRows(text, width);
				expect(layoutOf(text, width)).toEqual({rows: rows.length, end: stringWidth(rows.at(-1)!)});
				expect(rowsOf(text, width)).toBe(rows.length);
			}),
			{numRuns: 500},
		);
	});
});

describe('tailRows', () => {
	it('keeps whole lines that fill the last rows, the first one cut where the terminal wraps it', () => {
		fc.assert(
			fc.property(
				fc.array(line, {maxLength: 20}),
				fc.integer({min: 2, max: 40}),
				fc.integer({min: 1, max: 8}),
				(lines, width, n) => {
					const text = lines.join('\n');
					const tail = tailRows(text, width, n);
					expect(terminalRows(tail, width)).toEqual(terminalRows(text, width).slice(-n));
					// Every line but the first is kept as it is.
					const kept = tail.split('\n');
					const all = text.split('\n');
					expect(kept.slice(1)).toEqual(all.slice(all.length - kept.length + 1));
				},
			),
			{numRuns: 500},
		);
	});

	it('carries the styles of a cut line over the cut', () => {
		const dim = `\u001B[2m${'word '.repeat(30)}\u001B[22m`;
		const tail = tailRows(dim, 40, 2);
		// 150 columns of text make rows of 40, 40, 40 and 30.
		expect(stripVTControlCharacters(tail)).toBe('word '.repeat(30).slice(-70));
		expect(tail.startsWith('\u001B[2m')).toBe(true);
	});

	it('keeps the last lines of a long text', () => {
		const long = `${'one line of a long streamed answer\n'.repeat(20_000)}the end`;
		expect(tailRows(long, 120, 2)).toBe('one line of a long streamed answer\nthe end');
		expect(tailRows('\nfirst\n', 120, 5)).toBe('\nfirst\n');
	});
});

describe('cutIntoRows', () => {
	it('makes each row the terminal would wrap a line onto a line of its own', () => {
		fc.assert(
			fc.property(fc.array(line, {maxLength: 6}), fc.integer({min: 2, max: 40}), (lines, width) => {
				const text = lines.join('\n');
				const cut = cutIntoRows(text, width).split('\n');
				expect(cut.map(row => stripVTControlCharacters(row))).toEqual(terminalRows(text, width));
				for (const row of cut) expect(rowsOf(row, width)).toBe(1);
			}),
			{numRuns: 500},
		);
	});

	it('sets again, on each row, the styles in force where it starts', () => {
		const cut = cutIntoRows(`plain \u001B[1mbold words that go on\u001B[22m after`, 10).split('\n');
		expect(cut).toEqual(['plain \u001B[1mbold', '\u001B[1m words tha', '\u001B[1mt go on\u001B[22m af', 'ter']);
	});
});

describe('spaceRowStarts', () => {
	const isMark = (cell: string) => cell === '›';

	it('puts a space before a picked character the terminal would start a row with, and only there', () => {
		const line = `\u001B[1m${'中'.repeat(5)}›x ›y${'z'.repeat(4)}\u001B[22m›`;
		const spaced = spaceRowStarts(line, 10, isMark);
		expect(spaced).toBe(`\u001B[1m${'中'.repeat(5)} ›x ›yzzzz\u001B[22m ›`);
		expect(terminalRows(stripVTControlCharacters(spaced), 10)).toEqual(['中中中中中', ' ›x ›yzzzz', ' ›']);
	});

	it('leaves a line that fits, and one whose rows start otherwise, as it is', () => {
		expect(spaceRowStarts('›a b ›', 10, isMark)).toBe('›a b ›');
		expect(spaceRowStarts(`${'a'.repeat(9)}中›`, 10, isMark)).toBe(`${'a'.repeat(9)}中›`);
	});
});
