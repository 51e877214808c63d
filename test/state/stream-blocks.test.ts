/**
 * How streamed blocks become transcript items, event by event: the times they show, the frames that
 * finish them, and the out-of-order, repeated or stray events claude or a producer may send. Where a
 * recording has the shape, it is replayed; the rest are frames of the shapes claude 2.1.330 sends.
 * (Mutation testing of src/state/stream-accumulator.ts found these unchecked.)
 */
import {describe, expect, it} from 'vitest';
import type {AppEvent} from '../../src/state/events.js';
import {reduce} from '../../src/state/reducer.js';
import {initialState, type AppState} from '../../src/state/state.js';
import type {ThinkingItem, ToolCall, TranscriptItem} from '../../src/state/transcript.js';
import {allItems, outline, recordingEvents} from '../helpers/replay-state.js';
import {inbound} from '../helpers/stream-events.js';

const stream = (event: object, at = 0, extra: object = {}) => inbound({type: 'stream_event', event, ...extra}, at);
const messageStart = (id: string, at = 0, extra: object = {}) =>
	stream({type: 'message_start', message: {id, content: []}}, at, extra);
const blockStart = (index: number, block: object, at = 0, extra: object = {}) =>
	stream({type: 'content_block_start', index, content_block: block}, at, extra);
const delta = (index: number, body: object, at = 0, extra: object = {}) =>
	stream({type: 'content_block_delta', index, delta: body}, at, extra);
const blockStop = (index: number, at = 0) => stream({type: 'content_block_stop', index}, at);
const messageStop = (at = 0) => stream({type: 'message_stop'}, at);
const assistant = (id: string, content: object[], at = 0, extra: object = {}) =>
	inbound({type: 'assistant', message: {id, content}, ...extra}, at);
const result = (at = 0) => inbound({type: 'result', subtype: 'success', is_error: false, result: 'x'}, at);

const fold = (events: readonly AppEvent[], state: AppState = initialState()) => events.reduce(reduce, state);
const shown = (events: readonly AppEvent[]) => outline(allItems(fold(events)));
const thinkingOf = (state: AppState): ThinkingItem | undefined =>
	allItems(state).find((item): item is ThinkingItem => item.kind === 'thinking');
const callOf = (state: AppState, id: string): ToolCall | undefined =>
	allItems(state).flatMap(item => (item.kind === 'tool' && item.call.id === id ? [item.call] : []))[0];
const notices = (state: AppState) => allItems(state).flatMap(item => (item.kind === 'notice' ? [item.text] : []));
const debugLines = (state: AppState) => state.debug.map(entry => entry.text);

