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
});
