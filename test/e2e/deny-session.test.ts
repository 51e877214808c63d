/**
 * "No, and deny … for the rest of this session" with the real claude (round 5, F2): claude is given the rule too,
 * so the call stays refused where claude decides without asking: in acceptEdits, and when a PreToolUse hook allows it.
 */
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {build} from '../../src/backend/index.js';
import {waitFor} from '../helpers/wait-for.js';
import {lastUserText, runCctui, type Run} from './harness.js';

const {scenario, turn, text, toolUse} = build;

let run: Run | undefined;
afterEach(async () => {
	await run?.stop();
	run = undefined;
});

const SHIFT_TAB = '\u001B[Z';

/** 4 at the first prompt, then `again`: the same call comes a second time. */
async function denyForSessionThenAgain(run: Run, shown: string, between: () => Promise<void> | void): Promise<void> {
	await run.pty.waitForText(shown, 30_000);
	await run.answer('4');
	await run.pty.waitForText('first done', 30_000);
	await run.pty.waitForText('1 denied for session');
	await between();
	const before = run.pty.raw().length;
	await run.typeLine('again');
	await waitFor(() => run.pty.raw().slice(before).includes('second done'), {timeoutMs: 30_000});
	// claude refused it itself: cctui was not asked again.
	expect(run.pty.raw().slice(before)).not.toContain('Esc interrupts the turn');
}

describe('a session denial with the real claude', () => {
	it('a Write denied for the session stays refused in acceptEdits', async () => {
		const write = toolUse('Write', {file_path: 'dw.txt', content: 'write\n'});
		run = await runCctui(scenario([turn(write), turn(text('first done')), turn(write), turn(text('second done'))]), {
			args: ['write it'],
		});
		await denyForSessionThenAgain(run, 'Write(dw.txt)', async () => {
			run!.pty.write(SHIFT_TAB);
			await run!.pty.waitForText('acceptEdits');
		});
		expect(existsSync(path.join(run.workDir, 'dw.txt'))).toBe(false);
		expect(lastUserText(run.backend)).toContain('denied by your permission settings');
	}, 120_000);

	it('a command denied for the session stays refused when a PreToolUse hook allows it', async () => {
		const touch = toolUse('Bash', {command: 'touch DENYSESS.txt', description: 'Touch'});
		run = await runCctui(scenario([turn(touch), turn(text('first done')), turn(touch), turn(text('second done'))]), {
			args: ['touch it'],
			before: ({home}) => {
				// The hook allows the command once the file `allowlater` is in the working folder (so the first call asks).
				const allow = JSON.stringify({
					hookSpecificOutput: {
						hookEventName: 'PreToolUse',
						permissionDecision: 'allow',
						permissionDecisionReason: 'hook',
					},
				});
				const hook = path.join(home, 'allow-later.sh');
				writeFileSync(hook, `#!/bin/sh\ncat >/dev/null\n[ -f allowlater ] && echo '${allow}'\nexit 0\n`, {mode: 0o755});
				mkdirSync(path.join(home, '.claude'));
				writeFileSync(
					path.join(home, '.claude', 'settings.json'),
					JSON.stringify({hooks: {PreToolUse: [{matcher: 'Bash', hooks: [{type: 'command', command: hook}]}]}}),
				);
			},
		});
		await denyForSessionThenAgain(run, '$ touch DENYSESS.txt', () =>
			writeFileSync(path.join(run!.workDir, 'allowlater'), ''),
		);
		expect(existsSync(path.join(run.workDir, 'DENYSESS.txt'))).toBe(false);
		expect(lastUserText(run.backend)).toContain(
			'Permission to use Bash with command touch DENYSESS.txt has been denied',
		);
	}, 120_000);
});
