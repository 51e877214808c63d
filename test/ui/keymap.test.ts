import type {Key} from 'ink';
import {describe, expect, it} from 'vitest';
import {answerInput, focusesPrompt, globalAction, inputAction, isText, playerAction} from '../../src/ui/keymap.js';

const plain = {ctrl: false, shift: false, meta: false} as Key;
/** A key as Ink reports it: `held` are the flags set (ctrl, meta, escape, upArrow…). */
const key = (...held: Array<keyof Key>): Key => ({...plain, ...Object.fromEntries(held.map(flag => [flag, true]))});

describe('inputAction', () => {
	it('never types control characters into the message', () => {
		expect(inputAction('a\u0007b\u007fc', plain, '')).toEqual({type: 'edit', edits: [{type: 'insert', text: 'abc'}]});
		expect(inputAction('\u001b\u007f', plain, '')).toBeUndefined();
		// A paste with old Mac line endings keeps its lines: a lone CR would otherwise erase the line before it.
		expect(inputAction('one\rtwo', plain, '')).toEqual({type: 'edit', edits: [{type: 'insert', text: 'one\ntwo'}]});
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

	it('drops a keycap mark or a skin tone read apart from the digit or emoji before the cursor', () => {
		const typed = (input: string, beforeCursor: string) => inputAction(input, plain, beforeCursor);
		expect(typed('\uFE0F\u20E3', 'a1')).toBeUndefined();
		expect(typed('\u{1F3FD}!', '\u{1F44D}')).toEqual({type: 'edit', edits: [{type: 'insert', text: '!'}]});
	});
});

describe('globalAction', () => {
	it('reads each display key with its modifier only, wherever the message is', () => {
		for (const focused of ['input', 'under-prompt', undefined] as const) {
			expect(globalAction('c', key('ctrl'), focused)).toBe('ctrl-c');
			expect(globalAction('t', key('ctrl'), focused)).toBe('toggle-thinking');
			expect(globalAction('t', key('meta'), focused)).toBe('cycle-thinking-display');
			expect(globalAction('g', key('ctrl'), focused)).toBe('toggle-debug');
			expect(globalAction('o', key('ctrl'), focused)).toBe('expand-output');
			expect(globalAction('z', key('ctrl'), focused)).toBe('suspend');
			// The same letters typed, or with Alt: text for the message, not an action.
			for (const letter of 'ctgozrd') {
				expect(globalAction(letter, plain, focused)).toBeUndefined();
				if (letter !== 't') expect(globalAction(letter, key('meta'), focused)).toBeUndefined();
			}
			expect(globalAction('x', key('ctrl'), focused)).toBeUndefined();
		}
	});

	it('leaves Esc, Shift+Tab, Ctrl+R and Ctrl+D to whatever has focus when the message does not', () => {
		expect(globalAction('', key('escape'), 'input')).toBe('interrupt');
		expect(globalAction('', key('tab', 'shift'), 'input')).toBe('cycle-mode');
		expect(globalAction('r', key('ctrl'), 'input')).toBe('search-history');
		expect(globalAction('d', key('ctrl'), 'input')).toBe('quit-if-empty');
		expect(globalAction('', key('tab'), 'input')).toBeUndefined();
		expect(globalAction('', key('shift'), 'input')).toBeUndefined();
		expect(globalAction('', key('escape'), undefined)).toBeUndefined();
		expect(globalAction('', key('tab', 'shift'), undefined)).toBeUndefined();
		expect(globalAction('r', key('ctrl'), undefined)).toBeUndefined();
		expect(globalAction('d', key('ctrl'), undefined)).toBeUndefined();
	});

	it('under a prompt that holds its keys back, Esc and Ctrl+D are the message’s; Shift+Tab (the permission mode) and Ctrl+R (a picker the prompt hides) do nothing', () => {
		expect(globalAction('', key('escape'), 'under-prompt')).toBe('interrupt');
		expect(globalAction('d', key('ctrl'), 'under-prompt')).toBe('quit-if-empty');
		expect(globalAction('', key('tab', 'shift'), 'under-prompt')).toBeUndefined();
		expect(globalAction('r', key('ctrl'), 'under-prompt')).toBeUndefined();
	});

	it('Tab alone moves the keys to a prompt; Shift+Tab, Ctrl or Alt with it do not', () => {
		expect(focusesPrompt(key('tab'))).toBe(true);
		expect(focusesPrompt(key('tab', 'shift'))).toBe(false);
		expect(focusesPrompt(key('tab', 'meta'))).toBe(false);
		expect(focusesPrompt(plain)).toBe(false);
	});
});

describe('inputAction: keys that edit', () => {
	const edits = (...list: unknown[]) => ({type: 'edit', edits: list});
	it('sends on Enter, and makes a new line of Alt+Enter, Ctrl+J and \\ then Enter', () => {
		expect(inputAction('\r', key('return'), 'hi')).toEqual({type: 'submit'});
		expect(inputAction('\r', key('return', 'meta'), 'hi')).toEqual(edits({type: 'insert', text: '\n'}));
		expect(inputAction('\n', plain, 'hi')).toEqual(edits({type: 'insert', text: '\n'}));
		expect(inputAction('\r', key('return'), 'hi\\')).toEqual(edits({type: 'backspace'}, {type: 'insert', text: '\n'}));
	});

	it('moves, deletes and completes', () => {
		expect(inputAction('', key('upArrow'), '')).toEqual({type: 'history', direction: -1});
		expect(inputAction('', key('downArrow'), '')).toEqual({type: 'history', direction: 1});
		expect(inputAction('', key('leftArrow'), '')).toEqual(edits({type: 'left'}));
		expect(inputAction('', key('leftArrow', 'ctrl'), '')).toEqual(edits({type: 'word-left'}));
		expect(inputAction('', key('leftArrow', 'meta'), '')).toEqual(edits({type: 'word-left'}));
		expect(inputAction('', key('rightArrow'), '')).toEqual(edits({type: 'right'}));
		expect(inputAction('', key('rightArrow', 'ctrl'), '')).toEqual(edits({type: 'word-right'}));
		expect(inputAction('', key('rightArrow', 'meta'), '')).toEqual(edits({type: 'word-right'}));
		expect(inputAction('', key('home'), '')).toEqual(edits({type: 'line-start'}));
		expect(inputAction('a', key('ctrl'), '')).toEqual(edits({type: 'line-start'}));
		expect(inputAction('', key('end'), '')).toEqual(edits({type: 'line-end'}));
		expect(inputAction('e', key('ctrl'), '')).toEqual(edits({type: 'line-end'}));
		expect(inputAction('u', key('ctrl'), '')).toEqual(edits({type: 'kill-to-line-start'}));
		expect(inputAction('w', key('ctrl'), '')).toEqual(edits({type: 'kill-word'}));
		expect(inputAction('', key('backspace'), '')).toEqual(edits({type: 'backspace'}));
		expect(inputAction('', key('delete'), '')).toEqual(edits({type: 'backspace'}));
		expect(inputAction('', key('tab'), '')).toEqual({type: 'complete'});
	});

	it('types nothing for the other keys with Ctrl, for Esc, Shift+Tab or a page key', () => {
		for (const held of [['ctrl'], ['escape'], ['tab', 'shift'], ['pageUp'], ['pageDown']] as const)
			expect(inputAction('x', key(...held), '')).toBeUndefined();
		for (const letter of 'aeuw') expect(inputAction(letter, plain, '')).toEqual(edits({type: 'insert', text: letter}));
		expect(inputAction('', plain, '')).toBeUndefined();
	});
});

describe('answerInput and isText: what a prompt may take', () => {
	it('gives a prompt no answer from a letter or digit with Ctrl or Alt held', () => {
		expect(answerInput('2', plain)).toBe('2');
		expect(answerInput('y', key('ctrl'))).toBe('');
		expect(answerInput('2', key('meta'))).toBe('');
	});

	it('leaves to the message only keys that type text', () => {
		expect(isText('y', plain)).toBe(true);
		expect(isText('pasted text', plain)).toBe(true);
		expect(isText('\r', key('return'))).toBe(false);
		expect(isText('\r', key('return', 'meta'))).toBe(false);
		expect(isText('\n', plain)).toBe(false);
		expect(isText('', key('leftArrow'))).toBe(false);
		expect(isText('a', key('ctrl'))).toBe(false);
		expect(isText('', key('tab'))).toBe(false);
		expect(isText('', key('backspace'))).toBe(false);
		expect(isText('', key('pageUp'))).toBe(false);
		expect(isText('', key('escape'))).toBe(false);
	});
});

describe('playerAction', () => {
	it('takes the same keys watching and replaying, and the display keys stay theirs', () => {
		for (const replay of [true, false]) {
			expect(playerAction('c', key('ctrl'), replay)).toBe('quit');
			expect(playerAction('q', plain, replay)).toBe('quit');
			expect(playerAction(' ', plain, replay)).toBe('pause');
			expect(playerAction('a', plain, replay)).toBe('requests');
			for (const input of ['t', 'o', 'g', 'q']) expect(playerAction(input, key('ctrl'), replay)).toBeUndefined();
			expect(playerAction('q', key('meta'), replay)).toBeUndefined();
			expect(playerAction('x', plain, replay)).toBeUndefined();
		}
	});

	it('changes speed and steps only in a replay', () => {
		const replayed: Array<[string, Key, string]> = [
			['+', plain, 'faster'],
			['=', plain, 'faster'],
			['-', plain, 'slower'],
			['_', plain, 'slower'],
			['', key('rightArrow'), 'step-frame'],
			['n', plain, 'step-frame'],
			['', key('downArrow'), 'step-turn'],
			['t', plain, 'step-turn'],
			['', key('end'), 'end'],
			['e', plain, 'end'],
			['G', plain, 'end'],
		];
		for (const [input, pressed, action] of replayed) {
			expect(playerAction(input, pressed, true)).toBe(action);
			expect(playerAction(input, pressed, false)).toBeUndefined();
		}
	});
});
