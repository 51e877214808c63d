/** Hooks end to end: the real claude 2.1.330 runs the user's hooks; cctui shows each with its outcome. */
import {existsSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {build} from '../../src/backend/index.js';
import {KEY} from '../helpers/keys.js';
import {lastUserText, runCctui, type Run} from './harness.js';

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

	it.each([
		['exits 2', "echo 'prompt blocked by policy' >&2; exit 2", 'prompt blocked by policy'],
		[
			'answers {"decision":"block"}',
			'echo \'{"decision":"block","reason":"json-blocked prompt"}\'',
			'json-blocked prompt',
		],
	])(
		'a prompt a UserPromptSubmit hook blocks (it %s) is taken back and given back to the input',
		async (_how, block, reason) => {
			// The hook blocks while the file `blockonce` is in the working folder, and removes it: the second Enter goes.
			const blockOnce = `cat >/dev/null; [ -f blockonce ] || exit 0; rm blockonce; ${block}`;
			run = await runCctui(scenario([turn(text('The model read it.'))]), {
				args: [
					'--',
					'--settings',
					JSON.stringify({hooks: {UserPromptSubmit: [{hooks: [{type: 'command', command: blockOnce}]}]}}),
				],
				before: ({workDir}) => writeFileSync(path.join(workDir, 'blockonce'), ''),
			});
			await run.pty.waitForText('›', 30_000);
			await run.typeLine('fix the login page');
			await run.pty.waitForText('A hook blocked this prompt: it was not sent', 30_000);
			expect(run.pty.scrollback()).toContain(reason);
			expect(run.backend.mainRequests()).toEqual([]);
			// Back in the input, whole: Enter sends it again, and this time it reaches the model.
			// In the input box, not the withdrawn line above it.
			await run.pty.waitForText(/│ ›\s+fix the login page\s+│/);
			run.pty.write(KEY.enter);
			await run.pty.waitForText('The model read it.', 30_000);
			expect(lastUserText(run.backend)).toContain('fix the login page');
		},
		120_000,
	);
});
