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
});
