import {describe, expect, it} from 'vitest';
import {chunkText, renderTurn, sseFrame, type RenderContext} from '../../src/backend/render-turn.js';

const ctx = (overrides: Partial<RenderContext> = {}): RenderContext => {
	let tool = 0;
	return {
		messageId: 'msg_1',
		model: 'm',
		inputTokens: 10,
		thinking: 'full',
		defaults: {},
		nextToolId: () => `toolu_${++tool}`,
		nextSignature: () => 'sig',
		...overrides,
	};
};

describe('renderTurn', () => {
	it('never splits a surrogate pair', () => {
		expect(chunkText('a😀b😀', 2)).toEqual(['a😀', 'b😀']);
		expect(chunkText('', 3)).toEqual([]);
	});

	it('applies pacing from block, then turn, then defaults', () => {
		const {events} = renderTurn(
			{
				chunkSize: 3,
				delayMs: 7,
				blocks: [
					{type: 'text', text: 'abcdef'},
					{type: 'text', text: 'abcdef', chunkSize: 2, delayMs: 1},
				],
			},
			ctx({defaults: {chunkSize: 100, delayMs: 50, latencyMs: 30}}),
		);
		const deltas = events.filter(e => e.event.type === 'content_block_delta');
		expect(deltas.map(e => [e.event['index'], e.delayMs])).toEqual([
			[0, 7],
			[0, 7],
			[1, 1],
			[1, 1],
			[1, 1],
		]);
		expect(events[0]).toMatchObject({delayMs: 30, event: {type: 'message_start'}});
	});

	it('honours a stopReason override and uses the fixed tool id', () => {
		const {message} = renderTurn(
			{stopReason: 'max_tokens', blocks: [{type: 'tool_use', name: 'Read', input: {}, id: 'toolu_fixed'}]},
			ctx(),
		);
		expect(message.stop_reason).toBe('max_tokens');
		expect(message.content).toEqual([{type: 'tool_use', id: 'toolu_fixed', name: 'Read', input: {}}]);
	});

	it('formats one SSE frame per event', () => {
		expect(sseFrame({type: 'ping'})).toBe('event: ping\ndata: {"type":"ping"}\n\n');
	});
});
