import type {ChalkInstance} from 'chalk';
import {decodeHTMLStrict} from 'entities/decode';
import type {Token} from 'marked';
import {sanitize} from './sanitize.js';

/** `wrap`: prose is cut into rows of `width` (markdown.ts). */
export type RenderContext = {c: ChalkInstance; color: boolean; width: number; depth: number; wrap?: boolean};

/**
 * Leaf text as shown: character references resolved as a markdown viewer does (every HTML5 named one and numeric
 * ones, only with their `;`, as CommonMark asks), then sanitized again, because a reference such as `&#27;` (decoded
 * here or by marked) is a real control character by now, after our sanitizing of the source.
 */
export function leaf(text: string): string {
	return sanitize(text.includes('&') ? decodeHTMLStrict(text) : text);
}

// An HTML comment, or one still open at the end of its block (a markdown viewer hides it to the end of the document).
const HTML_COMMENT = /<!--(?:-?>|[\s\S]*?(?:-->|$))/g;

/** Raw HTML as shown: its comments left out, as a markdown viewer does. */
export function withoutComments(html: string): string {
	return html.includes('<!--') ? html.replace(HTML_COMMENT, '') : html;
}

/** The nested tokens of any token kind, including ones from extensions. */
export function childTokens(token: Token): Token[] | undefined {
	return 'tokens' in token && Array.isArray(token.tokens) ? (token.tokens as Token[]) : undefined;
}

/** The text of any token kind, falling back to its source. */
export function tokenText(token: Token): string {
	return 'text' in token && typeof token.text === 'string' ? token.text : token.raw;
}

// Soft line breaks join lines: a paragraph is one logical line that the terminal soft-wraps.
const joinLines = (text: string) => text.replace(/\n/g, ' ');

/** Render inline tokens to one string; the only newlines in it come from hard breaks. */
export function renderInline(tokens: readonly Token[], ctx: RenderContext): string {
	let out = '';
	// A comment left out between two spaces leaves one, as a browser collapses them.
	let hidden = false;
	for (const token of tokens) {
		const span = renderSpan(token, ctx);
		out += hidden && out.endsWith(' ') && span.startsWith(' ') ? span.slice(1) : span;
		if (span !== '') hidden = false;
		else if (token.type === 'html') hidden = true;
	}
	return out;
}

function renderSpan(token: Token, ctx: RenderContext): string {
	const {c, color} = ctx;
	const children = childTokens(token);
	const inner = () => renderInline(children ?? [], ctx);
	switch (token.type) {
		case 'text':
			return children ? inner() : joinLines(leaf(token.text));
		case 'escape':
			return joinLines(leaf(token.text));
		case 'html':
			return joinLines(leaf(withoutComments(token.text)));
		case 'strong':
			return color ? c.bold(inner()) : `**${inner()}**`;
		case 'em':
			return color ? c.italic(inner()) : `*${inner()}*`;
		case 'del':
			return color ? c.strikethrough(inner()) : `~~${inner()}~~`;
		case 'codespan': {
			const code = joinLines(sanitize(token.text));
			return color ? c.cyan(code) : `\`${code}\``;
		}
		case 'br':
			return '\n';
		case 'link':
			return link(inner(), joinLines(sanitize(token.href)), ctx);
		case 'image':
			return link(`[image: ${inner()}]`, joinLines(sanitize(token.href)), ctx);
		case 'checkbox':
			return ''; // the list item shows it
		default:
			return children ? inner() : joinLines(leaf(tokenText(token)));
	}
}

function link(text: string, href: string, ctx: RenderContext): string {
	const {c} = ctx;
	if (text === '' || text === href || `mailto:${text}` === href) return c.blue.underline(text || href);
	if (href === '') return c.blue(text);
	return `${c.blue(text)} ${c.dim(`(${href})`)}`;
}
