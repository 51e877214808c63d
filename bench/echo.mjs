// Benchmark 10: keystroke echo. cctui (the bundle, over the real claude) in a 120x40 pty; keys are
// typed into the input box at random intervals, and each is timed from its write to the pty until
// output that shows it in the box arrives. First while a long answer streams a delta every 2 ms,
// then, in the same run, with nothing streaming.
import {spawn} from 'node:child_process';
import {createInterface} from 'node:readline';
import path from 'node:path';
import {ANSWER_MARK, PROMPT} from './answer.mjs';
import {repoRoot} from './fixtures.mjs';
import {makeSandbox} from './sandbox.mjs';
import {sleep, startTerminal, until} from './terminal.mjs';
import {CLAUDE} from './tui-compare.mjs';

const CCTUI = path.join(repoRoot, 'bin/cctui.js');
/** The editor's row: its border, the "› " before the text, the text, the border. */
const BOX_ROW = /^│ › (.*?)\s*│$/;
/** The empty editor shows a placeholder ("Type to queue…", "Ask Claude…"); typed keys are lower case. */
const PLACEHOLDER = /^[A-Z]/;
const KILL_LINE = '\u0015'; // Ctrl+U
/** Letters typed before Ctrl+U empties the editor, so the box stays one row. */
const CYCLE = 40;

// The backend runs in a process of its own, so that its 2 ms timers do not share the loop that times the keys.
const BACKEND = `
const {startBackend} = await import(process.env.BENCH_BACKEND);
const {longAnswerScenario} = await import(process.env.BENCH_ANSWER);
const backend = await startBackend({scenario: longAnswerScenario(JSON.parse(process.env.BENCH_SCENARIO))});
console.log(backend.url);
const poll = setInterval(() => {
	if (!backend.mainRequests().some(request => request.outcome !== 'pending')) return;
	console.log('sent');
	clearInterval(poll);
}, 50);`;

/** The backend playing longAnswerScenario(`options`) (passed as options: the scenario is too long for the environment). */
async function startBackendProcess(options) {
	const child = spawn(process.execPath, ['--input-type=module', '-e', BACKEND], {
		env: {
			...process.env,
			BENCH_BACKEND: path.join(repoRoot, 'dist/backend/index.js'),
			BENCH_ANSWER: path.join(repoRoot, 'bench/answer.mjs'),
			BENCH_SCENARIO: JSON.stringify(options),
		},
		stdio: ['ignore', 'pipe', 'ignore'],
	});
	const lines = createInterface({input: child.stdout})[Symbol.asyncIterator]();
	const {value: url} = await lines.next();
	if (!url) throw new Error('the backend did not start');
	const backend = {url, sent: false, close: () => child.kill('SIGKILL')};
	void lines.next().then(({value}) => (backend.sent = value === 'sent'));
	return backend;
}

/** A deterministic generator in [0, 1) (mulberry32), so every run types the same keys at the same pauses. */
function random(seed) {
	let a = seed;
	return () => {
		a = (a + 0x6d2b79f5) | 0;
		let t = Math.imul(a ^ (a >>> 15), 1 | a);
		t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

/** The text in the editor on `screen`, '' when it shows its placeholder; undefined when no editor is drawn. */
function editorText(screen) {
	const lines = screen.split('\n');
	for (let i = lines.length - 1; i >= 0; i--) {
		const match = BOX_ROW.exec(lines[i]);
		// The cursor is a blank inverse cell: before the placeholder, after the text.
		const shown = match?.[1].trim();
		if (shown !== undefined) return PLACEHOLDER.test(shown) ? '' : shown;
	}
	return undefined;
}

/**
 * Keys in flight: each with when it was written and the editor's text once it is shown. Checked on
 * every parsed output; the newest key shown settles it and every key before it.
 */
function echoWatch(screen) {
	const pending = [];
	const latencies = [];
	return {
		latencies,
		pending,
		typed(at, expected) {
			pending.push({at, expected});
		},
		parsed(arrivedAt) {
			if (pending.length === 0) return;
			const text = editorText(screen());
			const shown = pending.findLastIndex(key => key.expected === text);
			for (const key of pending.splice(0, shown + 1)) latencies.push(arrivedAt - key.at);
		},
	};
}

/** Types until `count` keys or `more()` says stop, each 30–80 ms after the last; resolves with the keys' echo times. */
async function typeKeys(term, watch, {count, more, next}) {
	let text = '';
	watch.latencies.length = 0;
	for (let i = 0; i < count && more(); i++) {
		const key = text.length >= CYCLE ? KILL_LINE : String.fromCharCode(97 + Math.floor(next() * 26));
		text = key === KILL_LINE ? '' : text + key;
		watch.typed(performance.now(), text);
		term.write(key);
		await sleep(30 + next() * 50);
	}
	if (text !== '') {
		watch.typed(performance.now(), '');
		term.write(KILL_LINE);
	}
	await until(
		() => watch.pending.length === 0,
		10_000,
		() => `${watch.pending.length} keys never showed; screen:\n${term.screen()}`,
	);
	return [...watch.latencies];
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

function summary(latencies) {
	const sorted = [...latencies].sort((a, b) => a - b);
	return {
		keys: sorted.length,
		p50: percentile(sorted, 50),
		p99: percentile(sorted, 99),
		max: sorted.at(-1),
		over16: sorted.filter(ms => ms > 16).length,
	};
}

/** `nodeArgs`: for node running cctui, e.g. ['--cpu-prof'] to profile it. */
export async function measureEcho({
	keys = 300,
	delayMs = 2,
	textChars = 150_000,
	seed = 10,
	nodeArgs = [],
	log = () => {},
} = {}) {
	const backend = await startBackendProcess({delayMs, textChars});
	const box = makeSandbox(backend.url);
	let term;
	const watch = echoWatch(() => term.screen());
	term = startTerminal({
		command: process.execPath,
		args: [...nodeArgs, CCTUI, '--claude-path', CLAUDE, PROMPT],
		cwd: box.work,
		env: box.env,
		onParsed: arrivedAt => watch.parsed(arrivedAt),
	});
	const next = random(seed);
	try {
		await until(
			() => term.screen().includes('Considering') || term.exited(),
			60_000,
			() => `the answer never started; screen:\n${term.screen()}`,
		);
		log('10. typing while the answer streams…');
		const streaming = await typeKeys(term, watch, {count: keys, more: () => !backend.sent, next});
		if (backend.sent) log(`10. the answer ended after ${streaming.length} keys; make it longer (textChars)`);
		await until(
			() => backend.sent && term.everything().includes(ANSWER_MARK),
			600_000,
			() => `the answer never ended; screen:\n${term.screen()}`,
		);
		await sleep(1000);
		log('10. typing with nothing streaming…');
		const idle = await typeKeys(term, watch, {count: streaming.length, more: () => true, next});
		// Ctrl+D in the empty editor quits: cctui exits on its own, so a --cpu-prof profile is written.
		term.write('\u0004');
		await until(term.exited, 10_000, () => `cctui did not quit; screen:\n${term.screen()}`);
		return {streaming: summary(streaming), idle: summary(idle)};
	} finally {
		term.kill();
		backend.close();
		box.remove();
	}
}
