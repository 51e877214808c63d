/**
 * A message sent while a turn runs, read back from the session file claude 2.1.330 wrote (the realdata auditor's
 * real run, test/fixtures/sessions/README.md): claude saves it only as a `queued_command` attachment, where the model
 * read it. Resume, replay, export and watch show it there, once.
 */
import {readFileSync, writeFileSync, mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {transcriptMarkdown} from '../../src/export/markdown.js';
import {readTranscript} from '../../src/export/read-transcript.js';
import {readSessionHistory} from '../../src/ingest/session-file.js';
import {reduce} from '../../src/state/reducer.js';
import {initialState} from '../../src/state/state.js';
import {ownFixturesDir} from '../helpers/fixtures.js';
import {allItems, outline, replayState} from '../helpers/replay-state.js';

const file = path.join(ownFixturesDir, 'sessions/steered-mid-turn.jsonl');
const text = readFileSync(file, 'utf8');
const STEER = 'steer: also print the date';

/** Where the model read it: after the tool result, before the answer that speaks of it. */
const conversation = [
	'user: start please',
	'text: Running a slow command.',
	'tool Bash [done] {"command":"sleep 6","description":"Wait six seconds"} → (Bash completed with no output)',
	`user: ${STEER}`,
	'text: Saw your steering note; done.',
];

/** The file with each line changed by `change` (the queued_command's attachment, for one). */
function variant(change: (line: Record<string, unknown>) => Record<string, unknown>[]): string {
	return text
		.split('\n')
		.filter(line => line !== '')
		.flatMap(line => change(JSON.parse(line) as Record<string, unknown>).map(value => JSON.stringify(value)))
		.join('\n');
}

const isQueued = (line: Record<string, unknown>) =>
	(line['attachment'] as {type?: unknown} | undefined)?.type === 'queued_command';

describe('a message steered mid-turn, in a session file', () => {
	it('shows in a resumed history where the model read it, as part of the running turn', () => {
		const history = readSessionHistory(text);
		expect(history.firstPrompt).toBe('start please');
		const state = history.events.reduce(reduce, initialState());
		expect(outline(allItems(state))).toEqual(conversation);
		expect(allItems(state).find(item => item.kind === 'user' && item.text === STEER)).toMatchObject({steered: true});
	});

	it('shows when watched (each line as it comes) and replayed, and the export quotes it inside the turn', async () => {
		expect(outline(allItems(replayState(file)))).toEqual(conversation);
		const markdown = transcriptMarkdown(await readTranscript(file), 'steered-mid-turn.jsonl');
		const result = markdown.indexOf('(no output)');
		const steered = markdown.indexOf(`> ${STEER}`);
		expect(result).toBeGreaterThan(0);
		expect(steered).toBeGreaterThan(result);
		expect(markdown.indexOf('Saw your steering note; done.')).toBeGreaterThan(steered);
		// One turn: the steered message did not start one.
		expect(markdown.match(/^## Turn/gm)).toEqual(['## Turn']);
	});

	it('shows it once when the file holds it as a user line too (same uuid)', () => {
		const twice = variant(line => {
			if (!isQueued(line)) return [line];
			const {source_uuid: uuid} = line['attachment'] as {source_uuid: string};
			return [line, {...line, type: 'user', uuid, message: {role: 'user', content: STEER}, attachment: undefined}];
		});
		const state = readSessionHistory(twice).events.reduce(reduce, initialState());
		expect(outline(allItems(state)).filter(line => line === `user: ${STEER}`)).toHaveLength(1);
		const dir = mkdtempSync(path.join(tmpdir(), 'cctui-steered-'));
		writeFileSync(path.join(dir, 'twice.jsonl'), twice);
		expect(outline(allItems(replayState(path.join(dir, 'twice.jsonl')))).filter(line => line.includes(STEER))).toEqual([
			`user: ${STEER}`,
		]);
	});

	it('reads a prompt of content blocks with its image, and never shows one meant for the model as the person’s', () => {
		const image = {type: 'image', source: {type: 'base64', media_type: 'image/png', data: 'iVBORw0KGgo='}};
		const withImage = variant(line =>
			isQueued(line)
				? [
						{
							...line,
							attachment: {
								...(line['attachment'] as object),
								prompt: [{type: 'text', text: `${STEER} [Image #1]`}, image],
							},
						},
					]
				: [line],
		);
		const steered = allItems(readSessionHistory(withImage).events.reduce(reduce, initialState())).find(
			item => item.kind === 'user' && item.text.startsWith(STEER),
		);
		expect(steered).toMatchObject({steered: true, attachments: [{kind: 'image', mediaType: 'image/png'}]});
		const forTheModel = variant(line =>
			isQueued(line) ? [{...line, attachment: {...(line['attachment'] as object), isMeta: true}}] : [line],
		);
		const state = readSessionHistory(forTheModel).events.reduce(reduce, initialState());
		expect(outline(allItems(state)).some(line => line.includes(STEER))).toBe(false);
	});
});
