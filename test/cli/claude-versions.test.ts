/**
 * An older claude in a terminal (issue 28, item 3): cctui asks `claude --version` before its first
 * request, says once what that version lacks, and sends nothing it cannot answer. 1.0.128 never
 * answers set_max_thinking_tokens; cctui used to show a timeout error 15 s later.
 */
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {repoRoot} from '../helpers/fixtures.js';
import {KEY} from '../helpers/keys.js';
import {ptyEnv, startPty, type PtySession} from '../helpers/pty.js';
import {tick, waitFor} from '../helpers/wait-for.js';

const bin = path.join(repoRoot, 'bin/cctui.js');
const fakeClaude = path.join(repoRoot, 'test/helpers/fake-claude.mjs');

let pty: PtySession | undefined;
let dir: string | undefined;
afterEach(() => {
	pty?.kill('SIGKILL');
	if (dir) rmSync(dir, {recursive: true, force: true});
	pty = undefined;
	dir = undefined;
});

/** cctui over the fake claude claiming `version`; returns what claude was sent, once it answered a prompt. */
async function run(version: string) {
	dir = mkdtempSync(path.join(tmpdir(), 'cctui-version-'));
	const log = path.join(dir, 'fake.log');
	const env = ptyEnv({
		FAKE_CLAUDE_MODE: 'echo',
		FAKE_CLAUDE_LOG: log,
		FAKE_CLAUDE_VERSION: version,
		XDG_CONFIG_HOME: dir,
	});
	pty = startPty({
		command: process.execPath,
		args: [bin, '--claude-path', fakeClaude],
		cwd: dir,
		env,
		cols: 120,
		rows: 30,
	});
	await pty.waitForText('ready', 15_000);
	pty.write('hello');
	await tick(30);
	pty.write(KEY.enter);
	await pty.waitForText('You said: hello');
	await waitFor(() => existsSync(log), {what: 'fake claude to start'});
	const sent = readFileSync(log, 'utf8')
		.trim()
		.split('\n')
		.map(line => JSON.parse(line) as {stdin?: string})
		.flatMap(entry => (entry.stdin ? [JSON.parse(entry.stdin) as {type: string; request?: {subtype: string}}] : []));
	// Notices wrap at the pane's width: compare words, not lines.
	return {
		screen: pty.scrollback().replace(/\s+/g, ' '),
		requests: sent.filter(frame => frame.type === 'control_request').map(frame => frame.request?.subtype),
	};
}

describe('older claude versions', () => {
	it('1.0.128: one notice naming the version, and no request it would never answer', async () => {
		const {screen, requests} = await run('1.0.128');
		expect(screen).toContain('claude 1.0.128 asks the API for no thinking');
		expect(screen).toContain('works from claude 2.1.178');
		expect(screen.match(/claude 1\.0\.128/g)).toHaveLength(1);
		expect(requests).toEqual(['initialize']);
	});

	it('2.1.150: says thinking display is ignored', async () => {
		const {screen, requests} = await run('2.1.150');
		expect(screen).toContain('claude 2.1.150 ignores the thinking display cctui asks for');
		expect(requests).toEqual(['initialize']);
	});

	it('2.1.178: no notice, and the thinking display is asked for before the first message', async () => {
		const {screen, requests} = await run('2.1.178');
		expect(screen).not.toMatch(/claude 2\.1\.178/);
		expect(requests).toEqual(['initialize', 'set_max_thinking_tokens']);
	});
});
