/**
 * End to end: cctui in a pseudo-terminal, the real claude 2.1.330, the scripted backend. What a
 * person sees on the screen, and what the tools did on disk.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {build} from '../../src/backend/index.js';
import {KEY} from '../helpers/keys.js';
import {lastUserText, runCctui, type Run} from './harness.js';

const {scenario, turn, thinking, text, toolUse} = build;

let run: Run | undefined;
afterEach(async () => {
	await run?.stop();
	run = undefined;
});

const touch = (file: string) => toolUse('Bash', {command: `touch ${file}`, description: `Create ${file}`});

describe('cctui with the real claude', () => {
	it('streams thinking live, before the turn is over, then the answer', async () => {
		const long = 'First I consider what is being asked and which facts I need. '.repeat(8);
		run = await runCctui(scenario([turn(thinking(long, {chunkSize: 6, delayMs: 40}), text('The answer is **42**.'))]), {
			args: ['what is the answer?'],
		});
		await run.pty.waitForText('Thinking…', 30_000);
		await run.pty.waitForText('First I consider');
		// Still streaming: the result line has not appeared yet.
		expect(run.pty.scrollback()).not.toContain('Done ·');
		await run.pty.waitForText('The answer is 42.', 30_000);
		await run.pty.waitForText(/✓ Done · /);
		expect(run.pty.scrollback()).toMatch(/Thought for [\d.]+m?s/);
	});

	it('asks before Bash runs; y runs it', async () => {
		run = await runCctui(
			scenario([turn(text('Creating it.'), touch('marker.txt')), turn(text('Created the marker.'))]),
			{args: ['make a marker']},
		);
		await run.pty.waitForText('$ touch marker.txt', 30_000);
		expect(existsSync(path.join(run.workDir, 'marker.txt'))).toBe(false);
		await run.answer('y');
		await run.pty.waitForText('Created the marker.', 30_000);
		expect(existsSync(path.join(run.workDir, 'marker.txt'))).toBe(true);
	});

	it('n with a reason denies it, and the reason reaches the model', async () => {
		run = await runCctui(
			scenario([
				turn(touch('nope.txt')),
				turn({expect: {toolResultIncludes: 'use a temp dir instead'}}, text('Understood, not creating it.')),
			]),
			{args: ['make nope.txt']},
		);
		await run.pty.waitForText('$ touch nope.txt', 30_000);
		await run.answer('n');
		await run.pty.waitForText('Reason for Claude');
		await run.typeLine('use a temp dir instead');
		await run.pty.waitForText('Understood, not creating it.', 30_000);
		expect(existsSync(path.join(run.workDir, 'nope.txt'))).toBe(false);
		expect(lastUserText(run.backend)).toContain('use a temp dir instead');
		expect(run.backend.mainRequests().at(-1)?.expectPassed).toBe(true);
	});

	it('"allow for this session" stops a second identical prompt', async () => {
		run = await runCctui(
			scenario([turn(touch('m1.txt')), turn(text('first done')), turn(touch('m1.txt')), turn(text('second done'))]),
			{args: ['touch m1']},
		);
		await run.pty.waitForText('$ touch m1.txt', 30_000);
		await run.answer('a');
		// Where to keep the rule: Enter takes the focused "this session only".
		await run.answer(KEY.enter, 'from now on in:');
		await run.pty.waitForText('first done', 30_000);
		const before = run.pty.raw().length;
		await run.typeLine('again');
		await run.pty.waitForText('second done', 30_000);
		expect(run.pty.raw().slice(before)).not.toContain('wants to run a command');
		expect(run.pty.scrollback()).toContain('allowed for this session');
	});

	it('Esc interrupts a long stream, and the next turn works', async () => {
		const essay = 'This essay goes on and on about terminals. '.repeat(60);
		run = await runCctui(
			scenario([turn(text(essay, {chunkSize: 5, delayMs: 40})), turn(text('Short answer after the interrupt.'))]),
			{args: ['write an essay']},
		);
		await run.pty.waitForText('This essay goes on', 30_000);
		run.pty.write(KEY.escape);
		await run.pty.waitForText('Turn ended: interrupted', 15_000);
		await run.pty.waitForText('ready');
		await run.typeLine('something short');
		await run.pty.waitForText('Short answer after the interrupt.', 30_000);
	});

	it('529 then success: a retry notice, then the turn completes', async () => {
		run = await runCctui(scenario([turn({errors: [{status: 529}]}, text('Recovered after a retry.'))]), {
			args: ['hello'],
		});
		await run.pty.waitForText(/API overloaded \(529\): retrying in [\d.]+s \(attempt 1\/2\)/, 30_000);
		await run.pty.waitForText('Recovered after a retry.', 30_000);
		await run.pty.waitForText(/✓ Done · /);
	});

	it('an API error ends the turn with a visible error', async () => {
		run = await runCctui(scenario([{error: {status: 500, message: 'boom', repeat: true}}]), {args: ['hello']});
		await run.pty.waitForText('API Error: 500', 60_000);
		await run.pty.waitForText('Turn ended: API error', 30_000);
	});
});
