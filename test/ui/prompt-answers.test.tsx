/**
 * Prompts answered through the App, as a person does, on an injected clock: Esc interrupts the
 * turn, a tool that requires interaction is never approved by one key, and a title claude sends
 * cannot move the cursor or set the terminal's title.
 */
import {describe, expect, it} from 'vitest';
import {Session} from '../../src/session/session.js';
import {createStore} from '../../src/session/store.js';
import {initialState} from '../../src/state/state.js';
import {App} from '../../src/ui/app.js';
import {QUIET_MS} from '../../src/ui/key-gate.js';
import {FakeTransport} from '../helpers/fake-transport.js';
import {KEY} from '../helpers/keys.js';
import {render} from '../helpers/render.js';
import {sessionActions} from '../helpers/ui-actions.js';
import {waitFor} from '../helpers/wait-for.js';

function setup() {
	const clock = {now: 1_000_000};
	const transport = new FakeTransport();
	const store = createStore(initialState(), {throttleMs: 0});
	const session = new Session({store});
	void session.attach(transport);
	const {actions} = sessionActions(session);
	const ui = render(<App store={store} actions={actions} color={false} now={() => clock.now} />);
	/** Shows a request and waits until a key may answer it. */
	const ask = async (request: Record<string, unknown>, heading: RegExp | string) => {
		transport.emit({type: 'control_request', request_id: 'req-1', request: {subtype: 'can_use_tool', tool_use_id: 'toolu_1', ...request}});
		await ui.waitForFrame(heading);
		clock.now += QUIET_MS;
	};
	return {...ui, transport, store, ask};
}

const sent = (transport: FakeTransport, type: string) => transport.written().filter(frame => frame['type'] === type);

describe('answering prompts through the App', () => {
	it('Esc on a prompt interrupts the turn and approves nothing', async () => {
		const {type, transport, ask} = setup();
		await ask({tool_name: 'Bash', input: {command: 'rm -rf build', description: 'Remove build'}}, 'Claude wants to run a command');
		await type(KEY.escape);
		await waitFor(() => sent(transport, 'control_request').length === 1);
		expect(sent(transport, 'control_request')).toMatchObject([{request: {subtype: 'interrupt'}}]);
		expect(sent(transport, 'control_response').filter(frame => JSON.stringify(frame).includes('"allow"'))).toEqual([]);
	});

	it('a tool that requires interaction is not approved by one key: the key only points at the answer, Enter confirms', async () => {
		const {type, transport, ask, waitForFrame} = setup();
		await ask({tool_name: 'Bash', input: {command: 'ssh prod', description: 'Log in'}, requires_user_interaction: true}, 'Claude wants to run a command');
		await waitForFrame(/Yes, once \(arrows \+ Enter\)/);
		await type('1');
		await type('y');
		expect(sent(transport, 'control_response')).toEqual([]);
		await type(KEY.enter);
		expect(sent(transport, 'control_response')).toMatchObject([{response: {request_id: 'req-1', response: {behavior: 'allow'}}}]);
	});

	it('a title with escape sequences is shown without them', async () => {
		const {ask, frames} = setup();
		await ask({tool_name: 'Bash', input: {command: 'ls'}, title: 'Run \u001B]0;pwned\u0007ls \u001B[2J\u001B[31mnow'}, /Run .*ls .*now/);
		// The bytes as written, escape sequences and all.
		const written = frames.join('');
		expect(written).toContain('now');
		expect(written).not.toMatch(/\u001B\]0;|\u0007|\u001B\[2J|\u001B\[31m/);
	});
});
