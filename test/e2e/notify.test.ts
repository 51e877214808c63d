/** Notifications end to end: cctui asks the terminal for focus reports; a prompt while it is not focused rings the bell. */
import {afterEach, describe, expect, it} from 'vitest';
import {build} from '../../src/backend/index.js';
import {tick} from '../helpers/wait-for.js';
import {runCctui, type Run} from './harness.js';

const {scenario, turn, text, toolUse} = build;

let run: Run | undefined;
afterEach(async () => {
	await run?.stop();
	run = undefined;
});

describe('notifications with the real claude', () => {
	it('the bell rings for a permission prompt while the window is not focused, and not once it is focused again', async () => {
		run = await runCctui(
			scenario([
				turn(toolUse('Bash', {command: 'touch one.txt', description: 'One'})),
				turn(toolUse('Bash', {command: 'touch two.txt', description: 'Two'})),
				turn(text('Both done.')),
			]),
			{args: ['make two files']},
		);
		await run.pty.waitForText('ready', 30_000);
		expect(run.pty.raw()).toContain('\u001B[?1004h');
		const bells = () => run!.pty.raw().split('\u0007').length - 1;
		const before = bells();
		// The terminal reports that its window lost focus.
		run.pty.write('\u001B[O');
		await run.pty.waitForText('$ touch one.txt', 30_000);
		await run.answer('y');
		expect(bells()).toBe(before + 1);
		const rings = bells();
		run.pty.write('\u001B[I');
		await tick(100);
		await run.pty.waitForText('$ touch two.txt', 30_000);
		await run.answer('y');
		await run.pty.waitForText('Both done.', 30_000);
		expect(bells()).toBe(rings);
	}, 120_000);
});
