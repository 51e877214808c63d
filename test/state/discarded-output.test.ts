/**
 * Output that was never real, or was taken back, is not left on screen as the answer (issue 19, item 3):
 * blocks a `message_stop` declares abandoned (a stream cut short by an interrupt or a failure), and
 * messages claude retracts (`supersedes`, `retracted_message_uuids`). No recording has the latter yet:
 * the frames below follow the shapes claude 2.1.330 documents for them.
 */
import {describe, expect, it} from 'vitest';
import {decodeFileLine} from '../../src/ingest/file-line.js';
import type {AppEvent} from '../../src/state/events.js';
import {reduce} from '../../src/state/reducer.js';
import {initialState, type AppState} from '../../src/state/state.js';
import {allItems, fixtureLines, outline, replayState} from '../helpers/replay-state.js';
import {inbound} from '../helpers/stream-events.js';

const shown = (events: readonly AppEvent[]) => outline(allItems(events.reduce(reduce, initialState())));
const stream = (event: object, extra: object = {}) => inbound({type: 'stream_event', event, ...extra});
const start = (id: string) => stream({type: 'message_start', message: {id, content: []}});
const textBlock = (index: number, text: string) => [
	stream({type: 'content_block_start', index, content_block: {type: 'text', text: ''}}),
	stream({type: 'content_block_delta', index, delta: {type: 'text_delta', text}}),
];
const stop = (abandoned?: unknown) =>
	stream({type: 'message_stop'}, abandoned === undefined ? {} : {abandoned_blocks: abandoned});
const answer = (id: string, text: string, extra: object = {}) =>
	inbound({type: 'assistant', message: {id, content: [{type: 'text', text}]}, ...extra});

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
			if (msg?.['abandoned_blocks'])
				return [
					JSON.stringify({
						...record,
						msg: {...msg, abandoned_blocks: {api_message_id: 'msg_mock_0001', from_block_index: 1}},
					}),
				];
			return [line];
		});
		const events = lines.flatMap((line, index) => decodeFileLine(line, index, index).events);
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
			stream({
				type: 'content_block_start',
				index: 1,
				content_block: {type: 'tool_use', id: 'toolu_1', name: 'Bash', input: {}},
			}),
			stream({type: 'content_block_delta', index: 1, delta: {type: 'input_json_delta', partial_json: '{"comm'}}),
			stop({api_message_id: 'msg_1', from_block_index: 0}),
			inbound({
				type: 'system',
				subtype: 'api_retry',
				attempt: 1,
				max_retries: 10,
				retry_delay_ms: 500,
				error_status: 529,
				error: 'overloaded',
			}),
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
		const items = shown([
			start('msg_1'),
			...textBlock(0, 'First paragraph.\n\nSecond, cut'),
			stop({api_message_id: 'msg_1', from_block_index: 0}),
		]);
		expect(items).toEqual([
			'text: First paragraph.',
			'info: The response above was cut off mid-stream and is discarded; it is not part of the conversation.',
		]);
	});

	it('a block that stopped without its assistant message is held only until its message is settled, never marked cut short', () => {
		const stopped = [start('msg_1'), ...textBlock(0, 'Said.'), stream({type: 'content_block_stop', index: 0})];
		const end = inbound({type: 'result', subtype: 'success', is_error: false, result: 'x'});
		expect(shown([...stopped, stop()])).toEqual(['text: Said.']);
		// One assistant frame for the whole message after the stops (a producer that does not send one per block).
		const whole = inbound({
			type: 'assistant',
			message: {id: 'msg_1', content: [{type: 'tool_use', id: 't1', name: 'Read', input: {}}]},
		});
		expect(shown([...stopped, whole, end]).slice(0, 1)).toEqual(['text: Said.']);
		expect(shown([...stopped, end])).toEqual(['text: Said.', 'result success']);
		expect(shown([...stopped, start('msg_2')])).toEqual(['text: Said.']);
	});

	it('blocks that have their assistant message stay, and another message id or a malformed field changes nothing', () => {
		const kept = [start('msg_1'), ...textBlock(0, 'Kept.'), answer('msg_1', 'Kept.'), ...textBlock(1, 'Cut')];
		expect(shown([...kept, stop({api_message_id: 'msg_1', from_block_index: 0})])).toEqual([
			'text: Kept.',
			'info: A response cut off mid-stream was discarded; it is not part of the conversation.',
		]);
		expect(shown([...kept, stop({api_message_id: 'msg_other', from_block_index: 0})])).toEqual([
			'text: Kept.',
			'text: Cut',
		]);
		expect(shown([...kept, stop({api_message_id: 'msg_1', from_block_index: 'one'})])).toEqual([
			'text: Kept.',
			'text: Cut',
		]);
		expect(shown([...kept, stop('all')])).toEqual(['text: Kept.', 'text: Cut']);
	});
});

