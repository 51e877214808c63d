/**
 * claude's request ids are JSON strings today, but the control protocol does not promise it: a
 * request whose id is a number is answered like any other, with that number, once.
 */
import {describe, expect, it} from 'vitest';
import {Session} from '../../src/session/session.js';
import {createStore} from '../../src/session/store.js';
import {initialState} from '../../src/state/state.js';
import {FakeTransport} from '../helpers/fake-transport.js';
import {tick, waitFor} from '../helpers/wait-for.js';

function setup() {
	const transport = new FakeTransport();
	const store = createStore(initialState(), {throttleMs: 0});
	const session = new Session({store});
	void session.attach(transport);
	return {transport, store, session};
}

const bash = (id: string | number) => ({
	type: 'control_request',
	request_id: id,
	request: {subtype: 'can_use_tool', tool_name: 'Bash', input: {command: 'ls'}, tool_use_id: 'toolu_1'},
});

describe('a control_request whose id is a number', () => {
	it('is answered by cctui itself with that number, once', async () => {
		const {transport} = setup();
		transport.emit(
			'{"type":"control_request","request_id":7,"request":{"subtype":"hook_callback","callback_id":"cb","input":{}}}',
		);
		transport.emit(
			'{"type":"control_request","request_id":7,"request":{"subtype":"hook_callback","callback_id":"cb","input":{}}}',
		);
		await waitFor(() => transport.writes.length > 0);
		await tick();
		expect(transport.writes).toEqual([
			'{"type":"control_response","response":{"subtype":"error","request_id":7,"error":"cctui registered no hook callback cb"}}\n',
		]);
	});

	it('asks the person, and their answer carries the number', async () => {
		const {transport, store, session} = setup();
		transport.emit(bash(8));
		await waitFor(() => store.getState().permissions.length === 1);
		expect(session.decide(8, {behavior: 'deny', scope: 'once', source: 'user', message: 'no'})).toBe(true);
		expect(transport.writes).toEqual([
			'{"type":"control_response","response":{"subtype":"success","request_id":8,"response":{"behavior":"deny","message":"no","toolUseID":"toolu_1"}}}\n',
		]);
		expect(store.getState().permissions).toEqual([]);
	});

	it('is a different request from the string of the same digits', async () => {
		const {transport, store, session} = setup();
		transport.emit(bash(9));
		transport.emit(bash('9'));
		await waitFor(() => store.getState().permissions.length === 2);
		session.decide('9', {behavior: 'deny', scope: 'once', source: 'user', message: 'no'});
		session.decide(9, {behavior: 'deny', scope: 'once', source: 'user', message: 'no'});
		expect(transport.written().map(frame => (frame['response'] as {request_id: unknown}).request_id)).toEqual(['9', 9]);
	});

	it('withdrawn by claude, is no longer asked', async () => {
		const {transport, store} = setup();
		transport.emit(bash(10));
		await waitFor(() => store.getState().permissions.length === 1);
		transport.emit({type: 'control_cancel_request', request_id: 10});
		await waitFor(() => store.getState().permissions.length === 0);
		expect(store.getState().malformedLines).toBe(0);
	});

	it('unreadable, is refused with its number', async () => {
		const {transport, store} = setup();
		transport.emit({type: 'control_request', request_id: 11, request: {subtype: 'can_use_tool'}});
		await waitFor(() => store.getState().malformedLines === 1);
		expect(transport.written()).toEqual([
			{type: 'control_response', response: expect.objectContaining({subtype: 'error', request_id: 11})},
		]);
	});
});
