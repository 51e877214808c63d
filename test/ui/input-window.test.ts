/** The rows of a message the input box shows when the message is taller than its room. */
import {describe, expect, it} from 'vitest';
import {inputWindow} from '../../src/ui/input-window.js';

describe('inputWindow', () => {
	it('shows every row of a message that fits', () => {
		expect(inputWindow(5, 4, 5)).toEqual({top: 0, shown: 5, above: 0, below: 0});
	});

	it('starts at the top while the cursor is on one of the first rows, and counts the rows below', () => {
		expect(inputWindow(12, 0, 5)).toEqual({top: 0, shown: 4, above: 0, below: 8});
		expect(inputWindow(12, 3, 5)).toEqual({top: 0, shown: 4, above: 0, below: 8});
	});

	it('ends at the last row when the cursor is there, and counts the rows above', () => {
		expect(inputWindow(12, 11, 5)).toEqual({top: 8, shown: 4, above: 8, below: 0});
	});

	it('ends at the cursor row in between, with a count on each side', () => {
		const view = inputWindow(12, 6, 5);
		expect(view).toEqual({top: 4, shown: 3, above: 4, below: 5});
		expect(view.above + view.shown + view.below).toBe(12);
	});

	it('keeps the cursor row inside the window and the window inside its room, wherever the cursor is', () => {
		for (const room of [1, 2, 3, 4, 7])
			for (let cursor = 0; cursor < 20; cursor++) {
				const view = inputWindow(20, cursor, room);
				expect(view.top).toBeLessThanOrEqual(cursor);
				expect(view.top + view.shown).toBeGreaterThan(cursor);
				expect(view.shown + (view.above > 0 ? 1 : 0) + (view.below > 0 ? 1 : 0)).toBe(room);
				expect(view.above).toBe(view.above > 0 ? view.top : 0);
			}
	});

	it('has no room for a count in fewer than three rows: the rows end at the cursor', () => {
		expect(inputWindow(12, 6, 2)).toEqual({top: 5, shown: 2, above: 0, below: 0});
		expect(inputWindow(12, 0, 1)).toEqual({top: 0, shown: 1, above: 0, below: 0});
	});
});
