/** What the person chose with /model and /effort outlives /clear: the real claude started next is given it again. */
import {afterEach, expect, it} from 'vitest';
import {build} from '../../src/backend/index.js';
import {runCctui, type Run} from './harness.js';

const {scenario, turn, text} = build;

let run: Run | undefined;
afterEach(async () => {
	await run?.stop();
	run = undefined;
});

it('/clear keeps the model and effort chosen: the new conversation asks the API with that model', async () => {
	run = await runCctui(scenario([turn(text('First.')), turn(text('Second.'))]), {args: ['one']});
	const {pty} = run;
	await pty.waitForText('First.', 30_000);
	await pty.waitForText(/ready ·/);
	await run.typeLine('/model haiku');
	await pty.waitForText(/ready · default · claude-haiku/, 10_000);
	await run.typeLine('/effort high');
	await pty.waitForText('effort: high', 10_000);
	await run.typeLine('/clear');
	await pty.waitForText('— New conversation —', 10_000);
	await run.typeLine('two');
	await pty.waitForText('Second.', 30_000);
	const models = run.backend.mainRequests().map(request => (request.body as {model?: string}).model ?? '');
	expect(models).toHaveLength(2);
	expect(models[0]).not.toMatch(/haiku/);
	expect(models[1]).toMatch(/haiku/);
	expect(pty.screen()).toMatch(/claude-haiku.* · effort: high/);
});

it('--model is marked in the picker; /model default then /clear: the new conversation asks with the default, not --model', async () => {
	run = await runCctui(scenario([turn(text('First.')), turn(text('Second.'))]), {args: ['--model', 'haiku', 'one']});
	const {pty} = run;
	await pty.waitForText('First.', 30_000);
	await pty.waitForText(/ready ·/);
	await run.typeLine('/model');
	await pty.waitForText(/❯ Haiku \(now\)/, 10_000);
	pty.write('\u001B');
	await pty.waitForText('Ask Claude anything', 10_000);
	await run.typeLine('/model default');
	await pty.waitForText(/ready · default · claude-opus/, 10_000);
	await run.typeLine('/clear');
	await pty.waitForText('— New conversation —', 10_000);
	await run.typeLine('two');
	await pty.waitForText('Second.', 30_000);
	const models = run.backend.mainRequests().map(request => (request.body as {model?: string}).model ?? '');
	expect(models).toHaveLength(2);
	expect(models[0]).toMatch(/haiku/);
	expect(models[1]).not.toMatch(/haiku/);
});
