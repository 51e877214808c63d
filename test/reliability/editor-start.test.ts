/**
 * An editor that cannot be linked never holds cctui up: a lock file whose token Node refuses in a header is one line
 * and claude starts without it, the prompt sent; and quitting while claude's start waits for an editor ends cctui at
 * once (F11, round 4).
 */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, expect, it} from 'vitest';
import {startStandInEditor, type StandInEditor} from '../helpers/stand-in-editor.js';
import {waitFor} from '../helpers/wait-for.js';
import {startScripted, type Scripted} from './harness.js';

let run: Scripted | undefined;
let editor: StandInEditor | undefined;
let root: string | undefined;
afterEach(async () => {
	run?.pty.kill('SIGKILL');
	await editor?.stop();
	if (root) rmSync(root, {recursive: true, force: true});
	run = editor = root = undefined;
});

/** A throwaway HOME whose `.claude/ide/` folder exists. */
function home(): string {
	root = mkdtempSync(path.join(tmpdir(), 'cctui-editor-start-'));
	const folder = path.join(root, 'home');
	mkdirSync(path.join(folder, '.claude', 'ide'), {recursive: true});
	return folder;
}

it.each([
	['a character past U+00FF', 'tok\u20acn'],
	['a CR and LF', 'abc\r\nX-Evil: 1'],
])(
	'--ide with a lock file whose token holds %s: one line, claude starts, the prompt is sent, SIGTERM ends cctui',
	async (_what, authToken) => {
		const dir = home();
		// Its folder holds every working folder; its pid (this process) is alive.
		const lock = path.join(dir, '.claude', 'ide', '45998.lock');
		writeFileSync(
			lock,
			JSON.stringify({pid: process.pid, workspaceFolders: ['/'], ideName: 'Euro', transport: 'ws', authToken}),
		);
		run = startScripted(
			{turns: [[{text: 'hello back'}, {result: {}}]]},
			{args: ['--ide', 'first prompt'], env: {HOME: dir}},
		);
		await run.pty.waitForText('hello back', 20_000);
		const users = run.sent().filter(frame => frame['type'] === 'user');
		expect(JSON.stringify(users)).toContain('first prompt');
		const screen = run.pty.screen().replace(/\s*\n\s*/g, ' ');
		expect(screen).toContain(
			`Skipped the editor lock file ${lock}: its token holds a character that cannot be sent in a header.`,
		);
		expect(screen).toContain('No editor with this folder open was found');
		expect(run.pty.raw()).not.toContain('Invalid character');
		run.pty.kill('SIGTERM');
		expect((await run.pty.waitForExit(5_000)).exitCode).toBe(143);
	},
);

it('SIGTERM while claude’s start waits for an editor that has not answered initialize ends cctui at once', async () => {
	const dir = home();
	editor = await startStandInEditor({home: dir, workspaceFolders: ['/'], silent: true});
	run = startScripted({}, {args: ['--ide'], env: {HOME: dir}});
	await waitFor(() => editor!.received.some(message => message.method === 'initialize'), {timeoutMs: 15_000});
	await run.pty.waitForText('(connecting…)', 10_000);
	run.pty.kill('SIGTERM');
	// Not after the 10 s cctui gives the editor to answer.
	expect((await run.pty.waitForExit(3_000)).exitCode).toBe(143);
	// claude was never started: the quit came first.
	expect(run.logged().some(entry => entry.argv)).toBe(false);
});
