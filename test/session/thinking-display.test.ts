import {describe, expect, it} from 'vitest';
import {Session} from '../../src/session/session.js';
import {createStore} from '../../src/session/store.js';
import {initialState} from '../../src/state/state.js';
import {FakeTransport} from '../helpers/fake-transport.js';
import {waitFor} from '../helpers/wait-for.js';

function setup() {
	const transport = new FakeTransport();
	const store = createStore(initialState(), {throttleMs: 0});
	const session = new Session({store});
	void session.attach(transport);
	return {transport, store, session};
}

describe('thinking display', () => {
	it('asks for summarized thinking without touching the budget', () => {
		const {transport, session} = setup();
		session.setThinkingDisplay('summarized');
		expect(transport.writes).toEqual([
			'{"type":"control_request","request_id":"cctui_1","request":{"subtype":"set_max_thinking_tokens","thinking_display":"summarized"}}\n',
		]);
	});

	it('restores claude\'s own default ("updates") with null, the only value that does', () => {
		const {transport, session} = setup();
		session.setThinkingDisplay('updates');
		expect(transport.written()[0]).toEqual({
			type: 'control_request',
			request_id: 'cctui_1',
			request: {subtype: 'set_max_thinking_tokens', thinking_display: null},
		});
	});

	it('shows the display only once claude confirms it', async () => {
		const {transport, session, store} = setup();
		session.setThinkingDisplay('highlights');
		expect(store.getState().session.thinkingDisplay).toBeUndefined();
		// claude 2.1.330 answers success with no response payload at all.
		transport.emit({type: 'control_response', response: {subtype: 'success', request_id: 'cctui_1'}});
		await waitFor(() => store.getState().session.thinkingDisplay === 'highlights');
	});

	it('keeps the old display and says why when claude refuses', async () => {
		const {transport, session, store} = setup();
		session.setThinkingDisplay('summarized');
		transport.emit({type: 'control_response', response: {subtype: 'success', request_id: 'cctui_1'}});
		session.setThinkingDisplay('omitted');
		transport.emit({
			type: 'control_response',
			response: {
				subtype: 'error',
				request_id: 'cctui_2',
				error: 'thinking_display must be "summarized", "omitted", "highlights", or null',
			},
		});
		await waitFor(() => store.getState().committed.some(item => item.kind === 'notice' && item.level === 'error'));
		expect(store.getState().session.thinkingDisplay).toBe('summarized');
		expect(store.getState().committed.at(-1)).toMatchObject({
			text: 'Thinking display omitted not set: thinking_display must be "summarized", "omitted", "highlights", or null',
		});
	});
});
