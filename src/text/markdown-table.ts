import type {Tokens} from 'marked';
import wrapAnsi from 'wrap-ansi';
import {renderInline, type RenderContext} from './markdown-inline.js';
import {cutIntoRows} from './rows.js';
import {proseRows} from './scroll-window.js';
import {stylesInForce} from './sgr.js';
import {displayWidth, expandTabs, pad} from './width.js';

/** The columns a border between two cells takes: ` │ `. */
const BORDER = 3;
/** The narrowest a column is made to fit the screen: narrower, its words would be cut into letters. */
const MIN_COLUMN = 6;

/**
 * A table laid out at the width it is given, columns aligned by display width (CJK and emoji count double): when
 * the cells are too wide, the widest columns are narrowed first and a long cell wraps inside its column. When even
 * narrow columns do not fit, each row is shown as a block of `Header: value` lines.
 */
export function renderTable(token: Tokens.Table, ctx: RenderContext): string[] {
	const {c} = ctx;
	const cell = (tokens: Tokens.TableCell) => expandTabs(renderInline(tokens.tokens, ctx).replace(/\n/g, ' '));
	const header = token.header.map(cell);
	const rows = token.rows.map(row => header.map((_, col) => (row[col] ? cell(row[col]) : '')));
	const natural = header.map((text, col) =>
		rows.reduce((max, row) => Math.max(max, displayWidth(row[col]!)), Math.max(1, displayWidth(text))),
	);
	const widths = fit(natural, ctx.width - BORDER * (natural.length - 1));
	if (!widths) return records(header, rows, ctx);
	const line = (cells: string[]) =>
		widths
			.map((width, col) => pad(cells[col]!, width, token.align[col] ?? 'left'))
			.join(c.gray(' │ '))
			.trimEnd();
	// A row that takes several lines: its cells' lines side by side.
	const lines = (cells: string[]) => {
		const wrapped = cells.map((text, col) => cellLines(text, widths[col]!));
		const height = Math.max(...wrapped.map(cellRows => cellRows.length));
		return Array.from({length: height}, (_, at) => line(wrapped.map(cellRows => cellRows[at] ?? '')));
	};
	const rule = (joint: string) => c.gray(widths.map(width => '─'.repeat(width)).join(`─${joint}─`));
	const body = rows.map(lines);
	// Where a cell wraps, a rule between the rows shows which lines belong together.
	const separated = body.some(row => row.length > 1);
	return [
		...lines(header.map(text => c.bold(text))),
		rule('┼'),
		...body.flatMap((row, i) => (separated && i > 0 ? [rule('┼'), ...row] : row)),
	];
}

/**
 * Column widths that fit `room` (the width less the borders): the widest column is narrowed a column at a time, down
 * to MIN_COLUMN (or its own width when that is less). Undefined when even that does not fit.
 */
function fit(natural: readonly number[], room: number): number[] | undefined {
	const least = natural.map(width => Math.min(width, MIN_COLUMN));
	if (least.reduce((sum, width) => sum + width, 0) > room) return undefined;
	const widths = [...natural];
	let total = widths.reduce((sum, width) => sum + width, 0);
	if (total <= room) return widths;
	// Narrow every widest column to the next width down at once, so a megabyte cell costs one step, not a million.
	while (total > room) {
		const widest = Math.max(...widths);
		const next = Math.max(MIN_COLUMN, ...widths.filter(width => width < widest));
		const count = widths.filter(width => width === widest).length;
		const target = Math.max(next, widest - Math.ceil((total - room) / count));
		for (let col = 0; col < widths.length && total > room; col++) {
			if (widths[col] !== widest) continue;
			// The last of the widest may need less than the others to fit: narrow it only as far as needed.
			const to = Math.max(target, widest - (total - room));
			total -= widest - to;
			widths[col] = to;
		}
	}
	return widths;
}

/**
 * A (possibly styled) cell cut into lines of `width`: at its words, a word longer than the width cut between its
 * characters (never inside one: a flag or a family emoji stays whole). Each line closes the styles it leaves open,
 * so the padding and the border after it are not styled with them.
 */
function cellLines(text: string, width: number): string[] {
	if (displayWidth(text) <= width) return [text];
	return wrapAnsi(text, width, {trim: true})
		.split('\n')
		.flatMap(row => cutIntoRows(row, width).split('\n'))
		.map(row => (stylesInForce(row) === '' ? row : `${row}\u001B[0m`));
}

/** Each row as a block of `Header: value` lines, for a screen too narrow for its columns. */
function records(header: readonly string[], rows: readonly string[][], ctx: RenderContext): string[] {
	const {c} = ctx;
	return rows.flatMap((row, i) => {
		const block = row.map((value, col) => (header[col] ? `${c.bold(header[col])}${c.gray(':')} ${value}` : value));
		const lines = ctx.wrap ? block.flatMap(line => proseRows(line, ctx.width)) : block;
		return i > 0 ? ['', ...lines] : lines;
	});
}
