/** A field of an elicitation form, on one row whatever its value: a narrow row cuts the value, not the cursor. */
import {Text} from 'ink';
import {glyph} from '../../../present/theme.js';
import {sanitizeLine} from '../../../text/sanitize.js';
import {cells, displayWidth, expandTabs} from '../../../text/width.js';
import type {EditorState} from '../../editor.js';
import {typeHint, type FormField, type FormValues} from '../../elicitation-form.js';
import {TextField} from '../text-field.js';

/** Columns a focused field's value gets before its row drops the type hint. */
export const MIN_VALUE_COLUMNS = 10;

/**
 * A typed value longer than the `room` it has, cut at its start (…) so that the cursor and what follows
 * it on the row stay in view.
 */
export function cursorInView(text: string, cursor: number, room: number): EditorState {
	// Measured from one segmentation: measuring each cut anew (and, on Node 20, any long text with a newline at
	// all) took half a minute for a pasted 5 KB.
	const before = cells(text.slice(0, cursor));
	let width = before.reduce((sum, cell) => sum + cell.width, 0);
	const after = cells(text.slice(cursor)).reduce((sum, cell) => sum + cell.width, 0);
	// The cursor's own cell: one column after the text when it is at the end.
	if (width + after + 1 <= room) return {text, cursor};
	let start = 0;
	for (const cell of before) {
		if (width + 2 <= room) break;
		start += cell.text.length;
		width -= cell.width;
	}
	return {text: `…${text.slice(start)}`, cursor: cursor - start + 1};
}

/**
 * The value as drawn, tabs as spaces to their stops, and the cursor in it: what cursorInView measures. It counted a
 * tab as no column, so a pasted value with tabs ran past its row and the cursor was cut off.
 */
function drawnValue(text: string, cursor: number): EditorState {
	return {text: expandTabs(text), cursor: expandTabs(text.slice(0, cursor)).length};
}

/** Label, required mark, type hint, the value, what is wrong with it, and (focused) its description. */
export function FieldRow({
	field,
	value,
	focused,
	cursor,
	width,
	armed,
	error,
}: {
	readonly field: FormField;
	readonly value: FormValues[string];
	readonly focused: boolean;
	readonly cursor: number;
	/** Columns the row has. */
	readonly width: number;
	readonly armed: boolean;
	readonly error: string | undefined;
}) {
	const {kind} = field;
	const label = `${focused ? `${glyph.pointer} ` : '  '}${sanitizeLine(field.label)}${field.required ? '*' : ''}`;
	const problem = error ? ` ${glyph.fail} ${error}` : '';
	const fullHint = ` (${sanitizeLine(typeHint(field))}): `;
	// A narrow row keeps the value and what is wrong with it in view before the type hint.
	const hint = focused && width - displayWidth(label + fullHint + problem) < MIN_VALUE_COLUMNS ? ': ' : fullHint;
	const drawn = drawnValue(typeof value === 'string' ? value : '', cursor);
	// Text values are clean already: typed keys pass the keymap's sanitize, defaults initialValues'.
	const shownValue =
		kind.type === 'boolean' ? (
			value === true ? (
				'[x] yes'
			) : value === false ? (
				'[ ] no'
			) : (
				<Text dimColor>[ ] not answered</Text>
			)
		) : kind.type === 'choice' ? (
			typeof value === 'number' ? (
				`‹ ${sanitizeLine(kind.options[value]?.label ?? '')} ›`
			) : (
				<Text dimColor>‹ choose with ←→ ›</Text>
			)
		) : kind.type === 'unsupported' ? (
			<Text color="yellow">
				type {sanitizeLine(kind.what)} cannot be filled in here
				{field.required ? ': decline or cancel' : ' (optional: left out)'}
			</Text>
		) : focused ? (
			<TextField editor={cursorInView(drawn.text, drawn.cursor, width - displayWidth(label + hint + problem))} />
		) : (
			drawn.text
		);
	return (
		<Text wrap="truncate-end" {...(armed ? {} : {dimColor: true})}>
			<Text {...(focused ? {color: 'cyan'} : {})}>{label}</Text>
			<Text dimColor>{hint}</Text>
			{shownValue}
			{problem ? <Text color="red">{problem}</Text> : null}
			{focused && field.description ? <Text dimColor> — {sanitizeLine(field.description)}</Text> : null}
		</Text>
	);
}
