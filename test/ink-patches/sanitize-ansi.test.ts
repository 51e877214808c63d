/**
 * Ink's sanitizeAnsi returns a text as it is when keepsAsItIs says its tokens would make it again
 * (src/ink-patches/sanitize-ansi.ts). Wherever it says so, Ink's own tokenizer must find nothing that
 * sanitizeAnsi drops; and it must say so for chalk's colours.
 */
import {Chalk} from 'chalk';
import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
// Ink's tokenizer, which the patch leaves alone (Ink exports only its index).
import {tokenizeAnsi} from '../../node_modules/ink/build/ansi-tokenizer.js';
import {keepsAsItIs} from '../../src/ink-patches/sanitize-ansi.js';

/** Ink 6.8's sanitizeAnsi past its first check: the tokens it keeps. */
function sanitized(text: string): string {
	let output = '';
	for (const token of tokenizeAnsi(text)) {
		if (token.type === 'text' || token.type === 'osc') output += token.value;
		else if (
			token.type === 'csi' &&
			token.finalCharacter === 'm' &&
			token.intermediateString === '' &&
			/^[\d:;]*$/.test(token.parameterString)
		)
			output += token.value;
	}
	return output;
}

const chalk = new Chalk({level: 3});
const ESC = '\u001B';
const pieces = [
	'words ',
	'漢字',
	'😀',
	chalk.red('red'),
	chalk.bold.dim('both'),
	chalk.hex('#d7875f')('hex'),
	chalk.bgAnsi256(17)('256'),
	`${ESC}[38:2::1:2:3mcolons${ESC}[39m`,
	`${ESC}[m`,
	// What sanitizeAnsi drops or reads otherwise:
	`${ESC}[2K`,
	`${ESC}[?25l`,
	`${ESC}[1 q`,
	`${ESC}[?1m`,
	`${ESC}[1 m`,
	`${ESC}[31`,
	`${ESC}]8;;https://example.com\u0007link${ESC}]8;;\u0007`,
	`${ESC}]0;title`,
	`${ESC}P1$r${ESC}\\`,
	`${ESC}7`,
	`${ESC}`,
	'\u009B31m',
	'\u0085',
	'\u0007',
];

describe('a text Ink keeps as it is', () => {
	it('is one the tokens would make again, wherever keepsAsItIs says so', () => {
		let kept = 0;
		fc.assert(
			fc.property(fc.array(fc.constantFrom(...pieces), {maxLength: 6}), parts => {
				const text = parts.join('');
				if (!keepsAsItIs(text)) return true;
				kept++;
				return sanitized(text) === text;
			}),
			{numRuns: 3_000},
		);
		expect(kept).toBeGreaterThan(100);
	});

	it("is chalk's colours and plain text; not cursor moves, titles, links or C1 controls", () => {
		for (const text of ['plain', chalk.red(`a ${chalk.bold('b')}`), chalk.bgHex('#303030').dim('code'), ''])
			expect(keepsAsItIs(text), JSON.stringify(text)).toBe(true);
		for (const text of [`a${ESC}[2Kb`, `${ESC}[?25l`, `${ESC}]0;title\u0007`, '\u009B31m', `x${ESC}`])
			expect(keepsAsItIs(text), JSON.stringify(text)).toBe(false);
	});
});