describe('thinking time', () => {
	it('a-thinking-text: the live header counts from the block start; claude’s thinking_duration_ms is the final word', () => {
		const events = recordingEvents('a-thinking-text.jsonl');
		let state = initialState();
		let startedAt: number | undefined;
		let live = 0;
		for (const event of events) {
			state = reduce(state, event);
			if (event.type !== 'inbound' || event.message.type !== 'stream_event') continue;
			const body = event.message.event;
			if (body.type === 'content_block_start' && body.content_block.type === 'thinking') startedAt = event.at;
			if (body.type === 'content_block_delta' && body.delta.type === 'thinking_delta') {
				live++;
				expect(thinkingOf(state)).toMatchObject({status: 'streaming', durationMs: event.at - startedAt!});
			}
		}
		expect(live).toBe(11);
		// The frame says 240 ms; its stop 1 ms later does not restart the count.
		expect(thinkingOf(state)).toMatchObject({
			status: 'done',
			durationMs: 240,
			text: 'The user asks for 2+2. That is basic arithmetic; the answer is 4.',
		});
	});

	const thinking = [
		messageStart('msg_1', 100),
		blockStart(0, {type: 'thinking', thinking: '', signature: ''}, 100),
		delta(0, {type: 'thinking_delta', thinking: 'Hmm.'}, 150),
	];
	const thought = {type: 'thinking', thinking: 'Hmm.', signature: 'sig'};

	it('without claude’s measure it lasted until its frame came, and its stop does not change that', () => {
		const framed = fold([...thinking, assistant('msg_1', [thought], 400)]);
		expect(thinkingOf(framed)).toMatchObject({status: 'done', durationMs: 300, text: 'Hmm.'});
		expect(thinkingOf(fold([blockStop(0, 900)], framed))).toMatchObject({status: 'done', durationMs: 300});
		// A measure that is not a number is no measure.
		const odd = fold([...thinking, assistant('msg_1', [thought], 400, {thinking_duration_ms: '9'})]);
		expect(thinkingOf(odd)).toMatchObject({durationMs: 300});
	});

	it('held open at its stop (no frame yet), it ends when its message does', () => {
		const held = fold([...thinking, blockStop(0, 300)]);
		expect(thinkingOf(held)).toMatchObject({status: 'streaming', durationMs: 50});
		expect(thinkingOf(fold([messageStop(500)], held))).toMatchObject({status: 'done', durationMs: 400});
		// Once done, the end of the turn does not restart the count.
		expect(thinkingOf(fold([messageStop(500), result(2000)], held))).toMatchObject({durationMs: 400});
	});

	it('cut off by the end of the turn, it lasted until then', () => {
		expect(thinkingOf(fold([...thinking, result(700)]))).toMatchObject({status: 'done', durationMs: 600});
	});

	it('a thinking block that never streamed takes its duration from its frame', () => {
		const state = fold([assistant('msg_1', [thought], 50, {thinking_duration_ms: 1234})]);
		expect(thinkingOf(state)).toMatchObject({status: 'done', durationMs: 1234, redacted: false, text: 'Hmm.'});
	});
});

describe('redacted thinking', () => {
	const redacted = {type: 'redacted_thinking', data: 'opaque'};

	it('streamed, its frame finishes it: withheld thinking, never text', () => {
		const state = fold([
			messageStart('msg_1', 10),
			blockStart(0, redacted, 10),
			assistant('msg_1', [redacted], 70),
			blockStop(0, 80),
		]);
		expect(thinkingOf(state)).toMatchObject({status: 'done', redacted: true, text: '', durationMs: 60});
	});

	it('in a message that did not stream, it is withheld thinking too', () => {
		expect(shown([assistant('msg_1', [redacted, {type: 'text', text: 'Answer.'}])])).toEqual([
			'thinking (redacted): ',
			'text: Answer.',
		]);
	});
});

describe('text blocks', () => {
	it('a text block held at its stop and cut by a new message is finished, not marked cut short', () => {
		const events = [
			messageStart('msg_1'),
			blockStart(0, {type: 'text', text: ''}),
			delta(0, {type: 'text_delta', text: 'Said.'}),
		];
		// Still streaming when the stream failed: cut short. Stopped (held): complete.
		expect(shown([...events, messageStart('msg_2')])).toEqual(['text (aborted): Said.']);
		expect(shown([...events, blockStop(0), messageStart('msg_2')])).toEqual(['text: Said.']);
	});

	it('a frame for another message while one streams: the streamed text is kept as cut, the frame’s text follows', () => {
		expect(
			shown([
				messageStart('msg_1'),
				blockStart(0, {type: 'text', text: ''}),
				delta(0, {type: 'text_delta', text: 'Partial'}),
				assistant('msg_2', [{type: 'text', text: 'Other answer.'}]),
			]),
		).toEqual(['text (aborted): Partial', 'text: Other answer.']);
	});

	it('a frame whose block is not the kind that streamed leaves the streamed text as it is', () => {
		const state = fold([
			messageStart('msg_1'),
			blockStart(0, {type: 'text', text: ''}),
			delta(0, {type: 'text_delta', text: 'Streamed'}),
			assistant('msg_1', [{type: 'thinking', thinking: 'not this', signature: ''}]),
		]);
		expect(outline(allItems(state))).toEqual(['text: Streamed']);
	});

	it('a message id seen before (a restarted claude) starts new items: both answers stay', () => {
		const answer = (text: string) => [
			messageStart('msg_1'),
			blockStart(0, {type: 'text', text: ''}),
			delta(0, {type: 'text_delta', text}),
			assistant('msg_1', [{type: 'text', text}]),
			blockStop(0),
			messageStop(),
			result(),
		];
		const state = fold([...answer('First run.'), ...answer('Second run.')]);
		expect(outline(allItems(state))).toEqual([
			'text: First run.',
			'result success',
			'text: Second run.',
			'result success',
		]);
		const ids = allItems(state).map(item => item.id);
		expect(new Set(ids).size).toBe(ids.length);
	});
});

