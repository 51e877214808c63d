/**
 * A prompt answered elsewhere while the person was typing in it (a deny reason, a question's own answer): the editor
 * answered first, or claude withdrew the request. What they typed was lost with the prompt, with nothing said; it now
 * goes back into the message input, and a line says why. So does a question's own answer when the person dismisses
 * the question with Esc: the dismissal does not carry it.
 */
import {mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {DISMISS_MESSAGE} from '../../src/ui/components/prompts/question-prompt.js';
import {QUIET_MS} from '../../src/ui/key-gate.js';
import {clockedApp} from '../helpers/clocked-app.js';
import {FakeEditor} from '../helpers/fake-editor.js';
import {KEY} from '../helpers/keys.js';
import {waitFor} from '../helpers/wait-for.js';

/** The App at a Write prompt the editor shows too, on screen for the quiet time: the next key counts. */
async function atWrite() {
	const editor = new FakeEditor();
	const app = clockedApp(1_000_000, editor);
	const input = {file_path: join(mkdtempSync(join(tmpdir(), 'w-')), 'notes.txt'), content: 'hello\n'};
	app.transport.emit({
		type: 'assistant',
		session_id: 's-1',
		uuid: 'a-1',
		parent_tool_use_id: null,
		message: {id: 'm-1', role: 'assistant', content: [{type: 'tool_use', id: 'toolu_1', name: 'Write', input}]},
	});
	app.transport.emit({
		type: 'control_request',
		request_id: 'req-1',
		request: {subtype: 'can_use_tool', tool_name: 'Write', input, tool_use_id: 'toolu_1'},
	});
	await waitFor(() => editor.opened.length === 1, {what: 'openDiff'});
	await app.waitForFrame('Also open in VS Code');
	app.clock.now += QUIET_MS;
	return {...app, editor};
}

const REASON = 'because I said so';

/** A question claude asks, with its own answer (Other) as option 2. */
const QUESTION = {
	type: 'control_request',
	request_id: 'req-1',
	request: {
		subtype: 'can_use_tool',
		tool_name: 'AskUserQuestion',
		input: {questions: [{question: 'Which name?', header: 'Name', multiSelect: false, options: [{label: 'a'}]}]},
	},
};

describe('a prompt answered elsewhere while the person typed in it', () => {
	it('the editor saves while a deny reason is typed: the Write runs, the reason is back in the input, a line says so', async () => {
		const {editor, type, waitForFrame, frame, answers} = await atWrite();
		await type('3', ...REASON);
		await waitForFrame(`Reason for Claude: ${REASON}`);
		editor.opened[0]!.answer({kind: 'saved', contents: 'hello\n'});
		await waitForFrame('VS Code answered this prompt first: your reason is back in the input.');
		expect(frame()).toContain(`› ${REASON}`);
		expect(frame()).not.toContain('Reason for Claude');
		expect(answers()).toMatchObject([{response: {request_id: 'req-1', response: {behavior: 'allow'}}}]);
	});

	it('the Enter meant for the deny, still coming as the reason comes back, does not send it; one after a pause does', async () => {
		const {editor, type, waitForFrame, frame, sent, clock} = await atWrite();
		await type('3', ...REASON);
		editor.opened[0]!.answer({kind: 'saved', contents: 'hello\n'});
		await waitForFrame('your reason is back in the input');
		await type(KEY.enter);
		await waitForFrame('Enter again sends your text as a message');
		expect(sent('user')).toEqual([]);
		expect(frame()).toContain(`› ${REASON}`);
		clock.now += QUIET_MS;
		await type(KEY.enter);
		await waitFor(() => sent('user').length === 1, {what: 'the reason sent as a message'});
		expect(JSON.stringify(sent('user')[0])).toContain(REASON);
		// Once a key came after a pause, the hold is over: a message typed fast and sent at once goes.
		clock.now += QUIET_MS;
		await type('o', 'k', KEY.enter);
		// claude is busy with the reason: the message waits its turn, sent from the input.
		await waitForFrame('queued: ok');
		expect(frame()).not.toContain('Enter again sends');
	});

	it('the editor saves just as 3 opens the reason field, empty: a line says so, and the reason typed next is not sent by its Enter', async () => {
		const {editor, type, waitForFrame, frame, sent, answers} = await atWrite();
		await type('3');
		await waitForFrame('Reason for Claude');
		editor.opened[0]!.answer({kind: 'saved', contents: 'hello\n'});
		await waitForFrame(
			'VS Code answered this prompt first: what you type now goes into the message input, not the reason.',
		);
		expect(answers()).toMatchObject([{response: {request_id: 'req-1', response: {behavior: 'allow'}}}]);
		// The reason the person goes on typing, and its Enter, on the heels of the answer.
		await type(...REASON, KEY.enter);
		await waitForFrame('Enter again sends your text as a message');
		expect(sent('user')).toEqual([]);
		expect(frame()).toContain(`› ${REASON}`);
	});

	it('claude withdraws a question whose own answer field is open and empty: a line says so, the next Enter is held', async () => {
		const {transport, type, clock, waitForFrame, frame, sent} = clockedApp();
		transport.emit(QUESTION);
		await waitForFrame('Which name?');
		clock.now += QUIET_MS;
		await type('2');
		await waitForFrame('Other:');
		transport.emit({type: 'control_cancel_request', request_id: 'req-1'});
		// On two rows at this width.
		await waitForFrame(
			'This prompt closed before your answer was sent: what you type now goes into the message input, not',
		);
		expect(frame()).toContain('the answer.');
		await type('b', 'o', 'b', KEY.enter);
		await waitForFrame('Enter again sends your text as a message');
		expect(sent('user')).toEqual([]);
	});

	it('an Enter that comes after the editor’s answer, before the prompt closed, sends nothing and uses nothing up', async () => {
		const {session, stdin, waitForFrame, frame, answers, type} = await atWrite();
		await type('3', ...REASON);
		await waitForFrame(`Reason for Claude: ${REASON}`);
		// The editor's answer and the Enter in one tick: the prompt is still on screen when the Enter reaches it.
		session.decide('req-1', {behavior: 'deny', scope: 'once', source: 'editor', message: 'rejected in the editor'});
		stdin.write(KEY.enter);
		await waitForFrame('VS Code answered this prompt first: your reason is back in the input.');
		expect(frame()).toContain(`› ${REASON}`);
		expect(answers()).toMatchObject([{response: {response: {behavior: 'deny', message: 'rejected in the editor'}}}]);
	});

	it('claude withdraws a question while its own answer is typed: the answer is back in the input, a line says so', async () => {
		const {transport, type, clock, waitForFrame, frame, answers} = clockedApp();
		transport.emit(QUESTION);
		await waitForFrame('Which name?');
		clock.now += QUIET_MS;
		await type('2', ...'call it b');
		await waitForFrame('Other: call it b');
		transport.emit({type: 'control_cancel_request', request_id: 'req-1'});
		await waitForFrame('This prompt closed before your answer was sent: your answer is back in the input.');
		expect(frame()).toContain('› call it b');
		expect(answers()).toEqual([]);
	});

	it('a question dismissed with Esc while its own answer is typed: the answer is back in the input, not sent', async () => {
		const {transport, type, clock, waitForFrame, frame, answers} = clockedApp();
		transport.emit(QUESTION);
		await waitForFrame('Which name?');
		clock.now += QUIET_MS;
		await type('2', ...'call it b');
		await waitForFrame('Other: call it b');
		// The first Esc leaves the field (the answer stays in it); the second dismisses the question.
		await type(KEY.escape);
		await waitForFrame(text => text.includes('Esc dismisses') && text.includes('call it b'));
		clock.now += QUIET_MS;
		await type(KEY.escape);
		await waitForFrame('You dismissed the question: your answer is back in the input.');
		expect(frame()).toContain('› call it b');
		expect(answers()).toMatchObject([
			{response: {request_id: 'req-1', response: {behavior: 'deny', message: DISMISS_MESSAGE}}},
		]);
		expect(JSON.stringify(answers())).not.toContain('call it b');
	});

	it('a reason sent from the terminal is used up: nothing comes back', async () => {
		const {type, waitForFrame, frame, answers} = await atWrite();
		await type('3', ...REASON);
		await waitForFrame(`Reason for Claude: ${REASON}`);
		await type(KEY.enter);
		await waitFor(() => answers().length === 1);
		await waitForFrame(text => !text.includes('Claude wants to write a file'));
		expect(frame()).not.toContain(`› ${REASON}`);
		expect(frame()).not.toContain('back in the input');
		expect(answers()).toMatchObject([{response: {response: {behavior: 'deny', message: REASON}}}]);
	});
});
