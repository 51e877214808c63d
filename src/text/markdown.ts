import {getDefaults, Lexer, type Links, type Token, type Tokens} from 'marked';
import {highlightCode} from './highlight.js';
import {childTokens, leaf, renderInline, tokenText, withoutComments, type RenderContext} from './markdown-inline.js';
import {renderTable} from './markdown-table.js';
import {sanitize} from './sanitize.js';
import {proseRows} from './scroll-window.js';
import {palette} from './style.js';
import {displayWidth, expandTabs, pad} from './width.js';

export {findSafeSplitPoint} from './markdown-split.js';

/**
 * `wrap`: prose is cut into rows of `width` at its words, for a box that draws rows as they are (a prompt): a list
 * item's rows then start under its text, as its further paragraphs do. `links`: the link reference definitions of
 * the blocks of the same text that came before (linkDefinitions in markdown-split.ts), since each is rendered alone.
 */
export type MarkdownOptions = {width: number; color?: boolean; wrap?: boolean; links?: Links | undefined};

const BULLETS = ['•', '◦', '▪'];

/**
 * Markdown → terminal text. Prose is not hard-wrapped (unless `wrap`): each paragraph or list item is one line that
 * the terminal soft-wraps, so copying yields clean lines. Only tables and code may exceed `width`. With
 * `color: false` the output has no ANSI codes and keeps the markdown markers (`#`, `**`, backticks, fences) as text.
 */
export function renderMarkdown(src: string, opts: MarkdownOptions): string {
	const color = opts.color ?? true;
	const ctx: RenderContext = {
		c: palette(color),
		color,
		width: Math.max(1, Math.floor(opts.width)),
		depth: 0,
		wrap: opts.wrap ?? false,
	};
	const text = sanitize(src);
	try {
		// A fresh lexer with default options: immune to anything else calling marked.use().
		const lexer = new Lexer(getDefaults());
		Object.assign(lexer.tokens.links, opts.links);
		const tokens = lexer.lex(text);
		return renderBlocks(tokens, ctx, true)
			.map(line => expandTabs(line))
			.join('\n');
	} catch {
		// marked's block rules overflow the stack on a single line of megabytes: the text is shown as it came, unformatted.
		return text
			.split('\n')
			.map(line => expandTabs(line))
			.join('\n');
	}
}

/**
 * One line of markdown (a summary, a title) → terminal text: its inline markup (code, emphasis, links) drawn as in
 * prose, on one line.
 */
export function renderMarkdownLine(src: string, opts: Omit<MarkdownOptions, 'width'>): string {
	const color = opts.color ?? true;
	const ctx: RenderContext = {c: palette(color), color, width: 1, depth: 0};
	const text = sanitize(src).replace(/\n/g, ' ');
	try {
		return renderInline(new Lexer(getDefaults()).inlineTokens(text), ctx).replace(/\n/g, ' ');
	} catch {
		return text;
	}
}

function renderBlocks(tokens: readonly Token[], ctx: RenderContext, gap: boolean): string[] {
	const out: string[] = [];
	let previous: Token | undefined;
	for (const token of tokens) {
		const lines = renderBlock(token, ctx);
		// Definitions on consecutive lines stay together, as a list of footnotes.
		const together = token.type === 'def' && previous?.type === 'def';
		previous = token;
		if (lines.length === 0) continue;
		if (gap && out.length > 0 && !together) out.push('');
		for (const line of lines) out.push(line);
	}
	return out;
}

function renderBlock(token: Token, ctx: RenderContext): string[] {
	const {c} = ctx;
	switch (token.type) {
		case 'space':
		case 'checkbox':
			return [];
		case 'def':
			return [definition(token as Tokens.Def, ctx)];
		case 'heading':
			return prose([heading(token as Tokens.Heading, ctx)], ctx);
		case 'paragraph':
		case 'text':
			return prose((token.tokens ? renderInline(token.tokens, ctx) : leaf(token.text)).split('\n'), ctx);
		case 'code':
			return codeBlock(token as Tokens.Code, ctx);
		case 'blockquote':
			return renderBlocks(token.tokens ?? [], {...ctx, width: Math.max(1, ctx.width - 2)}, true).map(
				line => c.gray(ctx.color ? '│' : '>') + (line && ` ${line}`),
			);
		case 'list':
			return list(token as Tokens.List, ctx);
		case 'table':
			return renderTable(token as Tokens.Table, ctx);
		case 'hr':
			return [c.gray('─'.repeat(ctx.width))];
		case 'html': {
			const html = withoutComments(token.text).trim();
			return html === '' ? [] : leaf(html).split('\n');
		}
		default: {
			const children = childTokens(token);
			return children ? renderBlocks(children, ctx, true) : leaf(tokenText(token).replace(/\n+$/, '')).split('\n');
		}
	}
}

