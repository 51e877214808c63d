// Benchmark 1: lines/s of the whole inbound path (JSON.parse, zod validation, reducer) against
// bare JSON.parse of the same lines. Both run in this process, interleaved, after a warm-up.
import {decodeStdoutLine} from '../dist/ingest/stdout-line.js';
import {reduce} from '../dist/state/reducer.js';
import {initialState} from '../dist/state/state.js';
import {fixtureStreams} from './fixtures.mjs';

function bareParse(streams) {
	let count = 0;
	for (const lines of streams) for (const line of lines) count += JSON.parse(line) ? 1 : 0;
	return count;
}

function fullPath(streams) {
	let count = 0;
	for (const lines of streams) {
		let state = initialState();
		for (const line of lines) {
			const event = decodeStdoutLine(line, 0);
			if (event) state = reduce(state, event);
			count++;
		}
	}
	return count;
}

/** Seconds of CPU for `rounds` passes of `fn` over all streams. */
function timed(fn, streams, rounds) {
	const start = process.cpuUsage();
	for (let i = 0; i < rounds; i++) fn(streams);
	const used = process.cpuUsage(start);
	return (used.user + used.system) / 1e6;
}

export function measureThroughput({rounds = 40} = {}) {
	const streams = fixtureStreams();
	const lines = streams.reduce((sum, s) => sum + s.length, 0);
	// Long enough for the optimizing compiler to finish: its threads' CPU would otherwise count.
	timed(bareParse, streams, 100);
	timed(fullPath, streams, 100);
	let bare = 0;
	let full = 0;
	for (let i = 0; i < 4; i++) {
		bare += timed(bareParse, streams, rounds);
		full += timed(fullPath, streams, rounds);
	}
	const passes = 4 * rounds;
	return {
		lines,
		bareLinesPerSecond: (lines * passes) / bare,
		fullLinesPerSecond: (lines * passes) / full,
		ratio: bare / full,
	};
}
