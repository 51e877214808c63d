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
		// As the editor gets them: typed, then each placeholder put in as an atom.
		const state = apply(
			{text: '', cursor: 0},
			{type: 'insert', text: 'a '},
			{type: 'insert-atom', text: pasted},
			{type: 'insert', text: ' '},
			{type: 'insert-atom', text: image},
		);
		const {text} = state;
		const afterPasted = 2 + pasted.length;
		const at = (cursor: number): EditorState => ({...state, cursor});
		const imageAtom = {start: afterPasted + 1 - pasted.length, end: text.length - pasted.length};
		expect(state.atoms).toEqual([
			{start: 2, end: afterPasted},
			{start: afterPasted + 1, end: text.length},
		]);
		expect(apply(at(afterPasted), {type: 'backspace'})).toEqual({text: `a  ${image}`, cursor: 2, atoms: [imageAtom]});
		expect(apply(at(text.length), {type: 'backspace'})).toEqual({
			text: `a ${pasted} `,
			cursor: afterPasted + 1,
			atoms: [{start: 2, end: afterPasted}],
		});
		expect(apply(at(2), {type: 'delete'})).toEqual({text: `a  ${image}`, cursor: 2, atoms: [imageAtom]});
		expect(apply(at(2), {type: 'right'}).cursor).toBe(afterPasted);
		expect(apply(at(afterPasted), {type: 'left'}).cursor).toBe(2);
		// A word move or Ctrl+W never stops inside one: the placeholder holds spaces.
		expect(apply(at(text.length), {type: 'word-left'}).cursor).toBe(afterPasted + 1);
		expect(apply(at(text.length), {type: 'kill-word'})).toEqual({
			text: `a ${pasted} `,
			cursor: afterPasted + 1,
			atoms: [{start: 2, end: afterPasted}],
		});
		expect(apply(at(2), {type: 'word-right'}).cursor).toBe(afterPasted);
		// Text typed before one moves it along; Ctrl+W three times takes it whole, with the words around it.
		expect(apply(at(0), {type: 'insert', text: 'x'}).atoms).toEqual([
			{start: 3, end: afterPasted + 1},
			{start: afterPasted + 2, end: text.length + 1},
		]);
		expect(apply(at(afterPasted), {type: 'kill-word'}, {type: 'kill-word'})).toEqual({
			text: ` ${image}`,
			cursor: 0,
			atoms: [{start: 1, end: 1 + image.length}],
		});
		// Up from under the middle of one lands before it.
		const above = apply(
			{text: '', cursor: 0},
			{type: 'insert-atom', text: pasted},
			{type: 'insert', text: `\n${'x'.repeat(30)}`},
		);
		expect(apply({...above, cursor: pasted.length + 11}, {type: 'up'}).cursor).toBe(0);
	});

	it('the same words typed are text: the cursor stops inside them, and Backspace takes one character', () => {
		const pasted = '[Pasted text #1 +42 lines]';
		const typed = apply({text: '', cursor: 0}, {type: 'insert', text: `a ${pasted}`});
		expect(typed.atoms).toBeUndefined();
		expect(apply(typed, {type: 'backspace'})).toEqual({text: `a ${pasted.slice(0, -1)}`, cursor: 1 + pasted.length});
		expect(apply(typed, {type: 'left'}).cursor).toBe(1 + pasted.length);
		expect(apply(typed, {type: 'word-left'}).cursor).toBe(2 + pasted.lastIndexOf(' ') + 1);
		// An atom typed into (never by a key, which stops at its edges) is no longer one.
		const atom = apply({text: '', cursor: 0}, {type: 'insert-atom', text: pasted});
		expect(apply({...atom, cursor: 5}, {type: 'insert', text: 'x'}).atoms).toBeUndefined();
	});
});
