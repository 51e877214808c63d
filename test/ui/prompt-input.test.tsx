/** The message editor's frame: "› " and the text beside it, however the message wraps or however tall it is. */
import {Box} from 'ink';
import {describe, expect, it} from 'vitest';
import {PromptInput} from '../../src/ui/components/prompt-input.js';
import {render} from '../helpers/render.js';
import {styledFrames} from '../helpers/styled-frames.js';

describe('PromptInput', () => {
	it('keeps "› " whole beside a message that wraps, and the rows of the message under one another', () => {
		const text = `${'a1y '.repeat(12)}${'ok 2y '.repeat(6)}${'go 1y '.repeat(6)}`;
		const rows = render(
			<PromptInput editor={{text, cursor: text.length}} focused placeholder="" width={60} maxRows={10} />,
		)
			.frame()
			.split('\n');
		expect(rows[1]).toMatch(/^│ › a1y a1y/);
		// The second row of the message starts in the column the first did.
		expect(/^│ +/.exec(rows[2]!)?.[0].length).toBe(rows[1]!.indexOf('a1y'));
	});

	describe('a message taller than its rows', () => {
		styledFrames();
		const lines = Array.from({length: 12}, (_, index) => `line ${index + 1}`).join('\n');
		const words = Array.from({length: 40}, (_, index) => `word${index}`).join(' ');
		const draw = (text: string, cursor: number, maxRows = 5) => {
			const shown = render(
				<Box width={40}>
					<PromptInput editor={{text, cursor}} focused placeholder="" width={40} maxRows={maxRows} />
				</Box>,
			);
			return {rows: shown.frame().split('\n'), raw: shown.lastFrame() ?? ''};
		};
		const inner = (rows: readonly string[]) => rows.slice(1, -1).map(row => row.slice(4, -1).trimEnd());

		it('shows its first rows and counts the rest while the cursor is at the top', () => {
			const {rows} = draw(lines, 0);
			expect(inner(rows)).toEqual(['line 1', 'line 2', 'line 3', 'line 4', '↓ 8 more lines']);
			expect(rows[1]).toMatch(/^│ › line 1/);
			expect(rows[5]).toMatch(/^│ {3}↓ 8 more lines/);
		});

		it('shows its last rows under a count of the rows above when the cursor is at the end', () => {
			const {rows} = draw(lines, lines.length);
			expect(inner(rows)).toEqual(['↑ 8 more lines', 'line 9', 'line 10', 'line 11', 'line 12']);
			// "› " is beside the text, the count in the text's column above it.
			expect(rows[1]).toMatch(/^│ {3}↑ 8 more lines/);
			expect(rows[2]).toMatch(/^│ › line 9/);
		});

		it('ends at the cursor row in a long wrapped line, with a count on each side', () => {
			const text = `first\n${words}\nlast`;
			const {rows, raw} = draw(text, text.indexOf('word20'));
			expect(inner(rows)).toEqual([
				'↑ 3 more lines',
				'word10 word11 word12 word13 word14',
				'word15 word16 word17 word18',
				'word19 word20 word21 word22 word23',
				'↓ 5 more lines',
			]);
			// The cursor is drawn on the row shown: the "w" of word20, inverse.
			expect(raw).toContain('\u001B[7mw\u001B[27mord20');
		});

		it('counts the rows of wide characters by their columns, not their number', () => {
			// 20 characters, 40 columns: two rows each in a field of 34 columns.
			const wide = '漢字'.repeat(10);
			const text = ['one', wide, wide, wide, 'end'].join('\n');
			const {rows} = draw(text, text.length);
			expect(rows).toHaveLength(7);
			expect(inner(rows)[0]).toBe('↑ 4 more lines');
			expect(inner(rows).at(-1)).toBe('end');
		});

		it('never takes more rows than it may, and always shows the cursor, wherever it is', () => {
			const text = `first\n${words}\n\tlast line\n${lines}`;
			for (let cursor = 0; cursor <= text.length; cursor += 7) {
				const {rows, raw} = draw(text, cursor, 6);
				expect(rows).toHaveLength(8);
				expect(raw).toContain('\u001B[7m');
			}
		});
	});
});
