/**
 * End to end: quitting while claude is idle but a background task still runs. With stdin only ended, the real
 * claude waits for the task, then asks the model about it after the person has gone (docs/CLI-FINDINGS.md).
 */
import {execFileSync} from 'node:child_process';
import {existsSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {build} from '../../src/backend/index.js';
import {KEY} from '../helpers/keys.js';
import {tick} from '../helpers/wait-for.js';
import {runCctui, type Run} from './harness.js';

const {scenario, turn, text, toolUse, subagentTurn} = build;

let run: Run | undefined;
afterEach(async () => {
	await run?.stop();
	run = undefined;
});

/** Waits until the file `go` appears in the working folder: the task ends when the test says. */
const WAIT_FOR_GO = 'while [ ! -e go ]; do sleep 0.1; done; echo finished';
const writeAfterQuit = toolUse('Write', {file_path: 'written-after-quit.txt', content: 'written after the quit\n'});

/** The processes still running from this run's folders (the task's shell sources a file under its HOME). */
function leftRunning(root: string): string[] {
	const ps = execFileSync('ps', ['-eo', 'pid=,args='], {encoding: 'utf8'});
	return ps.split('\n').filter(line => line.includes(root));
}

/** Quits once the task runs; `endTask`: the task ends 300 ms after, while claude would still be waiting for it. */
async function quitWhileTaskRuns(active: Run, endTask: boolean) {
	await active.pty.waitForText(/· \d tasks?/, 30_000);
	const requests = active.backend.requests.length;
	const started = Date.now();
	active.pty.write(KEY.ctrlD);
	if (endTask) {
		await tick(300);
		writeFileSync(path.join(active.workDir, 'go'), '');
	}
	const {exitCode} = await active.pty.waitForExit(10_000);
	const quitMs = Date.now() - started;
	const running = leftRunning(active.root);
	await tick(2000);
	return {exitCode, quitMs, running, requestsAfter: active.backend.requests.length - requests};
}

const backgroundBash = () =>
	scenario([
		turn(toolUse('Bash', {command: WAIT_FOR_GO, description: 'Wait for go', run_in_background: true})),
		turn(text('Started it in the background.')),
		turn(text('The job finished.'), writeAfterQuit),
		turn(text('done')),
	]);
const ARGS = ['--permission-mode', 'acceptEdits', '--allowedTools', 'Bash,Task', 'start it'];

describe('quitting with a background task running and no turn', () => {
	it('a background Bash: quit at once, claude stops it (says so), nothing left running, exit 0, resumable', async () => {
		run = await runCctui(backgroundBash(), {args: ARGS});
		await run.pty.waitForText('Started it in the background.', 30_000);
		const {exitCode, quitMs, running} = await quitWhileTaskRuns(run, false);
		expect(exitCode).toBe(0);
		// Not after the 2 s claude is given to end once its stdin is closed (it would wait for the task).
		expect(quitMs).toBeLessThan(2000);
		expect(running).toEqual([]);
		expect(run.pty.scrollback()).toContain('Background task stopped: Wait for go');
		// Idle, claude had written the conversation: it can be picked up again.
		expect(run.pty.scrollback()).toMatch(/cctui --resume [\w-]+/);
	}, 90_000);

	it('a background Bash that ends just after the quit: the model is not asked again, its Write never runs', async () => {
		run = await runCctui(backgroundBash(), {args: ARGS});
		await run.pty.waitForText('Started it in the background.', 30_000);
		const {exitCode, requestsAfter} = await quitWhileTaskRuns(run, true);
		expect(exitCode).toBe(0);
		expect(requestsAfter).toBe(0);
		expect(existsSync(path.join(run.workDir, 'written-after-quit.txt'))).toBe(false);
	}, 90_000);

	it('a background agent whose command ends just after the quit: the same', async () => {
		run = await runCctui(
			scenario([
				turn(
					toolUse('Task', {
						description: 'Slow helper',
						prompt: 'run the slow step',
						subagent_type: 'general-purpose',
						run_in_background: true,
					}),
				),
				subagentTurn(toolUse('Bash', {command: WAIT_FOR_GO, description: 'Slow step'})),
				subagentTurn(text('helper report')),
				turn(text('The helper runs in the background.')),
				turn(text('The helper finished.'), writeAfterQuit),
				turn(text('done')),
			]),
			{args: ARGS},
		);
		// Once the helper's own command runs (before it, claude has nothing to wait for).
		await run.pty.waitForText('Bash(Slow step) running', 30_000);
		const {exitCode, requestsAfter} = await quitWhileTaskRuns(run, true);
		expect(exitCode).toBe(0);
		expect(requestsAfter).toBe(0);
		expect(existsSync(path.join(run.workDir, 'written-after-quit.txt'))).toBe(false);
	}, 90_000);
});
