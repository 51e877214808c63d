/** What the real claude asks the API for, depending on cctui's --thinking-display. */
import {afterEach, describe, expect, it} from 'vitest';
import {build} from '../../src/backend/index.js';
import {runCctui, type Run} from './harness.js';

const {scenario, turn, thinking, text} = build;

let run: Run | undefined;
afterEach(async () => {
	await run?.stop();
	run = undefined;
});

async function firstRequestThinking(args: string[]): Promise<unknown> {
	run = await runCctui(scenario([turn(thinking('Considering.'), text('Done thinking.'))]), {
		args: [...args, 'think about it'],
	});
	await run.pty.waitForText('Done thinking.', 30_000);
	return (run.backend.mainRequests()[0]?.body as {thinking?: unknown}).thinking;
}

describe('--thinking-display on the real claude', () => {
	it('asks for summarized thinking by default, from the very first request', async () => {
		expect(await firstRequestThinking([])).toEqual({type: 'adaptive', display: 'summarized'});
		await run!.pty.waitForText('thinking: summarized');
	});

	it('leaves claude at its own "updates" when asked to', async () => {
		expect(await firstRequestThinking(['--thinking-display', 'updates'])).toEqual({
			type: 'adaptive',
			display: 'updates',
		});
	});

	it('asks for highlights when chosen', async () => {
		expect(await firstRequestThinking(['--thinking-display', 'highlights'])).toEqual({
			type: 'adaptive',
			display: 'highlights',
		});
	});

	it('claude 2.1.330 accepts "omitted" but still asks the API for updates (a CLI finding, pinned here)', async () => {
		expect(await firstRequestThinking(['--thinking-display', 'omitted'])).toEqual({
			type: 'adaptive',
			display: 'updates',
		});
		await run!.pty.waitForText('thinking: omitted');
	});

	it('Alt+T switches mid-session: the next request carries the new display', async () => {
		run = await runCctui(scenario([turn(text('First.')), turn(text('Second.'))]), {args: ['one']});
		await run.pty.waitForText('First.', 30_000);
		await run.pty.waitForText('thinking: summarized');
		run.pty.write('\u001Bt');
		await run.pty.waitForText('thinking: updates', 10_000);
		await run.typeLine('two');
		await run.pty.waitForText('Second.', 30_000);
		expect(
			run.backend.mainRequests().map(request => (request.body as {thinking?: {display?: string}}).thinking?.display),
		).toEqual(['summarized', 'updates']);
	});
});
