import type {Key} from 'ink';
import {describe, expect, it} from 'vitest';
import {inputAction} from '../../src/ui/keymap.js';

const plain = {ctrl: false, shift: false, meta: false} as Key;

describe('inputAction', () => {
	it('never types control characters into the message', () => {
		expect(inputAction('a\u0007b\u007fc', plain, '')).toEqual({type: 'edit', edits: [{type: 'insert', text: 'abc'}]});
		expect(inputAction('\u001b\u007f', plain, '')).toBeUndefined();
		expect(inputAction('one\ttwo\r\nthree', plain, '')).toEqual({
			type: 'edit',
			edits: [{type: 'insert', text: 'one\ttwo\nthree'}],
		});
	});

	it('drops the emoji selector after ⚠ however it is read, and keeps one that joins an emoji or follows an emoji', () => {
		const typed = (input: string, beforeCursor: string) => inputAction(input, plain, beforeCursor);
		const inserted = (text: string) => ({type: 'edit', edits: [{type: 'insert', text}]});
		expect(typed('\u26A0\uFE0F', '')).toEqual(inserted('\u26A0'));
		expect(typed('\uFE0F', 'a\u26A0')).toBeUndefined();
		expect(typed('\uFE0Fb', '\u26A0')).toEqual(inserted('b'));
		expect(typed('\uFE0F\u200D\u{1F308}', '\u{1F3F3}')).toEqual(inserted('\uFE0F\u200D\u{1F308}'));
		expect(typed('\uFE0F', '\u{1F600}')).toEqual(inserted('\uFE0F'));
	});
});
