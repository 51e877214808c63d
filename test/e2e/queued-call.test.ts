/**
 * A call queued behind another with the real claude: claude 2.1.330 runs a Write only once the Bash before it in the
 * same message is done, and asks for it then. Until then the Write reads as waiting, not running. A call claude runs
 * without asking reads as running once claude would have asked, without waiting for claude to report on it.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {build} from '../../src/backend/index.js';
import {runCctui, type Run} from './harness.js';

const {scenario, turn, text, toolUse} = build;

let run: Run | undefined;
afterEach(async () => {
	await run?.stop();
	run = undefined;
});

describe('a Write queued behind a Bash, with the real claude', () => {
	it('waits while the Bash runs, then is asked, then runs', async () => {
		run = await runCctui(
			scenario([
				turn(
					toolUse('Bash', {command: 'sleep 5; echo built', description: 'Slow build'}),
					toolUse('Write', {file_path: 'note.txt', content: 'built\n'}),
				),
				turn(text('Written.')),
			]),
			{args: ['--allowedTools', 'Bash', 'build, then write the note']},
		);
		// claude reports a Bash as a task once it has run a few seconds: from then it reads as running.
		await run.pty.waitForText(/Bash\(Slow build\) running… [3-9]s/, 30_000);
		const writeRow = run.pty
			.screen()
			.split('\n')
			.find(line => line.includes('Write(note.txt)'));
		expect(writeRow?.trim()).toBe('⏺ Write(note.txt) waiting…');
		await run.answer('y', 'Claude wants to write a file');
		await run.pty.waitForText(/✓ Done · /, 30_000);
		expect(readFileSync(path.join(run.workDir, 'note.txt'), 'utf8')).toBe('built\n');
	}, 120_000);
});

describe('a Bash claude runs without asking (--allowedTools), with the real claude', () => {
	it('reads as running within claude’s check, before claude reports its task (about 3 s in)', async () => {
		run = await runCctui(
			scenario([
				turn(toolUse('Bash', {command: 'sleep 6; echo built', description: 'Slow build'})),
				turn(text('Built.')),
			]),
			{args: ['--allowedTools', 'Bash', 'build it']},
		);
		await run.pty.waitForText('Bash(Slow build) waiting…', 30_000);
		// claude says nothing of the call until its task, about 3 s in: what it is doing shows before that.
		await run.pty.waitForText(/Bash\(Slow build\) running… [12]s/, 10_000);
		expect(run.pty.screen()).not.toContain('waiting for your answer');
		await run.pty.waitForText(/✓ Done · /, 30_000);
	}, 120_000);
});
