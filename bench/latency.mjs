// Benchmark 4: keystroke to claude's stdin for a permission answer (pressing y in the pty until the
// control_response line is read by a fake claude), then what cctui draws and spends while idle.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {repoRoot} from './fixtures.mjs';
import {cpuOfTree} from './proc.mjs';
import {makeSandbox} from './sandbox.mjs';
import {sleep, startTerminal, until} from './terminal.mjs';

const CCTUI = path.join(repoRoot, 'bin/cctui.js');
const FAKE = path.join(repoRoot, 'bench/fake-claude.mjs');
/** A prompt only takes keys after this long (cctui's ARM_DELAY_MS is 400). */
const ARMED_AFTER_MS = 600;

const answers = log =>
	existsSync(log)
		? readFileSync(log, 'utf8')
				.trim()
				.split('\n')
				.filter(Boolean)
				.map(line => JSON.parse(line))
		: [];

export async function measureLatency({asks = 7, idleMs = 5000} = {}) {
	const box = makeSandbox('http://127.0.0.1:9');
	const log = path.join(box.root, 'answers.jsonl');
	const term = startTerminal({
		command: process.execPath,
		args: [CCTUI, '--claude-path', FAKE, 'go'],
		cwd: box.work,
		env: {...box.env, BENCH_LOG: log},
	});
	const latencies = [];
	try {
		for (let i = 1; i <= asks; i++) {
			await until(
				() => term.screen().includes('Yes, once'),
				15_000,
				() => `no permission prompt ${i}; screen:\n${term.screen()}`,
			);
			await sleep(ARMED_AFTER_MS);
			const pressed = performance.timeOrigin + performance.now();
			term.write('y');
			await until(
				() => answers(log).length >= i,
				5000,
				() => `answer ${i} never reached claude; screen:\n${term.screen()}`,
			);
			latencies.push(answers(log)[i - 1].at - pressed);
			await until(
				() => term.screen().includes(`Ran it (${i})`) && term.screen().includes('ready'),
				5000,
				() => `turn ${i} never finished; screen:\n${term.screen()}`,
			);
			if (i < asks) {
				term.write('go');
				await sleep(30);
				term.write('\r');
			}
		}
		await sleep(1000);
		const before = {bytes: term.stats.bytes, bursts: term.stats.bursts, cpu: cpuOfTree(term.pid).own};
		await sleep(idleMs);
		const idle = {
			bytes: term.stats.bytes - before.bytes,
			bursts: term.stats.bursts - before.bursts,
			cpuSeconds: cpuOfTree(term.pid).own - before.cpu,
		};
		const sorted = [...latencies].sort((a, b) => a - b);
		return {latencies, medianMs: sorted[sorted.length >> 1], maxMs: sorted.at(-1), idle};
	} finally {
		term.kill();
		box.remove();
	}
}
