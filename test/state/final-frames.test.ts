/**
 * What the final frames do to what streamed: a text whose finished paragraphs already went to
 * history is not shown again when claude's `assistant` frame repeats it whole, and a user frame
 * answering several tool calls gives each its own result.
 */
import {describe, expect, it} from 'vitest';
import type {AppEvent} from '../../src/state/events.js';
import {reduce} from '../../src/state/reducer.js';
import {initialState, type AppState} from '../../src/state/state.js';
import {allItems} from '../helpers/replay-state.js';
import {inbound} from '../helpers/stream-events.js';

const event = (body: object) => inbound({type: 'stream_event', event: body});
const fold = (events: readonly AppEvent[], state: AppState = initialState()) => events.reduce(reduce, state);

const PARAGRAPHS = ['First paragraph, finished early.', 'Second paragraph, also finished.', 'Third, still streaming'];
const TEXT = PARAGRAPHS.join('\n\n');

describe('final frames after streaming', () => {
	it.each([
		['after the block stopped', true],
		['while the block is still open', false],
	])('a final assistant frame %s, after paragraphs moved to history, shows each paragraph once', (_, stopFirst) => {
		const streamed = fold([
			inbound({type: 'user', message: {role: 'user', content: 'go'}}),
			event({type: 'message_start', message: {id: 'msg_1', content: []}}),
			event({type: 'content_block_start', index: 0, content_block: {type: 'text', text: ''}}),
			...[...TEXT].map(character =>
				event({type: 'content_block_delta', index: 0, delta: {type: 'text_delta', text: character}}),
			),
		]);
		// While it streams, the finished paragraphs are already history.
		expect(streamed.committed.some(item => item.kind === 'text' && item.text.includes(PARAGRAPHS[0]!))).toBe(true);
		const stop = event({type: 'content_block_stop', index: 0});
		const frame = inbound({type: 'assistant', message: {id: 'msg_1', content: [{type: 'text', text: TEXT}]}});
		const final = fold(stopFirst ? [stop, frame] : [frame, stop], streamed);
		const shown = allItems(final)
			.filter(item => item.kind === 'text')
			.map(item => (item.kind === 'text' ? item.text : ''))
			.join('');
		for (const paragraph of PARAGRAPHS) expect(shown.split(paragraph).length - 1, paragraph).toBe(1);
		expect(shown.replace(/\s+/g, '')).toBe(TEXT.replace(/\s+/g, ''));
	});

	it('a user frame with several tool results gives each call its own result, and structured data to none', () => {
		const state = fold([
			inbound({
				type: 'assistant',
				message: {
					id: 'msg_1',
					content: [
						{type: 'tool_use', id: 'toolu_a', name: 'Read', input: {file_path: '/a'}},
						{type: 'tool_use', id: 'toolu_b', name: 'Read', input: {file_path: '/b'}},
					],
				},
			}),
			inbound({
				type: 'user',
				message: {
					role: 'user',
					content: [
						{type: 'tool_result', tool_use_id: 'toolu_a', content: 'contents of a'},
						{type: 'tool_result', tool_use_id: 'toolu_b', content: 'contents of b', is_error: true},
					],
				},
				// One structured result for a frame of two: it cannot say which call it belongs to.
				tool_use_result: {type: 'text', file: {filePath: '/a', content: 'contents of a'}},
			}),
		]);
		const calls = allItems(state).flatMap(item => (item.kind === 'tool' ? [item.call] : []));
		expect(calls.map(call => [call.id, call.result?.text, call.result?.isError, call.result?.structured])).toEqual([
			['toolu_a', 'contents of a', false, undefined],
			['toolu_b', 'contents of b', true, undefined],
		]);
	});
});
