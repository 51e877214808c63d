/**
 * A question's "Other" answer. Typed, it is a field of as many rows as its text takes, through a window that holds
 * the cursor (field-window.tsx), as a deny reason is: drawn inline, a pasted answer of many lines pushed the prompt
 * past the top of the screen. Otherwise it is one line: its first, and how many more.
 */
import {Box, Text} from 'ink';
import type {ReactNode} from 'react';
import {plural} from '../../../text/plural.js';
import {sanitize} from '../../../text/sanitize.js';
import {displayWidth, expandTabs} from '../../../text/width.js';
import type {EditorState} from '../../editor.js';
import {fieldWindow, WindowedField, type FieldWindow} from '../field-window.js';
import {NUMBER_COLUMNS} from './numbered-row.js';

const LABEL = 'Other: ';

/** The typed answer's window in a NumberedRow `width` columns wide, in at most `maxRows` rows. */
export const otherWindow = (editor: EditorState, width: number, maxRows: number): FieldWindow =>
	fieldWindow(editor, width - NUMBER_COLUMNS - displayWidth(LABEL), maxRows);

/** The answer as one line: its first (tabs as spaces) and the count of the others. */
function summary(text: string): {readonly first: string; readonly more: string} {
	const lines = sanitize(text).split('\n');
	return {first: expandTabs(lines[0]!), more: lines.length > 1 ? ` (+${plural(lines.length - 1, 'more line')})` : ''};
}

/** What the answer's row says when it is not being typed, as plain text (to measure). */
export const otherLine = (text: string): string => {
	const {first, more} = summary(text);
	return `${LABEL}${first}${more}`;
};

/** The answer being typed, `number` (NumberedRow's) and its label beside its first row shown. */
export function OtherField({
	editor,
	window,
	number,
}: {
	readonly editor: EditorState;
	readonly window: FieldWindow;
	readonly number: ReactNode;
}) {
	return (
		<WindowedField
			editor={editor}
			window={window}
			mark={
				<Box flexShrink={0}>
					{number}
					<Text color="cyan">{LABEL}</Text>
				</Box>
			}
			markColumns={NUMBER_COLUMNS + displayWidth(LABEL)}
		/>
	);
}

export function OtherLine({text}: {readonly text: string}) {
	if (text === '')
		return (
			<>
				{LABEL}
				<Text dimColor>type your own answer</Text>
			</>
		);
	const {first, more} = summary(text);
	return (
		<>
			{LABEL}
			{first}
			{more ? <Text dimColor>{more}</Text> : null}
		</>
	);
}
