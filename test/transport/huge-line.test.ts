/**
 * A single 50 MB stdout line (a huge tool result) from the pipe to an event: split whole, parsed
 * and validated. How long each step takes is measured by `npm run bench` (benchmark 6), not here.
 */
import {describe, expect, it} from 'vitest';
import {decodeStdoutLine} from '../../src/ingest/stdout-line.js';
import {splitLines} from '../../src/transport/line-splitter.js';

const MB = 1024 * 1024;

/** A tool_result frame whose text is `size` characters, as one JSON line. */
function hugeFrame(size: number): string {
	const content = 'output line of a very chatty command\n'.repeat(Math.ceil(size / 37)).slice(0, size);
	return JSON.stringify({
		type: 'user',
		session_id: 's',
		parent_tool_use_id: null,
		message: {role: 'user', content: [{type: 'tool_result', tool_use_id: 'toolu_1', content}]},
	});
}

/** Like a pipe: one 64 KB chunk per turn of the event loop. */
async function* chunked(text: string) {
	for (let at = 0; at < text.length; at += 64 * 1024) {
		await new Promise(resolve => setImmediate(resolve));
		yield Buffer.from(text.slice(at, at + 64 * 1024));
	}
}

describe('a 50 MB line', () => {
	it('arrives in 64 KB reads and comes out as one line, whole, with the next line after it', async () => {
		const line = hugeFrame(50 * MB);
		const lines: string[] = [];
		for await (const out of splitLines(chunked(`${line}\n{"type":"keep_alive"}\n`))) lines.push(out);
		expect(lines.map(out => out.length)).toEqual([line.length, '{"type":"keep_alive"}'.length]);
		expect(lines[0] === line).toBe(true);
	});

	it('parses and validates into the tool result it holds', () => {
		const line = hugeFrame(50 * MB);
		const event = decodeStdoutLine(line, 0);
		expect(event).toMatchObject({
			type: 'inbound',
			message: {type: 'user', message: {content: [{type: 'tool_result', tool_use_id: 'toolu_1'}]}},
		});
		const block =
			event?.type === 'inbound' && event.message.type === 'user' && Array.isArray(event.message.message.content)
				? event.message.message.content[0]
				: undefined;
		expect(block?.type === 'tool_result' && typeof block.content === 'string' && block.content.length).toBe(50 * MB);
	});
});
