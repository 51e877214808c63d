/** A single 50 MB stdout line (a huge tool result) from the pipe to an event, without stalling input handling. */
import {describe, expect, it} from 'vitest';
import {eventForStdoutLine} from '../../src/session/inbound-events.js';
import {splitLines} from '../../src/transport/line-splitter.js';

const MB = 1024 * 1024;

/** A tool_result frame whose text is `size` characters, as one JSON line. */
function hugeFrame(size: number): string {
	const content = 'output line of a very chatty command\n'.repeat(Math.ceil(size / 37)).slice(0, size);
	return JSON.stringify({type: 'user', session_id: 's', parent_tool_use_id: null, message: {role: 'user', content: [{type: 'tool_result', tool_use_id: 'toolu_1', content}]}});
}

/** Like a pipe: one 64 KB chunk per turn of the event loop. */
async function* chunked(text: string) {
	for (let at = 0; at < text.length; at += 64 * 1024) {
		await new Promise(resolve => setImmediate(resolve));
		yield Buffer.from(text.slice(at, at + 64 * 1024));
	}
}

describe('a 50 MB line', () => {
	it('is split while timers keep running (no step blocks for long)', async () => {
		const line = hugeFrame(50 * MB);
		let last = performance.now();
		let longest = 0;
		const ticker = setInterval(() => {
			const now = performance.now();
			longest = Math.max(longest, now - last);
			last = now;
		}, 1);
		const lines: string[] = [];
		for await (const out of splitLines(chunked(`${line}\n`))) lines.push(out);
		clearInterval(ticker);
		expect(lines).toHaveLength(1);
		expect(lines[0]).toHaveLength(line.length);
		// Joining the chunks once at the newline is the only long step.
		expect(longest).toBeLessThan(500);
	});

	it('parses and validates in time linear in its size, close to JSON.parse alone', () => {
		const time = (fn: () => unknown) => {
			const start = performance.now();
			fn();
			return performance.now() - start;
		};
		const small = hugeFrame(5 * MB);
		const large = hugeFrame(50 * MB);
		time(() => eventForStdoutLine(small, 0)); // warm-up
		const bare = time(() => JSON.parse(large));
		const full = time(() => eventForStdoutLine(large, 0));
		const tenth = time(() => eventForStdoutLine(small, 0));
		expect(eventForStdoutLine(small, 0)).toMatchObject({type: 'inbound', message: {type: 'user'}});
		expect(full).toBeLessThan(3 * bare + 50);
		expect(full).toBeLessThan(30 * tenth + 50);
	});
});
