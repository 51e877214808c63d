import {describe, expect, it} from 'vitest';
import {answersRow, focusFits} from '../../src/ui/components/prompts/answers-row.js';
import {displayWidth} from '../../src/text/width.js';

const answers = [
	{key: '1', label: 'Yes, once'},
	{key: '2', label: 'Yes, and allow from now on'},
	{key: '3', label: 'No, and tell Claude why'},
	{key: '4', label: 'No, and deny it'},
];
const whole = '1 Yes, once · 2 Yes, and allow from now on · 3 No, and tell Claude why · 4 No, and deny it';

describe('answersRow', () => {
	it('is every answer whole while they fit, the focused one marked', () => {
		expect(answersRow(answers, undefined, 100)).toBe(whole);
		expect(answersRow(answers, 1, 100)).toBe(whole.replace('2 Yes', '❯2 Yes'));
	});

	it('too narrow, shows every key, the labels cut with … to share the row', () => {
		const row = answersRow(answers, undefined, 50);
		expect(row).toBe('1 Yes, on… · 2 Yes, and… · 3 No, and… · 4 No, and…');
		expect(displayWidth(row)).toBe(50);
		// A short label is kept whole, and the longer ones share what it leaves.
		expect(answersRow(answers, undefined, 60)).toBe('1 Yes, once · 2 Yes, and al… · 3 No, and te… · 4 No, and de…');
	});

	it('a focused answer keeps its label whole, the others give way', () => {
		expect(answersRow(answers, 2, 50)).toBe('1 Ye… · 2 Ye… · ❯3 No, and tell Claude why · 4 No…');
		expect(focusFits(answers, 2, 50)).toBe(true);
	});

	it('when not even the keys and the focused label fit, the focused label is cut last; or shown apart, only its key', () => {
		expect(focusFits(answers, 1, 30)).toBe(false);
		expect(answersRow(answers, 1, 30)).toBe('1 · ❯2 Yes, and allow… · 3 · 4');
		expect(answersRow(answers, 1, 30, true)).toBe('1 Yes… · ❯2 · 3 No,… · 4 No,…');
	});

	it('at any width that holds the keys, every key is on the row, and nothing past it', () => {
		for (let width = 14; width <= 100; width++)
			for (const focus of [undefined, 0, 1, 2, 3]) {
				const row = answersRow(answers, focus, width);
				expect(displayWidth(row)).toBeLessThanOrEqual(width);
				expect(row.split(' · ').map(entry => entry.replace('❯', '').split(' ')[0])).toEqual(['1', '2', '3', '4']);
			}
	});
});
