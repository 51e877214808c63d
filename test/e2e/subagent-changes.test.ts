/**
 * A subagent's Write and Edit with the real claude 2.1.330, which sends their results without `tool_use_result` and
 * keeps no checkpoint of them: the turn's line and /diff count them (from the input and the file as each prompt read
 * it), and a rewind of the files names the file it leaves, which stays on disk.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {afterEach, expect, it} from 'vitest';
import {build} from '../../src/backend/index.js';
import {KEY} from '../helpers/keys.js';
import {tick} from '../helpers/wait-for.js';
import {runCctui, type Run} from './harness.js';

const {scenario, turn, subagentTurn, text, toolUse} = build;

let run: Run | undefined;
afterEach(async () => {
	await run?.stop();
	run = undefined;
});

/** Waits for a prompt's heading, lets it arm, then allows it once. */
async function allow(current: Run, heading: string): Promise<void> {
	await current.pty.waitForText(heading, 60_000);
	await tick(800); // past the prompt's arming delay, with room for a loaded machine
	current.pty.write('1');
}

it("counts a subagent's file edits in the turn and /diff; a rewind of the files says it leaves them", async () => {
	run = await runCctui(
		scenario([
			turn(toolUse('Write', {file_path: 'exist.txt', content: 'a\nb\nc\n'})),
			turn(
				toolUse('Agent', {
					description: 'Write files',
					prompt: 'Write sub.txt',
					subagent_type: 'general-purpose',
					run_in_background: false,
				}),
			),
			subagentTurn(toolUse('Write', {file_path: 'sub.txt', content: 'one\ntwo\n'})),
			subagentTurn(toolUse('Edit', {file_path: 'sub.txt', old_string: 'two', new_string: 'TWO'})),
			subagentTurn(toolUse('Write', {file_path: 'exist.txt', content: 'a\nB\nc\nd\n'})),
			subagentTurn(text('Wrote and edited.')),
			turn(text('The subagent is done.')),
		]),
	);
	const current = run;
	await current.pty.waitForText('ready', 30_000);
	await current.typeLine('go');
	await allow(current, 'Create exist.txt');
	await allow(current, 'Create sub.txt');
	await allow(current, 'Edit sub.txt');
	await allow(current, 'Overwrite exist.txt');
	await current.pty.waitForText('The subagent is done.', 60_000);
	// exist.txt +3 · sub.txt +2, then +1 −1 · exist.txt a,b,c → a,B,c,d +2 −1: exact, from the files the prompts read.
	await current.pty.waitForText('✓ Done · 2 files changed +8 −2 ·', 30_000);
	expect(readFileSync(path.join(current.workDir, 'sub.txt'), 'utf8')).toBe('one\nTWO\n');

	await current.typeLine('/diff');
	await current.pty.waitForText(/sub\.txt \+3 −1 · by a subagent; not in claude's checkpoints/, 20_000);

	await current.typeLine('/rewind');
	await current.pty.waitForText('1 file +0 −4 · 1 file a subagent changed not restored', 20_000);
	// The list takes Enter and f as deliberate keys: once the keyboard has been quiet for 500 ms.
	await tick(800);
	current.pty.write(KEY.enter);
	// The step takes keys once it has been on screen for the quiet time.
	await current.answer('3', "Not restored, claude's checkpoints skip what a subagent wrote: sub.txt");
	await current.pty.waitForText(
		"Not restored: claude's checkpoints do not hold what a subagent wrote, so this file stays as it is:",
		20_000,
	);
	// claude restored the file its main conversation created (with the subagent's change to it); sub.txt stays.
	expect(existsSync(path.join(current.workDir, 'exist.txt'))).toBe(false);
	expect(readFileSync(path.join(current.workDir, 'sub.txt'), 'utf8')).toBe('one\nTWO\n');
}, 180_000);
