import {describe, expect, it} from 'vitest';
import {KeySplitter, TEXT} from '../../src/ui/input-keys.js';

const split = (...events: string[]) => {
	const splitter = new KeySplitter();
	return events.flatMap(input => splitter.split(input, TEXT));
};

describe('KeySplitter', () => {
	it('turns a chunk of Ctrl+letters into one key each', () => {
		expect(split('\u0003\u0003')).toEqual([
			['c', {...TEXT, ctrl: true}],
			['c', {...TEXT, ctrl: true}],
		]);
		expect(split('\u0007\u0003').map(([input]) => input)).toEqual(['g', 'c']);
	});

	it('turns a burst of Backspaces (DEL) into one Backspace each', () => {
		expect(split('\u007F\u007F')).toEqual([
			['', {...TEXT, delete: true}],
			['', {...TEXT, delete: true}],
		]);
	});

	it('keeps text between the keys as one insert, in order', () => {
		expect(split('ab\u007Fcd\u0001\r')).toEqual([
			['ab', TEXT],
			['', {...TEXT, delete: true}],
			['cd', TEXT],
			['a', {...TEXT, ctrl: true}],
			['', {...TEXT, return: true}],
		]);
		expect(split('@src\t')).toEqual([
			['@src', TEXT],
			['', {...TEXT, tab: true}],
		]);
		expect(split('x\ny\b')).toEqual([['x\ny\b', TEXT, true]]);
	});

	it('leaves single keys and plain text alone', () => {
		const ctrlC = {...TEXT, ctrl: true};
		expect(new KeySplitter().split('c', ctrlC)).toEqual([['c', ctrlC]]);
		for (const input of ['a', 'ab', '👍', '\r', '\t'])
			expect(new KeySplitter().split(input, TEXT), JSON.stringify(input)).toEqual([[input, TEXT]]);
	});

	it('keeps a bracketed paste as text, a lone tab or line break in it too, and drops its markers', () => {
		const tab = {...TEXT, tab: true};
		const enter = {...TEXT, return: true};
		const splitter = new KeySplitter();
		const keys = [
			['[200~', TEXT],
			['a\tb\r\nc\u0001', TEXT],
			['', tab],
			['', enter],
			['[201~', TEXT],
			['x\ty', TEXT],
		] as const;
		expect(keys.flatMap(([input, key]) => splitter.split(input, key))).toEqual([
			['a\tb\nc\u0001\t\n', TEXT, true],
			['x', TEXT],
			['', tab],
			['y', TEXT],
		]);
	});

	it('drops a paste end marker with no paste open: it is no text and no key', () => {
		expect(split('[201~')).toEqual([]);
		// The end of a paste that held an end marker (tmux's paste-buffer): a pasted line break, text, the stray end.
		expect(split('[200~', 'hello ', '[201~', '[200~', '\n', '[201~', 'injected', '[201~')).toEqual([
			['hello ', TEXT, true],
			['\n', TEXT, true],
			['injected', TEXT],
		]);
	});

	it('gives a paste Ink read in several pieces as one paste, once its end marker comes', () => {
		const splitter = new KeySplitter();
		const lines = Array.from({length: 42}, (_, index) => `line ${index}`);
		expect(splitter.split('[200~', TEXT)).toEqual([]);
		expect(splitter.split(lines.slice(0, 20).join('\r'), TEXT)).toEqual([]);
		expect(splitter.split('', {...TEXT, return: true})).toEqual([]);
		expect(splitter.split(lines.slice(20).join('\r'), TEXT)).toEqual([]);
		expect(splitter.split('[201~', TEXT)).toEqual([[lines.join('\n'), TEXT, true]]);
		// An empty paste is nothing.
		expect([...splitter.split('[200~', TEXT), ...splitter.split('[201~', TEXT)]).toEqual([]);
	});

	it('until the terminal has bracketed a paste, a read with text after its tab or line break is a paste', () => {
		expect(split('one\ttwo\r\nthree')).toEqual([['one\ttwo\nthree', TEXT, true]]);
		expect(split('hi\r')).toEqual([
			['hi', TEXT],
			['', {...TEXT, return: true}],
		]);
		expect(split('[200~', '[201~', 'hi\rthere').map(([input]) => input)).toEqual(['hi', '', 'there']);
	});
});
