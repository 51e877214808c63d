/** Background tasks end to end: the real claude 2.1.330 runs a Bash command in the background; cctui shows and stops it. */
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {build} from '../../src/backend/index.js';
import {waitFor} from '../helpers/wait-for.js';
import {runCctui, type Run} from './harness.js';

const {scenario, turn, subagentTurn, text, toolUse} = build;

let run: Run | undefined;
afterEach(async () => {
	await run?.stop();
	run = undefined;
});

describe('background tasks with the real claude', () => {
	it('the status line counts them; /tasks lists one, shows its output, stops it; an unknown id is refused', async () => {
		run = await runCctui(
			scenario([
				turn(toolUse('Bash', {command: 'echo started; sleep 60', description: 'Long job', run_in_background: true})),
				turn(text('Started it in the background.')),
			]),
			{args: ['--allowedTools', 'Bash', 'start a long job']},
		);
		await run.pty.waitForText('Started it in the background.', 30_000);
		await run.pty.waitForText('· 1 task');
		await run.typeLine('/tasks');
		await run.pty.waitForText(/ · shell · Long job · running \d/);
		const id = /(\S+) · shell · Long job/.exec(run.pty.scrollback())![1]!;
		await run.typeLine(`/tasks output ${id}`);
		await run.pty.waitForText(`Output of task ${id}:`);
		expect(run.pty.scrollback()).toMatch(new RegExp(`Output of task ${id}:\\s+started`));
		await run.typeLine('/tasks stop nope');
		await run.pty.waitForText('No running background task nope (/tasks lists them).');
		await run.typeLine(`/tasks stop ${id}`);
		await run.pty.waitForText(`Stopping task ${id}.`);
		// The status line (the screen's last row) no longer counts it.
		await waitFor(() => !(run!.pty.screen().split('\n').at(-1) ?? '').includes('· 1 task'), {timeoutMs: 20_000});
	}, 120_000);

	it('a background agent’s call still running when the main turn ends keeps running, then shows its own result', async () => {
		// Files order it, not time: the main turn waits for the subagent's Bash to start, then ends while it waits for
		// `release`, which the test writes once the main turn has ended.
		run = await runCctui(
			scenario([
				turn(
					toolUse('Agent', {
						description: 'Slow review',
						prompt: 'Review things slowly',
						subagent_type: 'general-purpose',
						run_in_background: true,
					}),
				),
				turn(toolUse('Bash', {command: 'while [ ! -e started ]; do sleep 0.2; done', description: 'wait for sub'})),
				turn(text('Main turn done.')),
				subagentTurn(
					toolUse('Bash', {
						command: 'touch started; while [ ! -e release ]; do sleep 0.2; done; echo released-output',
						description: 'sub wait',
					}),
				),
				subagentTurn(text('Subagent report: all good.')),
				turn(text('Main got the agent result.')),
			]),
			{args: ['--allowedTools', 'Bash', '--tools', 'Agent,Bash', 'go']},
		);
		await run.pty.waitForText('Main turn done.', 60_000);
		await run.pty.waitForText('✓ Done');
		expect(run.pty.scrollback()).not.toContain('interrupted');
		writeFileSync(path.join(run.workDir, 'release'), '');
		await run.pty.waitForText('released-output', 30_000);
		await run.pty.waitForText('Main got the agent result.', 30_000);
		expect(run.pty.scrollback()).toMatch(/Bash\(sub wait\)(?![^\n]*interrupted)/);
		expect(run.pty.scrollback()).not.toContain('interrupted');
	}, 150_000);
});
