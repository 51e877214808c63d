import {describe, expect, it} from 'vitest';
import {Session} from '../../src/session/session.js';
import {createStore} from '../../src/session/store.js';
import {initialState} from '../../src/state/state.js';
import {FakeTransport} from '../helpers/fake-transport.js';
import {tick, waitFor} from '../helpers/wait-for.js';

const bashRequest = (requestId: string, command = 'touch marker.txt', toolUseId = 'toolu_1') => ({
	type: 'control_request',
	request_id: requestId,
	request: {
		subtype: 'can_use_tool',
		tool_name: 'Bash',
		display_name: 'Bash',
		input: {command, description: 'Create a marker file'},
		permission_suggestions: [
			{
				type: 'addRules',
				rules: [{toolName: 'Bash', ruleContent: command}],
				behavior: 'allow',
				destination: 'localSettings',
			},
		],
		tool_use_id: toolUseId,
	},
});

function setup(options: {writable?: boolean; requestTimeoutMs?: number} = {}) {
	const transport = new FakeTransport({writable: options.writable ?? true});
	const store = createStore(initialState(), {throttleMs: 0});
	let ids = 0;
	const session = new Session({
		store,
		now: () => 1000,
		newId: () => `uuid-${++ids}`,
		...(options.requestTimeoutMs ? {requestTimeoutMs: options.requestTimeoutMs} : {}),
	});
	const attached = session.attach(transport);
	return {transport, store, session, attached};
}

