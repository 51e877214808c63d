/** Ctrl+Z and SIGTSTP from a shell with job control: the terminal is given back, `fg` takes it again and redraws. */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {repoRoot, sharedFixturesDir} from '../helpers/fixtures.js';
import {KEY} from '../helpers/keys.js';
import {ptyEnv, startPty, type PtySession} from '../helpers/pty.js';
import {tick, waitFor} from '../helpers/wait-for.js';
import {alive, answersTo, bashCall, childrenOf, startScripted, type Script, type Scripted} from './harness.js';

const SHOW_CURSOR = '\u001B[?25h';
const PASTE_OFF = '\u001B[?2004l';
const PASTE_ON = '\u001B[?2004h';

let run: Scripted | undefined;
let replay: PtySession | undefined;
const pids: number[] = [];
afterEach(() => {
	replay?.kill('SIGKILL');
	// bash put cctui (and claude) in a process group of their own: killing the terminal's group misses them. bash
	// goes too, before it writes anything more into the run's folder.
	for (const pid of pids.splice(0)) if (alive(pid)) process.kill(pid, 'SIGKILL');
	run?.pty.kill('SIGKILL');
});

/** The state letter in /proc/<pid>/stat: T when stopped. */
function state(pid: number): string {
	return readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '')[0]!;
}

async function startedFromShell(script: Script = {}): Promise<{run: Scripted; cctui: number; claude: number}> {
	run = startScripted(script, {shell: true});
	await run.pty.waitForText('Ask Claude anything', 15_000);
	await waitFor(() => run!.logged().some(entry => entry.pid), {timeoutMs: 10_000});
	const [bash] = childrenOf(run.pty.pid);
	const [cctui] = childrenOf(bash!);
	const claude = run.logged().find(entry => entry.pid)!.pid!;
	pids.push(cctui!, claude, bash!);
	return {run, cctui: cctui!, claude};
}

/** Stops cctui with `stop`; checks the terminal was restored, the shell has the keys, and `fg` brings cctui back whole. */
async function suspendAndResume(stop: (cctui: number) => void): Promise<void> {
	const {run, cctui, claude} = await startedFromShell();
	const {pty} = run;
	const before = pty.raw().length;
	stop(cctui);
	await waitFor(() => state(cctui) === 'T', {timeoutMs: 10_000, what: 'cctui to be stopped'});
	await pty.waitForText(/Stopped/, 10_000);
	const output = pty.raw().slice(before);
	// Restored by cctui before it stopped, not by the shell after.
	const restored = output.slice(0, output.indexOf('Stopped'));
	expect(restored).toContain(SHOW_CURSOR);
	expect(restored).toContain(PASTE_OFF);
	// The input box and status line went with the rest of the frame: none of it stays above the shell's lines.
	await pty.settle();
	const stopped = pty.scrollback();
	expect(stopped).toContain('Stopped');
	expect(stopped).not.toContain('Ask Claude anything');
	expect(stopped).not.toMatch(/ready · /);
	// Only cctui stopped: claude goes on with its turn.
	expect(state(claude)).not.toBe('T');

	// The shell has the terminal (and its line discipline echoes again).
	pty.write('echo shell-got-$((6*7))\r');
	// And its prompt after the output: `fg` typed before it is echoed once by the terminal, then again by bash.
	await pty.waitForText(/shell-got-42\n\$ /, 10_000);

	const suspended = pty.raw().length;
	pty.write('fg\r');
	await waitFor(() => state(cctui) !== 'T', {timeoutMs: 10_000, what: 'cctui to run again'});
	// bash leaves bracketed paste to run `fg`; cctui asks for it again.
	await waitFor(
		() => {
			const resumed = pty.raw().slice(suspended);
			return resumed.lastIndexOf(PASTE_ON) > resumed.lastIndexOf(PASTE_OFF);
		},
		{timeoutMs: 10_000, what: 'bracketed paste again'},
	);
	// The frame is drawn again whole, below what the shell wrote; the shell's lines are not erased.
	await waitFor(
		() => {
			const screen = pty.screen();
			return screen.lastIndexOf('Ask Claude anything') > screen.lastIndexOf('shell-got-42');
		},
		{timeoutMs: 10_000, what: () => `the input redrawn below the shell's output:\n${pty.screen()}`},
	);
	expect(pty.screen()).toContain('shell-got-42');

	// And it takes keys again.
	await run.typeLine('hello after fg');
	await pty.waitForText('hello after fg', 10_000);
	await waitFor(() => run.sent().some(frame => JSON.stringify(frame).includes('hello after fg')), {
		timeoutMs: 10_000,
		what: 'the message to reach claude',
	});
	// Ink's next frames erased only the copy drawn on resume: the shell's lines are still there, and the input box once.
	expect(pty.scrollback()).toMatch(/shell-got-42\n\$ fg\n/);
	expect(pty.scrollback().match(/╭─/g)).toHaveLength(1);
	pty.write(KEY.ctrlC);
}

