/**
 * A plan approved with "ask before each edit", with the real claude: claude 2.1.330 goes back to the mode it was in
 * before plan mode unless the answer sets one, so from acceptEdits the next Write ran unasked (round 5, F1).
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {build} from '../../src/backend/index.js';
import {runCctui, type Run} from './harness.js';

const {scenario, turn, text, toolUse} = build;
const SHIFT_TAB = '\u001B[Z';

let run: Run | undefined;
afterEach(async () => {
	await run?.stop();
	run = undefined;
});

describe('a plan approved with "ask before each edit", with the real claude', () => {
	it('entered from acceptEdits, the edit after the plan is asked for', async () => {
		run = await runCctui(
			scenario([
				turn(toolUse('ExitPlanMode', {plan: '1. Write w.txt'})),
				turn(toolUse('Write', {file_path: 'w.txt', content: 'asked first\n'})),
				turn(text('Written.')),
			]),
			{args: ['--permission-mode', 'acceptEdits']},
		);
		await run.pty.waitForText('ready · acceptEdits', 30_000);
		run.pty.write(SHIFT_TAB);
		await run.pty.waitForText('ready · plan', 10_000);
		await run.typeLine('plan it');
		await run.answer('2', 'Claude has a plan');
		await run.pty.waitForText('Claude wants to write a file', 30_000);
		expect(existsSync(path.join(run.workDir, 'w.txt'))).toBe(false);
		expect(run.pty.screen()).toMatch(/ · default · /);
		await run.answer('y', 'Claude wants to write a file');
		await run.pty.waitForText(/✓ Done · /, 30_000);
		expect(readFileSync(path.join(run.workDir, 'w.txt'), 'utf8')).toBe('asked first\n');
	}, 120_000);
});
