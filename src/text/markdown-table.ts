import type {Tokens} from 'marked';
import {renderInline, type RenderContext} from './markdown-inline.js';
import {displayWidth, pad} from './width.js';

/** A table with columns aligned by display width (CJK and emoji count double). May exceed the screen width. */
export function renderTable(token: Tokens.Table, ctx: RenderContext): string[] {
	const {c} = ctx;
	const cell = (tokens: Tokens.TableCell) => renderInline(tokens.tokens, ctx).replace(/\n/g, ' ');
	const header = token.header.map(cell);
	const rows = token.rows.map(row => row.map(cell));
	const widths = header.map((text, col) =>
		rows.reduce((max, row) => Math.max(max, displayWidth(row[col] ?? '')), Math.max(1, displayWidth(text))),
	);
	const line = (cells: string[], style: (text: string) => string) =>
		widths
			.map((width, col) => pad(style(cells[col] ?? ''), width, token.align[col] ?? 'left'))
			.join(c.gray(' │ '))
			.trimEnd();
	return [
		line(header, text => c.bold(text)),
		c.gray(widths.map(width => '─'.repeat(width)).join('─┼─')),
		...rows.map(row => line(row, text => text)),
	];
}
