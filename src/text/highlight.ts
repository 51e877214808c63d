import {all, createLowlight} from 'lowlight';
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
/** highlight.js's grammars (about 190) not registered yet, in the order createLowlight(all) registers them. */
const waiting = Object.entries(all);
/** Grammars registered per step of warmHighlighter: about a millisecond's work. */
const GRAMMARS_PER_STEP = 4;

function registerNext(count: number): Lowlight {
	engine ??= createLowlight();
	if (waiting.length > 0) {
		engine.register(Object.fromEntries(waiting.splice(0, count)));
		if (waiting.length === 0) engine.registerAlias({bash: ['zsh']});
	}
	return engine;
}

/** The engine with every grammar: whatever the warm-up has not registered yet is registered now. */
const getEngine = (): Lowlight => registerNext(waiting.length);

/**
 * Registers the grammars a few at a time, one step per call of `next`, before the first code block
 * needs them. All at once they take 35 ms or more, in the middle of the first answer with code: that
 * frame, and any key typed meanwhile, waited for them.
 */
export function warmHighlighter(next: (step: () => void) => void): void {
	const step = (): void => {
		registerNext(GRAMMARS_PER_STEP);
		if (waiting.length > 0) next(step);
	};
	next(step);
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

// `code` must already be safe; highlighting only adds our own SGR codes around its text.
function paint(code: string, lang: string): string {
	const name = lang.trim().toLowerCase();
	if (name === '' || code.length > MAX_HIGHLIGHT_CHARS) return code;
	const lowlight = getEngine();
	if (!lowlight.registered(name)) return code;
	try {
		return painted(lowlight.highlight(name, code).children, SHEET);
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
