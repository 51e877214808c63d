import type {Key} from 'ink';
import {describe, expect, it} from 'vitest';
import {inputAction, splitControlBurst} from '../../src/ui/keymap.js';

const plain = {ctrl: false, shift: false, meta: false} as Key;

describe('splitControlBurst', () => {
	it('turns a chunk of Ctrl+letters into one key each', () => {
		expect(splitControlBurst('\u0003\u0003', plain)).toEqual([
			['c', {...plain, ctrl: true}],
			['c', {...plain, ctrl: true}],
		]);
		expect(splitControlBurst('\u0007\u0003', plain)?.map(([input]) => input)).toEqual(['g', 'c']);
	});

	it('turns a burst of Backspaces (DEL) into one Backspace each', () => {
		expect(splitControlBurst('\u007f\u007f\u007f', plain)).toEqual([
			['', {...plain, delete: true}],
			['', {...plain, delete: true}],
			['', {...plain, delete: true}],
		]);
	});

	it('leaves single keys, text, and pastes with Tab, Enter or newline alone', () => {
		for (const input of ['\u0003', 'ab', 'a\u0003', 'go\r', 'one\ttwo', '\r\u0003', 'x\ny']) expect(splitControlBurst(input, plain), JSON.stringify(input)).toBeUndefined();
	});
});

describe('inputAction', () => {
	it('never types control characters into the message', () => {
		expect(inputAction('a\u0007b\u007fc', plain, '')).toEqual({type: 'edit', edits: [{type: 'insert', text: 'abc'}]});
		expect(inputAction('\u001b\u007f', plain, '')).toBeUndefined();
		expect(inputAction('one\ttwo\r\nthree', plain, '')).toEqual({type: 'edit', edits: [{type: 'insert', text: 'one\ttwo\nthree'}]});
	});
});
