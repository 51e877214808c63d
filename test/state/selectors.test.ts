import {describe, expect, it} from 'vitest';
import {
	activeElicitation,
	activePrompt,
	hasOpenTodos,
	pendingThinkingDisplay,
	permissionQueue,
	queuedMessages,
	restartSession,
} from '../../src/state/selectors.js';
import type {InboundMessage} from '../../src/protocol/types.js';
import {reduce} from '../../src/state/reducer.js';
import {initialState, withState} from '../../src/state/state.js';
import {bashRequest} from '../helpers/permission-request.js';

const request = bashRequest;

describe('selectors', () => {
	it('returns the parts of the state by reference, so a reader re-renders only when they change', () => {
		const state = withState(initialState(), {permissions: [request('a')], queue: [{uuid: 'u', text: 'hi'}]});
		expect(permissionQueue(state)).toBe(state.permissions);
		expect(queuedMessages(state)).toBe(state.queue);
	});

	it('the active prompt is the head of the permission queue while claude runs, and none once it stopped', () => {
		const state = withState(initialState(), {permissions: [request('first'), request('second')]});
		expect(activePrompt(state)?.requestId).toBe('first');
		expect(activePrompt(withState(state, {child: {...state.child, running: false}}))).toBeUndefined();
		expect(activePrompt(initialState())).toBeUndefined();
	});

	it('the active elicitation waits behind any permission prompt, and none is active once claude stopped', () => {
		const form = {requestId: 'e1', serverName: 'asker', message: '?', mode: 'form' as const, receivedAt: 0};
		const state = withState(initialState(), {elicitations: [form]});
		expect(activeElicitation(state)).toBe(form);
		expect(activeElicitation(withState(state, {permissions: [request('p')]}))).toBeUndefined();
		expect(activeElicitation(withState(state, {child: {...state.child, running: false}}))).toBeUndefined();
	});

	it('a session claude found no conversation of is not resumed again, though cctui read a file of it', () => {
		const id = '22222222-2222-3333-4444-555555555555';
		const refusal = `No conversation found with session ID: ${id}`;
		// What claude 2.1.330 answered to --resume of a file of random bytes, then it exited 1.
		const result = {
			type: 'result',
			subtype: 'error_during_execution',
			duration_ms: 0,
			is_error: true,
			num_turns: 0,
			session_id: id,
			total_cost_usd: 0,
			errors: [refusal],
		} as InboundMessage;
		const loaded = reduce(initialState(), {
			type: 'history-loaded',
			sessionId: id,
			messages: 0,
			unreadable: 14,
			at: 0,
		});
		expect(restartSession(loaded)).toBe(id);
		const refused = [
			{type: 'inbound', message: result, at: 1},
			{type: 'stderr', line: refusal, at: 1},
			{type: 'child-exited', exitCode: 1, signal: null, at: 2},
		] as const;
		const stopped = refused.reduce(reduce, loaded);
		expect(stopped.session.unconfirmedResume).toBe(id);
		expect(restartSession(stopped)).toBeUndefined();
	});

	it('the pending thinking display is the one asked for by set_max_thinking_tokens and not yet confirmed', () => {
		expect(pendingThinkingDisplay(initialState())).toBeUndefined();
		const asked = withState(initialState(), {
			hostRequests: {
				r1: {subtype: 'set_model', sentAt: 1, detail: 'opus'},
				r2: {subtype: 'set_max_thinking_tokens', sentAt: 2, detail: 'summary'},
			},
		});
		expect(pendingThinkingDisplay(asked)).toBe('summary');
	});

	it('the checklist is open while some row is not completed', () => {
		expect(hasOpenTodos(initialState())).toBe(false);
		const done = withState(initialState(), {todos: [{id: '1', content: 'a', status: 'completed'}]});
		expect(hasOpenTodos(done)).toBe(false);
		expect(
			hasOpenTodos(withState(done, {todos: [...done.todos, {id: '2', content: 'b', status: 'in_progress'}]})),
		).toBe(true);
	});
});
