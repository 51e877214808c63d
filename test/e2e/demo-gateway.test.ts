/** `cctui --demo --gateway`: the demo's claude reaches the built-in backend through the gateway. */
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, expect, it} from 'vitest';
import {type PtySession, startPty} from '../helpers/pty.js';
import {CLAUDE, CCTUI} from './harness.js';
import {KEY} from '../helpers/keys.js';

let pty: PtySession | undefined;
let scratch: string | undefined;
afterEach(async () => {
	pty?.kill('SIGKILL');
	await pty?.waitForExit(5000).catch(() => undefined);
	if (scratch) rmSync(scratch, {recursive: true, force: true});
});

/** `cctui --demo --gateway`, with this scenario and prompt if given. */
function startDemo(scenario?: unknown, prompt?: string): PtySession {
	scratch = mkdtempSync(path.join(tmpdir(), 'cctui-demo-gateway-'));
	const file = path.join(scratch, 'scenario.json');
	if (scenario) writeFileSync(file, JSON.stringify(scenario));
	return startPty({
		command: process.execPath,
		args: [
			...[CCTUI, '--demo', '--gateway', '--claude-path', CLAUDE],
			...(scenario ? ['--scenario', file] : []),
			...(prompt ? [prompt] : []),
		],
		cwd: scratch,
		env: {
			PATH: process.env['PATH'] ?? '/usr/bin:/bin',
			LANG: 'C.UTF-8',
			TERM: 'xterm-256color',
			HOME: scratch,
			TMPDIR: scratch,
		},
		cols: 160,
		rows: 45,
	});
}

it('runs the demo through the gateway: the story starts and the status line counts its requests', async () => {
	pty = startDemo();
	await pty.waitForText(', through the gateway (/requests)', 30_000);
	await pty.waitForText('Claude has 2 questions', 60_000);
	await pty.waitForText(/API: [1-9]\d* req · TTFT \d+\.\d s/);
});

it("claude's retry of a stream that broke mid-answer is counted as a retry; the broken stream brings no TTFT", async () => {
	// The first stream breaks with an overloaded_error after 3 deltas; claude sends the request again without
	// streaming, its body changed ("stream":false, a lower max_tokens).
	const text = 'partial, then the whole answer '.repeat(8);
	pty = startDemo(
		{name: 'stream-error', turns: [{blocks: [{type: 'text', text}], streamErrorAfterDeltas: 3}]},
		'hello',
	);
	await pty.waitForText(/API: 2 req · TTFT \d+\.\d s · 1 retried/, 60_000);
	pty.write('/requests');
	pty.write(KEY.enter);
	await pty.waitForText('retry 1');
	const broken = pty
		.screen()
		.split('\n')
		.find(row => row.includes('error: overloaded_error'));
	expect(broken).toBeDefined();
	expect(broken).not.toContain('TTFT');
});
