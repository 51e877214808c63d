/** Every grammar src/text/grammars.ts names loads from highlight.js, silently (its `.js` specifiers print a deprecation). */
import {expect, it, vi} from 'vitest';
import {GRAMMARS} from '../../src/text/grammars.js';
import {loadGrammar} from '../../src/util/highlight-grammar.js';

it('loads each grammar as the function highlight.js registers, and writes nothing to the console', () => {
	const log = vi.spyOn(console, 'log');
	const warn = vi.spyOn(console, 'warn');
	try {
		for (const name of GRAMMARS) expect(loadGrammar(name), name).toBeTypeOf('function');
		expect(log).not.toHaveBeenCalled();
		expect(warn).not.toHaveBeenCalled();
	} finally {
		log.mockRestore();
		warn.mockRestore();
	}
});
