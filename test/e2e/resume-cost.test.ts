/**
 * A resumed session's cost: claude 2.1.330 keeps it in the session file (`cost-state`) and goes on from it, so the
 * status line shows it from the first screen, and the next turn's total counts it once. (A claude that counts from
 * zero gets the file's cost added: the reducer's tests, and docs/COMPATIBILITY.md for 2.1.204.)
 */
import {afterEach, expect, it} from 'vitest';
import {build} from '../../src/backend/index.js';
import {runCctui, type Run} from './harness.js';

const {scenario, turn, text} = build;

let run: Run | undefined;
afterEach(async () => {
	await run?.stop();
	run = undefined;
});

const TOTAL = /\$(\d+\.\d+) total/;
const total = (screen: string) => Number(TOTAL.exec(screen)?.[1]);
const statusLine = (screen: string) => screen.split('\n').find(line => line.startsWith(' ready ·')) ?? '';

it('--resume shows what the session cost so far at once, and the next turn adds its own cost to it once', async () => {
	const first = await runCctui(scenario([turn(text('First.'))]), {args: ['one']});
	await first.pty.waitForText(TOTAL, 30_000);
	const before = total(first.pty.screen());
	expect(before).toBeGreaterThan(0);
	first.pty.write('\u0003');
	await first.pty.waitForText('Press Ctrl+C again');
	first.pty.write('\u0003');
	await first.pty.waitForExit(10_000);
	const id = /cctui --resume ([\w-]+)/.exec(first.pty.scrollback())?.[1];
	expect(id).toBeDefined();

	run = await runCctui(scenario([turn(text('Second.'))]), {
		args: ['--resume', id ?? ''],
		after: first,
	});
	await run.pty.waitForText('Resumed session', 30_000);
	expect(statusLine(run.pty.screen())).toContain(`· $${before.toFixed(2)} ·`);
	await run.typeLine('two');
	await run.pty.waitForText('Second.', 30_000);
	await run.pty.waitForText(TOTAL, 30_000);
	// The second turn costs about what the first did (the same prompt, one more exchange of history): counted once,
	// the total is about twice the first's; counted twice, three times.
	const after = total(run.pty.screen());
	expect(after / before).toBeGreaterThan(1.5);
	expect(after / before).toBeLessThan(2.6);
	expect(statusLine(run.pty.screen())).toContain(`· $${after.toFixed(2)} ·`);
});
