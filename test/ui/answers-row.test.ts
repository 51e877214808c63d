import {describe, expect, it} from 'vitest';
import {answersRow, answersRows, focusFits, type Answer} from '../../src/ui/components/prompts/answers-row.js';
import {displayWidth} from '../../src/text/width.js';

const answers: readonly Answer[] = [
	{key: '1', label: 'Yes, once', short: 'Yes'},
	{key: '2', label: 'Yes, and allow from now on', short: 'Always…'},
	{key: '3', label: 'No, and tell Claude why', short: 'No'},
	{key: '4', label: 'No, and deny it', short: 'No, session'},
];
const whole = '1 Yes, once · 2 Yes, and allow from now on · 3 No, and tell Claude why · 4 No, and deny it';
/** A permission prompt's answers as they are on a small screen, named by a rule as long as they come. */
const permission: readonly Answer[] = [
	answers[0]!,
	{key: '2', label: 'Yes, and allow from now on: Bash(npm test) …', short: 'Always…'},
	{key: '3', label: 'No, and tell Claude why (Enter alone just denies)', short: 'No'},
	{key: '4', label: 'No, and deny Bash(npm test) for the rest of this session', short: 'No, session'},
];

/** The row's answers: the key (focus mark dropped), and the label shown beside it, if any. */
const entries = (row: string) =>
	row.split(' · ').map(entry => {
		const [key, ...label] = entry.replace('❯', '').split(' ');
		return {key, label: label.join(' ')};
	});

/** Labels on the row that could be another answer's: equal to one, or cut to what begins one. */
function alike(row: string, shown: readonly Answer[]): string[] {
	return entries(row).flatMap(({label}, index) => {
		const kept = label.endsWith('…') && label !== shown[index]!.short ? label.slice(0, -1) : undefined;
		return shown
			.filter((_, other) => other !== index)
			.flatMap(answer => [answer.label, answer.short ?? answer.label])
			.filter(text => label !== '' && (text === label || (kept !== undefined && text.startsWith(kept))))
			.map(text => `${label} / ${text}`);
	});
}

