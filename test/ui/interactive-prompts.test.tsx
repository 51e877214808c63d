/**
 * AskUserQuestion and ExitPlanMode answered with keys, over the real recordings: the bytes cctui
 * writes must be exactly what the recorded host sent (which the real CLI accepted).
 */
import {describe, expect, it} from 'vitest';
import {Session} from '../../src/session/session.js';
import {createStore} from '../../src/session/store.js';
import {initialState} from '../../src/state/state.js';
import {App} from '../../src/ui/app.js';
import {QUIET_MS} from '../../src/ui/key-gate.js';
import {DISMISS_MESSAGE} from '../../src/ui/components/prompts/question-prompt.js';
import {readRecording} from '../helpers/fixtures.js';
import {FakeTransport} from '../helpers/fake-transport.js';
import {KEY} from '../helpers/keys.js';
import {render} from '../helpers/render.js';
import {sessionActions} from '../helpers/ui-actions.js';
import {waitFor} from '../helpers/wait-for.js';

/** Plays a recording's stdout up to (and including) its first can_use_tool; returns what the recorded host answered. */
function setupAtPrompt(file: string) {
	const lines = readRecording(file);
	const requestAt = lines.findIndex(line => line.dir === 'out' && line.msg?.['type'] === 'control_request');
	const recordedAnswer = lines
		.slice(requestAt)
		.find(line => line.dir === 'in' && line.msg?.['type'] === 'control_response')!.msg;
	const transport = new FakeTransport();
	const store = createStore(initialState(), {throttleMs: 0});
	const session = new Session({store});
	void session.attach(transport);
	const {actions, host} = sessionActions(session);
	// The key gate reads this clock (its real 500 ms); `settle` is a person stopping to read.
	const clock = {now: 1_000_000};
	const ui = render(<App store={store} actions={actions} color={false} now={() => clock.now} />);
	for (const line of lines.slice(0, requestAt + 1)) if (line.dir === 'out') transport.emit(line.msg!);
	return {...ui, transport, store, host, recordedAnswer, settle: () => (clock.now += QUIET_MS)};
}

describe('AskUserQuestion picker', () => {
	it('answers single and multi select with keys, exactly as the recorded host did', async () => {
		const {transport, waitForFrame, type, recordedAnswer, settle} = setupAtPrompt('h2-askuserquestion.jsonl');
		await waitForFrame('Which color should the button be?');
		settle();
		await type(KEY.enter);
		expect(transport.writes).toEqual([]);
		// Enter did nothing (no answer chosen), so it begins no answer: the next key waits for a quiet moment too.
		settle();
		await type('2');
		await waitForFrame('Which platforms? (choose any)');
		// The next question is new: the person reads it before its keys count (question-shown-anew.test.tsx).
		settle();
		await type('1', '2', KEY.enter);
		await waitFor(() => transport.writes.length === 1);
		expect(transport.written()[0]).toEqual(recordedAnswer);
	});

	it('an Enter that sends nothing says why: nothing ticked, nothing chosen, an empty "Other"', async () => {
		const {transport, waitForFrame, type, settle, frame} = setupAtPrompt('h2-askuserquestion.jsonl');
		await waitForFrame('Which color should the button be?');
		settle();
		await type(KEY.enter);
		await waitForFrame('Choose one: a number, or ↑↓ then Enter');
		settle();
		await type(KEY.right);
		await waitForFrame('Which platforms? (choose any)');
		expect(frame()).not.toContain('Choose one');
		settle();
		await type(KEY.enter);
		await waitForFrame('Choose at least one: a number or Space ticks it, or 4 types your own');
		settle();
		await type('4');
		await waitForFrame(/4\. Other: /);
		await type(KEY.enter);
		await waitForFrame('Type an answer, or Esc goes back');
		await type('x');
		await waitForFrame('Other: x');
		expect(frame()).not.toContain('Type an answer');
		expect(transport.writes).toEqual([]);
	});

	it('takes a typed "Other" answer and can go back to change an answer', async () => {
		const {transport, waitForFrame, type, settle, frame} = setupAtPrompt('h2-askuserquestion.jsonl');
		await waitForFrame('Which color should the button be?');
		settle();
		await type('3');
		await waitForFrame(/3\. Other: /);
		await type(...'Teal', KEY.enter);
		await waitForFrame('Which platforms? (choose any)');
		settle();
		await type(KEY.left);
		await waitForFrame(/Other: Teal/);
		settle();
		await type(KEY.right);
		settle();
		await type(' ');
		expect(transport.writes).toEqual([]);
		// With nothing focused the space chose nothing, and began no message either (the Enter meant to pick would have
		// sent it): the picker says what picks.
		await waitForFrame('Not an answer: a number, ↑↓ then Enter, or 4 to type your own');
		expect(frame()).not.toMatch(/^› /m);
		expect(frame()).not.toContain('Message keeps the keys');
		settle();
		await type(KEY.down, ' ', KEY.enter);
		await waitFor(() => transport.writes.length === 1);
		expect(transport.written()[0]).toMatchObject({
			response: {
				response: {
					behavior: 'allow',
					updatedInput: {answers: {'Which color should the button be?': 'Teal', 'Which platforms?': 'Linux'}},
				},
			},
		});
	});

	it('the "Other" field applies every key of one read and draws a pasted tab as spaces', async () => {
		const {waitForFrame, type, settle, frame} = setupAtPrompt('h2-askuserquestion.jsonl');
		await waitForFrame('Which color should the button be?');
		settle();
		await type('3');
		await waitForFrame(/3\. Other: /);
		await type('\u001B[200~Te\tal\u001B[201~');
		expect(frame()).toContain('Other: Te  al ');
		await type('x\u007F\u0001>\r');
		await waitForFrame('Which platforms? (choose any)');
		settle();
		await type(KEY.left);
		await waitForFrame('Other: >Te');
		expect(frame()).toContain('Other: >Te al ');
	});

	it('a read of several keys is not an answer: "2n" in one read picks nothing and goes to the message whole', async () => {
		const {transport, waitForFrame, type, frame, settle} = setupAtPrompt('h2-askuserquestion.jsonl');
		await waitForFrame('Which color should the button be?');
		settle();
		// Typed faster than one read (or pasted without brackets): the 2 must not pick Blue and lose the n.
		await type('2n');
		await waitForFrame('› 2n');
		expect(frame()).not.toContain('(•)');
		expect(transport.writes).toEqual([]);
	});

	it('a digit or Space with Ctrl or Alt held picks nothing; Ctrl+D quits on the empty input, answering nothing', async () => {
		const {transport, waitForFrame, type, frame, settle, host} = setupAtPrompt('h2-askuserquestion.jsonl');
		await waitForFrame('Which color should the button be?');
		settle();
		await type(KEY.ctrlD);
		expect(host.quit).toHaveBeenCalledTimes(1);
		// Not answers: what the prompt does not take is typed into the message, as without a prompt.
		await type('\u001B1', '\u001B2', '\u001B ', '\u001B3');
		await waitForFrame('› 12 3');
		expect(frame()).toContain('1. ( ) Red');
		expect(frame()).not.toContain('(•)');
		expect(transport.writes).toEqual([]);
	});

	it('Esc dismisses the question (a deny the model sees)', async () => {
		const {transport, waitForFrame, type, settle} = setupAtPrompt('h2-askuserquestion.jsonl');
		await waitForFrame('Which color should the button be?');
		settle();
		await type(KEY.escape);
		await waitFor(() => transport.writes.length === 1);
		expect(transport.written()[0]).toMatchObject({response: {response: {behavior: 'deny', message: DISMISS_MESSAGE}}});
	});
});

