import {describe, expect, it} from 'vitest';
import {answersRow} from '../../src/ui/components/prompts/answers-row.js';

const answers = ['1 Yes, once', '2 Yes, and allow from now on', '3 No, and tell Claude why', '4 No, and deny it'];

describe('answersRow', () => {
	it('is every answer, from the first, while the focused one fits (or none is focused)', () => {
		expect(answersRow(answers, undefined, 20)).toBe(answers.join(' · '));
		expect(answersRow(answers, 1, 45)).toBe(answers.join(' · '));
	});

	it('starts later, cut with …, so that a focused answer past the edge shows whole', () => {
		expect(answersRow(answers, 2, 65)).toBe(`… · ${answers.slice(1).join(' · ')}`);
		expect(answersRow(answers, 2, 40)).toBe(`… · ${answers.slice(2).join(' · ')}`);
		expect(answersRow(answers, 3, 50)).toBe(`… · ${answers.slice(2).join(' · ')}`);
		// Too narrow even for the focused answer alone: it comes first, and the terminal cuts its end.
		expect(answersRow(answers, 3, 10)).toBe(`… · ${answers.slice(3).join(' · ')}`);
	});
});