describe('retracted messages', () => {
	const fold = (events: readonly AppEvent[]): AppState => events.reduce(reduce, initialState());
	// A streamed answer the model refused in: its text block's assistant frame is a1.
	const refused = [
		start('msg_1'),
		...textBlock(0, 'I will not'),
		answer('msg_1', 'I will not', {uuid: 'a1'}),
		stream({type: 'content_block_stop', index: 0}),
		stream({type: 'message_delta', delta: {stop_reason: 'refusal'}}),
		stop(),
	];
	const fallback = (extra: object = {}) =>
		inbound({
			type: 'system',
			subtype: 'model_refusal_fallback',
			trigger: 'refusal',
			direction: 'retry',
			original_model: 'claude-opus-5-5',
			fallback_model: 'claude-sonnet-5',
			content: 'x',
			...extra,
		});

	it('model_refusal_fallback takes back the retracted answer (already in the scrollback: marked, under a neutral line naming both models)', () => {
		const state = fold([
			...refused,
			fallback({retracted_message_uuids: ['a1', 'unknown-uuid']}),
			answer('msg_2', 'Here it is.', {uuid: 'a2', supersedes: ['a1']}),
		]);
		expect(state.withdrawn).toEqual(['msg_1:0']);
		expect(outline(allItems(state))).toEqual([
			'text: I will not',
			'info: claude-opus-5-5 declined to answer; claude asked claude-sonnet-5 instead. The answer above is withdrawn.',
			'text: Here it is.',
		]);
	});

	it('supersedes alone does the same, and the fallback notice after it does not withdraw twice', () => {
		const state = fold([
			...refused,
			answer('msg_2', 'Here it is.', {uuid: 'a2', supersedes: ['a1']}),
			fallback({retracted_message_uuids: ['a1']}),
		]);
		expect(state.withdrawn).toEqual(['msg_1:0']);
		expect(outline(allItems(state)).slice(1)).toEqual([
			'info: The response above is withdrawn; claude replaced it with the one that follows.',
			'text: Here it is.',
			'info: claude-opus-5-5 declined to answer; claude asked claude-sonnet-5 instead.',
		]);
	});

	it('a fallback without retracted uuids (an older claude) is the neutral line alone', () => {
		expect(outline(allItems(fold([fallback()])))).toEqual([
			'info: claude-opus-5-5 declined to answer; claude asked claude-sonnet-5 instead.',
		]);
	});

	it('a response whose tool call could not be read leaves the live region when the synthetic re-ask retracts it, tool result and all', () => {
		const call = inbound({
			type: 'assistant',
			uuid: 'a1',
			message: {id: 'msg_1', content: [{type: 'tool_use', id: 't1', name: 'Bash', input: {}}]},
		});
		const failed = inbound({
			type: 'user',
			uuid: 'r1',
			message: {
				role: 'user',
				content: [{type: 'tool_result', tool_use_id: 't1', content: 'InputValidationError', is_error: true}],
			},
		});
		const pendingTask = inbound({
			type: 'assistant',
			uuid: 'a0',
			message: {id: 'msg_0', content: [{type: 'tool_use', id: 't0', name: 'Agent', input: {}}]},
		});
		const reAsk = inbound({
			type: 'user',
			uuid: 'u2',
			isSynthetic: true,
			retracted_message_uuids: ['a1', 'r1'],
			message: {role: 'user', content: 'Your tool call could not be parsed; try again.'},
		});
		// The Agent call still runs, so what follows it waits in the live region and can leave it.
		const state = fold([pendingTask, call, failed, reAsk]);
		expect(state.withdrawn).toEqual([]);
		expect(outline(allItems(state))).toEqual([
			'tool Agent [waiting] {} → ',
			'info: A response whose tool call could not be read was withdrawn; claude asks the model again.',
			'info: claude added a note for the model.',
		]);
	});

	it('Ctrl+O does not bring a withdrawn call back', () => {
		const call = inbound({
			type: 'assistant',
			uuid: 'a1',
			message: {id: 'msg_1', content: [{type: 'tool_use', id: 't1', name: 'Bash', input: {command: 'ls'}}]},
		});
		const output = inbound({
			type: 'user',
			uuid: 'r1',
			message: {role: 'user', content: [{type: 'tool_result', tool_use_id: 't1', content: 'secret.txt'}]},
		});
		const state = fold([
			call,
			output,
			answer('msg_2', 'Again.', {uuid: 'a2', supersedes: ['a1', 'r1']}),
			{type: 'tool-output-expanded', at: 0},
		]);
		expect(outline(allItems(state)).at(-1)).toBe('info: No tool output to expand yet.');
	});

	it('a malformed list reads as absent', () => {
		const state = fold([
			...refused,
			answer('msg_2', 'Here it is.', {uuid: 'a2', supersedes: 'a1'}),
			fallback({retracted_message_uuids: [1]}),
		]);
		expect(state.withdrawn).toEqual([]);
	});
});
