/**
 * End to end: quitting while claude works stops the turn there. With stdin only ended, the real claude
 * finished the turn after the person had gone: it asked the model again and ran an auto-allowed Write.
 * The conversation is still resumable afterwards.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {build} from '../../src/backend/index.js';
import {KEY} from '../helpers/keys.js';
import {tick} from '../helpers/wait-for.js';
import {lastUserText, runCctui, type Run} from './harness.js';

const {scenario, turn, text, toolUse} = build;

let run: Run | undefined;
afterEach(async () => {
	await run?.stop();
	run = undefined;
});

const writeAfterQuit = toolUse('Write', {file_path: 'written-after-quit.txt', content: 'written after the quit\n'});

describe('quitting mid-turn', () => {
	it('SIGTERM while a prompt is open: no further request, nothing written, exit 143, and --resume goes on', async () => {
		const first = await runCctui(
			scenario([
				turn(
					text('I will run a command.'),
					toolUse('Bash', {command: 'curl -s -o bash-ran https://example.com', description: 'Fetch'}),
				),
				turn(text('Denied; writing a file instead.'), writeAfterQuit),
				turn(text('done')),
			]),
			{args: ['--permission-mode', 'acceptEdits', 'do it']},
		);
		try {
			await first.pty.waitForText('Esc interrupts the turn', 30_000);
			const requests = first.backend.requests.length;
			first.pty.kill('SIGTERM');
			expect((await first.pty.waitForExit(10_000)).exitCode).toBe(143);
			await tick(2500);
			expect(first.backend.requests.length).toBe(requests);
			expect(existsSync(path.join(first.workDir, 'written-after-quit.txt'))).toBe(false);
			expect(existsSync(path.join(first.workDir, 'bash-ran'))).toBe(false);
			const id = /cctui --resume ([\w-]+)/.exec(first.pty.scrollback())?.[1];
			expect(id).toBeDefined();

			run = await runCctui(scenario([turn(text('Picked up again.'))]), {
				args: ['--permission-mode', 'acceptEdits', '--resume', id ?? ''],
				after: first,
			});
			await run.pty.waitForText('Resumed session', 30_000);
			await run.typeLine('go on');
			await run.pty.waitForText('Picked up again.', 30_000);
			const body = JSON.stringify(run.backend.mainRequests().at(-1)?.body);
			expect(body).toContain('do it');
			expect(body).toContain('curl -s -o bash-ran');
			expect(lastUserText(run.backend)).toContain('go on');
		} finally {
			if (!run) await first.stop();
		}
	}, 120_000);

	it('Ctrl+D while text streams: the Write that follows never runs, no further request, exit 0', async () => {
		run = await runCctui(
			scenario([
				turn(text('Streaming some text first. '.repeat(8), {chunkSize: 10, delayMs: 70}), writeAfterQuit),
				turn(text('done')),
			]),
			{args: ['--permission-mode', 'acceptEdits', 'do it']},
		);
		await run.pty.waitForText('Streaming some text first.', 30_000);
		const requests = run.backend.requests.length;
		run.pty.write(KEY.ctrlD);
		expect((await run.pty.waitForExit(10_000)).exitCode).toBe(0);
		await tick(2500);
		expect(run.backend.requests.length).toBe(requests);
		expect(existsSync(path.join(run.workDir, 'written-after-quit.txt'))).toBe(false);
	}, 60_000);
});
