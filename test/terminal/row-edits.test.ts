import {describe, expect, it} from 'vitest';
import {editLine} from '../../src/terminal/row-edits.js';

describe('editLine', () => {
	it('writes a grown line from where it differs, with the styles in force there', () => {
		const before = '\u001B[90m•\u001B[39m the first point';
		const after = `${before} of the list`;
		expect(editLine(before, after, 80)).toEqual({
			row: 0,
			bytes: `\u001B[${'• the first point'.length + 1}G of the list\u001B[K`,
		});
	});

	it('continues a line past the edge from the row where it differs, one character early at the edge so the terminal wraps it', () => {
		const before = 'x'.repeat(40);
		expect(editLine(before, `${before}yy`, 40)).toEqual({row: 0, bytes: '\u001B[40Gxyy\u001B[K'});
		expect(editLine(`${before}yy`, `${before}yyzz`, 40)).toEqual({row: 1, bytes: '\u001B[3Gzz\u001B[K'});
	});

	it('starts a rewrite before the character a new combining mark joins, never between them', () => {
		const {bytes} = editLine('the word cafe is here', 'the word cafe\u0301 is here', 80);
		expect(bytes).toBe('\u001B[13Ge\u0301 is here\u001B[K');
	});

	it('writes the whole row again when a link (OSC 8) opens before the change: a rewrite from the middle would drop it', () => {
		const link = (text: string) => `\u001B]8;;https://docs.example\u0007${text}\u001B]8;;\u0007`;
		const line = (end: string) => `${link('the docs')} and \u001B[1mthe bold page ${end}\u001B[22m`;
		expect(editLine(line('one'), line('two'), 80)).toEqual({row: 0, bytes: `\u001B[2K${line('two')}`});
	});

	it('erases the row before it writes a line whole, and the end of its last row when it wraps', () => {
		// tmux 3.3 keeps a row cleared from a column on (\e[K) as long as it was: a full-width row of the frame that
		// history was written over wrapped its blank tail onto a row of its own when the window narrowed.
		expect(editLine(`╭${'─'.repeat(38)}╮`, 'a short line', 40)).toEqual({row: 0, bytes: '\u001B[2Ka short line'});
		const long = `a line of ${'words '.repeat(8)}`;
		expect(editLine('│ the box │', long, 40)).toEqual({row: 0, bytes: `\u001B[2K${long}\u001B[K`});
	});

	it('writes a one-row line that got shorter whole, its row erased: tmux kept a row cut from a column as long as it was', () => {
		// The status line lost its token counts: rewritten from column 41 and cleared with \e[K, its row kept 60 columns
		// in tmux, and a narrowing to 50 wrapped a blank row into the frame that the next erase did not count.
		const status = (end: string) => ` working · esc to interrupt · default · ${end}`;
		expect(editLine(status('0 in · 0 out · $0.…'), status('$0.0000'), 60)).toEqual({
			row: 0,
			bytes: `\u001B[2K${status('$0.0000')}`,
		});
		// Longer, or as long, it is still rewritten from where it changed.
		expect(editLine(status('$0.0000'), status('$0.0001'), 60).bytes).toBe('\u001B[47G1\u001B[K');
	});
});
