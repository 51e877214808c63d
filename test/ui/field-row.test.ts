/** A typed value longer than its row: cut at its start so that the cursor stays in view, in one pass however long. */
import {describe, expect, it} from 'vitest';
import {cursorInView} from '../../src/ui/components/prompts/field-row.js';

describe('cursorInView', () => {
	it('keeps a value that fits, cursor cell included', () => {
		expect(cursorInView('hello', 5, 6)).toEqual({text: 'hello', cursor: 5});
	});

	it('cuts the start so that the text up to the cursor, the ellipsis and the cursor cell fit', () => {
		expect(cursorInView('abcdefghij', 10, 6)).toEqual({text: '…ghij', cursor: 5});
		expect(cursorInView('abcdefghij', 4, 6)).toEqual({text: '…abcdefghij', cursor: 5});
		expect(cursorInView('abc', 3, 1)).toEqual({text: '…', cursor: 1});
	});

	it('cuts whole graphemes and counts wide ones as two columns', () => {
		expect(cursorInView('日本語のテキスト', 8, 9)).toEqual({text: '…キスト', cursor: 4});
		expect(cursorInView('日本語のテキスト', 3, 9)).toEqual({text: '…日本語のテキスト', cursor: 4});
		expect(cursorInView('👍🏽ab👨‍👩‍👧cd', 14, 6)).toEqual({text: '…ab👨‍👩‍👧cd', cursor: 11});
		expect(cursorInView('ab\ncd\nef', 8, 4)).toEqual({text: '…\nef', cursor: 4});
	});

	it('handles a pasted 100 KB value (measuring each cut anew took half a minute for 5 KB)', () => {
		const text = 'lorem ipsum 日本\n'.repeat(6500);
		// The ellipsis, the last 38 columns of the text (a newline has none) and the cursor cell.
		expect(cursorInView(text, text.length, 40)).toEqual({
			text: `…m 日本\n${'lorem ipsum 日本\n'.repeat(2)}`,
			cursor: 36,
		});
	});
});