describe('tool input', () => {
	const bash = {type: 'tool_use', id: 'toolu_1', name: 'Bash', input: {}};
	const streamed = [
		messageStart('msg_1', 5),
		blockStart(0, bash, 5),
		delta(0, {type: 'input_json_delta', partial_json: '{"command":'}),
		delta(0, {type: 'input_json_delta', partial_json: '"ls -la"}'}),
	];

	it('streams as raw JSON and is read once, when the block ends without a frame', () => {
		const open = fold(streamed);
		expect(callOf(open, 'toolu_1')).toMatchObject({status: 'input-streaming', input: undefined, startedAt: 5});
		expect(callOf(fold([blockStop(0)], open), 'toolu_1')).toMatchObject({
			status: 'waiting',
			input: {command: 'ls -la'},
		});
	});

	it('the frame’s input is final: a late delta changes nothing', () => {
		const framed = fold([...streamed, assistant('msg_1', [{...bash, input: {command: 'ls -la'}}]), blockStop(0)]);
		expect(callOf(framed, 'toolu_1')).toMatchObject({status: 'waiting', input: {command: 'ls -la'}});
		const late = fold([delta(0, {type: 'input_json_delta', partial_json: '"rm -rf /"'})], framed);
		expect(allItems(late)).toEqual(allItems(framed));
	});

	it('a delta of the wrong kind for its block changes nothing', () => {
		const both = fold([
			...streamed,
			blockStart(1, {type: 'text', text: ''}),
			delta(1, {type: 'text_delta', text: 'Running it.'}),
		]);
		const crossed = fold(
			[
				delta(0, {type: 'text_delta', text: 'not a command'}),
				delta(0, {type: 'thinking_delta', thinking: 'not a command'}),
				delta(1, {type: 'input_json_delta', partial_json: '{"x":1}'}),
			],
			both,
		);
		expect(allItems(crossed)).toEqual(allItems(both));
	});

	it('signature and citation deltas change nothing on screen and note nothing', () => {
		const before = fold([
			messageStart('msg_1'),
			blockStart(0, {type: 'text', text: ''}),
			delta(0, {type: 'text_delta', text: 'Cited.'}),
		]);
		const after = fold(
			[
				delta(0, {type: 'signature_delta', signature: 'sig'}),
				delta(0, {type: 'citations_delta', citation: {type: 'web', url: 'https://example.com'}}),
			],
			before,
		);
		expect(after.pending).toBe(before.pending);
		expect(after.debug).toEqual(before.debug);
	});

	it('a tool call that never streamed waits with its input (nothing says it runs yet)', () => {
		const state = fold([assistant('msg_1', [{...bash, input: {command: 'pwd'}}], 42)]);
		expect(callOf(state, 'toolu_1')).toMatchObject({
			status: 'waiting',
			input: {command: 'pwd'},
			startedAt: 42,
			readySince: 42,
		});
		// An input that is not an object reads as none.
		const odd = fold([assistant('msg_1', [{...bash, input: 'pwd'}])]);
		expect(callOf(odd, 'toolu_1')).toMatchObject({status: 'waiting', input: {}});
	});

	it('a server tool call that never streamed is a tool call too', () => {
		const state = fold([
			assistant('msg_1', [{type: 'server_tool_use', id: 'srv_1', name: 'web_search', input: {query: 'cctui'}}]),
		]);
		expect(callOf(state, 'srv_1')).toMatchObject({name: 'web_search', status: 'waiting', input: {query: 'cctui'}});
	});

	it('a streamed server tool call takes its input from its frame', () => {
		const search = {type: 'server_tool_use', id: 'srv_1', name: 'web_search', input: {}};
		const state = fold([
			messageStart('msg_1'),
			blockStart(0, search),
			assistant('msg_1', [{...search, input: {query: 'cctui'}}]),
		]);
		expect(callOf(state, 'srv_1')).toMatchObject({status: 'waiting', input: {query: 'cctui'}});
	});

	it('a block the stream never started but its message’s frame carries is shown', () => {
		expect(
			shown([
				messageStart('msg_1'),
				blockStart(0, {type: 'text', text: ''}),
				delta(0, {type: 'text_delta', text: 'Let me look.'}),
				assistant('msg_1', [{type: 'text', text: 'Let me look.'}]),
				blockStop(0),
				assistant('msg_1', [{...bash, input: {command: 'ls'}}]),
			]),
		).toEqual(['text: Let me look.', 'tool Bash [waiting] {"command":"ls"} → ']);
	});
});

