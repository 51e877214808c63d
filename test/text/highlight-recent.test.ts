/** A code block painted again, as the live rows do on every frame while text after it streams, is not highlighted again. */
import type * as Lowlight from 'lowlight';
import {expect, it, vi} from 'vitest';

const highlights = vi.hoisted(() => ({count: 0}));

vi.mock('lowlight', async original => {
	const real = await original<typeof Lowlight>();
	return {
		...real,
		createLowlight: (...args: Parameters<typeof real.createLowlight>) => {
			const engine = real.createLowlight(...args);
			const highlight = engine.highlight.bind(engine);
			engine.highlight = (...call: Parameters<typeof highlight>) => {
				highlights.count++;
				return highlight(...call);
			};
			return engine;
		},
	};
});

const {highlightCode} = await import('../../src/text/highlight.js');

it('paints a small block once, however often it is drawn', () => {
	const first = highlightCode('const a = 1;', 'ts');
	expect(first).toContain('\u001b[');
	expect(highlightCode('const a = 1;', 'ts')).toBe(first);
	expect(highlights.count).toBe(1);
	// Another language is another painting.
	highlightCode('const a = 1;', 'js');
	expect(highlights.count).toBe(2);
});

it('keeps only the last few dozen blocks, and no large one', () => {
	highlights.count = 0;
	for (let n = 0; n < 40; n++) highlightCode(`x = ${n}`, 'python');
	expect(highlights.count).toBe(40);
	highlightCode('x = 39', 'python');
	expect(highlights.count).toBe(40);
	highlightCode('x = 0', 'python');
	expect(highlights.count).toBe(41);
	const large = `y = 1\n`.repeat(2_000);
	highlightCode(large, 'python');
	highlightCode(large, 'python');
	expect(highlights.count).toBe(43);
});
