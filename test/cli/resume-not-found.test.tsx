/**
 * `--resume` of an id claude does not know: claude says so and exits before it resumes anything. Resuming
 * that id again would fail the same way, so the screen says r starts a new conversation, and r does.
 */
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {sessionsDir} from '../../src/sessions/session-path.js';
import {bashPermissionRequest} from '../helpers/bash-permission-request.js';
import {FakeTransport} from '../helpers/fake-transport.js';
import {hostOnScreen, PROJECT} from '../helpers/host-on-screen.js';
import {KEY} from '../helpers/keys.js';
import {sharedFixturesDir} from '../helpers/fixtures.js';
import {waitFor} from '../helpers/wait-for.js';

const ID = '00000000-0000-4000-8000-000000000000';
const NOT_FOUND = `No conversation found with session ID: ${ID}`;
/** claude 2.1.330's session file of two short turns. */
const SAVED = readFileSync(path.join(sharedFixturesDir, 'l-session-file.jsonl'), 'utf8');

/** `sessionFile`: what the session's file holds in claude's folder of this project; none without it. */
function setup(sessionFile?: string) {
	const home = mkdtempSync(path.join(tmpdir(), 'cctui-host-'));
	const file = path.join(sessionsDir(PROJECT, {HOME: home}), `${ID}.jsonl`);
	if (sessionFile !== undefined) {
		mkdirSync(path.dirname(file), {recursive: true});
		writeFileSync(file, sessionFile);
	}
	return {...hostOnScreen(home, () => new FakeTransport()), file};
}

/** What claude 2.1.330 does with `--resume` of an id it has no session of: these two lines, then exit 1. */
function refuse(transport: FakeTransport): void {
	transport.emitStderr(NOT_FOUND);
	transport.emit({
		type: 'result',
		subtype: 'error_during_execution',
		duration_ms: 0,
		is_error: true,
		num_turns: 0,
		session_id: ID,
		total_cost_usd: 0,
		errors: [NOT_FOUND],
	});
	transport.exit({exitCode: 1, signal: null});
}

describe('--resume of a session claude does not know', () => {
	it('says r starts a new conversation, and r does', async () => {
		const {host, store, launches, transports, waitForFrame, frame, type} = setup();
		await host.start({resume: ID});
		refuse(transports[0]!);
		// One line, wrapped at the terminal's width.
		await waitForFrame(text =>
			text
				.replace(/\s+/g, ' ')
				.includes(
					'claude stopped without resuming session 00000000; the transcript is kept. Press r on an empty input to start a new conversation.',
				),
		);
		await type('r');
		await waitFor(() => launches.length === 2);
		expect(launches[1]).not.toHaveProperty('resume');
		await waitFor(() => store.getState().child.running);
		await waitForFrame('— New conversation —');
		expect(frame()).not.toContain('claude restarted; the conversation continues.');
	});

	it('a message typed for the session shown waits, and the new conversation r starts does not get it: it comes back', async () => {
		const {host, store, launches, transports, waitForFrame, frame, type} = setup(SAVED);
		await host.start({resume: ID});
		refuse(transports[0]!);
		await waitForFrame(text =>
			text.replace(/\s+/g, ' ').includes('Press r on an empty input to start a new conversation.'),
		);
		await type(...'and about that?', KEY.enter);
		await waitFor(() => store.getState().queue.length === 1);
		await type('r');
		await waitFor(() => launches.length === 2);
		await waitForFrame('The message waiting to start was not sent to this conversation: it is back in the input.');
		await waitFor(() => store.getState().child.running);
		expect(transports[1]!.written().filter(sent => sent['type'] === 'user')).toEqual([]);
		expect(frame()).toContain('› and about that?');
		expect(frame()).not.toContain('queued');
	});

	it('an unreadable session file claude refuses the same way: r starts a new conversation, not the same failure', async () => {
		// What the audit wrote: random bytes, lines cctui cannot read, and claude answers "No conversation found".
		const {host, launches, transports, waitForFrame, frame, type} = setup(
			'\u0007\u00ff{not json\n\u0000\u0013garbage\n',
		);
		await host.start({resume: ID});
		await waitForFrame('could not be read');
		refuse(transports[0]!);
		await waitForFrame(text =>
			text.replace(/\s+/g, ' ').includes('Press r on an empty input to start a new conversation.'),
		);
		await type('r');
		await waitFor(() => launches.length === 2);
		expect(launches[1]).not.toHaveProperty('resume');
		await waitForFrame('— New conversation —');
		expect(frame()).not.toContain('the conversation continues');
	});

	it('a session claude did resume, though cctui found no file of it, is resumed again after a crash', async () => {
		const {host, launches, transports, waitForFrame, type} = setup();
		await host.start({resume: ID});
		transports[0]!.emit({
			type: 'control_response',
			response: {subtype: 'success', request_id: 'cctui_1', response: {}},
		});
		transports[0]!.exit({exitCode: 1, signal: null});
		await waitForFrame(text =>
			text.replace(/\s+/g, ' ').includes('Press r on an empty input to restart it and continue this conversation.'),
		);
		await type('r');
		await waitFor(() => launches.length === 2);
		expect(launches[1]).toMatchObject({resume: ID});
	});
});

