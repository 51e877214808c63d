/**
 * "Allow from now on" end to end (issue 22, item 5): the real claude writes the rule to the file
 * the person chose, and the same command runs without a prompt in the next turn.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {build} from '../../src/backend/index.js';
import {KEY} from '../helpers/keys.js';
import {waitFor} from '../helpers/wait-for.js';
import {runCctui, type Run} from './harness.js';

const {scenario, turn, text, toolUse} = build;

let run: Run | undefined;
afterEach(async () => {
	await run?.stop();
	run = undefined;
});

const touch = toolUse('Bash', {command: 'touch kept.txt', description: 'Create kept.txt'});

describe('a lasting allow rule with the real claude', () => {
	it('2, then "this project, only for me": the rule is in .claude/settings.local.json and the command runs unasked next turn', async () => {
		run = await runCctui(scenario([turn(touch), turn(text('first done')), turn(touch), turn(text('second done'))]), {
			args: ['touch kept'],
		});
		await run.pty.waitForText('$ touch kept.txt', 30_000);
		await run.answer('2');
		await run.pty.waitForText('from now on in:');
		run.pty.write('2');
		await run.pty.waitForText('❯ 2. this project, only for me: .claude/settings.local.json');
		run.pty.write(KEY.enter);
		await run.pty.waitForText('first done', 30_000);
		// claude writes the file itself. Seen once in a full run: the next answer was on screen before the file was on disk.
		const file = path.join(run.workDir, '.claude/settings.local.json');
		await waitFor(() => existsSync(file), {timeoutMs: 10_000});
		const settings = JSON.parse(readFileSync(file, 'utf8')) as unknown;
		expect(settings).toMatchObject({permissions: {allow: ['Bash(touch kept.txt)']}});
		expect(run.pty.scrollback()).toContain('Saved Bash(touch kept.txt) to .claude/settings.local.json');
		const before = run.pty.raw().length;
		await run.typeLine('again');
		await run.pty.waitForText('second done', 30_000);
		expect(run.pty.raw().slice(before)).not.toContain('wants to run a command');
	});
});
