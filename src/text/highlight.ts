import {all, createEmphasize, type Sheet} from 'emphasize';
import {revealControls, sanitize} from './sanitize.js';
import {palette} from './style.js';

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

let engine: ReturnType<typeof createEmphasize> | undefined;

function getEngine(): ReturnType<typeof createEmphasize> {
	if (!engine) {
		engine = createEmphasize(all);
		engine.registerAlias({bash: ['zsh']});
	}
	return engine;
}

// `code` must already be safe; highlighting only adds our own SGR codes around its text.
function paint(code: string, lang: string): string {
	const name = lang.trim().toLowerCase();
	if (name === '' || code.length > MAX_HIGHLIGHT_CHARS) return code;
	const emphasize = getEngine();
	if (!emphasize.registered(name)) return code;
	try {
		return emphasize.highlight(name, code, SHEET).value;
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