describe('out of order and repeated events', () => {
	it('a block before its message_start is ignored, with a warning', () => {
		const state = fold([blockStart(0, {type: 'text', text: 'Early'})]);
		expect(notices(state)).toEqual(['Protocol: content_block_start 0 arrived before message_start; ignored.']);
		expect(allItems(state).filter(item => item.kind === 'text')).toEqual([]);
	});

	it('a block started twice keeps the first, with a warning', () => {
		const state = fold([
			messageStart('msg_1'),
			blockStart(0, {type: 'text', text: ''}),
			delta(0, {type: 'text_delta', text: 'First.'}),
			blockStart(0, {type: 'text', text: 'Again'}),
		]);
		expect(outline(allItems(state))).toEqual([
			'text: First.',
			'warning: Protocol: block 0 of msg_1 started twice; the repeat is ignored.',
		]);
	});

	it('a tool call started again (in another message) keeps the first call, with a warning', () => {
		const bash = {type: 'tool_use', id: 'toolu_1', name: 'Bash', input: {}};
		const state = fold([
			messageStart('msg_1'),
			blockStart(0, bash),
			delta(0, {type: 'input_json_delta', partial_json: '{"command":"ls"}'}),
			blockStop(0),
			messageStart('msg_2'),
			blockStart(0, bash),
			delta(0, {type: 'input_json_delta', partial_json: '{"command":"rm"}'}),
			blockStop(0),
		]);
		expect(outline(allItems(state))).toEqual([
			'tool Bash [waiting] {"command":"ls"} → ',
			'warning: Protocol: tool call toolu_1 started twice; the repeat is ignored.',
		]);
	});

	it('a tool call whose frame comes twice is shown once, with a warning', () => {
		const frame = assistant('msg_1', [{type: 'tool_use', id: 'toolu_1', name: 'Read', input: {file_path: 'a'}}]);
		expect(shown([frame, frame])).toEqual([
			'tool Read [waiting] {"file_path":"a"} → ',
			'warning: Protocol: tool call toolu_1 arrived twice; the repeat is ignored.',
		]);
	});

	it('a delta or stop for a block that never started: a warning for the delta, nothing for the stop', () => {
		const state = fold([messageStart('msg_1'), delta(3, {type: 'text_delta', text: 'orphan'}), blockStop(4)]);
		expect(notices(state)).toEqual([
			'Protocol: content_block_delta for block 3, which never started (expected content_block_start first); ignored.',
		]);
	});

	it('a message_stop with no message open changes nothing', () => {
		const state = fold([result()]);
		expect(allItems(fold([messageStop()], state))).toEqual(allItems(state));
	});

	it('ping and message_delta change nothing; an error event is shown as an error', () => {
		const open = fold([messageStart('msg_1'), blockStart(0, {type: 'text', text: ''})]);
		const quiet = fold([stream({type: 'ping'}), stream({type: 'message_delta', delta: {stop_reason: null}})], open);
		expect(quiet.pending).toBe(open.pending);
		expect(quiet.debug).toEqual(open.debug);
		const failed = fold([stream({type: 'error', error: {type: 'overloaded_error', message: 'Overloaded'}})], open);
		expect(notices(failed)).toEqual(['Stream error: {"type":"overloaded_error","message":"Overloaded"}']);
	});
});

