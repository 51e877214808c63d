/**
 * Prompts answered through the App, as a person does, on an injected clock: Esc interrupts the
 * turn, a tool that requires interaction is never approved by one key, and a title claude sends
 * cannot move the cursor or set the terminal's title.
 */
import {describe, expect, it} from 'vitest';
import {QUIET_MS} from '../../src/ui/key-gate.js';
import {clockedApp} from '../helpers/clocked-app.js';
import {KEY} from '../helpers/keys.js';
import {waitFor} from '../helpers/wait-for.js';

function setup() {
	const app = clockedApp();
	/** Shows a request and waits until a key may answer it. */
	const ask = async (request: Record<string, unknown>, heading: RegExp | string) => {
		app.transport.emit({
			type: 'control_request',
			request_id: 'req-1',
			request: {subtype: 'can_use_tool', tool_use_id: 'toolu_1', ...request},
		});
		await app.waitForFrame(heading);
		app.clock.now += QUIET_MS;
	};
	return {...app, ask};
}

describe('answering prompts through the App', () => {
	it('Esc on a prompt interrupts the turn and approves nothing', async () => {
		const {type, sent, ask} = setup();
		await ask(
			{tool_name: 'Bash', input: {command: 'rm -rf build', description: 'Remove build'}},
			'Claude wants to run a command',
		);
		await type(KEY.escape);
		await waitFor(() => sent('control_request').length === 1);
		expect(sent('control_request')).toMatchObject([{request: {subtype: 'interrupt'}}]);
		expect(sent('control_response').filter(frame => JSON.stringify(frame).includes('"allow"'))).toEqual([]);
	});

	it('a tool that requires interaction is not approved by one key: the key only points at the answer, Enter confirms', async () => {
		const {type, sent, ask, waitForFrame} = setup();
		await ask(
			{tool_name: 'Bash', input: {command: 'ssh prod', description: 'Log in'}, requires_user_interaction: true},
			'Claude wants to run a command',
		);
		await waitForFrame(/Yes, once \(arrows \+ Enter\)/);
		await type('1');
		await type('y');
		expect(sent('control_response')).toEqual([]);
		await type(KEY.enter);
		expect(sent('control_response')).toMatchObject([{response: {request_id: 'req-1', response: {behavior: 'allow'}}}]);
	});

	it('a title with escape sequences is shown without them', async () => {
		const {ask, frames} = setup();
		await ask(
			{tool_name: 'Bash', input: {command: 'ls'}, title: 'Run \u001B]0;pwned\u0007ls \u001B[2J\u001B[31mnow'},
			/Run .*ls .*now/,
		);
		// The bytes as written, escape sequences and all.
		const written = frames.join('');
		expect(written).toContain('now');
		expect(written).not.toMatch(/\u001B\]0;|\u0007|\u001B\[2J|\u001B\[31m/);
	});
});
