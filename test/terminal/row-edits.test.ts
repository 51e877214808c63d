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
});
