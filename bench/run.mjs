// `npm run bench`: measures cctui against its goals (issue 9) and prints a table. Every goal is a
// ratio between two things measured in this same run, never an absolute time. Exits 0 whatever
// the results (it is a report); non-zero only when a benchmark itself breaks.
//   --runs N        terminal comparison runs per side (default 3; medians are reported)
//   --delay-ms N    pause before each 12-character delta of the scripted answer (default: the
//                   built-in backend's own pace, 15 ms, as the comparison runs it)
//   --burst-delay-ms N  the same comparison again with this pause, a stress check (default 2; 0 skips it)
//   --only 1,2,3,4,5,6,7,8,9,10  run some of the benchmarks
import {cpus} from 'node:os';
import {parseArgs} from 'node:util';

// What bin/cctui.js does: the in-process benchmarks must render with React's production build.
process.env.NODE_ENV ??= 'production';

const {DEFAULT_DELAY_MS} = await import('../dist/backend/render-turn.js');
const {values} = parseArgs({
	options: {
		runs: {type: 'string', default: '3'},
		'delay-ms': {type: 'string', default: String(DEFAULT_DELAY_MS)},
		'burst-delay-ms': {type: 'string', default: '2'},
		only: {type: 'string', default: '1,2,3,4,5,6,7,8,9,10'},
	},
});
const only = new Set(values.only.split(','));
const log = line => process.stderr.write(`${line}\n`);

const rows = [];
const row = (name, measured, goal, pass) =>
	rows.push({name, measured, goal, result: pass === undefined ? 'info' : pass ? 'pass' : 'FAIL'});
const x = n => `${n.toFixed(2)}×`;
const kb = n => `${(n / 1024).toFixed(0)} KB`;
const s = n => `${n.toFixed(2)} s`;
const mb = n => `${(n / 1024 / 1024).toFixed(0)} MB`;

if (only.has('1')) {
	const {measureThroughput} = await import('./throughput.mjs');
	log('1. parse + validate + reduce throughput…');
	const r = measureThroughput();
	row(
		`1. parse+validate+reduce vs JSON.parse (${r.lines} fixture lines)`,
		`${x(r.ratio)} (${Math.round(r.fullLinesPerSecond)} vs ${Math.round(r.bareLinesPerSecond)} lines/s)`,
		'≥ 0.50×',
		r.ratio >= 0.5,
	);
}

if (only.has('2')) {
	const {measureHistoryCost} = await import('./history-cost.mjs');
	log('2. cost of a delta with 5,000 items in history…');
	const r = await measureHistoryCost();
	const cpu = r.fullCpuMs / r.emptyCpuMs;
	const bytes = r.fullBytes / r.emptyBytes;
	row(
		'2. delta CPU, 5,000 items in history vs none',
		`${x(cpu)} (${r.fullCpuMs.toFixed(2)} vs ${r.emptyCpuMs.toFixed(2)} ms)`,
		'≤ 1.20×',
		cpu <= 1.2,
	);
	row(
		'2. delta bytes written, 5,000 items vs none',
		`${x(bytes)} (${r.fullBytes.toFixed(0)} vs ${r.emptyBytes.toFixed(0)} B)`,
		'≤ 1.20×',
		bytes <= 1.2,
	);
}

