/**
 * Output that was never real, or was taken back, is not left on screen as the answer (issue 19, item 3):
 * blocks a `message_stop` declares abandoned (a stream cut short by an interrupt or a failure).
 */
import {describe, expect, it} from 'vitest';
import {parseLine} from '../../src/protocol/parse-line.js';
import {frameForLine} from '../../src/replay/replay-line.js';
import type {AppEvent} from '../../src/state/events.js';
import {reduce} from '../../src/state/reducer.js';
import {initialState} from '../../src/state/state.js';
import {allItems, fixtureLines, outline, replayState} from '../helpers/replay-state.js';

const inbound = (frame: object): AppEvent => {
	const parsed = parseLine(JSON.stringify({session_id: 's', parent_tool_use_id: null, ...frame}));
	if (parsed?.kind !== 'message') throw new Error(`unreadable: ${JSON.stringify(frame)}`);
	return {type: 'inbound', message: parsed.message, at: 0};
};
const shown = (events: readonly AppEvent[]) => outline(allItems(events.reduce(reduce, initialState())));
const stream = (event: object, extra: object = {}) => inbound({type: 'stream_event', event, ...extra});
const start = (id: string) => stream({type: 'message_start', message: {id, content: []}});
const textBlock = (index: number, text: string) => [
	stream({type: 'content_block_start', index, content_block: {type: 'text', text: ''}}),
	stream({type: 'content_block_delta', index, delta: {type: 'text_delta', text}}),
];
const stop = (abandoned?: unknown) => stream({type: 'message_stop'}, abandoned === undefined ? {} : {abandoned_blocks: abandoned});
const answer = (id: string, text: string, extra: object = {}) => inbound({type: 'assistant', message: {id, content: [{type: 'text', text}]}, ...extra});

describe('abandoned blocks', () => {
	it('e-interrupt-midstream: from_block_index 2 is past every block, so the interrupted answer stays as it was cut', () => {
		expect(outline(allItems(replayState('e-interrupt-midstream.jsonl'))).slice(0, 5)).toEqual([
			'user: Write a long essay',
			'thinking: Let me think about this at length. Let me think about this at length. Let me think about this at length. ',
			'text (aborted): This is a lo',
			'warning: Interrupted.',
			'result error_during_execution error',
		]);
	});

	it('the same interrupt, had the cut block no assistant message: the partial text goes, a neutral line says why', () => {
		// The recording with block 1's aborted assistant frame left out and the abandonment starting at block 1.
		const lines = fixtureLines('e-interrupt-midstream.jsonl').flatMap(line => {
			const record = JSON.parse(line) as {msg?: Record<string, unknown>};
			const msg = record.msg;
			if (msg?.['type'] === 'assistant' && msg['aborted'] === true) return [];
			if (msg?.['abandoned_blocks']) return [JSON.stringify({...record, msg: {...msg, abandoned_blocks: {api_message_id: 'msg_mock_0001', from_block_index: 1}}})];
			return [line];
		});
		const events = lines.flatMap((line, index) => frameForLine(line, index, index).events);
		const items = outline(allItems(events.reduce(reduce, initialState())));
		expect(items.slice(0, 5)).toEqual([
			'user: Write a long essay',
			'thinking: Let me think about this at length. Let me think about this at length. Let me think about this at length. ',
			'warning: Interrupted.',
			'info: A response cut off mid-stream was discarded; it is not part of the conversation.',
			'result error_during_execution error',
		]);
		expect(items.join('\n')).not.toContain('This is a lo');
	});

	it('a stream that fails and is retried: the cut-off attempt is gone, the retry is the answer', () => {
		const items = shown([
			start('msg_1'),
			...textBlock(0, 'The answer is 4'),
			stream({type: 'content_block_start', index: 1, content_block: {type: 'tool_use', id: 'toolu_1', name: 'Bash', input: {}}}),
			stream({type: 'content_block_delta', index: 1, delta: {type: 'input_json_delta', partial_json: '{"comm'}}),
			stop({api_message_id: 'msg_1', from_block_index: 0}),
			inbound({type: 'system', subtype: 'api_retry', attempt: 1, max_retries: 10, retry_delay_ms: 500, error_status: 529, error: 'overloaded'}),
			start('msg_2'),
			...textBlock(0, 'The answer is 42.'),
			answer('msg_2', 'The answer is 42.'),
			stream({type: 'content_block_stop', index: 0}),
			stop(),
		]);
		expect(items).toEqual([
			'info: A response cut off mid-stream was discarded; it is not part of the conversation.',
			'warning: API overloaded (529): retrying in 0.5s (attempt 1/10)',
			'text: The answer is 42.',
		]);
	});

	it('a block already in the scrollback cannot be taken back: a line under it says it is discarded', () => {
		const items = shown([start('msg_1'), ...textBlock(0, 'First paragraph.\n\nSecond, cut'), stop({api_message_id: 'msg_1', from_block_index: 0})]);
		expect(items).toEqual(['text: First paragraph.', 'info: The response above was cut off mid-stream and is discarded; it is not part of the conversation.']);
	});

	it('blocks that have their assistant message stay, and another message id or a malformed field changes nothing', () => {
		const kept = [start('msg_1'), ...textBlock(0, 'Kept.'), answer('msg_1', 'Kept.'), ...textBlock(1, 'Cut')];
		expect(shown([...kept, stop({api_message_id: 'msg_1', from_block_index: 0})])).toEqual([
			'text: Kept.',
			'info: A response cut off mid-stream was discarded; it is not part of the conversation.',
		]);
		expect(shown([...kept, stop({api_message_id: 'msg_other', from_block_index: 0})])).toEqual(['text: Kept.', 'text: Cut']);
		expect(shown([...kept, stop({api_message_id: 'msg_1', from_block_index: 'one'})])).toEqual(['text: Kept.', 'text: Cut']);
		expect(shown([...kept, stop('all')])).toEqual(['text: Kept.', 'text: Cut']);
	});
});
