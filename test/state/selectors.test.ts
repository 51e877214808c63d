import {describe, expect, it} from 'vitest';
import {
	activeElicitation,
	activePrompt,
	hasOpenTodos,
	pendingThinkingDisplay,
	permissionQueue,
	queuedMessages,
} from '../../src/state/selectors.js';
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
