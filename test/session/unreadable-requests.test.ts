/**
 * claude waits for an answer to every control_request, also one cctui cannot read: a request that
 * still names its id is refused with an error at once, once, and never while replaying. A bad line
 * that names no request gets nothing on the wire, only a diagnostic.
 */
import {describe, expect, it} from 'vitest';
import {Session} from '../../src/session/session.js';
import {createStore} from '../../src/session/store.js';
import {initialState} from '../../src/state/state.js';
import {FakeTransport} from '../helpers/fake-transport.js';
import {waitFor} from '../helpers/wait-for.js';

function setup(writable = true) {
	const transport = new FakeTransport({writable});
	const store = createStore(initialState(), {throttleMs: 0});
	const session = new Session({store});
	void session.attach(transport);
	return {transport, store, session};
}

/** A can_use_tool request without the tool's name: it names its id, but cannot be shown. */
const unreadable = (id: string) =>
	JSON.stringify({type: 'control_request', request_id: id, request: {subtype: 'can_use_tool'}});

describe('an unreadable control_request', () => {
	it('is refused with an error that says why, and shown as a diagnostic', async () => {
		const {transport, store} = setup();
		transport.emit(unreadable('r1'));
		await waitFor(() => store.getState().malformedLines === 1);
		expect(transport.writes).toEqual([
			'{"type":"control_response","response":{"subtype":"error","request_id":"r1","error":"cctui could not read this control_request (control_request: request.tool_name: missing (string expected))"}}\n',
		]);
		expect(store.getState().permissions).toEqual([]);
	});

	it('delivered twice, is refused once; another id is refused too', async () => {
		const {transport, store} = setup();
		transport.emit(unreadable('r1'));
		transport.emit(unreadable('r1'));
		transport.emit(unreadable('r2'));
		await waitFor(() => store.getState().malformedLines === 3);
		expect(transport.written().map(frame => (frame['response'] as {request_id: string}).request_id)).toEqual([
			'r1',
			'r2',
		]);
	});

	it('after a readable request with the same id was answered, gets no second answer', async () => {
		const {transport, store} = setup();
		transport.emit({
			type: 'control_request',
			request_id: 'r1',
			request: {subtype: 'hook_callback', callback_id: 'cb', input: {}},
		});
		transport.emit(unreadable('r1'));
		await waitFor(() => store.getState().malformedLines === 1);
		expect(transport.writes).toHaveLength(1);
	});

	it('is only shown while replaying a recording (nobody to answer)', async () => {
		const {transport, store} = setup(false);
		transport.emit(unreadable('r1'));
		await waitFor(() => store.getState().malformedLines === 1);
		expect(transport.writes).toEqual([]);
		expect(store.getState().committed).not.toContainEqual(expect.objectContaining({kind: 'notice', level: 'error'}));
	});

	it('without a readable id, or any other bad line, gets nothing on the wire', async () => {
		const {transport, store} = setup();
		transport.emit({type: 'control_request', request_id: null, request: {subtype: 'can_use_tool'}});
		transport.emit({type: 'control_request', request: {subtype: 'can_use_tool'}});
		transport.emit({type: 'result', subtype: 'success', is_error: 'no'});
		transport.emit('{not json');
		await waitFor(() => store.getState().malformedLines === 4);
		expect(transport.writes).toEqual([]);
	});
});
