/** What the person chose with /model and /effort outlives /clear: the real claude started next is given it again. */
import {afterEach, expect, it} from 'vitest';
import {build} from '../../src/backend/index.js';
import {waitFor} from '../helpers/wait-for.js';
import {runCctui, type Run} from './harness.js';

const {scenario, turn, text} = build;

let run: Run | undefined;
afterEach(async () => {
	await run?.stop();
	run = undefined;
});

/** A turn with `args`, then `choose`, /clear and a second turn: the model each turn's API request named. */
async function modelsAcrossClear(args: string[], choose: (run: Run) => Promise<void>): Promise<string[]> {
	run = await runCctui(scenario([turn(text('First.')), turn(text('Second.'))]), {args: [...args, 'one']});
	await run.pty.waitForText('First.', 30_000);
	await run.pty.waitForText(/ready ·/);
	await choose(run);
	await run.typeLine('/clear');
	await run.pty.waitForText('— New conversation —', 10_000);
	await run.typeLine('two');
	await run.pty.waitForText('Second.', 30_000);
	return run.backend.mainRequests().map(request => (request.body as {model?: string}).model ?? '');
}

it('/clear keeps the model and effort chosen: the new conversation asks the API with that model', async () => {
	const models = await modelsAcrossClear([], async ({pty, typeLine}) => {
		await typeLine('/model haiku');
		await pty.waitForText(/ready · default · claude-haiku/, 10_000);
		await typeLine('/effort high');
		await pty.waitForText('effort: high', 10_000);
	});
	expect(models).toHaveLength(2);
	expect(models[0]).not.toMatch(/haiku/);
	expect(models[1]).toMatch(/haiku/);
	expect(run!.pty.screen()).toMatch(/claude-haiku.* · effort: high/);
});

it('--model is marked in the picker; /model default then /clear: the new conversation asks with the default, not --model', async () => {
	const models = await modelsAcrossClear(['--model', 'haiku'], async ({pty, typeLine}) => {
		await typeLine('/model');
		await pty.waitForText(/❯ Haiku \(now\)/, 10_000);
		pty.write('\u001B');
		// The picker gone from the screen ("Ask Claude anything" is in the scrollback already): keys typed while Esc is
		// still read would join it (Esc then / is Alt+/).
		await waitFor(() => !pty.screen().includes('Haiku (now)'), {
			timeoutMs: 10_000,
			what: () => `the picker to close:\n${pty.screen()}`,
		});
		await typeLine('/model default');
		await pty.waitForText(/ready · default · claude-opus/, 10_000);
	});
	expect(models).toHaveLength(2);
	expect(models[0]).toMatch(/haiku/);
	expect(models[1]).not.toMatch(/haiku/);
});
