import {describe, expect, it} from 'vitest';
import {terminalRows, windowOf} from '../../src/text/scroll-window.js';
import {palette} from '../../src/text/style.js';
import {displayWidth} from '../../src/text/width.js';

const say = (above: number, below: number) => `${above}^ ${below}v`;
const numbered = (n: number) => Array.from({length: n}, (_, index) => `r${index + 1}`);

describe('terminalRows', () => {
	it('cuts lines where a row is full, by display width, keeping indentation and blank lines', () => {
		expect(terminalRows(['abcdefgh', '', ' ab'], 3)).toEqual(['abc', 'def', 'gh', '', ' ab']);
		const wide = terminalRows(['漢字漢字漢'], 4);
		expect(wide).toEqual(['漢字', '漢字', '漢']);
		for (const row of wide) expect(displayWidth(row)).toBeLessThanOrEqual(4);
	});

	it('keeps styles on every row they cover', () => {
		const [first, second] = terminalRows(['\u001B[31mabcdef\u001B[39m'], 3);
		expect(first).toBe('\u001B[31mabc\u001B[39m');
		expect(second).toBe('\u001B[31mdef\u001B[39m');
	});

	it('keeps a styled line that fits as it is, at once: a prompt’s diff of 20,000 rows is not waited for', () => {
		const c = palette(true);
		const lines = Array.from(
			{length: 20_000},
			(_, index) =>
				`${c.gray(String(index + 1))} ${c.green(`+ row ${index} of a file, as long as most rows of a diff are in a terminal`)}`,
		);
		const start = performance.now();
		expect(terminalRows(lines, 100)).toEqual(lines);
		// wrapAnsi took about 2 ms for each such line: forty seconds.
		expect(performance.now() - start).toBeLessThan(2000);
	});
});

describe('windowOf', () => {
	it('shows everything that fits, with no hint', () => {
		expect(windowOf(numbered(3), 3, 5, say)).toEqual({rows: ['r1', 'r2', 'r3'], offset: 0, maxOffset: 0});
	});

	it('cut, gives its last row to what is above and below', () => {
		expect(windowOf(numbered(10), 4, 0, say)).toEqual({rows: ['r1', 'r2', 'r3', '0^ 7v'], offset: 0, maxOffset: 7});
		expect(windowOf(numbered(10), 4, 3, say)).toEqual({rows: ['r4', 'r5', 'r6', '3^ 4v'], offset: 3, maxOffset: 7});
	});

	it('clamps the offset to the rows there are', () => {
		expect(windowOf(numbered(10), 4, 99, say).rows).toEqual(['r8', 'r9', 'r10', '7^ 0v']);
		expect(windowOf(numbered(10), 4, -3, say).offset).toBe(0);
	});

	it('with room for one row, shows the first, marked as cut', () => {
		expect(windowOf(numbered(10), 1, 4, say)).toEqual({rows: ['r1…'], offset: 0, maxOffset: 0});
		expect(windowOf(numbered(10), 0, 0, say).rows).toEqual(['r1…']);
	});
});