/**
 * A link reference definition (`[1]: https://…`) is shown as a footnote, where a markdown viewer hides it. History is
 * written once: a paragraph that used `[1]` before its definition arrived (a later block) keeps `[the docs][1]` as
 * typed, and this line is where the reader finds where `[1]` points. A use that comes after, or in the same block,
 * is a link with its url; the footnote is shown then too, so a message reads the same whether it streamed in blocks
 * or came whole.
 */
function definition(token: Tokens.Def, ctx: RenderContext): string {
	const {c} = ctx;
	// The label as written (the tag is lower-cased).
	const label = sanitize(/^ {0,3}\[((?:\\.|[^\\\]])*)\]:/.exec(token.raw)?.[1] ?? token.tag).replace(/\n/g, ' ');
	const title = token.title ? ` ${c.dim(`"${sanitize(token.title).replace(/\n/g, ' ')}"`)}` : '';
	return `${c.gray(`[${label}]:`)} ${c.blue.underline(sanitize(token.href))}${title}`;
}

/** Lines of prose, as rows of the width when asked to wrap. */
function prose(lines: string[], ctx: RenderContext): string[] {
	return ctx.wrap ? lines.flatMap(line => proseRows(line, ctx.width)) : lines;
}

const HEADING_STYLES = ['magenta', 'magenta', 'blue'] as const;

function heading(token: Tokens.Heading, ctx: RenderContext): string {
	const text = renderInline(token.tokens, ctx).replace(/\n/g, ' ');
	if (!ctx.color) return `${'#'.repeat(token.depth)} ${text}`;
	const style = ctx.c.bold[HEADING_STYLES[token.depth - 1] ?? 'blue'];
	return token.depth === 1 ? style.underline(text) : style(text);
}

// Fences stay in the output: copying the block gives valid markdown, copying its lines gives clean code.
function codeBlock(token: Tokens.Code, ctx: RenderContext): string[] {
	const lang = token.lang?.trim().split(/\s+/)[0] ?? '';
	const code = highlightCode(token.text, lang, ctx.color);
	const fence = '`'.repeat(Math.max(3, longestBacktickRun(token.text) + 1));
	return [ctx.c.gray(fence + sanitize(lang)), ...code.split('\n'), ctx.c.gray(fence)];
}

function longestBacktickRun(text: string): number {
	let longest = 0;
	for (const run of text.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
	return longest;
}

function list(token: Tokens.List, ctx: RenderContext): string[] {
	const {c} = ctx;
	const start = typeof token.start === 'number' ? token.start : 1;
	const bullet = BULLETS[ctx.depth % BULLETS.length] ?? '•';
	const markers = token.items.map((item, i) => {
		const box = item.checked ? c.green('[x]') : c.gray('[ ]');
		if (item.task && !token.ordered) return box;
		const marker = c.gray(token.ordered ? `${start + i}.` : bullet);
		return item.task ? `${marker} ${box}` : marker;
	});
	const markerWidth = markers.reduce((max, marker) => Math.max(max, displayWidth(marker)), 0);
	const indent = ' '.repeat(markerWidth + 1);
	const inner = {...ctx, depth: ctx.depth + 1, width: Math.max(1, ctx.width - indent.length)};
	const out: string[] = [];
	token.items.forEach((item, i) => {
		if (token.loose && i > 0) out.push('');
		const body = renderBlocks(item.tokens, inner, item.loose);
		const marker = pad(markers[i] ?? '', markerWidth, token.ordered ? 'right' : 'left');
		out.push(body[0] ? `${marker} ${body[0]}` : marker);
		for (const line of body.slice(1)) out.push(line && indent + line);
	});
	return out;
}