if (only.has('3')) {
	const {compareTerminals} = await import('./tui-compare.mjs');
	const {STREAM_FLAGS} = await import('../dist/transport/claude-args.js');
	/**
	 * One comparison at one pace; `tag` numbers its rows ('3.' at the backend's pace, '3b.' for the burst). The
	 * goals are issue 25's, the same at both paces.
	 */
	const compareAt = async (delayMs, tag, what) => {
		log(`${tag} long answer in a 120x40 pty, ${what}, ${values.runs} runs per side…`);
		const r = await compareTerminals({runs: Number(values.runs), delayMs, streamFlags: STREAM_FLAGS, log});
		const {cctui, claude, claudeInline, headless} = r;
		row(
			`${tag} cctui own CPU vs Claude Code TUI`,
			`${x(cctui.own / claude.own)} (${s(cctui.own)} vs ${s(claude.own)})`,
			'≤ 0.30×',
			cctui.own / claude.own <= 0.3,
		);
		// Each pair ran back to back, so a pair's ratio is less exposed to the machine's load drifting between runs.
		row(
			`${tag} cctui own CPU vs Claude Code TUI, pair by pair`,
			cctui.runs.map((run, i) => x(run.own / claude.runs[i].own)).join(', '),
			'',
			undefined,
		);
		row(
			`${tag} cctui + claude child CPU vs Claude Code TUI`,
			`${x(cctui.tree / claude.tree)} (${s(cctui.tree)} vs ${s(claude.tree)})`,
			'≤ 1.00×',
			cctui.tree <= claude.tree,
		);
		row(
			`${tag} bytes written, cctui vs Claude Code TUI`,
			`${x(cctui.bytes / claude.bytes)} (${kb(cctui.bytes)} vs ${kb(claude.bytes)})`,
			'≤ 0.25×',
			cctui.bytes / claude.bytes <= 0.25,
		);
		// Peak RSS (VmHWM) of the processes alive together, sampled every 200 ms (bench/proc.mjs).
		row(
			`${tag} tree RSS (peak), cctui + claude child vs Claude Code TUI`,
			`${x(cctui.rssTree / claude.rssTree)} (${mb(cctui.rssTree)} vs ${mb(claude.rssTree)})`,
			'≤ 1.00×',
			cctui.rssTree <= claude.rssTree,
		);
		row(
			`${tag} own RSS (peak): cctui, Claude Code TUI, TUI without alt screen`,
			`${mb(cctui.rssOwn)}, ${mb(claude.rssOwn)}, ${mb(claudeInline.rssOwn)}`,
			'',
			undefined,
		);
		row(`${tag} thinking text on cctui's screen`, cctui.thinkingShown ? 'yes' : 'no', 'yes', cctui.thinkingShown);
		row(`${tag} thinking text on Claude Code's screen`, claude.thinkingShown ? 'yes' : 'no', '', undefined);
		for (const [label, side] of [
			['cctui', cctui],
			['Claude Code TUI', claude],
			['Claude Code TUI, CLAUDE_CODE_DISABLE_ALTERNATE_SCREEN=1', claudeInline],
		]) {
			row(
				`${tag} ${label}: CPU own / tree, bytes, writes/s`,
				`${s(side.own)} / ${s(side.tree)}, ${kb(side.bytes)}, ${(side.bursts / side.seconds).toFixed(1)}/s over ${s(side.seconds)}`,
				'',
				undefined,
			);
		}
		row(`${tag} claude -p stream-json child alone: CPU`, s(headless.own), '', undefined);
	};
	const delayMs = Number(values['delay-ms']);
	await compareAt(delayMs, '3.', `a delta every ${delayMs} ms`);
	const burstMs = Number(values['burst-delay-ms']);
	if (burstMs > 0)
		await compareAt(burstMs, '3b.', `a delta every ${burstMs} ms (a burst ${(delayMs / burstMs).toFixed(1)}× faster)`);
}

if (only.has('4')) {
	const {measureLatency} = await import('./latency.mjs');
	log('4. permission keystroke latency and idle output…');
	const r = await measureLatency();
	row(
		`4. keystroke "y" to control_response on claude's stdin (${r.latencies.length} asks)`,
		`median ${r.medianMs.toFixed(1)} ms, max ${r.maxMs.toFixed(1)} ms`,
		'',
		undefined,
	);
	row(
		'4. written while idle for 5 s',
		`${r.idle.bytes} B in ${r.idle.bursts} writes, ${s(r.idle.cpuSeconds)} CPU`,
		'0 B',
		r.idle.bytes === 0,
	);
}

