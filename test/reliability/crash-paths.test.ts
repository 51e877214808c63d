/**
 * A crash never exits 0 (issue 19, item 4.4): a component that throws while rendering, a reducer that throws, an
 * unhandled rejection, in the live UI, the player and plain mode. Each restores the terminal, reports one line and
 * exits 1. CCTUI_TEST_FAULT (src/util/test-fault.ts) and inject-crash.cjs put the fault there.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {repoRoot, sharedFixturesDir} from '../helpers/fixtures.js';
import {ptyEnv, startPty, type PtySession} from '../helpers/pty.js';
import {startStandInEditor} from '../helpers/stand-in-editor.js';
import {waitFor} from '../helpers/wait-for.js';
import {alive, startScripted} from './harness.js';

const SHOW_CURSOR = '\u001B[?25h';
const bin = path.join(repoRoot, 'bin/cctui.js');
const recording = path.join(sharedFixturesDir, 'b-bash-allow.jsonl');
const scripted = path.join(repoRoot, 'test/reliability/scripted-claude.mjs');

let pty: PtySession | undefined;
afterEach(() => {
	pty?.kill('SIGKILL');
	pty = undefined;
});

/** One line naming the fault (the player reports a file it could not play as `cctui: …`), no stack trace. */
function expectOneLine(text: string, message: string): void {
	const lines = text.split('\n');
	expect(lines.filter(line => line.includes(message))).toEqual([
		expect.stringMatching(new RegExp(`^cctui(?: crashed)?: (?:Error: )?${message}$`)),
	]);
	expect(lines.some(line => /^\s+at /.test(line))).toBe(false);
}

/** The report comes after the cursor is shown again. */
function expectOneLineReport(session: PtySession, message: string): void {
	const raw = session.raw();
	expect(raw.slice(raw.lastIndexOf(message) - 300)).toContain(SHOW_CURSOR);
	expectOneLine(session.scrollback(), message);
}

describe('a crash in the live UI', () => {
	// render: a component throws while rendering; reducer: the reducer throws on a frame from claude.
	it.each(['render', 'reducer'])('%s fault: terminal restored, one line, claude ended, exit 1', async fault => {
		const run = startScripted({turns: [[{text: 'hello'}, {result: {}}]]}, {env: {CCTUI_TEST_FAULT: fault}});
		pty = run.pty;
		await run.typeLine('hi');
		expect((await pty.waitForExit(15_000)).exitCode).toBe(1);
		expectOneLineReport(pty, `injected ${fault} fault`);
		// The input box and status line, which no longer answer, are gone from above the report, as on quit.
		await pty.settle();
		expect(pty.screen()).not.toMatch(/[╭│╰]|· default model/);
		const pid = run.logged().find(entry => entry.pid)?.pid;
		if (pid) await waitFor(() => !alive(pid), {timeoutMs: 5000});
	});

	it("with an editor linked, the file that holds the editor's token is removed", async () => {
		const root = mkdtempSync(path.join(tmpdir(), 'cctui-crash-ide-'));
		const [home, work, tmp] = [path.join(root, 'home'), path.join(root, 'work'), path.join(root, 'tmp')] as const;
		for (const dir of [work, tmp]) mkdirSync(dir, {recursive: true});
		const editor = await startStandInEditor({home, workspaceFolders: [work]});
		try {
			const run = startScripted(
				{turns: [[{text: 'hello'}, {result: {}}]]},
				{args: ['--ide', '--cwd', work], env: {HOME: home, TMPDIR: tmp, CCTUI_TEST_FAULT: 'render'}},
			);
			pty = run.pty;
			await waitFor(() => run.logged().some(entry => entry.argv));
			const argv = run.logged().find(entry => entry.argv)!.argv!;
			const config = argv[argv.indexOf('--mcp-config') + 1]!;
			expect(config.startsWith(tmp)).toBe(true);
			await run.typeLine('hi');
			expect((await pty.waitForExit(15_000)).exitCode).toBe(1);
			expect(existsSync(config)).toBe(false);
			// Node 22 and newer keep the bundle's compiled code there (bin/cctui.js turns the compile cache on): Node's.
			expect(readdirSync(tmp).filter(name => name !== 'node-compile-cache')).toEqual([]);
		} finally {
			await editor.stop();
			rmSync(root, {recursive: true, force: true});
		}
	});

	it('an unhandled rejection: terminal restored, one line, exit 1', async () => {
		const run = startScripted(
			{},
			{
				env: {
					NODE_OPTIONS: `--require ${path.join(repoRoot, 'test/reliability/inject-crash.cjs')}`,
					CCTUI_TEST_CRASH_AFTER_MS: '2500',
					CCTUI_TEST_CRASH_KIND: 'rejection',
				},
			},
		);
		pty = run.pty;
		expect((await pty.waitForExit(15_000)).exitCode).toBe(1);
		expectOneLineReport(pty, 'injected rejection');
	});
});

describe('a crash in the player', () => {
	it.each(['render', 'reducer'])('replay in the UI, %s fault: terminal restored, one line, exit 1', async fault => {
		pty = startPty({
			command: process.execPath,
			args: [bin, 'replay', recording],
			cwd: repoRoot,
			env: ptyEnv({CCTUI_TEST_FAULT: fault}),
			cols: 100,
			rows: 30,
		});
		expect((await pty.waitForExit(15_000)).exitCode).toBe(1);
		expectOneLineReport(pty, `injected ${fault} fault`);
	});
});

describe('a crash in plain mode', () => {
	const script = JSON.stringify({turns: [[{text: 'hello'}, {result: {}}]]});
	it.each([
		['replay --plain', ['replay', '--plain', recording], ''],
		['watch', ['watch'], readFileSync(recording, 'utf8')],
		['a live --plain run', ['--plain', '--claude-path', scripted, 'hi'], ''],
	])('%s, reducer fault: one line on stderr, exit 1', (_, args, input) => {
		const result = spawnSync(process.execPath, [bin, ...args], {
			encoding: 'utf8',
			env: {...process.env, CCTUI_TEST_FAULT: 'reducer', FAKE_SCRIPT: script},
			timeout: 15_000,
			input,
		});
		expect(result.status).toBe(1);
		expect(result.stderr.trim().split('\n')).toHaveLength(1);
		expectOneLine(result.stderr, 'injected reducer fault');
	});
});
