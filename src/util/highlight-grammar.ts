/**
 * A highlight.js grammar, read from highlight.js's own CommonJS file for it when a code block first needs it.
 * Bundled, all of them (lowlight's `all`) were 1.1 MB that Node compiled at every start: a third of cctui.
 * The bundle finds highlight.js in node_modules, as any dependency, from dist/bundle/.
 */
import {createRequire} from 'node:module';
import type {LanguageFn} from 'highlight.js';

const requireFile = createRequire(import.meta.url);

/**
 * The grammar highlight.js ships as `name` (one of src/text/grammars.ts's GRAMMARS); throws if it cannot load.
 * No `.js` in the specifier: highlight.js maps that one to a shim that prints a deprecation onto the screen.
 */
export function loadGrammar(name: string): LanguageFn {
	return requireFile(`highlight.js/lib/languages/${name}`) as LanguageFn;
}
