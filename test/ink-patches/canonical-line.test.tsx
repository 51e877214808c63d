/**
 * A line alone on its row is drawn as it is when isCanonicalLine says the cells would give it back
 * unchanged (src/ink-patches/canonical-line.ts). Wherever it says so, the round trip through
 * ansi-tokenize must return the very line; it must say so for what chalk writes; and Ink must then
 * not cut the line into cells.
 */
import {Chalk} from 'chalk';
import {Text} from 'ink';
import {render} from 'ink-testing-library';
import fc from 'fast-check';
import {describe, expect, it, vi} from 'vitest';
import * as ansiTokenize from '../../src/ink-patches/ansi-tokenize.js';
import {isCanonicalLine} from '../../src/ink-patches/canonical-line.js';
import {cellRoundTrip} from '../helpers/cell-round-trip.js';

vi.mock('../../src/ink-patches/ansi-tokenize.js', async importOriginal => {
	const module = await importOriginal<typeof ansiTokenize>();
	return {...module, graphemes: vi.fn(module.graphemes)};
});

const chalk = new Chalk({level: 3});
const ESC = '\u001B';

const styles: ReadonlyArray<(text: string) => string> = [
	chalk.bold,
	chalk.dim,
	chalk.italic,
	chalk.underline,
	chalk.inverse,
	chalk.strikethrough,
	chalk.red,
	chalk.greenBright,
	chalk.gray,
	chalk.bgBlue,
	chalk.bgYellowBright,
	chalk.hex('#d7875f'),
	chalk.bgHex('#303030'),
	chalk.ansi256(208),
	chalk.bgAnsi256(17),
];
const texts = ['plain words ', 'x', ' ', '漢字', 'e\u0301', '😀', '  spaced  ', '·'];
/** Escapes chalk does not write: opened and never closed, resets, compound codes, links, other sequences. */
const strays = [
	`${ESC}[31m`,
	`${ESC}[39m`,
	`${ESC}[22m`,
	`${ESC}[0m`,
	`${ESC}[m`,
	`${ESC}[1;31m`,
	`${ESC}[5m`,
	`${ESC}[2K`,
	`${ESC}]8;;https://example.com${'\u0007'}`,
	`${ESC}x`,
	'\u009B31m',
];

/** Text in chalk's styles, nested up to three deep, and now and then a stray escape somewhere in it. */
const styledText = fc.letrec<{piece: string}>(tie => ({
	piece: fc.oneof(
		{depthSize: 'small'},
		fc.constantFrom(...texts),
		fc
			.tuple(fc.constantFrom(...styles), fc.array(tie('piece'), {minLength: 1, maxLength: 3}))
			.map(([style, inner]) => style(inner.join(''))),
	),
})).piece;
const lines = fc
	.tuple(fc.array(styledText, {minLength: 1, maxLength: 4}), fc.option(fc.tuple(fc.constantFrom(...strays), fc.nat())))
	.map(([parts, stray]) => {
		if (stray) parts.splice(stray[1] % (parts.length + 1), 0, stray[0]);
		return parts.join('');
	});

describe('a canonical line', () => {
	it('comes back unchanged from the cells, wherever it is said to be canonical', () => {
		let canonical = 0;
		fc.assert(
			fc.property(lines, line => {
				if (!isCanonicalLine(line)) return true;
				canonical++;
				return cellRoundTrip(line) === line;
			}),
			{numRuns: 5_000, endOnFailure: true}, // shrinking these nested styles takes minutes
		);
		// Most of what chalk writes is canonical; the strays and chalk's re-openings are not.
		expect(canonical).toBeGreaterThan(250);
	});

	it('is what chalk writes: nested styles, colours of every depth, bold and dim together', () => {
		for (const sample of [
			'no escapes at all',
			chalk.red(`a ${chalk.bold('b')} c`),
			chalk.bold(chalk.red('x')),
			chalk.red(chalk.bold('x')),
			`${ESC}[1m${ESC}[2mbold and dim${ESC}[22m`, // one code ends both
			chalk.dim(`thinking ${chalk.italic('aside')}`),
			chalk.hex('#d7875f').bgHex('#303030')('code'),
			`${chalk.ansi256(208)('a')} ${chalk.bgAnsi256(17)('b')}`,
			`  ${chalk.inverse(' ')}`,
		]) {
			expect(isCanonicalLine(sample), JSON.stringify(sample)).toBe(true);
			expect(cellRoundTrip(sample)).toBe(sample);
		}
	});

	it('is not a line the cells would write otherwise', () => {
		for (const sample of [
			`${ESC}[31mleft open`, // closed at the end by the round trip
			`${ESC}[2mdim${ESC}[22m${ESC}[2m still dim${ESC}[22m`, // closed and opened again: merged
			chalk.bold(chalk.dim('x')), // chalk opens bold again after 22 closed both: dropped
			chalk.red(`a ${chalk.green('b')} c`), // red opened again after green: only the change is written
			`a${ESC}[39mb`, // closes nothing: dropped
			`${ESC}[1;31mcompound${ESC}[0m`, // split in two, and a reset
			`${ESC}[31m${ESC}[39m`, // no character: an empty row
			`${ESC}[1m${ESC}[31mx${ESC}[22m${ESC}[39m`, // closed in the order opened
		]) {
			expect(isCanonicalLine(sample), JSON.stringify(sample)).toBe(false);
			expect(cellRoundTrip(sample), 'the round trip does change it').not.toBe(sample);
		}
		// These pass the round trip unchanged (other escapes as characters); they are refused all the same.
		for (const sample of [
			`${ESC}[31mred${ESC}[32mgreen${ESC}[39m`, // a colour over a colour: kept, but not worth proving
			`${ESC}[2Kcleared`,
			'\u009B31mred',
			`${ESC}]8;;https://x.y\u0007link${ESC}]8;;\u0007`,
		])
			expect(isCanonicalLine(sample), JSON.stringify(sample)).toBe(false);
	});
});

describe('a styled line through Ink', () => {
	it('is drawn as it is, never cut into cells, when it is canonical', () => {
		const styled = chalk.bold(`a heading ${chalk.hex('#d7875f')('with colour')}`);
		vi.mocked(ansiTokenize.graphemes).mockClear();
		const {lastFrame, unmount} = render(<Text>{styled}</Text>);
		expect(lastFrame()).toBe(styled);
		unmount();
		expect(vi.mocked(ansiTokenize.graphemes).mock.calls.map(([text]) => text)).not.toContain(styled);
	});
});
