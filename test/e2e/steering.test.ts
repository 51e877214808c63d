/**
 * Steering end to end: a message typed while a tool runs reaches the model in the same turn (the
 * real claude 2.1.330 delivers it at the next tool result, FINDINGS §7), not after the turn's end.
 */
import {afterEach, describe, expect, it} from 'vitest';
import {build} from '../../src/backend/index.js';
import {runCctui, type Run} from './harness.js';

const {scenario, turn, text, toolUse} = build;

let run: Run | undefined;
afterEach(async () => {
	await run?.stop();
	run = undefined;
});

describe('steering with the real claude', () => {
	it('a message sent while Bash runs is queued, then reaches the model after the tool result, in the same turn', async () => {
		run = await runCctui(
			scenario([
				turn(toolUse('Bash', {command: 'sleep 3; echo slept', description: 'Sleep'})),
				turn(text('Adjusted to your note.')),
				turn(text('A spare answer.')),
			]),
			{args: ['--allowedTools', 'Bash', 'do the slow thing']},
		);
		await run.pty.waitForText('sleep 3; echo slept', 30_000);
		await run.typeLine('also check the readme');
		await run.pty.waitForText('⏳ queued: also check the readme', 10_000);
		await run.pty.waitForText('Adjusted to your note.', 30_000);
		await run.pty.waitForText(/✓ Done · /);
		// The model got it in the request after the tool result, next to it.
		const {messages} = run.backend.mainRequests()[1]?.body as {messages: Array<{role: string; content: unknown}>};
		const afterTool = JSON.stringify(
			messages.slice(messages.findLastIndex(message => message.role === 'assistant') + 1),
		);
		expect(afterTool).toContain('slept');
		expect(afterTool).toContain('also check the readme');
		expect(run.backend.mainRequests()).toHaveLength(2);
		// One turn: one closing line; the message shows in it, above the answer.
		const screen = run.pty.scrollback();
		expect(screen.match(/✓ Done · /g)).toHaveLength(1);
		expect(screen.indexOf('› also check the readme')).toBeLessThan(screen.indexOf('Adjusted to your note.'));
		expect(screen.indexOf('› also check the readme')).toBeGreaterThan(screen.indexOf('sleep 3; echo slept'));
	}, 120_000);
});