describe('ExitPlanMode prompt', () => {
	it('shows the plan from the streamed tool_use (the request input is empty)', async () => {
		const {waitForFrame, frame} = setupAtPrompt('h3-exitplanmode.jsonl');
		await waitForFrame('Claude has a plan');
		expect(frame()).toContain('1. Yes, and auto-accept edits');
		expect(frame()).not.toContain('plan text did not arrive');
	});

	it('approving and asking before each edit sends what the recorded host sent, and the mode that asks', async () => {
		const {transport, waitForFrame, type, recordedAnswer, settle} = setupAtPrompt('h3-exitplanmode.jsonl');
		await waitForFrame('Claude has a plan');
		settle();
		await type('2');
		await waitFor(() => transport.writes.length === 1);
		// The recorded host set no mode, and claude went back to the one from before plan mode (test/e2e/plan-approval).
		const answer = structuredClone(recordedAnswer) as {response: {response: Record<string, unknown>}};
		answer.response.response['updatedPermissions'] = [{type: 'setMode', mode: 'default', destination: 'session'}];
		expect(transport.written()[0]).toEqual(answer);
	});

	it('Ctrl+Y, Alt+2 and Ctrl+A approve nothing', async () => {
		const {transport, waitForFrame, type, frame, settle} = setupAtPrompt('h3-exitplanmode.jsonl');
		await waitForFrame('Claude has a plan');
		// Each after a quiet moment, so that each is a deliberate key the prompt is given.
		for (const key of ['\u0019', '\u001B2', '\u0001', '\u001B1', '\u001By']) {
			settle();
			await type(key);
		}
		expect(transport.writes).toEqual([]);
		expect(frame()).toContain('Claude has a plan');
		// Alt+2, Alt+1 and Alt+y typed 2, 1 and y into a message, which keeps the keys until Tab.
		settle();
		await type('2');
		expect(transport.writes).toEqual([]);
		settle();
		await type('\t');
		settle();
		await type('2');
		await waitFor(() => transport.writes.length === 1);
	});

	it('approving with auto-accept switches the mode for the session', async () => {
		const {transport, waitForFrame, type, settle} = setupAtPrompt('h3-exitplanmode.jsonl');
		await waitForFrame('Claude has a plan');
		settle();
		await type('1');
		await waitFor(() => transport.writes.length === 1);
		expect(transport.written()[0]).toMatchObject({
			response: {
				response: {
					behavior: 'allow',
					updatedInput: {},
					updatedPermissions: [{type: 'setMode', mode: 'acceptEdits', destination: 'session'}],
				},
			},
		});
	});

	it('keep planning sends the typed feedback as a denial', async () => {
		const {transport, waitForFrame, type, settle} = setupAtPrompt('h3-exitplanmode.jsonl');
		await waitForFrame('Claude has a plan');
		settle();
		await type('3');
		await waitForFrame('Feedback for Claude');
		await type(...'add tests', KEY.enter);
		await waitFor(() => transport.writes.length === 1);
		expect(transport.written()[0]).toMatchObject({response: {response: {behavior: 'deny', message: 'add tests'}}});
	});
});
