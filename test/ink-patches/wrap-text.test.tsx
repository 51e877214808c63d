/**
 * Ink's wrap without the space wrap-ansi moves to the start of a row when the row before ends exactly at a word
 * (patched: src/ink-patches/wrap-text.ts).
 */
import {Chalk} from 'chalk';
import {Box, Text} from 'ink';
import {render} from 'ink-testing-library';
import wrapAnsi from 'wrap-ansi';
import {describe, expect, it} from 'vitest';
import {wrapRows} from '../../src/ink-patches/wrap-text.js';

const styled = new Chalk({level: 1});

describe('wrapRows', () => {
	it('drops the space a wrap moved to the start of a row, and nothing else', () => {
		// wrap-ansi alone: "aaaa bbbb\n cccc \ndddd".
		expect(wrapAnsi('aaaa bbbb cccc dddd', 9, {trim: false, hard: true})).toBe('aaaa bbbb\n cccc \ndddd');
		expect(wrapRows('aaaa bbbb cccc dddd', 9, wrapAnsi)).toBe('aaaa bbbb\ncccc \ndddd');
		// A line's own indentation stays, on every line of the text.
		expect(wrapRows('  indented\n  also indented', 20, wrapAnsi)).toBe('  indented\n  also indented');
		// A row that is full once its own moved space is dropped was full as wrap-ansi made it: the next one moved too.
		expect(wrapAnsi('aaaa bbb ccc', 4, {trim: false, hard: true})).toBe('aaaa\n bbb\n ccc');
		expect(wrapRows('aaaa bbb ccc', 4, wrapAnsi)).toBe('aaaa\nbbb\nccc');
		// A word cut by the hard wrap starts its next row as it was.
		expect(wrapRows('abcdefgh ij', 4, wrapAnsi)).toBe('abcd\nefgh\nij');
	});

	it('keeps the styles wrap-ansi opens again at the start of a row', () => {
		const text = styled.green('aaaa bbbb cccc');
		const rows = wrapRows(text, 9, wrapAnsi).split('\n');
		expect(rows).toHaveLength(2);
		expect(rows[1]).toBe(styled.green('cccc'));
	});
});

describe('the Ink the unit tests run (ink-wrap-text)', () => {
	it('wraps a text with no row out of line', () => {
		const {lastFrame, unmount} = render(
			<Box width={19}>
				<Text>No, and deny Edit(a.txt) for the rest of this session</Text>
			</Box>,
		);
		// Unpatched, its third row is " rest of this".
		expect(lastFrame()).toBe('No, and deny\nEdit(a.txt) for the\nrest of this\nsession');
		unmount();
	});

	it('wraps rows that each end where a word does with none out of line', () => {
		const {lastFrame, unmount} = render(
			<Box width={8}>
				<Text>The tool use was left as it was</Text>
			</Box>,
		);
		// wrap-ansi: "The tool", " use was", " left as", " it was", every row 8 wide. Its third row was " left as" once
		// the second had lost its moved space (7 wide, not full any more).
		expect(lastFrame()).toBe('The tool\nuse was\nleft as\nit was');
		unmount();
	});
});
