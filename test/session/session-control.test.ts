import {describe, expect, it} from 'vitest';
import {Session} from '../../src/session/session.js';
import {createStore} from '../../src/session/store.js';
import {initialState} from '../../src/state/state.js';
import {readRecording} from '../helpers/fixtures.js';
import {FakeTransport} from '../helpers/fake-transport.js';
import {waitFor} from '../helpers/wait-for.js';

function setup() {
	const transport = new FakeTransport();
	const store = createStore(initialState(), {throttleMs: 0});
	let ids = 0;
	const session = new Session({store, newId: () => `u${++ids}`});
	void session.attach(transport);
	return {transport, store, session};
}

/** The real `initialize` answer claude 2.1.330 gave (f-host-control-requests), re-addressed to our request id. */
function recordedInitializeResponse(requestId: string) {
	const frame = readRecording('f-host-control-requests.jsonl').find(
		line => line.dir === 'out' && JSON.stringify(line.msg).includes('"request_id":"host_req_1"'),
	)!.msg as {
		response: Record<string, unknown>;
	};
	return {type: 'control_response', response: {...frame.response, request_id: requestId}};
}

describe('session control requests', () => {
	it('writes the exact control_request for each setting', () => {
		const {transport, session} = setup();
		session.initialize();
		session.setModel('sonnet');
		session.setModel(null);
		session.setPermissionMode('acceptEdits');
		session.setEffort('high');
		session.showContextUsage();
		session.showSessionCost();
		expect(transport.writes).toEqual([
			'{"type":"control_request","request_id":"cctui_1","request":{"subtype":"initialize"}}\n',
			'{"type":"control_request","request_id":"cctui_2","request":{"subtype":"set_model","model":"sonnet"}}\n',
			'{"type":"control_request","request_id":"cctui_3","request":{"subtype":"set_model","model":null}}\n',
			'{"type":"control_request","request_id":"cctui_4","request":{"subtype":"set_permission_mode","mode":"acceptEdits"}}\n',
			'{"type":"control_request","request_id":"cctui_5","request":{"subtype":"apply_flag_settings","settings":{"effortLevel":"high"}}}\n',
			'{"type":"control_request","request_id":"cctui_6","request":{"subtype":"get_context_usage"}}\n',
			'{"type":"control_request","request_id":"cctui_7","request":{"subtype":"get_session_cost"}}\n',
		]);
	});

	it('learns models, commands and the mode from the real initialize answer', async () => {
		const {transport, session, store} = setup();
		session.initialize();
		transport.emit(recordedInitializeResponse('cctui_1'));
		await waitFor(() => store.getState().session.models.length > 0);
		const {models, commands, permissionMode, version} = store.getState().session;
		expect(models.map(model => model.value)).toEqual(['default', 'opus', 'fable', 'sonnet', 'haiku']);
		expect(commands.map(command => command.name)).toContain('compact');
		expect(permissionMode).toBe('default');
		expect(version).toBe('2.1.330');
	});

	it('applies answers: the resolved model, the mode, the effort; an error is shown and changes nothing', async () => {
		const {transport, session, store} = setup();
		session.setModel('haiku');
		session.setPermissionMode('acceptEdits');
		session.setEffort('high');
		session.setPermissionMode('bypassPermissions');
		transport.emit({
			type: 'control_response',
			response: {subtype: 'success', request_id: 'cctui_1', response: {model: 'claude-haiku-5-5'}},
		});
		transport.emit({
			type: 'control_response',
			response: {subtype: 'success', request_id: 'cctui_2', response: {mode: 'acceptEdits'}},
		});
		transport.emit({type: 'control_response', response: {subtype: 'success', request_id: 'cctui_3'}});
		transport.emit({
			type: 'control_response',
			response: {
				subtype: 'error',
				request_id: 'cctui_4',
				error:
					'Cannot set permission mode to bypassPermissions because the session was not launched with --dangerously-skip-permissions',
				error_code: 'bypass_not_launched',
			},
		});
		await waitFor(() => Object.keys(store.getState().hostRequests).length === 0);
		expect(store.getState().session).toMatchObject({
			model: 'claude-haiku-5-5',
			permissionMode: 'acceptEdits',
			effort: 'high',
		});
		expect(store.getState().committed.at(-1)).toMatchObject({
			kind: 'notice',
			level: 'error',
			text: expect.stringMatching(/^Mode bypassPermissions not set: Cannot set permission mode to bypassPermissions/),
		});
	});

	it('shows context usage and the cost summary as notices', async () => {
		const {transport, session, store} = setup();
		session.showContextUsage();
		session.showSessionCost();
		transport.emit({
			type: 'control_response',
			response: {
				subtype: 'success',
				request_id: 'cctui_1',
				response: {
					totalTokens: 21000,
					maxTokens: 200000,
					percentage: 10.5,
					categories: [
						{name: 'System prompt', tokens: 3000},
						{name: 'Messages', tokens: 18000},
						{name: 'Free', tokens: 0},
					],
				},
			},
		});
		transport.emit({
			type: 'control_response',
			response: {subtype: 'success', request_id: 'cctui_2', response: {text: 'Total cost: $0.01'}},
		});
		await waitFor(() => store.getState().committed.length === 2);
		expect(store.getState().committed.map(item => (item.kind === 'notice' ? item.text : ''))).toEqual([
			'Context: 21000 of 200000 tokens (11%)\n  System prompt: 3000\n  Messages: 18000',
			'Total cost: $0.01',
		]);
	});
});