if (only.has('5')) {
	const {measureLongCode} = await import('./long-code.mjs');
	log('5. frames while a long code block streams…');
	const r = await measureLongCode();
	const ratio = r.longMs / r.shortMs;
	row(
		"5. CPU per line streaming a 2,000-line code block vs a 500-line one (cctui's own goal)",
		`${x(ratio)} (${r.longMs.toFixed(2)} vs ${r.shortMs.toFixed(2)} ms)`,
		'≤ 1.50×',
		ratio <= 1.5,
	);
}

if (only.has('6')) {
	const {measureHugeLine} = await import('./huge-line.mjs');
	log('6. a single 50 MB line…');
	const r = await measureHugeLine();
	row(
		'6. longest event-loop step while a 50 MB line arrives, vs the whole split',
		`${x(r.longestStepMs / r.splitMs)} (${r.longestStepMs.toFixed(0)} of ${r.splitMs.toFixed(0)} ms)`,
		'≤ 0.50×',
		r.longestStepMs / r.splitMs <= 0.5,
	);
	row(
		'6. parse + validate a 50 MB line vs JSON.parse',
		`${x(r.fullMs / r.bareMs)} (${r.fullMs.toFixed(0)} vs ${r.bareMs.toFixed(0)} ms)`,
		'≤ 3.00×',
		r.fullMs <= 3 * r.bareMs,
	);
	row(
		'6. parse + validate 50 MB vs 5 MB (linear: about 10×)',
		`${x(r.fullMs / r.tenthMs)}`,
		'≤ 30.00×',
		r.fullMs <= 30 * r.tenthMs,
	);
}

if (only.has('7')) {
	const {measureGateway} = await import('./gateway.mjs');
	log('7. what the gateway adds…');
	const {ttfb, forwarding} = await measureGateway();
	const ms = n => `${n.toFixed(2)} ms`;
	row(
		'7. time to first byte through the gateway minus direct (built-in backend, median)',
		`${ms(ttfb.through - ttfb.direct)} (${ms(ttfb.through)} vs ${ms(ttfb.direct)})`,
		'≤ 5 ms',
		ttfb.through - ttfb.direct <= 5,
	);
	row(
		'7. SSE event written upstream → read by the client, through the gateway minus direct (median)',
		`${ms(forwarding.gateway - forwarding.direct)} (${ms(forwarding.gateway)} vs ${ms(forwarding.direct)}; p99 ${ms(forwarding.gatewayP99)} vs ${ms(forwarding.directP99)})`,
		'≤ 1 ms',
		forwarding.gateway - forwarding.direct <= 1,
	);
}

if (only.has('8')) {
	const {measureHugeText} = await import('./huge-text.mjs');
	log('8. a single 1 MB line of model text, each case in a fresh process…');
	const ms = n => `${(n / 1000).toFixed(2)} s`;
	for (const {name, big, small} of await measureHugeText()) {
		// Streamed, the whole stream takes as long as claude sends it: what must be quick is the frame after the last delta.
		const shown = big.lastFrame ? big.lastFrame.wallMs : big.total.wallMs;
		const history = big.history?.wallMs ?? 0;
		const parts = [
			big.lastFrame ? `last frame ${ms(big.lastFrame.wallMs)}, history ${ms(history)}` : `shown ${ms(shown)}`,
			`${ms(big.total.cpuMs)} CPU in all`,
			`+${big.peakGrowthMB.toFixed(0)} MB`,
		];
		if (big.livePeakMB !== undefined) parts.push(`+${big.livePeakMB.toFixed(0)} MB while it streamed`);
		row(
			`8. 1 MB line, ${name}: time on screen, peak RSS growth`,
			parts.join(', '),
			'≤ 0.50 s, ≤ +100 MB',
			shown <= 500 && history <= 500 && big.peakGrowthMB <= 100,
		);
		const ratio = big.total.cpuMs / small.total.cpuMs;
		row(
			`8. 1 MB line, ${name}: CPU vs a 100 KB line (linear: about 10×)`,
			`${x(ratio)} (${ms(big.total.cpuMs)} vs ${ms(small.total.cpuMs)})`,
			'≤ 20.00×',
			ratio <= 20,
		);
	}
}

