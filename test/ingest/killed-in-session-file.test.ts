/**
 * A Bash call that was at its permission prompt when claude was killed, read back from the session file claude
 * 2.1.330 wrote (test/fixtures/sessions/README.md): claude gives it a placeholder result for the model
 * (`toolDenialKind: "interrupted"`) and, on the resume, a synthetic answer of its own ("No response requested.",
 * model `<synthetic>`). The resumed history reads as the live session did: the call interrupted, not failed, and
 * no answer of the model's that it never gave.
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

const file = path.join(ownFixturesDir, 'sessions/killed-at-prompt.jsonl');

describe('a call claude was killed at, in a session file', () => {
	const state = readSessionHistory(readFileSync(file, 'utf8')).events.reduce(reduce, initialState());
	const lines = outline(allItems(state));

	it('is interrupted on resume, its placeholder kept for the model', () => {
		const call = allItems(state).find(item => item.kind === 'tool');
		expect(call?.kind === 'tool' && call.call.status).toBe('interrupted');
		expect(call?.kind === 'tool' && call.call.result?.forModel).toBe(true);
	});

	it('is followed by no answer claude made up', () => {
		expect(lines.filter(line => line.startsWith('text') || line.startsWith('user'))).toEqual([
			'user: k1',
			'text: K1 first answer. K1TEXT',
			'user: k2',
			'text: K2 runs a command.',
			'user: go on',
			'text: DONE-K2 (after crash?)',
		]);
	});

	it('is interrupted in the export, with no made-up answer', async () => {
		const markdown = transcriptMarkdown(await readTranscript(file), 'killed-at-prompt.jsonl');
		expect(markdown).not.toContain('**Failed**');
		expect(markdown).not.toContain('No response requested.');
		expect(markdown).not.toContain('Tool call interrupted: the session ended');
	});
});
