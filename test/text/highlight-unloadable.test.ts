/** A grammar highlight.js cannot load (a broken install) leaves the code plain; it never breaks the render. */
import {expect, it, vi} from 'vitest';

vi.mock('../../src/util/highlight-grammar.js', () => ({
	loadGrammar: (name: string) => {
		throw new Error(`Cannot find module 'highlight.js/lib/languages/${name}.js'`);
	},
}));

const {highlightCode} = await import('../../src/text/highlight.js');

it('shows the code as it is, every time it is asked', () => {
	expect(highlightCode('const a = 1;', 'ts')).toBe('const a = 1;');
	expect(highlightCode('const a = 1;', 'typescript')).toBe('const a = 1;');
});
