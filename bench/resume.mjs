// Benchmark 9: `cctui --resume` of a long session (issue 25). The built cctui runs in a 120x40 pty
// over a stand-in claude (streaming-claude.mjs), with a throwaway HOME holding a session file in
// claude's format (session-file.mjs). Measured from the spawn: the time until the screen shows the
// end of the history and the input box, and until the whole history is in the scrollback. Then a message is sent and the stand-in streams its answer; the CPU and bytes
// of cctui's own process per delta are taken between the first and the last word on screen. A long
// history and a short one alternate, so that their ratio is measured in the same machine state.
import path from 'node:path';
import {repoRoot} from './fixtures.mjs';
import {cpuOfTree} from './proc.mjs';
import {makeSandbox} from './sandbox.mjs';
import {writeSessionFile} from './session-file.mjs';
import {sleep, startTerminal, until} from './terminal.mjs';

const CCTUI = path.join(repoRoot, 'bin/cctui.js');
const CLAUDE = path.join(repoRoot, 'bench/streaming-claude.mjs');
const SESSION = 'bench-resume-session';
const INPUT_BOX = 'Ask Claude anything';

/** Polls more finely than `until`: the first screen is timed by it. */
async function waitFor(check, timeoutMs, describe) {
	const end = performance.now() + timeoutMs;
	while (!check()) {
		if (performance.now() > end) throw new Error(describe());
		await sleep(2);
	}
}

/** Whether every answer of the history is in the scrollback, once each and in order. */
function wholeHistory(text, lastTurn) {
	const turns = [...text.matchAll(/Turn (\d+) is done\./g)].map(match => Number(match[1]));
	// Every 60th turn from the 31st was interrupted before its answer (session-file.mjs).
	const expected = Array.from({length: lastTurn}, (_, i) => i + 1).filter(turn => turn % 60 !== 31);
	return turns.length === expected.length && turns.every((turn, i) => turn === expected[i]);
}

async function resumeOnce({cctui, messages, deltas, deltaMs}) {
	const box = makeSandbox('http://127.0.0.1:9');
	const {lastTurn} = writeSessionFile({home: box.env['HOME'], cwd: box.work, sessionId: SESSION, messages});
	const started = performance.now();
	const term = startTerminal({
		command: process.execPath,
		args: [cctui, '--claude-path', CLAUDE, '--resume', SESSION],
		cwd: box.work,
		env: {...box.env, BENCH_DELTAS: String(deltas), BENCH_DELTA_MS: String(deltaMs)},
		scrollback: 200_000,
	});
	try {
		const last = `Turn ${lastTurn} is done.`;
		await waitFor(
			() => term.screen().includes(last) && term.screen().includes(INPUT_BOX),
			60_000,
			() => `the end of the history never showed; screen:\n${term.screen()}`,
		);
		const firstScreenMs = performance.now() - started;
		// The machine may be shared: the CPU spent until then says more than the wall clock.
		const firstScreenCpuMs = cpuOfTree(term.pid).own * 1000;
		// The rest of the history may still be on its way into the scrollback, a chunk per frame. Read
		// the scrollback (a costly poll, on the same cores) only once output pauses.
		let complete = false;
		for (const end = performance.now() + 60_000; !complete && performance.now() < end;) {
			await until(
				() => performance.now() - term.stats.lastDataAt > 300 && term.parsed(),
				60_000,
				() => 'cctui never paused after resuming',
			);
			complete = wholeHistory(term.normal(), lastTurn);
			if (!complete) await sleep(200);
		}
		const settledMs = term.stats.lastDataAt - started;
		const historyBytes = term.stats.bytes;

		term.write('go');
		await sleep(50);
		term.write('\r');
		await waitFor(
			() => term.screen().includes('stream-start'),
			30_000,
			() => `the answer never started; screen:\n${term.screen()}`,
		);
		const cpuBefore = cpuOfTree(term.pid).own;
		const bytesBefore = term.stats.bytes;
		await waitFor(
			() => term.screen().includes('stream-end'),
			60_000,
			() => `the answer never ended; screen:\n${term.screen()}`,
		);
		const cpu = cpuOfTree(term.pid).own - cpuBefore;
		const bytes = term.stats.bytes - bytesBefore;
		return {
			firstScreenMs,
			firstScreenCpuMs,
			settledMs,
			historyBytes,
			complete,
			cpuMsPerDelta: (cpu * 1000) / deltas,
			bytesPerDelta: bytes / deltas,
		};
	} finally {
		term.kill();
		box.remove();
	}
}

const median = values => [...values].sort((a, b) => a - b)[values.length >> 1];

/** `runs` resumes of each size, alternating; medians of each measure. */
export async function measureResume({
	cctui = CCTUI,
	long = 5000,
	short = 50,
	runs = 3,
	deltas = 600,
	deltaMs = 5,
	log = () => {},
} = {}) {
	const results = {long: [], short: []};
	await resumeOnce({cctui, messages: short, deltas: 20, deltaMs}); // warm-up: the file cache, the bundle
	for (let run = 0; run < runs; run++) {
		for (const [size, messages] of [
			['short', short],
			['long', long],
		]) {
			const r = await resumeOnce({cctui, messages, deltas, deltaMs});
			log(
				`  ${messages} messages: first screen ${r.firstScreenMs.toFixed(0)} ms (CPU ${r.firstScreenCpuMs.toFixed(0)} ms), all written after ${r.settledMs.toFixed(0)} ms, ` +
					`${(r.historyBytes / 1024).toFixed(0)} KB, whole history ${r.complete ? 'yes' : 'NO'}, ` +
					`${r.cpuMsPerDelta.toFixed(3)} ms and ${r.bytesPerDelta.toFixed(0)} B a delta`,
			);
			results[size].push(r);
		}
	}
	const summary = rs => ({
		firstScreenMs: median(rs.map(r => r.firstScreenMs)),
		firstScreenCpuMs: median(rs.map(r => r.firstScreenCpuMs)),
		settledMs: median(rs.map(r => r.settledMs)),
		historyBytes: median(rs.map(r => r.historyBytes)),
		complete: rs.every(r => r.complete),
		cpuMsPerDelta: median(rs.map(r => r.cpuMsPerDelta)),
		bytesPerDelta: median(rs.map(r => r.bytesPerDelta)),
	});
	return {long: {messages: long, ...summary(results.long)}, short: {messages: short, ...summary(results.short)}};
}
