/**
 * The highlighter registers a grammar when a code block first needs it, with the grammars it embeds, and
 * highlights as highlight.js does with all of them registered. src/text/grammars.ts says which grammar an
 * alias names and what each embeds; it must match the highlight.js installed.
 */
import {all} from 'lowlight';
import type * as LowlightModule from 'lowlight';
import {describe, expect, it, vi} from 'vitest';
import {grammarTables} from '../../scripts/grammar-table.mjs';
import {EMBEDDED, GRAMMARS, GRAMMAR_OF} from '../../src/text/grammars.js';

type Engine = ReturnType<typeof LowlightModule.createLowlight>;
/** The engines the highlighter made, and the grammars each register() was given. */
const engines: Engine[] = [];
const registered: string[] = [];
vi.mock('lowlight', async importOriginal => {
	const original = await importOriginal<typeof LowlightModule>();
	return {
		...original,
		createLowlight(...args: Parameters<typeof original.createLowlight>) {
			const engine = original.createLowlight(...args);
			engines.push(engine);
			const register = engine.register.bind(engine);
			engine.register = ((grammars: Record<string, never>) => {
				registered.push(...Object.keys(grammars));
				register(grammars);
			}) as typeof engine.register;
			return engine;
		},
	};
});

const {highlightCode, highlightShell} = await import('../../src/text/highlight.js');
const everything = (await vi.importActual<typeof LowlightModule>('lowlight')).createLowlight(all);

describe('highlighting a code block', () => {
	it('registers only the grammar it needs and those it embeds, and highlights as with all of them', () => {
		const html = '<p>hi</p>\n<script>const a = 1;</script>\n<style>p { color: red }</style>';
		expect(highlightCode(html, 'html')).toContain('\x1b[');
		expect(registered.slice().sort()).toEqual(['css', 'graphql', 'handlebars', 'javascript', 'xml']);
		expect(engines).toHaveLength(1);
		expect(engines[0]!.highlight('xml', html)).toEqual(everything.highlight('xml', html));

		registered.length = 0;
		const ts = 'const x: number = 1; // one';
		expect(highlightCode(ts, 'ts')).toContain('\x1b[');
		expect(registered).toEqual(['typescript']);
		expect(engines[0]!.highlight('typescript', ts)).toEqual(everything.highlight('typescript', ts));
	});

	it('knows shell by its aliases and as zsh; a language it does not know, or a name like "constructor", is plain', () => {
		expect(highlightShell('ls -la | wc -l')).toContain('\x1b[');
		expect(highlightCode('echo hi', 'zsh')).toContain('\x1b[');
		expect(highlightCode('echo hi', 'sh')).toContain('\x1b[');
		registered.length = 0;
		for (const name of ['no-such-language', 'constructor', '__proto__', 'toString'])
			expect(highlightCode('echo hi', name)).toBe('echo hi');
		expect(registered).toEqual([]);
	});
});

describe('src/text/grammars.ts', () => {
	it('names the grammars the installed highlight.js declares (else: node scripts/grammar-table.mjs, see there)', () => {
		const {names, aliases, embeds} = grammarTables();
		expect([...GRAMMARS]).toEqual(names);
		expect(GRAMMAR_OF).toEqual(aliases);
		expect(EMBEDDED).toEqual(embeds);
	});
});
