/** The whole app in a real pseudo-terminal against a fake claude: spawn, keys, exit codes, terminal restore. */
import {existsSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {repoRoot} from '../helpers/fixtures.js';
import {KEY} from '../helpers/keys.js';
import {ptyEnv, type PtySession, quitWithCtrlC, startPty} from '../helpers/pty.js';
import {tick, waitFor} from '../helpers/wait-for.js';

const fakeClaude = path.join(repoRoot, 'test/helpers/fake-claude.mjs');
const bin = path.join(repoRoot, 'bin/cctui.js');
const SHOW_CURSOR = '\u001B[?25h';

let session: PtySession | undefined;
afterEach(() => session?.kill('SIGKILL'));

function start(mode: string, args: string[] = [], extraEnv: Record<string, string> = {}) {
	const dir = mkdtempSync(path.join(tmpdir(), 'cctui-live-'));
	const log = path.join(dir, 'fake.log');
	const env = ptyEnv({
		FAKE_CLAUDE_MODE: mode,
		FAKE_CLAUDE_LOG: log,
		XDG_CONFIG_HOME: dir,
		// Where the fake saves its sessions, as claude does in ~/.claude.
		CLAUDE_CONFIG_DIR: path.join(dir, 'claude'),
		...extraEnv,
	});
	session = startPty({
		command: process.execPath,
		args: [bin, '--claude-path', fakeClaude, ...args],
		cwd: dir,
		env,
		cols: 100,
		rows: 30,
	});
	const logged = () =>
		readFileSync(log, 'utf8')
			.trim()
			.split('\n')
			.map(line => JSON.parse(line) as Record<string, unknown>);
	return {pty: session, logged, dir, log};
}

async function typeLine(pty: PtySession, text: string) {
	pty.write(text);
	await tick(30);
	pty.write(KEY.enter);
}

describe('cctui in a terminal, over a fake claude', () => {
	it('spawns claude in stream-json mode, sends the prompt, streams the answer, takes follow-ups, quits cleanly', async () => {
		const {pty, logged, dir} = start('echo', ['hello there']);
		await pty.waitForText('You said: hello there', 15_000);
		const [spawn] = logged();
		// cctui's bundle runs React's production build without setting NODE_ENV: claude gets the environment as it was.
		// File checkpoints are on, so a turn's file changes can be rewound.
		expect(spawn).toMatchObject({
			cwd: dir,
			env: {
				CLAUDE_CODE_SDK_READS_SESSION_STATE: '1',
				CLAUDE_CODE_ENABLE_SDK_FILE_CHECKPOINTING: 'true',
				NODE_ENV: null,
			},
		});
		expect(spawn!['argv']).toEqual([
			'--output-format',
			'stream-json',
			'--verbose',
			'--input-format',
			'stream-json',
			'--include-partial-messages',
			'--permission-prompt-tool',
			'stdio',
			'--permission-mode',
			'default',
			// The fake answers --version as the pinned claude, which takes it.
			'--include-hook-events',
		]);
		await pty.waitForText('ready');
		await typeLine(pty, 'and again');
		await pty.waitForText('You said: and again');
		await quitWithCtrlC(pty);
		const exit = await pty.waitForExit(10_000);
		expect(exit.exitCode).toBe(0);
		expect(pty.raw().lastIndexOf(SHOW_CURSOR)).toBeGreaterThan(pty.raw().lastIndexOf('You said: and again'));
		// What stays on the terminal: the transcript, no editor or status line that no longer answer, and how to go on.
		await pty.settle();
		expect(pty.screen()).not.toMatch(/Ask Claude anything|ready ·/);
		expect(pty.screen()).toMatch(
			/You said: and again[\s\S]*claude stopped\.\s+To continue this conversation here: cctui --resume fake-session-0001$/,
		);
		const sent = logged()
			.filter(entry => 'stdin' in entry)
			.map(
				entry => JSON.parse(entry['stdin'] as string) as {type: string; message?: {content: string}; request?: unknown},
			);
		// Before the first message: initialize (models and commands), then the thinking display.
		expect(sent[0]).toMatchObject({type: 'control_request', request_id: 'cctui_1', request: {subtype: 'initialize'}});
		expect(sent[1]).toEqual({
			type: 'control_request',
			request_id: 'cctui_2',
			request: {subtype: 'set_max_thinking_tokens', thinking_display: 'summarized'},
		});
		expect(sent.filter(frame => frame.type === 'user').map(frame => frame.message?.content)).toEqual([
			'hello there',
			'and again',
		]);
	});

	it("shows claude's session id with the controls it carries as pictures, never sent, in the status line and the way back", async () => {
		const {pty} = start('echo', ['hello'], {FAKE_CLAUDE_SESSION: 'evil\u001B]0;PWNED\u0007-id'});
		await pty.waitForText('You said: hello', 15_000);
		// Its first 8 characters, as `cctui sessions` shows the id (the controls drawn, not cut out).
		await pty.waitForText('· evil␛]0;');
		await quitWithCtrlC(pty);
		expect((await pty.waitForExit(10_000)).exitCode).toBe(0);
		await pty.settle();
		expect(pty.screen()).toMatch(/To continue this conversation here: cctui --resume evil␛\]0;PWNED␇-id$/);
		expect(pty.raw()).not.toContain('\u001B]0;');
	});

	it('says nothing of continuing a conversation claude could not save (a read-only ~/.claude)', async () => {
		const dir = mkdtempSync(path.join(tmpdir(), 'cctui-unsaved-'));
		writeFileSync(path.join(dir, 'file'), '');
		// A folder claude cannot create, even as root.
		const {pty} = start('echo', ['hello'], {CLAUDE_CONFIG_DIR: path.join(dir, 'file', 'claude')});
		await pty.waitForText('You said: hello', 15_000);
		await quitWithCtrlC(pty);
		expect((await pty.waitForExit(10_000)).exitCode).toBe(0);
		await pty.settle();
		expect(pty.screen()).toMatch(/You said: hello[\s\S]*claude stopped\.$/);
	});

	it('says how to continue the conversation when cctui itself crashes, as a quit does', async () => {
		const trigger = path.join(mkdtempSync(path.join(tmpdir(), 'cctui-crash-')), 'now');
		const {pty} = start('echo', ['hello'], {
			NODE_OPTIONS: `--require ${path.join(repoRoot, 'test/reliability/inject-crash.cjs')}`,
			CCTUI_TEST_CRASH_WHEN_FILE: trigger,
		});
		await pty.waitForText('You said: hello', 15_000);
		writeFileSync(trigger, '');
		expect((await pty.waitForExit(10_000)).exitCode).toBe(1);
		await pty.settle();
		expect(pty.scrollback()).toMatch(
			/cctui crashed: Error: injected failure\s+To continue this conversation here: cctui --resume fake-session-0001/,
		);
	});

	it('passes flags through and everything after -- untouched', async () => {
		const {pty, logged, log} = start('echo', [
			'--model',
			'opus',
			'--permission-mode',
			'plan',
			'--add-dir',
			'/tmp',
			'--',
			'--max-turns',
			'2',
		]);
		await pty.waitForText('ready', 15_000);
		await waitFor(() => existsSync(log), {what: 'fake claude to start'});
		expect(logged()[0]!['argv']).toEqual(
			expect.arrayContaining(['--permission-mode', 'plan', '--model', 'opus', '--add-dir', '/tmp', '--max-turns', '2']),
		);
		pty.kill('SIGTERM');
		expect((await pty.waitForExit(10_000)).exitCode).toBe(143);
		expect(pty.raw().lastIndexOf(SHOW_CURSOR)).toBeGreaterThan(pty.raw().lastIndexOf('ready'));
	});

	it('asks before a tool runs and sends the answer the key chose', async () => {
		const {pty} = start('permission', ['do it']);
		await pty.waitForText('Claude wants to run a command', 15_000);
		await pty.waitForText('$ touch x');
		await tick(600);
		// Each frame replaces the last one whole: no line of an earlier frame is left on screen.
		expect(pty.screen().match(/Yes, once/g)).toHaveLength(1);
		expect(pty.screen()).not.toContain('working…');
		pty.write('n');
		await pty.waitForText('Reason for Claude');
		pty.write('not today');
		await tick(30);
		pty.write(KEY.enter);
		await pty.waitForText('Denied: not today');
	});

	it('keeps the transcript and shows the exit status and stderr when claude crashes mid-turn; exit code follows', async () => {
		const {pty} = start('crash', ['go']);
		await pty.waitForText('claude exited with code 3 in the middle of a turn', 15_000);
		await pty.waitForText('fake-claude: simulated crash');
		expect(pty.scrollback()).toContain('Starting');
		await quitWithCtrlC(pty);
		expect((await pty.waitForExit(10_000)).exitCode).toBe(3);
	});

	it('takes pasted coloured text as its words (Ink alone crashed on the colour codes)', async () => {
		const {pty} = start('echo');
		await pty.waitForText('Ask Claude anything', 15_000);
		await typeLine(pty, 'a \u001B[31mred\u001B[0m word');
		await pty.waitForText('You said: a red word', 15_000);
		// A long paste arrives in several reads, and one can end inside a colour. The rest must come within cctui's
		// hold (50 ms): a short wait, so that a loaded machine does not make this test's own timer later than that.
		pty.write('cut \u001B[3');
		await tick(5);
		await typeLine(pty, '2mgreen');
		await pty.waitForText('You said: cut green', 15_000);
	});

	it('asks the terminal to bracket pastes (and stops on exit): a pasted line break or tab is text, not Enter or Tab', async () => {
		const {pty, logged} = start('echo');
		await pty.waitForText('Ask Claude anything', 15_000);
		expect(pty.raw()).toContain('\u001B[?2004h');
		pty.write('\u001B[200~one\ttwo\rthree\u001B[201~');
		await pty.waitForText('three');
		pty.write(KEY.enter);
		await pty.waitForText('You said: one', 15_000);
		const users = logged()
			.filter(entry => 'stdin' in entry)
			.map(entry => JSON.parse(entry['stdin'] as string) as {type: string; message?: {content: string}})
			.filter(frame => frame.type === 'user');
		expect(users.map(frame => frame.message?.content)).toEqual(['one\ttwo\nthree']);
		await quitWithCtrlC(pty);
		await pty.waitForExit(10_000);
		expect(pty.raw().lastIndexOf('\u001B[?2004l')).toBeGreaterThan(pty.raw().lastIndexOf('You said: one'));
	});

	it('shows an unreadable line from claude and carries on', async () => {
		const {pty} = start('malformed', ['hi']);
		await pty.waitForText('Unreadable line from claude: not JSON', 15_000);
		await pty.waitForText('You said: hi');
	});
});
