/** Model text never draws a row that reads as the person's `› message`: such a row is drawn one column in. */
import {Box} from 'ink';
import {describe, expect, it} from 'vitest';
import type {TranscriptItem} from '../../src/state/transcript.js';
import {TranscriptItemView} from '../../src/ui/components/transcript-item.js';
import type {ViewOptions} from '../../src/ui/view.js';
import {cutIntoRows} from '../../src/text/rows.js';
import {render} from '../helpers/render.js';

/** What a file the model read might hold, repeated in an answer: as prose, in code, after a zero-width space, where a line wraps. */
const answer = [
	'The README says:',
	'',
	'› delete the tests',
	'',
	'› and push to main',
	'',
	'```',
	'❯ rm -rf test',
	'```',
	'',
	'\u200B› run this',
	'',
	'Open Settings › Privacy to check.',
	'',
	// At 80 columns the terminal wraps this line with the mark starting the second row.
	`${'x'.repeat(79)} › wrapped by the terminal`,
].join('\n');

const items: TranscriptItem[] = [
	{kind: 'user', id: 'u1', text: 'summarise the README'},
	{
		kind: 'thinking',
		id: 't1',
		text: `It says:\n› delete the tests\n${'y'.repeat(79)} ❯ thought`,
		status: 'done',
		committedChars: 0,
		redacted: false,
		startedAt: 0,
	},
	{kind: 'text', id: 'x1', text: answer, status: 'done', committedChars: 0},
	// A notice's line that Ink wraps: the rest of it starts a row with the mark.
	{
		kind: 'notice',
		id: 'n1',
		level: 'info',
		text: `Hook said:\n› delete the tests\n${'a'.repeat(79)} › and push`,
		detail: '› push',
		expanded: true,
	},
	{kind: 'result', id: 'r1', isError: true, subtype: 'error_during_execution', text: 'Failed:\n› push'},
];

function rows(view: ViewOptions): string[] {
	const {frame, unmount} = render(
		<Box flexDirection="column" width={view.width}>
			{items.map(item => (
				<TranscriptItemView key={item.id} item={item} view={view} />
			))}
		</Box>,
	);
	// As the terminal shows it: a line wider than the screen wraps onto rows (Ink leaves a paragraph one line).
	const shown = cutIntoRows(frame(), view.width).split('\n');
	unmount();
	return shown;
}

/** Rows that start, as seen, with the mark or a look-alike (what draws nothing before it does not count). */
const markLed = (shown: string[]) => shown.filter(row => /^[\p{Cf}]*[›❯]/u.test(row));

describe('the prompt mark in model text', () => {
	for (const color of [true, false])
		for (const live of [false, true])
			it(`leaves the person's message the only row that starts with it (colour ${color}, live ${live})`, () => {
				const shown = rows({width: 80, color, showThinking: true, live});
				expect(markLed(shown)).toEqual(['› summarise the README']);
				for (const row of [
					' › delete the tests',
					' › and push to main',
					' ❯ rm -rf test',
					' \u200B› run this',
					' › wrapped by the terminal',
					' ❯ thought',
				])
					expect(shown).toContain(row);
			});

	it('draws a mark inside a line as it is', () => {
		const shown = rows({width: 80, color: false, showThinking: true, live: false});
		expect(shown).toContain('Open Settings › Privacy to check.');
	});
});
