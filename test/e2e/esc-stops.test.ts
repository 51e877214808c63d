/**
 * What Esc on a prompt stops, said truthfully (audit finding 3): claude 2.1.330's `interrupt` stops the turn and every
 * background agent, so a background agent's prompt says Esc stops that agent, and one interrupt is "Interrupted." once.
 */
import {afterEach, expect, it} from 'vitest';
import {build} from '../../src/backend/index.js';
import {KEY} from '../helpers/keys.js';
import {tick, waitFor} from '../helpers/wait-for.js';
import {runCctui, type Run} from './harness.js';

const {scenario, turn, subagentTurn, text, toolUse} = build;

let run: Run | undefined;
afterEach(async () => {
	await run?.stop();
	run = undefined;
});

const agent = toolUse('Agent', {
	description: 'bg helper',
	prompt: 'touch a file',
	subagent_type: 'general-purpose',
	run_in_background: true,
});
const subTouch = subagentTurn(toolUse('Bash', {command: 'touch sub1', description: 'sub touch'}));
const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;

it('a background agent’s prompt with no turn running: Esc stops the background agent, as its footer says', async () => {
	run = await runCctui(
		scenario([turn(agent), turn(text('main turn done')), subTouch, subagentTurn(text('subagent finished'))]),
		{args: ['--tools', 'Agent,Bash', 'go']},
	);
	// The prompt names the background agent that asks by its call's description.
	await run.pty.waitForText('(from bg helper)', 60_000);
	await run.pty.waitForText('Esc stops the background agent', 30_000);
	expect(run.pty.screen()).not.toContain('Esc interrupts the turn');
	await tick(800); // past the key gate's quiet time
	run.pty.write(KEY.escape);
	await run.pty.waitForText('Background task stopped: bg helper', 30_000);
	await waitFor(() => !(run!.pty.screen().split('\n').at(-1) ?? '').includes('1 task'), {timeoutMs: 20_000});
	expect(count(run.pty.scrollback(), 'Interrupted.')).toBe(0);
}, 120_000);

it('a main-turn prompt while a background agent runs: Esc stops both, as the footer says, and "Interrupted." once', async () => {
	run = await runCctui(
		scenario([
			turn(agent, toolUse('Bash', {command: 'touch main1', description: 'main touch'})),
			turn(text('main done')),
			subTouch,
			subagentTurn(text('subagent finished')),
		]),
		{args: ['--tools', 'Agent,Bash', 'go']},
	);
	await run.pty.waitForText('Esc stops the turn and the background agent', 60_000);
	await tick(800); // past the key gate's quiet time
	run.pty.write(KEY.escape);
	await run.pty.waitForText('Turn ended: interrupted', 30_000);
	await run.pty.waitForText('Background task stopped: bg helper', 30_000);
	expect(count(run.pty.scrollback(), 'Interrupted.')).toBe(1);
}, 120_000);
