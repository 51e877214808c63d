/** One answer of a prompt: pointer and number in a column of their own, so a long answer wraps under its text. */
import {Box, Text} from 'ink';
import type {ReactNode} from 'react';
import {clipLine} from '../../../text/excerpt.js';
import {rowsOf} from '../../../text/rows.js';
import {proseRows} from '../../../text/scroll-window.js';
import {glyph} from '../../../present/theme.js';

/** The pointer, the number and its dot, a space: "❯ 1. ". */
export const NUMBER_COLUMNS = 5;

/**
 * `wrap`: how a long answer is laid out (a small screen cuts it to one row). `field`: the row is a text field with
 * rows of its own (which a Text cannot hold), given the number to put beside its text's first row shown.
 */
export function NumberedRow({
	number,
	focused,
	armed,
	wrap = 'wrap',
	field,
	children,
}: {
	readonly number: string;
	readonly focused: boolean;
	readonly armed: boolean;
	readonly wrap?: 'wrap' | 'truncate-end';
	readonly field?: (mark: ReactNode) => ReactNode;
	readonly children?: ReactNode;
}) {
	const style = {dimColor: !armed, ...(focused ? {color: 'cyan'} : {})};
	const mark = (
		<Text {...style}>
			{focused ? `${glyph.pointer} ` : '  '}
			{number}{' '}
		</Text>
	);
	if (field) return field(mark);
	return (
		<Box>
			<Box flexShrink={0}>{mark}</Box>
			<Text {...style} wrap={wrap}>
				{children}
			</Text>
		</Box>
	);
}

/** Terminal rows an answer takes in a NumberedRow `width` columns wide (its number column is five). */
export function numberedRows(text: string, width: number): number {
	return rowsOf(text, Math.max(1, width - NUMBER_COLUMNS));
}

/** A plain answer's rows in a NumberedRow `width` columns wide, as it wraps them: at most `rows`, the last cut with … */
export function numberedLines(text: string, width: number, rows: number): readonly string[] {
	const columns = Math.max(1, width - NUMBER_COLUMNS);
	const lines = proseRows(text, columns).map(line => line.trim());
	if (lines.length <= rows) return lines;
	if (rows < 1) return [];
	return [...lines.slice(0, rows - 1), clipLine(`${lines[rows - 1]}…`, columns)];
}