describe('blocks cctui does not show', () => {
	it('a streamed block of a type cctui does not know is noted for the debug panel; its deltas and stop are ignored', () => {
		const state = fold([
			messageStart('msg_1', 7),
			blockStart(0, {type: 'hologram', beam: 1}, 7),
			delta(0, {type: 'text_delta', text: 'beam'}),
			blockStop(0),
			blockStart(1, {type: 'text', text: ''}),
			delta(1, {type: 'text_delta', text: 'Visible.'}),
		]);
		expect(outline(allItems(state))).toEqual(['text: Visible.']);
		expect(state.debug).toContainEqual({at: 7, text: 'content block of unknown type "hologram" ignored'});
	});

	it('a known block that is not shown (an image) is noted by its type, in a frame that did not stream too', () => {
		const image = {type: 'image', source: {type: 'base64', media_type: 'image/png', data: ''}};
		const streamed = fold([messageStart('msg_1'), blockStart(0, image)]);
		expect(debugLines(streamed)).toContain('content block of unknown type "image" ignored');
		const whole = fold([assistant('msg_1', [image, {type: 'mystery'}, {type: 'text', text: 'After.'}], 3)]);
		expect(outline(allItems(whole))).toEqual(['text: After.']);
		expect(whole.debug).toEqual(
			expect.arrayContaining([
				{at: 3, text: 'content block of unknown type "image" ignored'},
				{at: 3, text: 'content block of unknown type "mystery" ignored'},
			]),
		);
	});
});

describe('subagents whose Agent call is no longer live', () => {
	const labelled = (items: readonly TranscriptItem[]) =>
		items.flatMap(item => ('agent' in item && item.agent ? [`${item.kind} [${item.agent}]`] : []));

	it('their items are labelled with the agent’s type and task, or its type alone', () => {
		const sub = {parent_tool_use_id: 'toolu_gone', agent_id: 'a1'};
		const state = fold([
			assistant('msg_1', [{type: 'text', text: 'Found it.'}], 0, {
				...sub,
				subagent_type: 'Explore',
				task_description: 'Find the config',
			}),
			assistant('msg_2', [{type: 'text', text: 'Done.'}], 0, {...sub, subagent_type: 'Explore'}),
			assistant('msg_3', [{type: 'text', text: 'Who?'}], 0, sub),
		]);
		expect(labelled(allItems(state))).toEqual(['text [Explore: Find the config]', 'text [Explore]', 'text [subagent]']);
	});

	it('a streamed block of theirs is labelled the same way', () => {
		const sub = {parent_tool_use_id: 'toolu_gone', subagent_type: 'Plan', task_description: 'Plan it'};
		const state = fold([messageStart('msg_1', 0, sub), blockStart(0, {type: 'text', text: ''}, 0, sub)]);
		expect(labelled(allItems(state))).toEqual(['text [Plan: Plan it]']);
	});
});

describe('frames claude takes back', () => {
	const visible = (state: AppState) => outline(allItems(state).filter(item => !state.withdrawn.includes(item.id)));
	const replacement = assistant('msg_2', [{type: 'text', text: 'Instead.'}], 0, {uuid: 'b1', supersedes: ['a0', 'a1']});

	it('streamed thinking and a streamed tool call go with the frames that gave them', () => {
		const thought = {type: 'thinking', thinking: 'Plan.', signature: ''};
		const bash = {type: 'tool_use', id: 'toolu_1', name: 'Bash', input: {}};
		const state = fold([
			messageStart('msg_1'),
			blockStart(0, {...thought, thinking: ''}),
			delta(0, {type: 'thinking_delta', thinking: 'Plan.'}),
			assistant('msg_1', [thought], 0, {uuid: 'a0'}),
			blockStop(0),
			blockStart(1, bash),
			assistant('msg_1', [{...bash, input: {command: 'ls'}}], 0, {uuid: 'a1'}),
			blockStop(1),
			messageStop(),
			replacement,
		]);
		expect(visible(state).filter(line => !line.startsWith('info:'))).toEqual(['text: Instead.']);
	});

	it('so do thinking and a tool call of a message that did not stream', () => {
		const state = fold([
			assistant(
				'msg_1',
				[
					{type: 'thinking', thinking: 'Plan.', signature: ''},
					{type: 'tool_use', id: 'toolu_1', name: 'Bash', input: {command: 'ls'}},
				],
				0,
				{uuid: 'a1'},
			),
			replacement,
		]);
		expect(visible(state).filter(line => !line.startsWith('info:'))).toEqual(['text: Instead.']);
	});
});

