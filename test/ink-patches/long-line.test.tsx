/**
 * A line of a megabyte (a paragraph the terminal wraps) is drawn by Ink's Output (patched, see
 * src/ink-patches/) piece by piece: never a cell per character of the whole line, the same row.
 */
import {ansiCodesToString, diffAnsiCodes, reduceAnsiCodesIncremental, tokenize} from '@alcalzone/ansi-tokenize';
import {Box, Text} from 'ink';
import {render} from 'ink-testing-library';
import {describe, expect, it, vi} from 'vitest';
import * as ansiTokenize from '../../src/ink-patches/ansi-tokenize.js';
import {cellRoundTrip} from '../helpers/cell-round-trip.js';

vi.mock('../../src/ink-patches/ansi-tokenize.js', async importOriginal => {
	const module = await importOriginal<typeof ansiTokenize>();
	return {...module, graphemes: vi.fn(module.graphemes)};
});

const tokenizer = {tokenize, reduceAnsiCodesIncremental, ansiCodesToString, diffAnsiCodes};

describe('a long line through Ink', () => {
	it('is tokenized in pieces, never whole, and drawn whole', () => {
		const line = `${'a few words '.repeat(90_000)}the end`;
		const {lastFrame, unmount} = render(
			<Box width={line.length}>
				<Text>{line}</Text>
			</Box>,
		);
		expect(lastFrame()).toBe(line);
		unmount();
		const longest = Math.max(...vi.mocked(ansiTokenize.graphemes).mock.calls.map(([str]) => str.length));
		expect(longest).toBeLessThan(2 * ansiTokenize.PIECE);
	});

	it('comes out as the whole line would, styles, links, wide characters and marks across the cuts', () => {
		const link = '\u001B]8;;https://example.com/a;b\u0007link text\u001B]8;;\u0007';
		const parts = [
			'plain ascii words ',
			'\u001B[32mgreen \u001B[1mbold green\u001B[22m',
			' 漢字 wide ',
			'e\u0301 combining ',
			link,
			'\u001B[2;3mdim italic\u001B[m ',
			'\u001B[38;2;1;2;3mtrue colour\u001B[39m',
			' \u001Bnot a sequence ',
			'😀 emoji ',
		];
		const line = Array.from({length: 200}, (_, i) => parts[i % parts.length]).join('');
		for (const piece of [1, 2, 3, 7, 16, 100])
			expect(ansiTokenize.longLineString(line, tokenizer, piece)).toBe(cellRoundTrip(line));
		// Open styles and an unfinished link carry into the next piece.
		const open = `\u001B[31m${'red '.repeat(50)}\u001B]8;;https://x.y/${'z'.repeat(40)}\u0007${'linked '.repeat(20)}`;
		for (const piece of [1, 5, 33])
			expect(ansiTokenize.longLineString(open, tokenizer, piece)).toBe(cellRoundTrip(open));
		expect(ansiTokenize.longLineString('', tokenizer, 4)).toBe(cellRoundTrip(''));
	});
});