if (only.has('9')) {
	const {measureResume} = await import('./resume.mjs');
	log('9. --resume of a 5,000-message session against a 50-message one…');
	const {long, short} = await measureResume({log});
	const ms = n => `${n.toFixed(0)} ms`;
	row(
		`9. --resume: first screen (end of history + input box), ${long.messages} messages`,
		`${ms(long.firstScreenMs)}, CPU ${ms(long.firstScreenCpuMs)} (${short.messages} messages: ${ms(short.firstScreenMs)}, CPU ${ms(short.firstScreenCpuMs)}; ${x(long.firstScreenMs / short.firstScreenMs)})`,
		'≤ 1000 ms',
		long.firstScreenMs <= 1000,
	);
	row(
		'9. --resume: whole history in the scrollback, once, in order; written after',
		`${long.complete && short.complete ? 'yes' : 'no'}; ${ms(long.settledMs)} (${ms(short.settledMs)}), ${kb(long.historyBytes)} (${kb(short.historyBytes)})`,
		'yes',
		long.complete && short.complete,
	);
	const cpu = long.cpuMsPerDelta / short.cpuMsPerDelta;
	row(
		`9. delta CPU after resuming ${long.messages} vs ${short.messages} messages`,
		`${x(cpu)} (${long.cpuMsPerDelta.toFixed(3)} vs ${short.cpuMsPerDelta.toFixed(3)} ms)`,
		'≤ 1.20×',
		cpu <= 1.2,
	);
	const bytes = long.bytesPerDelta / short.bytesPerDelta;
	row(
		`9. delta bytes after resuming ${long.messages} vs ${short.messages} messages`,
		`${x(bytes)} (${long.bytesPerDelta.toFixed(0)} vs ${short.bytesPerDelta.toFixed(0)} B)`,
		'≤ 1.20×',
		bytes <= 1.2,
	);
}

if (only.has('10')) {
	const {measureEcho} = await import('./echo.mjs');
	log('10. keystroke echo while a delta streams every 2 ms, and with nothing streaming…');
	const {streaming, idle} = await measureEcho({log});
	const ms = n => `${n.toFixed(1)} ms`;
	const echo = r => `p50 ${ms(r.p50)}, p99 ${ms(r.p99)}, max ${ms(r.max)}; ${r.over16} of ${r.keys} keys over 16 ms`;
	row(
		'10. key → shown in the input box, while a delta streams every 2 ms',
		echo(streaming),
		'p99 ≤ 16 ms',
		streaming.p99 <= 16,
	);
	row('10. key → shown in the input box, nothing streaming (reference)', echo(idle), '', undefined);
	const {measureKeyFrame} = await import('./key-frame.mjs');
	log("10b. a key's frame with streamed deltas held back, and with none…");
	const {held, none} = await measureKeyFrame();
	row(
		"10b. CPU of a key's frame, 50 deltas held back by the store vs none (in process)",
		`${x(held.cpuMs / none.cpuMs)} (${held.cpuMs.toFixed(2)} vs ${none.cpuMs.toFixed(2)} ms; ${held.bytes.toFixed(0)} vs ${none.bytes.toFixed(0)} B)`,
		'≤ 1.20×',
		held.cpuMs <= 1.2 * none.cpuMs,
	);
}

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`;
const widths = ['name', 'measured', 'goal', 'result'].map(key => Math.max(key.length, ...rows.map(r => r[key].length)));
const line = cells => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
console.log(`\n${machine}\n`);
console.log(line(['Benchmark', 'Measured', 'Goal', 'Result']));
console.log(line(widths.map(w => '-'.repeat(w))));
for (const r of rows) console.log(line([r.name, r.measured, r.goal, r.result]));
