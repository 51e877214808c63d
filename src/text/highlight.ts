import {createLowlight} from 'lowlight';
import {loadGrammar} from '../util/highlight-grammar.js';
import {EMBEDDED, GRAMMARS, GRAMMAR_OF} from './grammars.js';
import {revealControls, sanitize} from './sanitize.js';
import {palette} from './style.js';

type Style = (text: string) => string;
/** highlight.js class names (without `hljs-`), or a space-separated nesting of them, to a style. */
type Sheet = Readonly<Record<string, Style>>;
type Lowlight = ReturnType<typeof createLowlight>;
type HastNode = ReturnType<Lowlight['highlight']>['children'][number];

// Past this size highlight.js takes visible time on every render; plain text is fine there.
const MAX_HIGHLIGHT_CHARS = 100_000;

const c = palette(true);
// No yellow (unreadable on light backgrounds); comments and meta recede, the rest uses the basic 16 colours.
const SHEET: Sheet = {
	comment: c.gray,
	quote: c.gray,
	meta: c.gray,
	doctag: c.gray,
	keyword: c.magenta,
	'meta keyword': c.magenta,
	'selector-tag': c.magenta,
	string: c.green,
	regexp: c.green,
	'meta meta-string': c.green,
	'template-variable': c.green,
	number: c.cyan,
	literal: c.cyan,
	symbol: c.cyan,
	bullet: c.cyan,
	built_in: c.cyan,
	type: c.cyan,
	title: c.blue,
	section: c.blue,
	name: c.blue,
	attr: c.blue,
	attribute: c.blue,
	'selector-id': c.blue,
	'selector-class': c.blue,
	addition: c.green,
	deletion: c.red,
	emphasis: c.italic,
	strong: c.bold,
	link: c.underline,
};

let engine: Lowlight | undefined;
const registered = new Set<string>();

/**
 * The engine with `grammar` registered, and the grammars it embeds (src/text/grammars.ts); undefined when
 * highlight.js has no such grammar. Each is loaded and registered when a code block first needs it: all 192
 * took 35 ms or more and about 4 MB, for the few languages a session shows.
 */
function engineFor(grammar: string): Lowlight | undefined {
	if (!GRAMMARS.has(grammar)) return undefined;
	engine ??= createLowlight();
	const register = (name: string): void => {
		if (registered.has(name)) return;
		registered.add(name);
		engine!.register({[name]: loadGrammar(name)});
		for (const embedded of EMBEDDED[name] ?? []) register(embedded);
	};
	register(grammar);
	return engine;
}

/** A node's own style and the sheet its children are painted with. */
interface Scope {
	readonly style: Style | undefined;
	readonly sheet: Sheet;
}

/**
 * The scope of a node with these classes inside `sheet`, by emphasize 7's rule: a key whose first
 * name the node has styles the node when that is all of it, else the rest of the key applies to its
 * descendants ('meta keyword'); other keys pass down. emphasize worked this out again for every
 * node, text included (a third of the time spent rendering markdown); here it is kept per sheet and
 * class list, which are few.
 */
const scopes = new WeakMap<Sheet, Map<string, Scope>>();

function scopeOf(sheet: Sheet, classes: readonly string[]): Scope {
	let known = scopes.get(sheet);
	if (!known) scopes.set(sheet, (known = new Map()));
	const key = classes.join(' ');
	let scope = known.get(key);
	if (!scope) {
		const names = new Set(classes.map(name => name.replace(/^hljs-/, '')));
		const inner: Record<string, Style> = {};
		let style: Style | undefined;
		for (const [selector, paint] of Object.entries(sheet)) {
			const [first = '', ...rest] = selector.split(' ');
			if (!names.has(first)) inner[selector] = paint;
			else if (rest.length === 0) style = paint;
			else inner[rest.join(' ')] = paint;
		}
		scope = {style, sheet: inner};
		known.set(key, scope);
	}
	return scope;
}

function painted(nodes: readonly HastNode[], sheet: Sheet): string {
	let out = '';
	for (const node of nodes) {
		if (node.type !== 'element') {
			out += 'value' in node ? node.value : '';
			continue;
		}
		const className = node.properties['className'];
		const scope = scopeOf(sheet, Array.isArray(className) ? className.map(String) : []);
		const inner = painted(node.children, scope.sheet);
		out += scope.style ? scope.style(inner) : inner;
	}
	return out;
}

/**
 * The last blocks painted, by language and code. While an answer streams, a finished code block stays in the live
 * rows for many frames as the text after it comes, and was highlighted again on each (a sixth of a frame's work).
 * Small blocks only, a few dozen: what the live rows can show.
 */
const recent = new Map<string, string>();
const RECENT_BLOCKS = 32;
const RECENT_MAX_CHARS = 8_000;

// `code` must already be safe; highlighting only adds our own SGR codes around its text.
function paint(code: string, lang: string): string {
	const name = lang.trim().toLowerCase();
	if (name === '' || code.length > MAX_HIGHLIGHT_CHARS) return code;
	const key = `${name}\n${code}`;
	const known = recent.get(key);
	if (known !== undefined) return known;
	const out = highlighted(code, name);
	if (code.length <= RECENT_MAX_CHARS) {
		if (recent.size >= RECENT_BLOCKS) recent.delete(recent.keys().next().value!);
		recent.set(key, out);
	}
	return out;
}

function highlighted(code: string, name: string): string {
	const grammar = Object.hasOwn(GRAMMAR_OF, name) ? GRAMMAR_OF[name]! : name;
	try {
		// A grammar highlight.js cannot load (a broken install) leaves the code plain, like one it lacks.
		const lowlight = engineFor(grammar);
		return lowlight ? painted(lowlight.highlight(grammar, code).children, SHEET) : code;
	} catch {
		return code;
	}
}

/** Sanitize and syntax-highlight `code` for the terminal. Unknown or missing language: plain text. Never throws. */
export function highlightCode(code: string, lang?: string, color = true): string {
	const clean = sanitize(code);
	return color && lang ? paint(clean, lang) : clean;
}

/** Highlight a shell command. Control characters are shown, not dropped: the user approves exactly this text. */
export function highlightShell(command: string, color = true): string {
	const clean = revealControls(command);
	return color ? paint(clean, 'bash') : clean;
}
