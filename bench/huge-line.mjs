// Benchmark 6: a single 50 MB stdout line (a huge tool result). The line splitter must not block the
// event loop while the line arrives (its longest step is timed with a 1 ms ticker), and parsing and
// validating the line must cost close to JSON.parse alone and grow linearly with its size. These
// were timed unit tests; timings belong here (ratios in one run), not in the test suite.
import {decodeStdoutLine} from '../dist/ingest/stdout-line.js';
import {splitLines} from '../dist/transport/line-splitter.js';

const MB = 1024 * 1024;

/** A tool_result frame whose text is `size` characters, as one JSON line. */
export function hugeFrame(size) {
	const content = 'output line of a very chatty command\n'.repeat(Math.ceil(size / 37)).slice(0, size);
	return JSON.stringify({
		type: 'user',
		session_id: 's',
		parent_tool_use_id: null,
		message: {role: 'user', content: [{type: 'tool_result', tool_use_id: 'toolu_1', content}]},
	});
}

/** Like a pipe: one 64 KB chunk per turn of the event loop. */
async function* chunked(text) {
	for (let at = 0; at < text.length; at += 64 * 1024) {
		await new Promise(resolve => setImmediate(resolve));
		yield Buffer.from(text.slice(at, at + 64 * 1024));
	}
}

const time = fn => {
	const start = performance.now();
	fn();
	return performance.now() - start;
};

export async function measureHugeLine() {
	const line = hugeFrame(50 * MB);
	let last = performance.now();
	let longestStepMs = 0;
	const ticker = setInterval(() => {
		const now = performance.now();
		longestStepMs = Math.max(longestStepMs, now - last);
		last = now;
	}, 1);
	const splitStarted = performance.now();
	for await (const out of splitLines(chunked(`${line}\n`)))
		if (out.length !== line.length) throw new Error('the line was not split whole');
	const splitMs = performance.now() - splitStarted;
	clearInterval(ticker);

	const small = hugeFrame(5 * MB);
	time(() => decodeStdoutLine(small, 0)); // warm-up
	const bareMs = time(() => JSON.parse(line));
	const fullMs = time(() => decodeStdoutLine(line, 0));
	const tenthMs = time(() => decodeStdoutLine(small, 0));
	return {longestStepMs, splitMs, bareMs, fullMs, tenthMs};
}