describe('Session: what reaches the CLI', () => {
	it('sends a user message as one stream-json line with our uuid', () => {
		const {transport, session} = setup();
		const uuid = session.submit('hello\nworld');
		expect(uuid).toBe('uuid-1');
		expect(transport.writes).toEqual([
			'{"type":"user","session_id":"","parent_tool_use_id":null,"uuid":"uuid-1","message":{"role":"user","content":"hello\\nworld"}}\n',
		]);
	});

	it('answers an allowed can_use_tool with the request input and the tool_use id, exactly once', async () => {
		const {transport, session, store} = setup();
		transport.emit(bashRequest('req-1'));
		await waitFor(() => store.getState().permissions.length === 1);
		const request = store.getState().permissions[0]!;
		expect(session.decide('req-1', {behavior: 'allow', scope: 'once', updatedInput: request.input})).toBe(true);
		expect(session.decide('req-1', {behavior: 'allow', scope: 'once', updatedInput: request.input})).toBe(false);
		expect(transport.writes).toEqual([
			'{"type":"control_response","response":{"subtype":"success","request_id":"req-1","response":{"behavior":"allow","updatedInput":{"command":"touch marker.txt","description":"Create a marker file"},"toolUseID":"toolu_1"}}}\n',
		]);
		expect(store.getState().permissions).toEqual([]);
	});

	it('sends the session rules and a deny reason as given', async () => {
		const {transport, session, store} = setup();
		transport.emit(bashRequest('req-1'));
		transport.emit(bashRequest('req-2', 'rm -rf build', 'toolu_2'));
		await waitFor(() => store.getState().permissions.length === 2);
		session.decide('req-1', {
			behavior: 'allow',
			scope: 'session',
			updatedInput: {command: 'touch marker.txt', description: 'Create a marker file'},
			updatedPermissions: [
				{
					type: 'addRules',
					rules: [{toolName: 'Bash', ruleContent: 'touch marker.txt'}],
					behavior: 'allow',
					destination: 'session',
				},
			],
		});
		session.decide('req-2', {behavior: 'deny', scope: 'once', source: 'user', message: 'do not delete build/'});
		expect(transport.written()).toEqual([
			{
				type: 'control_response',
				response: {
					subtype: 'success',
					request_id: 'req-1',
					response: {
						behavior: 'allow',
						updatedInput: {command: 'touch marker.txt', description: 'Create a marker file'},
						updatedPermissions: [
							{
								type: 'addRules',
								rules: [{toolName: 'Bash', ruleContent: 'touch marker.txt'}],
								behavior: 'allow',
								destination: 'session',
							},
						],
						toolUseID: 'toolu_1',
					},
				},
			},
			{
				type: 'control_response',
				response: {
					subtype: 'success',
					request_id: 'req-2',
					response: {behavior: 'deny', message: 'do not delete build/', toolUseID: 'toolu_2'},
				},
			},
		]);
	});

	it('answers an unknown control_request subtype with an error at once', async () => {
		const {transport} = setup();
		transport.emit({type: 'control_request', request_id: 'r9', request: {subtype: 'teleport'}});
		await waitFor(() => transport.writes.length === 1);
		expect(transport.writes[0]).toBe(
			'{"type":"control_response","response":{"subtype":"error","request_id":"r9","error":"Unsupported control request subtype: teleport"}}\n',
		);
	});

	it('cancels user dialogs and answers hook callbacks with an error, since it registered none', async () => {
		const {transport} = setup();
		transport.emit({
			type: 'control_request',
			request_id: 'e1',
			request: {subtype: 'request_user_dialog', dialog_kind: 'confirm'},
		});
		transport.emit({
			type: 'control_request',
			request_id: 'h1',
			request: {subtype: 'hook_callback', callback_id: 'cb', input: {}},
		});
		await waitFor(() => transport.writes.length === 2);
		expect(transport.written()).toEqual([
			{type: 'control_response', response: {subtype: 'success', request_id: 'e1', response: {behavior: 'cancelled'}}},
			{
				type: 'control_response',
				response: {subtype: 'error', request_id: 'h1', error: 'cctui registered no hook callback cb'},
			},
		]);
	});

	it('shows a second delivery of the same request once', async () => {
		const {transport, store} = setup();
		transport.emit(bashRequest('req-1'));
		transport.emit(bashRequest('req-1'));
		transport.emit({type: 'keep_alive'});
		await tick(20);
		expect(store.getState().permissions).toHaveLength(1);
	});

	it('closes a cancelled prompt without answering it', async () => {
		const {transport, session, store} = setup();
		transport.emit(bashRequest('req-1'));
		await waitFor(() => store.getState().permissions.length === 1);
		transport.emit({type: 'control_cancel_request', request_id: 'req-1'});
		await waitFor(() => store.getState().permissions.length === 0);
		expect(session.decide('req-1', {behavior: 'allow', scope: 'once', updatedInput: {}})).toBe(false);
		expect(transport.writes).toEqual([]);
	});

	it('denies identical requests by itself after "deny for this session", gives claude the rule first, and clears it in both', async () => {
		const {transport, session, store} = setup();
		transport.emit(bashRequest('req-1'));
		await waitFor(() => store.getState().permissions.length === 1);
		session.decide('req-1', {behavior: 'deny', scope: 'session', source: 'user', message: 'no'});
		expect(store.getState().denyRules).toEqual([{toolName: 'Bash', content: 'touch marker.txt'}]);
		// claude holds the rule before it reads the answer: nothing it decides alone (a hook, a mode) runs the call.
		expect(transport.written().slice(0, 2)).toEqual([
			{
				type: 'control_request',
				request_id: 'cctui_1',
				request: {subtype: 'apply_flag_settings', settings: {permissions: {deny: ['Bash(touch marker.txt)']}}},
			},
			{
				type: 'control_response',
				response: {
					subtype: 'success',
					request_id: 'req-1',
					response: {behavior: 'deny', message: 'no', toolUseID: 'toolu_1'},
				},
			},
		]);
		transport.emit(bashRequest('req-2'));
		transport.emit(bashRequest('req-3', 'touch other.txt', 'toolu_3'));
		await waitFor(() => transport.writes.length === 3 && store.getState().permissions.length === 1);
		expect(transport.written()[2]).toEqual({
			type: 'control_response',
			response: {
				subtype: 'success',
				request_id: 'req-2',
				response: {
					behavior: 'deny',
					message: "Denied by the user's session rule Bash(touch marker.txt).",
					toolUseID: 'toolu_1',
				},
			},
		});
		expect(store.getState().permissions[0]?.requestId).toBe('req-3');
		session.decide('req-3', {behavior: 'deny', scope: 'session', source: 'user', message: 'no'});
		expect(transport.written()[3]).toMatchObject({
			request: {settings: {permissions: {deny: ['Bash(touch marker.txt)', 'Bash(touch other.txt)']}}},
		});
		session.clearDenyRules();
		expect(store.getState().denyRules).toEqual([]);
		expect(transport.written().at(-1)).toEqual({
			type: 'control_request',
			request_id: 'cctui_3',
			request: {subtype: 'apply_flag_settings', settings: {permissions: {deny: []}}},
		});
	});

	it('gives a new claude the session’s deny rules it does not know', async () => {
		const {transport, session, store} = setup();
		transport.emit(bashRequest('req-1'));
		await waitFor(() => store.getState().permissions.length === 1);
		session.decide('req-1', {behavior: 'deny', scope: 'session', source: 'user', message: 'no'});
		const next = new FakeTransport({writable: true});
		void session.attach(next);
		expect(next.written()).toEqual([
			{
				type: 'control_request',
				request_id: 'cctui_2',
				request: {subtype: 'apply_flag_settings', settings: {permissions: {deny: ['Bash(touch marker.txt)']}}},
			},
		]);
	});

	it('tells claude a refused deny rule as such', async () => {
		const {transport, session, store} = setup();
		transport.emit(bashRequest('req-1'));
		await waitFor(() => store.getState().permissions.length === 1);
		session.decide('req-1', {behavior: 'deny', scope: 'session', source: 'user', message: 'no'});
		transport.emit({
			type: 'control_response',
			response: {subtype: 'error', request_id: 'cctui_1', error: 'no such request'},
		});
		await waitFor(() =>
			store
				.getState()
				.committed.some(
					item =>
						item.kind === 'notice' &&
						item.text ===
							'claude was not given the session’s deny rules (cctui still refuses them when claude asks): no such request',
				),
		);
	});

	it('sends interrupt as a control_request and applies its answer', async () => {
		const {transport, session, store} = setup();
		session.interrupt();
		expect(transport.writes).toEqual([
			'{"type":"control_request","request_id":"cctui_1","request":{"subtype":"interrupt"}}\n',
		]);
		expect(store.getState().hostRequests['cctui_1']).toMatchObject({subtype: 'interrupt'});
		transport.emit({
			type: 'control_response',
			response: {subtype: 'success', request_id: 'cctui_1', response: {still_queued: []}},
		});
		await waitFor(() => Object.keys(store.getState().hostRequests).length === 0);
	});

	it('times out our own request with a visible error instead of waiting forever', async () => {
		const {session, store} = setup({requestTimeoutMs: 30});
		session.interrupt();
		await waitFor(() =>
			store
				.getState()
				.committed.some(
					item => item.kind === 'notice' && item.text.startsWith('claude did not answer interrupt in time.'),
				),
		);
		expect(store.getState().hostRequests).toEqual({});
	});

	it('on close, denies every prompt still open so the CLI never waits', async () => {
		const {transport, session, store} = setup();
		transport.emit(bashRequest('req-1'));
		await waitFor(() => store.getState().permissions.length === 1);
		await session.close();
		expect(transport.written()).toEqual([
			{
				type: 'control_response',
				response: {
					subtype: 'success',
					request_id: 'req-1',
					response: {
						behavior: 'deny',
						message: 'The user closed cctui before answering this request.',
						toolUseID: 'toolu_1',
					},
				},
			},
		]);
		expect(transport.stdinClosed).toBe(true);
	});

	it('never answers anything while replaying a recording', async () => {
		const {transport, store} = setup({writable: false});
		transport.emit(bashRequest('req-1'));
		transport.emit({type: 'control_request', request_id: 'r9', request: {subtype: 'teleport'}});
		await waitFor(() => store.getState().permissions.length === 1);
		expect(transport.writes).toEqual([]);
	});

	it('shows a malformed line and keeps going', async () => {
		const {transport, store} = setup();
		transport.emit('{not json');
		transport.emit({type: 'system', subtype: 'init', session_id: 's1', model: 'claude-opus-5-5'});
		await waitFor(() => store.getState().session.sessionId === 's1');
		expect(store.getState().malformedLines).toBe(1);
		expect(store.getState().committed[0]).toMatchObject({kind: 'diagnostic', excerpt: '{not json'});
	});

	it('reports the exit and the stderr tail when claude dies mid-turn', async () => {
		const {transport, session, store, attached} = setup();
		session.submit('go');
		transport.emitStderr('fatal: something broke');
		await waitFor(() => store.getState().child.stderrTail.length === 1);
		transport.exit({exitCode: 1, signal: null});
		await attached;
		expect(store.getState().child).toMatchObject({
			running: false,
			exitCode: 1,
			crashedMidTurn: true,
			stderrTail: ['fatal: something broke'],
		});
		expect(store.getState().committed.at(-1)).toMatchObject({
			kind: 'notice',
			level: 'error',
			text: 'claude exited with code 1 in the middle of a turn.\nLast lines on stderr:\n  fatal: something broke',
		});
		expect(session.decide('nothing', {behavior: 'allow', scope: 'once', updatedInput: {}})).toBe(false);
	});
});
