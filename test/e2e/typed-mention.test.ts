/**
 * What a typed `@path` sends: the real claude 2.1.330 against the scripted backend. claude in
 * stream-json mode reads the named file itself and sends its lines with the message, so `@.env`
 * sends the file (README "Typing and pasting", CLI-FINDINGS "Images in a user message").
 */
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {afterEach, expect, it} from 'vitest';
import {build} from '../../src/backend/index.js';
import {runCctui, type Run} from './harness.js';

const {scenario, turn, text} = build;

let run: Run | undefined;
afterEach(async () => {
	await run?.stop();
	run = undefined;
});

it('a typed @-mention of a file sends the file’s contents to the API with the message', async () => {
	run = await runCctui(scenario([turn(text('Read it.'))]));
	writeFileSync(path.join(run.workDir, '.env'), 'API_TOKEN=not-for-the-model\n');
	await run.pty.waitForText('›', 30_000);
	await run.typeLine('what is in @.env ?');
	await run.pty.waitForText('Read it.', 30_000);
	const messages = JSON.stringify((run.backend.mainRequests().at(-1)!.body as {messages: unknown}).messages);
	expect(messages).toContain('Result of calling the Read tool:\\n1\\tAPI_TOKEN=not-for-the-model');
	expect(messages).toContain('what is in @.env ?');
	// The transcript shows the message as typed; the file's lines are not drawn as if typed.
	expect(run.pty.scrollback()).toContain('› what is in @.env ?');
}, 120_000);
