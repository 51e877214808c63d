/** Hooks end to end: the real claude 2.1.330 runs the user's hooks; cctui shows each with its outcome. */
import {existsSync} from 'node:fs';
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

const settings = JSON.stringify({
	hooks: {
		PreToolUse: [{matcher: 'Bash', hooks: [{type: 'command', command: "echo 'no rm here, use trash' >&2; exit 2"}]}],
		UserPromptSubmit: [{hooks: [{type: 'command', command: 'echo prompt-seen'}]}],
	},
});

describe('hooks with the real claude', () => {
	it('a hook that ran is a line; one that blocked a tool shows its message, and the tool did not run', async () => {
		run = await runCctui(
			scenario([
				turn(toolUse('Bash', {command: 'touch removed.txt', description: 'Touch'})),
				turn(text('The hook stopped me.')),
			]),
			{args: ['--allowedTools', 'Bash', 'clean up', '--', '--settings', settings]},
		);
		await run.pty.waitForText('The hook stopped me.', 30_000);
		const screen = run.pty.scrollback();
		expect(screen).toContain('Hook UserPromptSubmit ran · prompt-seen');
		expect(screen).toContain('Hook PreToolUse:Bash blocked: no rm here, use trash');
		expect(existsSync(path.join(run.workDir, 'removed.txt'))).toBe(false);
	}, 120_000);
});