describe('answersRow', () => {
	it('is every answer whole while they fit, the focused one marked', () => {
		expect(answersRow(answers, undefined, 100)).toBe(whole);
		expect(answersRow(answers, 1, 100)).toBe(whole.replace('2 Yes', '❯2 Yes'));
	});

	it('too narrow for every label, gives each answer its short one: labels that begin alike cut would read alike', () => {
		expect(answersRow(permission, undefined, 80)).toBe('1 Yes · 2 Always… · 3 No · 4 No, session');
		expect(answersRow(permission, undefined, 40)).toBe('1 Yes · 2 Always… · 3 No · 4 No, session');
		// Narrower still, a short label is cut where what is left begins no other answer's label, else its key stands alone.
		expect(answersRow(permission, undefined, 30)).toBe('1 Yes · 2 A… · 3 No · 4 No, s…');
		expect(answersRow(permission, undefined, 20)).toBe('1 · 2 Al… · 3 No · 4');
	});

	it('with no short labels, cuts each only where it still tells the answer apart', () => {
		const bare = answers.map(({key, label}) => ({key, label}));
		// What would need the most columns to be told apart gives way: its key stands alone.
		expect(answersRow(bare, undefined, 50)).toBe('1 Yes, once · 2 Yes, and a… · 3 No, and tell… · 4');
		expect(answersRow(bare, undefined, 40)).toBe('1 Yes, o… · 2 Yes, a… · 3 No, and t… · 4');
	});

	it('a focused answer keeps its label whole when it fits beside the others’ short labels', () => {
		expect(focusFits(permission, 0, 60)).toBe(true);
		expect(answersRow(permission, 0, 60)).toBe('❯1 Yes, once · 2 Always… · 3 No · 4 No, session');
		expect(focusFits(permission, 1, 80)).toBe(true);
		expect(answersRow(permission, 1, 80)).toBe(
			'1 Yes · ❯2 Yes, and allow from now on: Bash(npm test) … · 3 No · 4 No, session',
		);
	});

	it('where it does not, the prompt shows the focused label apart: here only its key, the others’ short labels whole', () => {
		expect(focusFits(permission, 0, 40)).toBe(false);
		expect(answersRow(permission, 0, 40, true)).toBe('❯1 · 2 Always… · 3 No · 4 No, session');
		expect(focusFits(permission, 3, 80)).toBe(false);
		expect(answersRow(permission, 3, 80, true)).toBe('1 Yes · 2 Always… · 3 No · ❯4');
	});

	it('with no rows for it apart, the focused label is cut last; its short one when the cut would not tell it apart', () => {
		expect(answersRow(permission, 3, 40)).toBe('1 · 2 · 3 · ❯4 No, and deny Bash(npm te…');
		expect(answersRow(permission, 0, 20)).toBe('❯1 Yes · 2 · 3 · 4');
	});

	it('at any width that holds the keys, every key is on the row, nothing past it, and no two labels alike', () => {
		for (const shown of [answers, permission, answers.map(({key, label}) => ({key, label}))])
			for (let width = 14; width <= 140; width++)
				for (const focus of [undefined, 0, 1, 2, 3])
					for (const apart of [false, true]) {
						const row = answersRow(shown, focus, width, apart);
						expect(displayWidth(row)).toBeLessThanOrEqual(width);
						expect(entries(row).map(entry => entry.key)).toEqual(['1', '2', '3', '4']);
						expect(alike(row, shown), row).toEqual([]);
					}
	});

	it('takes a second row where one would leave a key with no word: `2 ·` says nothing of what 2 does', () => {
		// claude offers acceptEdits for the session: "Yes, session" and "No, session" cannot both be told apart at 30.
		const session: readonly Answer[] = [
			answers[0]!,
			{key: '2', label: 'Yes, and for this session allow: switch to acceptEdits mode', short: 'Yes, session'},
			permission[2]!,
			permission[3]!,
		];
		expect(answersRow(session, undefined, 30)).toBe('1 Yes · 2 · 3 No · 4 No, sess…');
		expect(answersRows(session, undefined, 30)).toEqual(['1 Yes · 2 Yes, session', '3 No · 4 No, session']);
		// One row while every key has a word on it.
		expect(answersRows(permission, undefined, 30)).toEqual(['1 Yes · 2 A… · 3 No · 4 No, s…']);
		expect(answersRows(session, undefined, 60)).toEqual(['1 Yes · 2 Yes, session · 3 No · 4 No, session']);
		for (const shown of [answers, permission, session])
			for (let width = 30; width <= 140; width++)
				for (const focus of [undefined, 0, 1, 2, 3])
					for (const apart of [false, true]) {
						// Focused, its label goes apart where it does not fit beside the others' (but with no rows for it, cut first on the row).
						if (focus === undefined ? apart : !apart && !focusFits(shown, focus, width)) continue;
						const rows = answersRows(shown, focus, width, apart);
						const all = rows.flatMap(entries);
						expect(all.map(entry => entry.key)).toEqual(['1', '2', '3', '4']);
						for (const [index, {label}] of all.entries())
							if (!(apart && index === focus)) expect(label, rows.join(' / ')).not.toBe('');
						for (const row of rows) expect(displayWidth(row)).toBeLessThanOrEqual(width);
						// No label on either row could be another answer's.
						for (const {key, label} of all) {
							const own = shown.find(answer => answer.key === key)!;
							const kept = label.endsWith('…') && label !== own.short ? label.slice(0, -1) : undefined;
							for (const other of shown.filter(answer => answer !== own))
								for (const text of [other.label, other.short ?? other.label])
									expect(
										label !== '' && (text === label || (kept !== undefined && text.startsWith(kept))),
										rows.join(' / '),
									).toBe(false);
						}
					}
	});
});
