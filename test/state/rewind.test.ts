/** Rewind as the reducer sees it, from the real CLI's captures (FINDINGS §5) and from edge cases. */
import {describe, expect, it} from 'vitest';
import {reduce} from '../../src/state/reducer.js';
import {filesMadeSince, rewindPoints} from '../../src/state/rewind.js';
import {initialState, type AppState} from '../../src/state/state.js';
import type {AppEvent} from '../../src/state/events.js';
import {allItems, outline, recordingEvents, replayState} from '../helpers/replay-state.js';

const FIRST = '11111111-1111-4111-8111-111111111111';
const SECOND = '22222222-2222-4222-8222-222222222222';

/** claude's answer to the host's request `r1` (a rewind_conversation), at `at`. */
const answered = (response: Record<string, unknown>, at: number): AppEvent => ({
	type: 'inbound',
	message: {type: 'control_response', response: {subtype: 'success', request_id: 'r1', response}},
	at,
});

const notices = (state: AppState) =>
	allItems(state).flatMap(item => (item.kind === 'notice' ? [`${item.level}: ${item.text}`] : []));

describe('rewinding the conversation', () => {
	it('a Ctrl+O copy of a call is not counted as another tool call that left', () => {
		let state = initialState();
		let copied = false;
		for (const event of recordingEvents('m3-rewind-conversation.jsonl')) {
			const next = reduce(state, event);
			// Just before claude's answer to the rewind, the person asked for the last output in full.
			if (!copied && notices(next).some(text => text.includes('Rewound to here'))) {
				state = reduce(state, {type: 'tool-output-expanded', at: 0});
				copied = true;
				state = reduce(state, event);
			} else state = next;
		}
		expect(copied).toBe(true);
		expect(notices(state).filter(text => text.includes('Rewound to here'))).toEqual([
			'info: ──── Rewound to here ──── 1 prompt and 1 tool call left the conversation; claude no longer sees them (they stay above).',
		]);
	});

	it('the capture m3: a divider saying what left, those items withdrawn, and the prompt no longer a rewind point', () => {
		const state = replayState('m3-rewind-conversation.jsonl');
		const divider = notices(state).filter(text => text.includes('Rewound to here'));
		expect(divider).toEqual([
			'info: ──── Rewound to here ──── 1 prompt and 1 tool call left the conversation; claude no longer sees them (they stay above).',
		]);
		// The rewound prompt and its Write, and nothing before them.
		const withdrawn = allItems(state).filter(item => state.withdrawn.includes(item.id));
		expect(outline(withdrawn).join('\n')).toMatch(/^user: write second\.txt\n.*Write/s);
		expect(withdrawn.some(item => item.kind === 'user' && item.text.startsWith('Change alpha'))).toBe(false);
		// The divider comes right after the withdrawn items, before the next prompt.
		const texts = outline(allItems(state));
		const at = texts.findIndex(line => line.includes('Rewound to here'));
		expect(texts.slice(at + 1).some(line => line === 'user: third message after rewind')).toBe(true);
		expect(rewindPoints(state).map(point => point.text)).toEqual([
			'third message after rewind',
			'Change alpha to beta and write new.txt',
		]);
	});

	it('dry runs leave the transcript as it was; a refused rewind of the files says claude’s reason and stays (m2)', () => {
		const files = replayState('m-rewind-files.jsonl');
		expect(notices(files).filter(text => /rew(?:i|ou)nd/i.test(text))).toEqual([
			expect.stringContaining('Rewound to here'),
		]);
		// m2: the files could not be rewound (no checkpoints); the conversation still was.
		const refused = replayState('m2-rewind-not-enabled.jsonl');
		expect(notices(refused)).toContain('error: Files not restored: File rewinding is not enabled.');
		expect(notices(refused).filter(text => text.includes('Rewound to here'))).toHaveLength(1);
		const withdrawn = allItems(refused).filter(item => refused.withdrawn.includes(item.id));
		expect(withdrawn.map(item => item.kind)).not.toContain('notice');
	});

	it('lists prompts newest first with their time, leaving out slash commands and subagent prompts', () => {
		const sent = (uuid: string, text: string, at: number): AppEvent => ({type: 'user-sent', uuid, text, at});
		const ended = (at: number): AppEvent => ({type: 'turn-ended', at});
		const state = [
			sent(FIRST, 'first', 1_700_000_000_000),
			ended(1),
			sent('c', '/compact', 2),
			ended(2),
			sent(SECOND, 'second', 3),
		].reduce(reduce, initialState());
		expect(rewindPoints(state)).toEqual([
			{uuid: SECOND, text: 'second', sentAt: 3},
			{uuid: FIRST, text: 'first', sentAt: 1_700_000_000_000},
		]);
	});

	it('a rewind to a prompt not on screen (an older session) still draws the divider, and withdraws nothing', () => {
		const events: AppEvent[] = [
			{type: 'host-request-sent', requestId: 'r1', subtype: 'rewind_conversation', detail: 'elsewhere', at: 1},
			answered({rewound: true, prefillText: 'x'}, 2),
		];
		const state = events.reduce(reduce, initialState());
		expect(state.withdrawn).toEqual([]);
		expect(notices(state)).toEqual([
			'info: ──── Rewound to here ──── claude rewound the conversation to before a prompt not on this screen.',
		]);
	});

	it('one prompt alone that left is "it"', () => {
		const events: AppEvent[] = [
			{type: 'user-sent', uuid: FIRST, text: 'hello', at: 1},
			{type: 'inbound', message: {type: 'result', subtype: 'success', is_error: false, result: 'hi'}, at: 2},
			{type: 'host-request-sent', requestId: 'r1', subtype: 'rewind_conversation', detail: FIRST, at: 3},
			answered({rewound: true, prefillText: 'hello'}, 4),
		];
		const state = events.reduce(reduce, initialState());
		expect(notices(state)).toEqual([
			'info: ──── Rewound to here ──── 1 prompt left the conversation; claude no longer sees it (it stays above).',
		]);
	});

	it('`rewound: false` is said as a failure, with claude’s reason, and changes nothing', () => {
		const events: AppEvent[] = [
			{type: 'user-sent', uuid: FIRST, text: 'hello', at: 1},
			{type: 'host-request-sent', requestId: 'r1', subtype: 'rewind_conversation', detail: FIRST, at: 2},
			answered({rewound: false, prefillText: null, error: 'stale target', reason: 'stale_target'}, 3),
		];
		const state = events.reduce(reduce, initialState());
		expect(state.withdrawn).toEqual([]);
		expect(notices(state)).toEqual(['error: claude did not rewind the conversation (stale target); nothing changed.']);
	});
});

