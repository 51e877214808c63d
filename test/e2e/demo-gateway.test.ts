/** `cctui --demo --gateway`: the demo's claude reaches the built-in backend through the gateway. */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, it} from 'vitest';
import {type PtySession, startPty} from '../helpers/pty.js';
import {CLAUDE, CCTUI} from './harness.js';

let pty: PtySession | undefined;
let scratch: string | undefined;
afterEach(async () => {
	pty?.kill('SIGKILL');
	await pty?.waitForExit(5000).catch(() => undefined);
	if (scratch) rmSync(scratch, {recursive: true, force: true});
});

it('runs the demo through the gateway: the story starts and the status line counts its requests', async () => {
	scratch = mkdtempSync(path.join(tmpdir(), 'cctui-demo-gateway-'));
	pty = startPty({
		command: process.execPath,
		args: [CCTUI, '--demo', '--gateway', '--claude-path', CLAUDE],
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
	await pty.waitForText(', through the gateway (/requests)', 30_000);
	await pty.waitForText('Claude has 2 questions', 60_000);
	await pty.waitForText(/API: [1-9]\d* req · TTFT \d+\.\d s/);
});
