import {describe, expect, it} from 'vitest';
import {stylesInForce} from '../../src/text/sgr.js';

describe('stylesInForce', () => {
	it('sets again only what is still on at the end of the text, in one sequence', () => {
		expect(stylesInForce('\u001B[90m•\u001B[39m the first')).toBe('');
		expect(stylesInForce('\u001B[1m\u001B[35mSection\u001B[39m')).toBe('\u001B[1m');
		expect(stylesInForce('\u001B[36m\u001B[2mx')).toBe('\u001B[36;2m');
		expect(stylesInForce('\u001B[1;2mab\u001B[22m')).toBe('');
		expect(stylesInForce('\u001B[4mu\u001B[0mv\u001B[3m')).toBe('\u001B[3m');
		expect(stylesInForce('\u001B[4mu\u001B[mv')).toBe('');
		expect(stylesInForce('\u001B[4;;1mu')).toBe('\u001B[1m');
	});

	it('keeps a 256-colour or RGB colour with its arguments, and lets a later colour replace it', () => {
		expect(stylesInForce('\u001B[38;2;1;2;3mrgb')).toBe('\u001B[38;2;1;2;3m');
		expect(stylesInForce('\u001B[38;5;12mx\u001B[31my')).toBe('\u001B[31m');
		expect(stylesInForce('\u001B[41m\u001B[48;5;7mx')).toBe('\u001B[48;5;7m');
	});
});
