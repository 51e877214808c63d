// Benchmark 3: one long scripted answer (thinking, then markdown) shown by cctui and by Claude
// Code's own TUI, both in a 120x40 pseudo-terminal against the built-in backend on loopback.
// Measured from spawn until the answer is on screen and the output has gone quiet: CPU seconds of
// the program and of its whole process tree, their peak memory (RSS), bytes written to the terminal,
// and write bursts.
import {spawn} from 'node:child_process';
import path from 'node:path';
import {startBackend} from '../dist/backend/index.js';
import {ANSWER_MARK, longAnswerScenario, PROMPT, THINKING_MARK} from './answer.mjs';
import {repoRoot} from './fixtures.mjs';
import {cpuOfTree, watchPeakRss} from './proc.mjs';
import {makeSandbox} from './sandbox.mjs';
import {sleep, startTerminal, until} from './terminal.mjs';

const CCTUI = path.join(repoRoot, 'bin/cctui.js');
export const CLAUDE = path.join(repoRoot, 'node_modules/.bin/claude');
const QUIET_MS = 500;
const TURN_TIMEOUT_MS = 600_000;

export const VARIANTS = {
	cctui: {label: 'cctui', command: process.execPath, args: [CCTUI, '--claude-path', CLAUDE, PROMPT]},
	claude: {label: 'claude TUI', command: CLAUDE, args: [PROMPT]},
	claudeInline: {
		label: 'claude TUI, no alt screen',
		command: CLAUDE,
		args: [PROMPT],
		env: {CLAUDE_CODE_DISABLE_ALTERNATE_SCREEN: '1'},
	},
};

/** The scripted turn has been streamed to the end (the backend answered the main request). */
const turnSent = backend => backend.mainRequests().some(request => request.outcome !== 'pending');

export async function runInTerminal(variant, scenario) {
	const backend = await startBackend({scenario});
	const box = makeSandbox(backend.url, variant.env);
	const started = performance.now();
	const term = startTerminal({
		command: variant.command,
		args: variant.args,
		cwd: box.work,
		env: box.env,
		cols: 120,
		rows: 40,
	});
	const rss = watchPeakRss(term.pid);
	try {
		await until(
			() => turnSent(backend) || term.exited(),
			TURN_TIMEOUT_MS,
			() => `${variant.label}: the turn never finished; screen:\n${term.screen()}`,
		);
		await until(
			() => term.everything().includes(ANSWER_MARK) || term.exited(),
			30_000,
			() => `${variant.label}: the answer never appeared; screen:\n${term.screen()}`,
		);
		// Whatever is drawn after the last byte arrived (final frames, status lines) counts too.
		await until(
			() => performance.now() - term.stats.lastDataAt > QUIET_MS && term.parsed(),
			10_000,
			() => `${variant.label}: output never went quiet`,
		).catch(() => undefined);
		if (term.exited()) throw new Error(`${variant.label} exited early; screen:\n${term.screen()}`);
		const cpu = cpuOfTree(term.pid);
		const peak = rss.stop();
		const seconds = (term.stats.lastDataAt - started) / 1000;
		const shown = term.everything();
		return {
			...cpu,
			rssOwn: peak.own,
			rssTree: peak.tree,
			bytes: term.stats.bytes,
			bursts: term.stats.bursts,
			seconds,
			thinkingShown: shown.includes(THINKING_MARK),
		};
	} finally {
		rss.stop();
		term.kill();
		await backend.close();
		box.remove();
	}
}

/** claude -p in stream-json mode, as cctui runs it, with its stdout read and dropped. */
async function runHeadless(scenario, streamFlags) {
	const backend = await startBackend({scenario});
	const box = makeSandbox(backend.url);
	const child = spawn(CLAUDE, [...streamFlags, '--permission-mode', 'default'], {
		cwd: box.work,
		env: box.env,
		stdio: ['pipe', 'pipe', 'ignore'],
	});
	let bytes = 0;
	let done = false;
	child.stdout.on('data', chunk => {
		bytes += chunk.length;
		if (chunk.includes('"type":"result"')) done = true;
	});
	try {
		child.stdin.write(
			`${JSON.stringify({type: 'user', message: {role: 'user', content: PROMPT}, parent_tool_use_id: null, session_id: ''})}\n`,
		);
		await until(
			() => done || child.exitCode !== null,
			TURN_TIMEOUT_MS,
			() => 'claude -p: no result',
		);
		await sleep(QUIET_MS);
		if (child.exitCode !== null) throw new Error(`claude -p exited with ${child.exitCode}`);
		return {...cpuOfTree(child.pid), bytes};
	} finally {
		child.kill('SIGKILL');
		await backend.close();
		box.remove();
	}
}

const median = values => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function summarize(runs) {
	const out = {runs};
	for (const key of ['own', 'tree', 'rssOwn', 'rssTree', 'bytes', 'bursts', 'seconds'])
		if (runs[0][key] !== undefined) out[key] = median(runs.map(run => run[key]));
	if (runs[0].thinkingShown !== undefined) out.thinkingShown = runs.every(run => run.thinkingShown);
	return out;
}

/** Runs each side `runs` times, interleaved so that machine load affects every side alike. */
export async function compareTerminals({runs = 3, delayMs = 2, streamFlags, log = () => {}}) {
	const scenario = longAnswerScenario({delayMs});
	const results = {cctui: [], claude: [], claudeInline: [], headless: []};
	for (let i = 0; i < runs; i++) {
		for (const key of ['cctui', 'claude', 'claudeInline']) {
			results[key].push(await runInTerminal(VARIANTS[key], scenario));
			log(`${VARIANTS[key].label} run ${i + 1}: ${JSON.stringify(results[key].at(-1))}`);
		}
		results.headless.push(await runHeadless(scenario, streamFlags));
		log(`claude -p run ${i + 1}: ${JSON.stringify(results.headless.at(-1))}`);
	}
	return Object.fromEntries(Object.entries(results).map(([key, list]) => [key, summarize(list)]));
}
