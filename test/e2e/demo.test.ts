/** The README's first command: `cctui --demo` on the real claude, answered with keys like a person would. */
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, expect, it} from 'vitest';
import {KEY} from '../helpers/keys.js';
import {type PtySession, quitWithCtrlC, startPty} from '../helpers/pty.js';
import {tick} from '../helpers/wait-for.js';
import {CLAUDE, CCTUI} from './harness.js';

let pty: PtySession | undefined;
let scratch: string | undefined;
afterEach(() => {
	pty?.kill('SIGKILL');
	if (scratch) rmSync(scratch, {recursive: true, force: true});
});

/** Waits for a prompt, lets it arm, then presses the keys one by one. */
async function answer(session: PtySession, heading: string | RegExp, ...keys: string[]) {
	await session.waitForText(heading, 60_000);
	await tick(800); // past the prompt's arming delay, with room for a loaded machine
	for (const key of keys) {
		session.write(key);
		await tick(60);
	}
}

it('plays the whole demo: questions, plan, three prompts, a subagent; the files are really written', async () => {
	scratch = mkdtempSync(path.join(tmpdir(), 'cctui-demo-test-'));
	const env: Record<string, string> = {
		PATH: process.env['PATH'] ?? '/usr/bin:/bin',
		LANG: 'C.UTF-8',
		TERM: 'xterm-256color',
		HOME: scratch,
		TMPDIR: scratch,
		// A proxy the person uses for the internet: claude must still reach the demo's backend on loopback.
		HTTP_PROXY: 'http://127.0.0.1:9',
		https_proxy: 'http://127.0.0.1:9',
	};
	pty = startPty({
		command: process.execPath,
		args: [CCTUI, '--demo', '--claude-path', CLAUDE],
		cwd: scratch,
		env,
		cols: 120,
		rows: 45,
	});
	await pty.waitForText(/Tools run in (.+)$/m, 30_000);
	const workDir = /Tools run in (.+)$/m.exec(pty.scrollback())![1]!;
	await answer(pty, 'Claude has 2 questions', '1');
	await answer(pty, 'What else should the project include?', '1', '3', KEY.enter);
	await answer(pty, 'Claude has a plan', '2');
	await answer(pty, '$ mkdir -p hello-cctui/src', 'y');
	// "Write" until cctui has read whether the file exists, then "Create": either is the prompt.
	await answer(pty, /(?:Write|Create) hello-cctui\/src\/greet\.js/, 'y');
	await answer(pty, 'Edit hello-cctui/src/greet.js', 'y');
	await pty.waitForText("That's the whole tour.", 60_000);
	expect(readFileSync(path.join(workDir, 'hello-cctui/src/greet.js'), 'utf8')).toContain('Welcome to cctui.');
	expect(pty.scrollback()).toContain('What else should the project include? → README, npm script');
	// The plan is kept in claude's (the demo's) home folder.
	expect(pty.scrollback()).toMatch(/✓ Plan approved · saved to ~\/\.claude\/plans\/[\w-]+\.md$/m);
	await quitWithCtrlC(pty);
	expect((await pty.waitForExit(15_000)).exitCode).toBe(0);
	expect(pty.scrollback()).toContain(`Demo files are in ${workDir}`);
	rmSync(workDir, {recursive: true, force: true});
});

it('--ide with --demo: one line says it does not apply, and /ide offers no editor', async () => {
	scratch = mkdtempSync(path.join(tmpdir(), 'cctui-demo-test-'));
	const story = path.join(scratch, 'story.json');
	writeFileSync(story, JSON.stringify({name: 'hi', turns: [{blocks: [{type: 'text', text: 'Hi there.'}]}]}));
	const env = {PATH: process.env['PATH'] ?? '/usr/bin:/bin', LANG: 'C.UTF-8', TERM: 'xterm-256color', HOME: scratch};
	pty = startPty({
		command: process.execPath,
		args: [CCTUI, '--demo', '--scenario', story, '--ide', '--claude-path', CLAUDE, 'hello'],
		cwd: scratch,
		env: {...env, TMPDIR: scratch},
		cols: 120,
		rows: 40,
	});
	await pty.waitForText('--ide does not apply to the demo: no editor has its scratch folder open.', 30_000);
	await pty.waitForText('Hi there.', 60_000);
	pty.write('/ide');
	await tick(50);
	pty.write(KEY.enter);
	await pty.waitForText('/ide: there is no editor to link to here.', 20_000);
}, 120_000);
