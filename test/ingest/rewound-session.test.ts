/**
 * A session file after a conversation rewind (test/fixtures/sessions/rewound-then-resumed.jsonl, written by
 * claude 2.1.330): claude resumes from the leaf its `last-prompt {rewound: true}` line names, so resume shows
 * that branch, not the newest message's, which the rewind dropped.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {readSessionHistory} from '../../src/ingest/session-file.js';
import {reduce} from '../../src/state/reducer.js';
import {initialState} from '../../src/state/state.js';
import {ownFixturesDir} from '../helpers/fixtures.js';
import {allItems, outline} from '../helpers/replay-state.js';

const lines = readFileSync(path.join(ownFixturesDir, 'sessions', 'rewound-then-resumed.jsonl'), 'utf8')
	.split('\n')
	.filter(line => line !== '');

/** What resume shows of the file's text: the conversation only. */
function shown(text: string): string[] {
	const state = readSessionHistory(text).events.reduce(reduce, initialState());
	return outline(allItems(state)).filter(line => line.startsWith('user:') || line.startsWith('text:'));
}

describe('a session resumed after a conversation rewind', () => {
	it('right after the rewind: the branch up to the message before the prompt rewound to', () => {
		// The file as claude left it on exit after rewinding to before "third prompt", before the resume.
		const resumedAt = lines.findIndex(line => line.includes('"content":"what now"'));
		expect(shown(lines.slice(0, resumedAt).join('\n'))).toEqual([
			'user: change notes and write new',
			'text: Answer three.',
		]);
	});

	it('once a message was sent after it: that message’s branch, still without the dropped one', () => {
		expect(shown(lines.join('\n'))).toEqual([
			'user: change notes and write new',
			'text: Answer three.',
			'user: what now',
			'text: Resumed answer one.',
		]);
	});
});
