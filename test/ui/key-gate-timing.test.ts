/**
 * The key gate's arithmetic at its edges: a prompt takes a key only when it has been on screen for
 * the quiet time AND the key before came at least the quiet time earlier; until then it reopens at
 * the later of the two, plus the quiet time.
 */
import {describe, expect, it} from 'vitest';
import {gateOpensAt, promptTakesKey, QUIET_MS} from '../../src/ui/key-gate.js';

describe('promptTakesKey', () => {
	it('takes nothing while the prompt is not on screen, however quiet the keyboard was', () => {
		expect(promptTakesKey(undefined, Number.NEGATIVE_INFINITY, 10_000)).toBe(false);
	});

	it('takes a key exactly the quiet time after the prompt appeared, not a millisecond sooner', () => {
		expect(promptTakesKey(1000, Number.NEGATIVE_INFINITY, 1000 + QUIET_MS - 1)).toBe(false);
		expect(promptTakesKey(1000, Number.NEGATIVE_INFINITY, 1000 + QUIET_MS)).toBe(true);
	});

	it('takes a key exactly the quiet time after the key before it, not a millisecond sooner', () => {
		expect(promptTakesKey(0, 5000, 5000 + QUIET_MS - 1)).toBe(false);
		expect(promptTakesKey(0, 5000, 5000 + QUIET_MS)).toBe(true);
	});

	it('needs both: a new prompt after a long quiet, or an old prompt right after a key, takes nothing', () => {
		expect(promptTakesKey(5000, 0, 5001)).toBe(false);
		expect(promptTakesKey(0, 5000, 5001)).toBe(false);
	});

	it('uses the quiet time it is given', () => {
		expect(promptTakesKey(1000, 0, 1100, 100)).toBe(true);
		expect(promptTakesKey(1000, 0, 1099, 100)).toBe(false);
	});
});

describe('gateOpensAt', () => {
	it('is the quiet time after the later of the prompt and the last key', () => {
		expect(gateOpensAt(1000, 3000)).toBe(3000 + QUIET_MS);
		expect(gateOpensAt(3000, 1000)).toBe(3000 + QUIET_MS);
		expect(gateOpensAt(1000, Number.NEGATIVE_INFINITY, 100)).toBe(1100);
	});

	it('agrees with promptTakesKey: a key at the opening time is taken, one just before is not', () => {
		for (const [shownAt, lastKeyAt] of [
			[1000, 3000],
			[3000, 1000],
			[2000, 2000],
		] as const) {
			const opensAt = gateOpensAt(shownAt, lastKeyAt);
			expect(promptTakesKey(shownAt, lastKeyAt, opensAt)).toBe(true);
			expect(promptTakesKey(shownAt, lastKeyAt, opensAt - 1)).toBe(false);
		}
	});
});
