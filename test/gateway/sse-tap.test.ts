import {describe, expect, it} from 'vitest';
import {SseTap} from '../../src/gateway/sse-tap.js';

const read = (chunks: Array<string | Uint8Array>): unknown[] => {
	const events: unknown[] = [];
	const tap = new SseTap(event => events.push(event));
	for (const chunk of chunks) tap.push(typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk);
	return events;
};

describe('reading a copy of an SSE stream', () => {
	it('finds events split anywhere across chunks, a character split between two included', () => {
		const bytes = new TextEncoder().encode('event: a\r\ndata: {"type":"a","text":"é"}\r\n\r\ndata: {"type":"b"}\n\n');
		const cut = bytes.indexOf(0xc3) + 1;
		expect(read([bytes.slice(0, 5), bytes.slice(5, cut), bytes.slice(cut)])).toEqual([
			{type: 'a', text: 'é'},
			{type: 'b'},
		]);
	});

	it('joins data lines, and skips what is not a JSON object', () => {
		expect(read(['data: {"type":\ndata: "c"}\n\n', 'data: [1]\n\ndata: nope\n\n: comment\n\n'])).toEqual([{type: 'c'}]);
	});

	it('an event larger than it reads is skipped, and the next one read', () => {
		const huge = `data: {"type":"big","x":"${'a'.repeat(1 << 20)}"}\n\n`;
		expect(read([huge.slice(0, 600_000), huge.slice(600_000), 'data: {"type":"next"}\n\n'])).toEqual([{type: 'next'}]);
	});
});
