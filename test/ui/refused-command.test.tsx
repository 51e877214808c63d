/**
 * A slash command given an argument it does not take does not run: one line says why, and what was typed stays in
 * the input to fix (nothing typed is lost). So does `/model <name>` claude refuses, once its answer comes. Under a prompt it answers nothing, and the status line says why.
 */
import {describe, expect, it} from 'vitest';
import {QUIET_MS} from '../../src/ui/key-gate.js';
import {bashPermissionRequest} from '../helpers/bash-permission-request.js';
import {clockedApp} from '../helpers/clocked-app.js';
import {KEY} from '../helpers/keys.js';
import {waitFor} from '../helpers/wait-for.js';

const CTRL_U = '\u0015';

/** What the person typed, and the line that says why it did not run. */
const REFUSED: ReadonlyArray<readonly [string, string]> = [
	['/clear please now ok', '/clear takes no argument'],
	['/quit now', '/quit takes no argument'],
	['/exit now', '/exit takes no argument'],
	['/restart please', '/restart takes no argument'],
	['/rewind 2', '/rewind takes no argument'],
	['/help me', '/help takes no argument'],
	['/thinking foo', '/thinking: unknown display "foo" (one of summarized, updates, highlights, omitted)'],
	['/diff x', '/diff: a number of turns back (1 is the latest), not "x"'],
	['/mode nope', '/mode: one of default, acceptEdits, plan'],
	['/effort x', '/effort: one of low, medium, high, xhigh, max'],
	['/tasks bogus', '/tasks: no argument for the list, or output|stop <id>'],
	['/denied everything', '/denied: no argument for the list, or clear, not "everything"'],
];

describe('a command given an argument it does not take', () => {
	it.each(REFUSED)('%s does nothing but say why, and stays in the input', async (typed, why) => {
		const {type, frame, waitForFrame, host, transport, store} = clockedApp();
		await type(...typed.split(''), KEY.enter);
		await waitForFrame(text => text.includes(`✗ ${why}`));
		// The input, not a picker, has the keys, and holds what was typed.
		expect(frame()).toContain(`› ${typed}`);
		expect(transport.written()).toEqual([]);
		for (const action of Object.values(host)) expect(action).not.toHaveBeenCalled();
		// That line is all that was said (no list, no "nothing to rewind").
		expect(store.getState().committed.map(item => item.kind)).toEqual(['notice']);
	});

	it('/clear please: edited to the command alone, it runs', async () => {
		const {type, waitForFrame, host} = clockedApp();
		await type(...'/clear please now ok'.split(''), KEY.enter);
		await waitForFrame('› /clear please now ok');
		await type(CTRL_U, ...'/clear'.split(''), KEY.enter);
		await waitFor(() => host.newConversation.mock.calls.length === 1);
	});

	it('under a prompt it answers nothing and ends nothing: the status line says why, and the words stay for later', async () => {
		const {type, clock, answers, transport, waitForFrame, frame, host} = clockedApp();
		transport.emit(bashPermissionRequest());
		await waitForFrame('Claude wants to run a command');
		// Typed as the prompt came: the message's keys.
		await type(...'/clear please'.split(''), KEY.enter);
		await waitForFrame('/clear takes no argument');
		expect(frame()).toContain('Claude wants to run a command');
		expect(frame()).toContain('› /clear please');
		expect(answers()).toEqual([]);
		expect(host.newConversation).not.toHaveBeenCalled();
		// The person answers the prompt; the words wait in the input.
		clock.now += 10 * QUIET_MS;
		await type('\t');
		clock.now += QUIET_MS;
		await type('1');
		await waitFor(() => answers().length === 1);
		await waitForFrame(text => !text.includes('Claude wants to run a command') && text.includes('› /clear please'));
		expect(answers()).toMatchObject([{response: {request_id: 'req-1', response: {behavior: 'allow'}}}]);
	});

	it('/model that claude refuses: its error is the one line, and what was typed is back in the input', async () => {
		const {type, frame, waitForFrame, transport} = clockedApp();
		await type(...'/model nope', KEY.enter);
		await waitFor(() => transport.written().length === 1);
		expect(transport.written()[0]).toMatchObject({
			request_id: 'cctui_1',
			request: {subtype: 'set_model', model: 'nope'},
		});
		// Sent, the command left the input; claude's answer is still to come.
		expect(frame()).not.toContain('› /model nope');
		transport.emit({
			type: 'control_response',
			response: {subtype: 'error', request_id: 'cctui_1', error: 'Unknown model: nope'},
		});
		await waitForFrame('✗ Model nope not set: Unknown model: nope');
		await waitForFrame('› /model nope');
	});

	it('/model that claude sets leaves nothing in the input', async () => {
		const {type, frame, waitForFrame, transport} = clockedApp();
		await type(...'/model haiku', KEY.enter);
		await waitFor(() => transport.written().length === 1);
		transport.emit({
			type: 'control_response',
			response: {subtype: 'success', request_id: 'cctui_1', response: {model: 'claude-haiku-5-5'}},
		});
		await waitForFrame('Model: claude-haiku-5-5, from the next message.');
		expect(frame()).not.toContain('› /model haiku');
	});
});
