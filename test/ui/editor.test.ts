import {describe, expect, it} from 'vitest';
import {type EditorAction, editorReducer, type EditorState} from '../../src/ui/editor.js';

const apply = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);

describe('editorReducer', () => {
	it('Left, Right, Backspace and Delete step over a whole grapheme', () => {
		for (const grapheme of ['👍', 'e\u0301', '👨\u200D👩\u200D👧', '🇫🇷']) {
			const text = `a${grapheme}b`;
			expect(apply({text, cursor: 1}, {type: 'right'}).cursor, grapheme).toBe(1 + grapheme.length);
			expect(apply({text, cursor: 1 + grapheme.length}, {type: 'left'}).cursor, grapheme).toBe(1);
			expect(apply({text, cursor: 1 + grapheme.length}, {type: 'backspace'}), grapheme).toEqual({
				text: 'ab',
				cursor: 1,
			});
			expect(apply({text, cursor: 1}, {type: 'delete'}), grapheme).toEqual({text: 'ab', cursor: 1});
		}
	});

	it('Up and Down keep the screen column, never landing inside a grapheme', () => {
		// "漢字" is four columns wide: column 4 of "abcd" is after 字.
		expect(apply({text: '漢字x\nabcd', cursor: 9}, {type: 'up'}).cursor).toBe(2);
		// Column 1 is inside the emoji: the cursor goes before it, not between its two code units.
		expect(apply({text: '👍👍\nabc', cursor: 6}, {type: 'up'}).cursor).toBe(0);
		// A tab reaches the next stop (column 4): column 2 is inside it, column 5 after the x.
		expect(apply({text: 'ab\n\tx', cursor: 2}, {type: 'down'}).cursor).toBe(3);
		expect(apply({text: 'abcde\n\txy', cursor: 5}, {type: 'down'}).cursor).toBe(8);
		expect(apply({text: 'abc\nxy', cursor: 3}, {type: 'down'}).cursor).toBe(6);
	});

	it('moves over and deletes a paste or image placeholder as one piece', () => {
		const pasted = '[Pasted text #1 +42 lines]';
		const image = '[Image #2 shot 1.png 120 KB]';
		const text = `a ${pasted} ${image}`;
		const afterPasted = 2 + pasted.length;
		expect(apply({text, cursor: afterPasted}, {type: 'backspace'})).toEqual({text: `a  ${image}`, cursor: 2});
		expect(apply({text, cursor: text.length}, {type: 'backspace'})).toEqual({
			text: `a ${pasted} `,
			cursor: afterPasted + 1,
		});
		expect(apply({text, cursor: 2}, {type: 'delete'})).toEqual({text: `a  ${image}`, cursor: 2});
		expect(apply({text, cursor: 2}, {type: 'right'}).cursor).toBe(afterPasted);
		expect(apply({text, cursor: afterPasted}, {type: 'left'}).cursor).toBe(2);
		// A word move or Ctrl+W never stops inside one: the placeholder holds spaces.
		expect(apply({text, cursor: text.length}, {type: 'word-left'}).cursor).toBe(afterPasted + 1);
		expect(apply({text, cursor: text.length}, {type: 'kill-word'})).toEqual({
			text: `a ${pasted} `,
			cursor: afterPasted + 1,
		});
		expect(apply({text, cursor: 2}, {type: 'word-right'}).cursor).toBe(afterPasted);
		// Up from under the middle of one lands before it.
		expect(
			apply(
				{
					text: `${pasted}
${'x'.repeat(30)}`,
					cursor: pasted.length + 11,
				},
				{type: 'up'},
			).cursor,
		).toBe(0);
	});
});
