/**
 * A tool call the person denied, read back from the session file claude 2.1.330 wrote (test/fixtures/sessions/
 * README.md): its result line carries `permissionDecision: {decision: "reject"}`. Resume and export show the denial
 * as the live session did, not as a failure.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {transcriptMarkdown} from '../../src/export/markdown.js';
import {readTranscript} from '../../src/export/read-transcript.js';
import {readSessionHistory} from '../../src/ingest/session-file.js';
import {reduce} from '../../src/state/reducer.js';
import {initialState} from '../../src/state/state.js';
import {ownFixturesDir} from '../helpers/fixtures.js';
import {allItems, outline} from '../helpers/replay-state.js';

const file = path.join(ownFixturesDir, 'sessions/denied-by-person.jsonl');

describe('a denial in a session file', () => {
	it('is denied on resume, with the reason given (or claude’s note when none was)', () => {
		const state = readSessionHistory(readFileSync(file, 'utf8')).events.reduce(reduce, initialState());
		const calls = outline(allItems(state)).filter(line => line.startsWith('tool '));
		expect(calls).toEqual([
			'tool Bash [denied] {"command":"rm -f notes.txt","description":"Delete notes"} → keep the file',
			'tool Bash [denied] {"command":"rm -f notes.txt","description":"Delete notes again"} → The user denied this tool use.',
		]);
	});

	it('is denied in the export', async () => {
		const markdown = transcriptMarkdown(await readTranscript(file), 'denied-by-person.jsonl');
		expect(markdown).toContain('**Denied**: keep the file');
		expect(markdown).not.toContain('**Failed**');
	});
});