describe('protocol notices', () => {
	it('events out of order are warnings, not errors', () => {
		const state = fold([
			blockStart(0, {type: 'text', text: ''}),
			messageStart('msg_1'),
			delta(3, {type: 'text_delta', text: 'stray'}),
		]);
		const levels = allItems(state).flatMap(item => (item.kind === 'notice' ? [item.level] : []));
		expect(levels).toEqual(['warning', 'warning']);
	});
});

describe('error messages', () => {
	it('an error frame without words names the error, and what was streaming is cut short', () => {
		const state = fold([
			messageStart('msg_1'),
			blockStart(0, {type: 'text', text: ''}),
			delta(0, {type: 'text_delta', text: 'Half'}),
			inbound({type: 'assistant', message: {id: 'e1', content: []}, error: 'rate_limit'}),
		]);
		expect(outline(allItems(state))).toEqual(['text (aborted): Half', 'error: API error: rate_limit']);
		// Only text blocks are words.
		const image = {type: 'image', source: {type: 'base64', media_type: 'image/png', data: ''}};
		const wordless = fold([inbound({type: 'assistant', message: {id: 'e2', content: [image]}, error: 'unknown'})]);
		expect(notices(wordless)).toEqual(['API error: unknown']);
	});

	it("an error frame's words are its text blocks alone, one to a line", () => {
		const thinking = {type: 'thinking', thinking: 'hmm', signature: ''};
		const frame = {id: 'e3', content: [thinking, {type: 'text', text: 'Over'}, {type: 'text', text: 'capacity.'}]};
		expect(notices(fold([inbound({type: 'assistant', message: frame, error: 'overloaded'})]))).toEqual([
			'Over\ncapacity.',
		]);
	});
});

