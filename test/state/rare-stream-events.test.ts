/**
 * Stream shapes the recordings seldom hold, each folded through the reducer: what the person sees
 * of them, or where they are noted. (Mutation testing found no unit test reaching them.)
 */
import {describe, expect, it} from 'vitest';
import type {AppEvent} from '../../src/state/events.js';
import {reduce} from '../../src/state/reducer.js';
import {initialState, type AppState} from '../../src/state/state.js';
import {allItems} from '../helpers/replay-state.js';
import {inbound} from '../helpers/stream-events.js';

const event = (body: object) => inbound({type: 'stream_event', event: body});
const fold = (events: readonly AppEvent[], state: AppState = initialState()) => events.reduce(reduce, state);
const start = [
	inbound({type: 'user', message: {role: 'user', content: 'go'}}),
	event({type: 'message_start', message: {id: 'msg_1', content: []}}),
];

describe('rare stream shapes', () => {
	it('a redacted_thinking block is thinking the API withheld, never blank text', () => {
		const state = fold([
			...start,
			event({type: 'content_block_start', index: 0, content_block: {type: 'redacted_thinking', data: 'opaque'}}),
			event({type: 'content_block_stop', index: 0}),
		]);
		const thinking = allItems(state).find(item => item.kind === 'thinking');
		expect(thinking).toMatchObject({kind: 'thinking', redacted: true, text: ''});
	});

	it('a server_tool_use block is a tool call like any other, its input streamed', () => {
		const state = fold([
			...start,
			event({
				type: 'content_block_start',
				index: 0,
				content_block: {type: 'server_tool_use', id: 'srv_1', name: 'web_search', input: {}},
			}),
			event({type: 'content_block_delta', index: 0, delta: {type: 'input_json_delta', partial_json: '{"query":'}}),
			event({type: 'content_block_delta', index: 0, delta: {type: 'input_json_delta', partial_json: '"cctui"}'}}),
			event({type: 'content_block_stop', index: 0}),
		]);
		const tool = allItems(state).find(item => item.kind === 'tool');
		expect(tool?.kind === 'tool' && tool.call).toMatchObject({
			id: 'srv_1',
			name: 'web_search',
			input: {query: 'cctui'},
		});
	});

	it('an error event in the stream is shown as an error, with what the API said', () => {
		const state = fold([...start, event({type: 'error', error: {type: 'overloaded_error', message: 'Overloaded'}})]);
		const errors = allItems(state).flatMap(item =>
			item.kind === 'notice' && item.level === 'error' ? [item.text] : [],
		);
		expect(errors).toHaveLength(1);
		expect(errors[0]).toContain('Overloaded');
	});

	it('unknown deltas and events are noted for the debug panel and change nothing on screen', () => {
		const before = fold([
			...start,
			event({type: 'content_block_start', index: 0, content_block: {type: 'text', text: ''}}),
			event({type: 'content_block_delta', index: 0, delta: {type: 'text_delta', text: 'Hello'}}),
		]);
		const after = fold(
			[
				event({type: 'content_block_delta', index: 0, delta: {type: 'hologram_delta', beam: 1}}),
				event({type: 'quantum_event', spin: 'up'}),
				event({type: 'content_block_delta', index: 0, delta: {type: 'citations_delta', citation: {}}}),
			],
			before,
		);
		expect(allItems(after)).toEqual(allItems(before));
		const debug = after.debug.map(entry => JSON.stringify(entry));
		expect(debug.some(text => text.includes('unknown delta type \\"hologram_delta\\" ignored'))).toBe(true);
		expect(debug.some(text => text.includes('unknown stream event \\"quantum_event\\" ignored'))).toBe(true);
	});
});