describe('message queue', () => {
	const result = (uuids?: string[]) => ({
		type: 'result',
		subtype: 'success',
		is_error: false,
		result: 'ok',
		...(uuids ? {user_message_uuids: uuids} : {}),
	});

	it('holds messages typed during a turn and sends them one by one, each after the result that answers the previous', async () => {
		const {transport, session, store} = setup();
		session.submit('first');
		session.submit('second');
		session.submit('third');
		const users = () =>
			transport
				.written()
				.filter(frame => frame['type'] === 'user')
				.map(frame => (frame['message'] as {content: string}).content);
		expect(users()).toEqual(['first']);
		expect(store.getState().queue.map(message => message.text)).toEqual(['second', 'third']);
		// A turn claude started itself (an empty list) does not answer ours: nothing more is sent.
		transport.emit(result([]));
		transport.emit({type: 'keep_alive'});
		await waitFor(() => store.getState().usage.turns === 1);
		expect(users()).toEqual(['first']);
		transport.emit(result(['u1']));
		await waitFor(() => users().length === 2);
		expect(transport.written().at(-1)).toMatchObject({uuid: 'u2', message: {content: 'second'}});
		transport.emit(result(['u2']));
		await waitFor(() => users().length === 3);
		expect(store.getState().queue).toEqual([]);
	});

	it('takes a result that names no send at all (another CLI version) as the answer to the oldest', async () => {
		const {transport, session, store} = setup();
		session.submit('first');
		session.submit('second');
		transport.emit(result());
		await waitFor(() => transport.written().filter(frame => frame['type'] === 'user').length === 2);
		expect(store.getState().inFlight).toEqual(['u2']);
	});

	it('lets a queued message be taken back before it is sent', async () => {
		const {transport, session, store} = setup();
		session.submit('first');
		const second = session.submit('second');
		await expect(session.withdraw(second)).resolves.toBe(true);
		expect(store.getState().queue).toEqual([]);
		await expect(session.withdraw('u1')).resolves.toBe(false);
		expect(transport.written().filter(frame => frame['type'] === 'user')).toHaveLength(1);
	});

	it('/mcp: the status; an action first, then the status once claude answered it', async () => {
		const {transport, session, store} = setup();
		const notices = () =>
			store.getState().committed.flatMap(item => (item.kind === 'notice' ? [`${item.level}: ${item.text}`] : []));
		session.mcp('status');
		session.mcp('reconnect', 'broken');
		const requests = () =>
			transport
				.written()
				.filter(frame => frame['type'] === 'control_request')
				.map(frame => frame['request']);
		expect(requests()).toEqual([{subtype: 'mcp_status'}, {subtype: 'mcp_reconnect', serverName: 'broken'}]);
		transport.emit({
			type: 'control_response',
			response: {subtype: 'error', request_id: 'cctui_2', error: 'no such server'},
		});
		await waitFor(() => requests().length === 3);
		expect(requests()[2]).toEqual({subtype: 'mcp_status'});
		// The failure names the server and says what did not happen, in the person's words, not the request's.
		expect(notices()).toContain('error: MCP server broken not reconnected: no such server');
		session.mcp('disable', 'echoer');
		expect(requests()[3]).toEqual({subtype: 'mcp_toggle', serverName: 'echoer', enabled: false});
		transport.emit({
			type: 'control_response',
			response: {subtype: 'error', request_id: 'cctui_4', error: 'Server not found: echoer'},
		});
		await waitFor(() => notices().length === 2);
		expect(notices()[1]).toBe('error: MCP server echoer not switched off: Server not found: echoer');
	});

	it('/mcp: a server named as /mcp lists it (control characters cleaned) is addressed by its own name', () => {
		const {transport, session, store} = setup();
		store.dispatch({
			type: 'inbound',
			message: {
				type: 'system',
				subtype: 'init',
				session_id: 's1',
				mcp_servers: [
					{name: 'bad\u0007name', status: 'failed'},
					{name: 'my tools', status: 'connected'},
				],
			} as never,
			at: 0,
		});
		session.mcp('reconnect', 'badname');
		session.mcp('disable', 'my tools');
		session.mcp('enable', 'nosuch');
		const requests = transport.written().map(frame => frame['request']);
		expect(requests).toEqual([
			{subtype: 'mcp_reconnect', serverName: 'bad\u0007name'},
			{subtype: 'mcp_toggle', serverName: 'my tools', enabled: false},
			{subtype: 'mcp_toggle', serverName: 'nosuch', enabled: true},
		]);
	});
});
