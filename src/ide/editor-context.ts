/**
 * What the editor says the person is looking at: `selection_changed` (the selection, as it changes)
 * and `at_mentioned` (lines sent on purpose). The next message carries it as Claude Code's own TUI
 * sends it: a selection as the reminder claude writes for `selected_lines_in_ide`, a mention as an
 * `@file#Lstart-end` reference in the message (what claude's TUI types into its input).
 * Lines in the notifications count from 0; here from 1, as people and claude count them.
 */
import {z} from 'zod';
import type {EditorContext} from '../state/editor.js';

const position = z.object({line: z.number().int().nonnegative(), character: z.number().int().nonnegative()});
/** Only the file is sure to be there: some editors send no selection (or null) when nothing is selected. */
const selectionChanged = z.object({
	text: z.string().optional(),
	filePath: z.string().min(1),
	selection: z.object({start: position, end: position, isEmpty: z.boolean().optional()}).nullish(),
});
const atMentioned = z.object({
	filePath: z.string().min(1),
	lineStart: z.number().int().nonnegative().optional(),
	lineEnd: z.number().int().nonnegative().optional(),
});

/**
 * The context a notification gives: an EditorContext, null when it clears it (an empty selection),
 * or undefined when it is no context notification or does not parse (the editor's text is untrusted).
 */
export function contextFrom(method: string, params: unknown): EditorContext | null | undefined {
	if (method === 'selection_changed') {
		const parsed = selectionChanged.safeParse(params);
		if (!parsed.success) return undefined;
		const {text, filePath, selection} = parsed.data;
		if (!selection || selection.isEmpty === true || !text) return null;
		// A selection ending at the start of a line does not take that line.
		const end =
			selection.end.character === 0 && selection.end.line > selection.start.line
				? selection.end.line - 1
				: selection.end.line;
		return {kind: 'selection', filePath, lineStart: selection.start.line + 1, lineEnd: end + 1, text};
	}
	if (method === 'at_mentioned') {
		const parsed = atMentioned.safeParse(params);
		if (!parsed.success) return undefined;
		const {filePath, lineStart: from, lineEnd: to} = parsed.data;
		// A range marked from its end comes reversed: lines 2 to 6, not 6 to 2.
		const [lineStart, lineEnd] = from !== undefined && to !== undefined && to < from ? [to, from] : [from, to];
		return {
			kind: 'mention',
			filePath,
			...(lineStart === undefined ? {} : {lineStart: lineStart + 1}),
			...(lineEnd === undefined ? {} : {lineEnd: lineEnd + 1}),
		};
	}
	return undefined;
}

/** The reminder claude's TUI adds for selected lines (2.1.330, `selected_lines_in_ide`). */
export function selectionReminder(context: Extract<EditorContext, {kind: 'selection'}>): string {
	return (
		`<system-reminder>\nThe user selected the lines ${context.lineStart} to ${context.lineEnd} from ${context.filePath}:\n` +
		`${context.text}\n\nThis may or may not be related to the current task.\n</system-reminder>`
	);
}

/** `@path#L5-10`, as claude's TUI writes an at-mention into its input. */
export function mentionReference(context: Extract<EditorContext, {kind: 'mention'}>, shownPath: string): string {
	if (context.lineStart === undefined) return `@${shownPath}`;
	const end = context.lineEnd !== undefined && context.lineEnd !== context.lineStart ? `-${context.lineEnd}` : '';
	return `@${shownPath}#L${context.lineStart}${end}`;
}
