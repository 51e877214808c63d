import {tmpdir} from 'node:os';
import {afterEach, describe, expect, it} from 'vitest';
import {startPty, type PtySession} from '../helpers/pty.js';

const env = {PATH: process.env['PATH'] ?? '/usr/bin:/bin', TERM: 'xterm-256color', HOME: tmpdir(), LANG: 'C.UTF-8'};
let session: PtySession | undefined;

afterEach(() => {
	session?.kill();
	session = undefined;
});

describe('startPty', () => {
	it('renders a cleared screen, takes keystrokes and reports the exit', async () => {
		session = startPty({
			command: 'bash',
			args: ['--noprofile', '--norc', '-c', 'printf "\\e[2J\\e[Hhello"; read x; echo got:$x'],
			cwd: tmpdir(),
			env,
		});
		await session.waitForText('hello');
		expect(session.screen().split('\n')[0]).toBe('hello');
		session.write('abc\r');
		await session.waitForText('got:abc');
		const exit = await session.waitForExit();
		expect(exit.exitCode).toBe(0);
		expect(session.raw()).toContain('\u001b[2J');
		expect(session.bytesWritten()).toBeGreaterThan(10);
	});

	it('uses the requested size and follows resize', async () => {
		session = startPty({
			command: 'bash',
			args: ['--noprofile', '--norc', '-c', 'stty size; read x; stty size'],
			cwd: tmpdir(),
			env,
			cols: 80,
			rows: 24,
		});
		await session.waitForText('24 80');
		await session.resize(100, 30);
		session.write('\r');
		await session.waitForText('30 100');
		await session.waitForExit();
	});

	it('keeps lines that scrolled off the screen in scrollback', async () => {
		session = startPty({
			command: 'bash',
			args: ['--noprofile', '--norc', '-c', 'for i in $(seq 1 60); do echo line$i; done'],
			cwd: tmpdir(),
			env,
			rows: 10,
		});
		await session.waitForExit();
		expect(session.screen()).not.toContain('line1\n');
		expect(session.screen()).toContain('line60');
		expect(session.scrollback()).toMatch(/^line1$/m);
	});

	it('never loses the last output of a program that exits at once', async () => {
		const runs = Array.from({length: 24}, async (_, i) => {
			const one = startPty({
				command: 'bash',
				args: ['--noprofile', '--norc', '-c', `printf 'ready'; read x; echo "got:$x"`],
				cwd: tmpdir(),
				env,
			});
			await one.waitForText('ready');
			one.write(`n${i}\r`);
			await one.waitForExit();
			return one.scrollback().includes(`got:n${i}`);
		});
		expect(await Promise.all(runs)).toEqual(Array.from({length: 24}, () => true));
	});

	it('delivers kill() signals to the program and reports how it ended', async () => {
		session = startPty({
			command: 'bash',
			args: [
				'--noprofile',
				'--norc',
				'-c',
				'trap "echo caught; exit 7" TERM; echo ready; while :; do sleep 0.05; done',
			],
			cwd: tmpdir(),
			env,
		});
		await session.waitForText('ready');
		session.kill('SIGTERM');
		await session.waitForText('caught');
		expect((await session.waitForExit()).exitCode).toBe(7);

		session = startPty({command: 'bash', args: ['--noprofile', '--norc', '-c', 'kill -TERM $$'], cwd: tmpdir(), env});
		expect(await session.waitForExit()).toMatchObject({signal: 15});
	});

	it('puts the current screen in the timeout message', async () => {
		session = startPty({
			command: 'bash',
			args: ['--noprofile', '--norc', '-c', 'echo ready; sleep 5'],
			cwd: tmpdir(),
			env,
		});
		await session.waitForText('ready');
		await expect(session.waitForText('never', 200)).rejects.toThrow(/waiting for never.*screen:\nready/s);
	});
});
