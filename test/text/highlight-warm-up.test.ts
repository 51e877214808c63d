/** The highlighter's grammars are registered a few per step ahead of the first code block, not all at once when it comes. */
import {all} from 'lowlight';
import type * as LowlightModule from 'lowlight';
import {describe, expect, it, vi} from 'vitest';

/** Grammars each engine's register() was given, call by call. */
const registered: string[][] = [];
vi.mock('lowlight', async importOriginal => {
	const original = await importOriginal<typeof LowlightModule>();
	return {
		...original,
		createLowlight(...args: Parameters<typeof original.createLowlight>) {
			const engine = original.createLowlight(...args);
			if (args[0]) registered.push(Object.keys(args[0]));
			const register = engine.register.bind(engine);
			engine.register = ((grammars: Record<string, never>) => {
				registered.push(Object.keys(grammars));
				register(grammars);
			}) as typeof engine.register;
			return engine;
		},
	};
});

const {highlightCode, highlightShell, warmHighlighter} = await import('../../src/text/highlight.js');

describe('warmHighlighter', () => {
	it('registers every grammar a few per step; the first code block then registers none', () => {
		const steps: Array<() => void> = [];
		warmHighlighter(step => steps.push(step));
		while (steps.length > 0) steps.shift()!();
		expect(registered.length).toBeGreaterThan(1);
		expect(Math.max(...registered.map(names => names.length))).toBeLessThanOrEqual(4);
		expect(registered.flat()).toEqual(Object.keys(all));

		registered.length = 0;
		expect(highlightCode('const x = 1;', 'ts')).toContain('\x1b[');
		expect(highlightShell('ls -la | wc -l')).toContain('\x1b[');
		expect(highlightCode('echo hi', 'zsh')).toContain('\x1b[');
		expect(registered).toEqual([]);
	});
});
