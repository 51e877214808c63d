/**
 * The control requests that are not prompts (elicitation.test.ts has those): cctui registered no
 * hooks, in-process MCP servers or dialogs, so each gets, at once and on the wire, the answer that
 * lets claude fall back.
 */
import {describe, expect, it} from 'vitest';
import {Session} from '../../src/session/session.js';
import {createStore} from '../../src/session/store.js';
import {initialState} from '../../src/state/state.js';
import {FakeTransport} from '../helpers/fake-transport.js';
import {waitFor} from '../helpers/wait-for.js';

async function answerTo(request: Record<string, unknown>): Promise<unknown> {
	const transport = new FakeTransport();
	const store = createStore(initialState(), {throttleMs: 0});
	const session = new Session({store});
	void session.attach(transport);
	transport.emit({type: 'control_request', request_id: 'q1', request});
	await waitFor(() => transport.writes.length === 1);
	expect(session.openRequestIds()).toEqual([]);
	expect(store.getState().permissions).toEqual([]);
	return transport.written()[0];
}

describe('requests cctui answers by itself', () => {
	it.each([
		[
			'a user dialog is cancelled',
			{subtype: 'request_user_dialog', dialog_kind: 'confirm'},
			{subtype: 'success', request_id: 'q1', response: {behavior: 'cancelled'}},
		],
		[
			'a hook callback is an error naming the callback',
			{subtype: 'hook_callback', callback_id: 'cb_7', input: {}},
			{subtype: 'error', request_id: 'q1', error: 'cctui registered no hook callback cb_7'},
		],
		[
			'an MCP message is an error naming the server',
			{subtype: 'mcp_message', server_name: 'sdk-tools', message: {jsonrpc: '2.0'}},
			{subtype: 'error', request_id: 'q1', error: 'cctui serves no in-process MCP server sdk-tools'},
		],
		[
			'an unknown subtype is an error naming it',
			{subtype: 'teleport', where: 'mars'},
			{subtype: 'error', request_id: 'q1', error: 'Unsupported control request subtype: teleport'},
		],
	])('%s', async (_, request, response) => {
		expect(await answerTo(request)).toEqual({type: 'control_response', response});
	});
});
