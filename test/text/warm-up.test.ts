import {describe, expect, it} from 'vitest';
import {WARM_UP_STEPS, warmUp} from '../../src/text/warm-up.js';

const turn = () => new Promise(resolve => setImmediate(resolve));

describe('warmUp', () => {
	it('runs one step per turn of the event loop, so a key waits for one step at most', async () => {
		const ran: number[] = [];
		warmUp([0, 1, 2].map(n => () => ran.push(n)));
		expect(ran).toEqual([]);
		await turn();
		expect(ran).toEqual([0]);
		await turn();
		expect(ran).toEqual([0, 1]);
		await turn();
		await turn();
		expect(ran).toEqual([0, 1, 2]);
	});

	it('goes on past a step that throws, and stops when told', async () => {
		const ran: number[] = [];
		const stop = warmUp([
			() => {
				throw new Error('boom');
			},
			() => ran.push(1),
			() => ran.push(2),
		]);
		await turn();
		await turn();
		stop();
		await turn();
		await turn();
		expect(ran).toEqual([1]);
	});

	it('renders real markdown and code in every default step (a failing one would be swallowed)', () => {
		for (const step of WARM_UP_STEPS) {
			const out = step();
			expect(typeof out).toBe('string');
			// Coloured: the highlighter and the markdown renderer both ran, not their plain fallbacks.
			expect(out as string).toContain('\u001b[');
		}
	});
});