describe('the files a restore deletes', () => {
	const project = '/home/dev/project-m-rewind-files';
	const file = (name: string) => `${project}/${name}`;
	// claude's dry runs in m-rewind-files: to before the first prompt, notes.txt edited, new.txt and second.txt
	// written since (+1 −3: each made file's line counts as deleted); to before the second, second.txt alone.
	const toFirst = [file('notes.txt'), file('new.txt'), file('second.txt')];

	it('are the files made since the prompt, by its Write results: the capture m-rewind-files', () => {
		const state = replayState('m-rewind-files.jsonl');
		expect(filesMadeSince(state, FIRST, toFirst)).toEqual([file('new.txt'), file('second.txt')]);
		expect(filesMadeSince(state, SECOND, [file('second.txt')])).toEqual([file('second.txt')]);
		// A file edited since (notes.txt, there before the prompt) is restored, not deleted.
		expect(filesMadeSince(state, FIRST, [file('notes.txt')])).toEqual([]);
	});

	it("are said so in the line after a restore, from claude's dry run just before it: the capture m-rewind-files", () => {
		expect(notices(replayState('m-rewind-files.jsonl')).filter(text => text.includes('Restored'))).toEqual([
			[
				'info: Restored 3 files to before “Change alpha to beta and write new.txt” (+1 −3):',
				'  notes.txt',
				'  new.txt (deleted: made since)',
				'  second.txt (deleted: made since)',
			].join('\n'),
		]);
	});
});