describe('suspend (job control)', () => {
	it('Ctrl+Z restores the terminal and stops cctui (not claude); fg redraws and takes keys', async () => {
		await suspendAndResume(() => run!.pty.write('\u001A'));
	});

	it('a SIGTSTP from outside (kill -TSTP) does the same', async () => {
		await suspendAndResume(cctui => process.kill(cctui, 'SIGTSTP'));
	});

	it('a prompt on screen when cctui stopped is new again after fg: the key typed with fg goes to the message', async () => {
		const {run, cctui} = await startedFromShell({
			turns: [[...bashCall('toolu_touch', 'touch x'), {text: 'after the prompt'}, {result: {}}]],
		});
		const {pty} = run;
		await run.typeLine('go');
		await pty.waitForText('touch x', 10_000);
		// Long past its quiet time: before the stop, a key would answer it.
		await tick(1000);
		pty.write('\u001A');
		await waitFor(() => state(cctui) === 'T', {timeoutMs: 10_000, what: 'cctui to be stopped'});
		await pty.waitForText(/Stopped/, 10_000);
		// Ctrl+Z was a key too: long enough after it that the gate's quiet time after a key does not hold the next.
		await tick(1000);
		// Someone who types 1 straight after fg: it waits in the terminal's buffer and is the first key cctui reads.
		pty.write('fg\r1');
		await pty.waitForText(/^› 1/m, 10_000);
		await tick(600);
		expect(answersTo(run, 'perm-toolu_touch')).toEqual([]);
		expect(pty.screen()).toContain('touch x');
	});

	it('the replay player suspends and comes back the same way', async () => {
		const bin = path.join(repoRoot, 'bin/cctui.js');
		const file = path.join(sharedFixturesDir, 'b-bash-allow.jsonl');
		replay = startPty({
			command: 'bash',
			args: ['--norc', '--noprofile', '-i'],
			cwd: repoRoot,
			env: ptyEnv({PS1: '$ ', HISTFILE: ''}),
			cols: 120,
			rows: 30,
		});
		replay.write(`'${process.execPath}' '${bin}' replay '${file}' --speed instant\r`);
		await replay.waitForText('■ end · b-bash-allow.jsonl', 15_000);
		const [bash] = childrenOf(replay.pid);
		const [cctui] = childrenOf(bash!);
		pids.push(cctui!, bash!);
		const before = replay.raw().length;
		replay.write('\u001A');
		await waitFor(() => state(cctui!) === 'T', {timeoutMs: 10_000, what: 'cctui to be stopped'});
		await replay.waitForText(/Stopped/, 10_000);
		const output = replay.raw().slice(before);
		expect(output.slice(0, output.indexOf('Stopped'))).toContain(SHOW_CURSOR);
		await replay.settle();
		expect(replay.scrollback()).not.toContain('■ end');
		replay.write('fg\r');
		await waitFor(
			() => {
				const screen = replay!.screen();
				return screen.lastIndexOf('■ end') > screen.lastIndexOf('$ fg');
			},
			{timeoutMs: 10_000, what: () => `the player redrawn below the shell's output:\n${replay!.screen()}`},
		);
		// And takes keys again: q quits.
		replay.write('q');
		await waitFor(() => !alive(cctui!), {timeoutMs: 10_000, what: 'the player to quit on q'});
	});

	it('Ctrl+Z where nothing can take the terminal back (an orphaned process group) says so and draws nothing again', async () => {
		// Under the pty's wrapper, not a shell: the kernel drops SIGTSTP there, as for `exec cctui` or a tmux window.
		run = startScripted({});
		const {pty} = run;
		await pty.waitForText('Ask Claude anything', 15_000);
		pty.write('draft');
		await pty.waitForText('│ › draft');
		pty.write('\u001A');
		pty.write('\u001A');
		await pty.waitForText(/Ctrl\+Z cannot suspend[^]*Ctrl\+Z cannot suspend/, 10_000);
		await pty.settle();
		const scrollback = pty.scrollback();
		expect(scrollback.match(/Ctrl\+Z cannot suspend/g)).toHaveLength(2);
		expect(scrollback.match(/│ › draft/g)).toHaveLength(1);
		// Still cctui's keys.
		pty.write('ed');
		await pty.waitForText('│ › drafted');
	});
});