describe('final frames and held blocks', () => {
	it('the frame is the final content: what the deltas missed is made good', () => {
		expect(
			shown([
				messageStart('msg_1'),
				blockStart(0, {type: 'text', text: ''}),
				delta(0, {type: 'text_delta', text: 'Hel'}),
				assistant('msg_1', [{type: 'text', text: 'Hello.'}]),
			]),
		).toEqual(['text: Hello.']);
	});

	it('thinking already in the scrollback by paragraphs is not repeated when its frame comes', () => {
		const state = fold([
			messageStart('msg_1'),
			blockStart(0, {type: 'thinking', thinking: '', signature: ''}),
			delta(0, {type: 'thinking_delta', thinking: 'First thought.\n\nSecond'}),
			assistant('msg_1', [{type: 'thinking', thinking: 'First thought.\n\nSecond thought.', signature: ''}]),
		]);
		expect(outline(allItems(state))).toEqual(['thinking: First thought.', 'thinking: Second thought.']);
	});

	it('a frame of another kind does not touch streamed thinking', () => {
		const state = fold([
			messageStart('msg_1'),
			blockStart(0, {type: 'thinking', thinking: '', signature: ''}),
			delta(0, {type: 'thinking_delta', thinking: 'Deep thought.'}),
			assistant('msg_1', [{type: 'text', text: 'not the thinking'}]),
		]);
		expect(thinkingOf(state)?.text).toBe('Deep thought.');
	});

	it('a server tool call in a frame that did not stream, delivered twice, is shown once', () => {
		const call = {type: 'server_tool_use', id: 'srv_9', name: 'web_search', input: {query: 'cctui'}};
		const state = fold([assistant('msg_9', [call]), assistant('msg_9', [call])]);
		expect(allItems(state).filter(item => item.kind === 'tool')).toHaveLength(1);
		expect(notices(state)).toEqual(['Protocol: tool call srv_9 arrived twice; the repeat is ignored.']);
	});

	it('a frame of another kind does not touch a streaming tool call', () => {
		const state = fold([
			messageStart('msg_1'),
			blockStart(0, {type: 'tool_use', id: 'toolu_1', name: 'Bash', input: {}}),
			delta(0, {type: 'input_json_delta', partial_json: '{"command":"ls"}'}),
			assistant('msg_1', [{type: 'text', text: 'not the call'}]),
		]);
		expect(callOf(state, 'toolu_1')).toMatchObject({status: 'input-streaming', input: undefined});
	});

	it('a held text stays live until its message ends, then goes to the scrollback as it was', () => {
		const held = fold([
			messageStart('msg_1'),
			blockStart(0, {type: 'text', text: ''}),
			delta(0, {type: 'text_delta', text: 'Said.'}),
			blockStop(0),
		]);
		expect(held.pending.map(item => item.kind === 'text' && item.status)).toEqual(['streaming']);
		const ended = fold([messageStop()], held);
		expect(ended.pending).toEqual([]);
		expect(outline(ended.committed)).toEqual(['text: Said.']);
	});

	it('a finished answer is not marked cut short when the next message starts without a message_stop', () => {
		const state = fold([
			messageStart('msg_1'),
			blockStart(0, {type: 'tool_use', id: 'toolu_1', name: 'Bash', input: {}}),
			assistant('msg_1', [{type: 'tool_use', id: 'toolu_1', name: 'Bash', input: {command: 'ls'}}]),
			blockStop(0),
			blockStart(1, {type: 'text', text: ''}),
			delta(1, {type: 'text_delta', text: 'Running.'}),
			assistant('msg_1', [{type: 'text', text: 'Running.'}]),
			messageStart('msg_2'),
		]);
		expect(outline(allItems(state))).toEqual(['tool Bash [waiting] {"command":"ls"} → ', 'text: Running.']);
	});

	it('a cut from a later block keeps an earlier block that had no frame of its own', () => {
		expect(
			shown([
				messageStart('msg_1'),
				blockStart(0, {type: 'text', text: ''}),
				delta(0, {type: 'text_delta', text: 'Kept.'}),
				blockStop(0),
				blockStart(1, {type: 'text', text: ''}),
				delta(1, {type: 'text_delta', text: 'Cut'}),
				stream({type: 'message_stop'}, 0, {abandoned_blocks: {api_message_id: 'msg_1', from_block_index: 1}}),
			]),
		).toEqual([
			'text: Kept.',
			'info: A response cut off mid-stream was discarded; it is not part of the conversation.',
		]);
	});
});

describe('a subagent streaming beside the main thread', () => {
	it('each keeps its own message: the subagent’s start does not cut the main answer', () => {
		const sub = {parent_tool_use_id: 'toolu_agent'};
		const state = fold([
			assistant('msg_0', [{type: 'tool_use', id: 'toolu_agent', name: 'Agent', input: {prompt: 'go'}}]),
			messageStart('msg_1'),
			blockStart(0, {type: 'text', text: ''}),
			delta(0, {type: 'text_delta', text: 'Main '}),
			messageStart('msg_s', 0, sub),
			blockStart(0, {type: 'text', text: ''}, 0, sub),
			delta(0, {type: 'text_delta', text: 'Sub '}, 0, sub),
			delta(0, {type: 'text_delta', text: 'answer.'}),
			delta(0, {type: 'text_delta', text: 'work.'}, 0, sub),
		]);
		expect(outline(allItems(state))).toEqual([
			'tool Agent [waiting] {"prompt":"go"} → ',
			'  text: Sub work.',
			'text: Main answer.',
		]);
		expect(allItems(state).filter(item => item.kind === 'text')).toMatchObject([{status: 'streaming'}]);
	});
});

describe('paragraphs', () => {
	it('a paragraph goes to the scrollback when the next one starts in a delta of its own, after a delta that ended the line', () => {
		const state = fold([
			messageStart('msg_1'),
			blockStart(0, {type: 'text', text: ''}),
			delta(0, {type: 'text_delta', text: 'First paragraph.\n\n'}),
			delta(0, {type: 'text_delta', text: 'Second'}),
		]);
		expect(outline(state.committed)).toEqual(['text: First paragraph.']);
		expect(outline(state.pending)).toEqual(['text: Second']);
	});
});
