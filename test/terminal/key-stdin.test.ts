import {describe, expect, it} from 'vitest';
import {keyInput} from '../../src/terminal/key-stdin.js';

describe('keyInput', () => {
	it('drops pasted colours and other escape sequences that are not keys', () => {
		expect(keyInput('a \u001B[31mred\u001B[0m word\u001B[2J')).toBe('a red word');
		expect(keyInput('\u001B[5m')).toBe('');
	});

	it('keeps every key: arrows with modifiers, Home/End, function keys, Shift+Tab, kitty, rxvt and console forms', () => {
		for (const key of ['\u001B[A', '\u001B[1;5D', '\u001B[H', '\u001B[F', '\u001B[3~', '\u001B[15~', '\u001B[Z', '\u001B[97;5u', '\u001B[2$', '\u001B[a', '\u001B[[A', '\u001BOP', 'plain text', '\u001B'])
			expect(keyInput(key), JSON.stringify(key)).toBe(key);
	});
});