describe('/resume of an id this folder has no saved session of', () => {
	it('under a prompt, is refused before anything ends: claude, its prompt and the conversation go on, and the words stay', async () => {
		const {host, launches, transports, waitForFrame, frame, type} = setup();
		await host.start({});
		transports[0]!.emit(bashPermissionRequest());
		await waitForFrame('Claude wants to run a command');
		// Typed as the prompt came: the message's keys.
		await type(...'/resume nope', KEY.enter);
		await waitForFrame('/resume: no saved session nope in this folder (/resume alone lists them)');
		expect(frame()).toContain('Claude wants to run a command');
		expect(frame()).toContain('› /resume nope');
		expect(launches).toHaveLength(1);
		expect(transports[0]!.stdinClosed).toBe(false);
		// No interrupt, no answer to the prompt: only what the start sent.
		expect(transports[0]!.written().map(frame => (frame['request'] as {subtype: string}).subtype)).toEqual([
			'initialize',
			'set_max_thinking_tokens',
		]);
	});

	it('a saved session of this folder is resumed as before', async () => {
		const {host, launches, transports, type} = setup(SAVED);
		await host.start({});
		await type(...`/resume ${ID}`, KEY.enter);
		await waitFor(() => launches.length === 2);
		expect(launches[1]).toMatchObject({resume: ID});
		expect(transports[0]!.stdinClosed).toBe(true);
	});

	it('the start of an id, as the picker and notices show it, resumes the one session it names; one two share is refused', async () => {
		const {host, launches, transports, type, waitForFrame, frame, file} = setup(SAVED);
		const other = '00000000-1111-4000-8000-000000000000';
		writeFileSync(path.join(path.dirname(file), `${other}.jsonl`), SAVED);
		await host.start({});
		await type(...'/resume 00000000', KEY.enter);
		await waitForFrame('/resume: 2 saved sessions here start with 00000000: type more of the id');
		expect(frame()).toContain('› /resume 00000000');
		expect(launches).toHaveLength(1);
		await type(...'-1', KEY.enter);
		await waitFor(() => launches.length === 2);
		expect(launches[1]).toMatchObject({resume: other});
		expect(transports[0]!.stdinClosed).toBe(true);
	});

	it('one the picker listed, gone before Enter, is refused in one line: claude goes on', async () => {
		const {host, launches, transports, type, waitForFrame, file} = setup(SAVED);
		await host.start({});
		await type(...'/resume', KEY.enter);
		await waitForFrame('remember a secret word');
		rmSync(file);
		await type(KEY.enter);
		await waitForFrame(`/resume: no saved session ${ID} in this folder`);
		expect(launches).toHaveLength(1);
		expect(transports[0]!.stdinClosed).toBe(false);
	});
});
