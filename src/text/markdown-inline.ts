import type {ChalkInstance} from 'chalk';
import type {Token} from 'marked';
import {sanitize} from './sanitize.js';

/** `wrap`: prose is cut into rows of `width` (markdown.ts). */
export type RenderContext = {c: ChalkInstance; color: boolean; width: number; depth: number; wrap?: boolean};

// marked leaves named entities to the HTML renderer; resolve the ones that show up in prose.
const NAMED_ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0'};
const ENTITY = /&(amp|lt|gt|quot|apos|nbsp);/g;

/**
 * Leaf text as shown: entities resolved, then sanitized again, because marked turns numeric character references
 * such as `&#27;` into real control characters after our sanitizing of the source.
 */
export function leaf(text: string): string {
	const decoded = text.includes('&') ? text.replace(ENTITY, (_, name: string) => NAMED_ENTITIES[name] ?? '') : text;
	return sanitize(decoded);
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
	for (const token of tokens) out += renderSpan(token, ctx);
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
		case 'html':
			return joinLines(leaf(token.text));
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
