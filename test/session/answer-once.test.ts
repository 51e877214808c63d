/**
 * Every control_request gets exactly one answer, also where a session rule answers it and where
 * the reducer would hide a second delivery anyway: the session's own guard is what stops a second
 * answer on the wire.
 */
import {describe, expect, it} from 'vitest';
import {Session} from '../../src/session/session.js';
import {createStore} from '../../src/session/store.js';
import {initialState} from '../../src/state/state.js';
import {FakeTransport} from '../helpers/fake-transport.js';
import {tick} from '../helpers/wait-for.js';

function setup() {
	const transport = new FakeTransport();
	const store = createStore(initialState(), {throttleMs: 0});
	const session = new Session({store});
	void session.attach(transport);
	return {transport, store, session};
}

const bash = (id: string) => ({
	type: 'control_request',
	request_id: id,
	request: {
		subtype: 'can_use_tool',
		tool_name: 'Bash',
		input: {command: 'rm -rf build', description: 'Remove build'},
		tool_use_id: `toolu_${id}`,
	},
});
const answers = (transport: FakeTransport) => transport.written().filter(frame => frame['type'] === 'control_response');

describe('one answer per request', () => {
	it('a request a session deny rule answers, delivered twice, is answered once', async () => {
		const {transport, store, session} = setup();
		transport.emit(bash('req-1'));
		await tick();
		session.decide('req-1', {behavior: 'deny', scope: 'session', source: 'user', message: 'no'});
		expect(store.getState().denyRules).toHaveLength(1);
		transport.emit(bash('req-2'));
		transport.emit(bash('req-2'));
		await tick();
		expect(answers(transport).map(frame => (frame['response'] as {request_id: string}).request_id)).toEqual([
			'req-1',
			'req-2',
		]);
		expect(answers(transport)[1]).toMatchObject({
			response: {response: {behavior: 'deny', message: "Denied by the user's session rule Bash(rm -rf build)."}},
		});
	});

	it('a request cctui answers by itself (not a prompt), delivered twice, is answered once', async () => {
		const {transport} = setup();
		const hook = {
			type: 'control_request',
			request_id: 'hook-1',
			request: {subtype: 'hook_callback', callback_id: 'cb', input: {}},
		};
		transport.emit(hook);
		transport.emit(hook);
		await tick();
		expect(answers(transport)).toHaveLength(1);
	});

	it('a prompt answered, then delivered again, is not asked or answered again', async () => {
		const {transport, store, session} = setup();
		transport.emit(bash('req-1'));
		await tick();
		expect(session.decide('req-1', {behavior: 'allow', scope: 'once', updatedInput: {command: 'rm -rf build'}})).toBe(
			true,
		);
		transport.emit(bash('req-1'));
		await tick();
		expect(store.getState().permissions).toEqual([]);
		expect(session.decide('req-1', {behavior: 'allow', scope: 'once', updatedInput: {}})).toBe(false);
		expect(answers(transport)).toHaveLength(1);
	});
});
