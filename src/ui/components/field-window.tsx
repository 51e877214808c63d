/**
 * A text field of as many rows as its text takes, for the message editor and a prompt's typed answer: a
 * text taller than the rows it may take shows a window of them that holds the cursor
 * (src/ui/input-window.ts), with a row that counts the rows hidden above or below. A field cut to one
 * row showed a pasted text of several lines cut at its start, then not at all.
 */
import {Box, Text} from 'ink';
import type {ReactNode} from 'react';
import wrapAnsi from 'wrap-ansi';
import type {EditorState} from '../editor.js';
import {inputWindow, type InputWindow} from '../input-window.js';
import {plural} from '../../text/plural.js';
import {displayWidth, expandTabs} from '../../text/width.js';
import {TextField} from './text-field.js';

/**
 * How many rows the field takes as Ink wraps it (words kept whole where they fit, tabs drawn as spaces,
 * the cursor at the end of a line a cell of its own), and the row the cursor is on.
 */
function fieldRows({text, cursor}: EditorState, columns: number): {total: number; cursorRow: number} {
	let total = 0;
	let cursorRow = 0;
	let start = 0;
	for (const line of text.split('\n')) {
		const end = start + line.length;
		const hasCursor = cursor >= start && cursor <= end;
		const shown = expandTabs(line) + (cursor === end ? ' ' : '');
		const rows =
			displayWidth(shown) <= columns ? [shown] : wrapAnsi(shown, columns, {trim: false, hard: true}).split('\n');
		if (hasCursor) {
			// The rows hold the line's characters in order (a wrap only adds row ends): the row where the cursor's column falls.
			const column = expandTabs(line.slice(0, cursor - start)).length;
			let row = 0;
			let seen = rows[0]!.length;
			while (seen <= column && row < rows.length - 1) seen += rows[++row]!.length;
			cursorRow = total + row;
		}
		total += rows.length;
		start = end + 1;
	}
	return {total, cursorRow};
}

/** Which of the `total` rows of `editor`'s text, wrapped at `columns`, are shown in at most `maxRows` rows. */
export type FieldWindow = InputWindow & {readonly total: number};

export function fieldWindow(editor: EditorState, columns: number, maxRows: number): FieldWindow {
	const {total, cursorRow} = fieldRows(editor, Math.max(1, columns));
	return {...inputWindow(total, cursorRow, maxRows), total};
}

/** The screen rows a field shown through `window` takes: its text's and the counts'. */
export const windowRows = ({shown, above, below}: InputWindow): number =>
	shown + (above > 0 ? 1 : 0) + (below > 0 ? 1 : 0);

/**
 * The field through `window` (fieldWindow), `mark` (`markColumns` wide) beside its first row shown, and
 * `after` beside its end when it all fits on one row.
 */
export function WindowedField({
	editor,
	window,
	mark,
	markColumns,
	after,
	focused = true,
	placeholder = '',
}: {
	readonly editor: EditorState;
	readonly window: FieldWindow;
	readonly mark: ReactNode;
	readonly markColumns: number;
	readonly after?: ReactNode;
	readonly focused?: boolean;
	readonly placeholder?: string;
}) {
	const field = <TextField editor={editor} focused={focused} placeholder={placeholder} />;
	const {top, shown, above, below, total} = window;
	// The counts sit above and below the text, in its column, so the mark stays beside the text.
	const count = (arrow: string, rows: number) =>
		rows > 0 ? (
			<Box marginLeft={markColumns}>
				<Text dimColor>
					{arrow} {plural(rows, 'more line')}
				</Text>
			</Box>
		) : null;
	return (
		<Box flexDirection="column">
			{count('↑', above)}
			<Box>
				{mark}
				{shown < total ? (
					<Box flexDirection="column" flexGrow={1} height={shown} overflow="hidden">
						{/* Kept at its full height (not shrunk to the window), moved up past the rows above the window. */}
						<Box flexShrink={0} marginTop={-top}>
							{field}
						</Box>
					</Box>
				) : (
					field
				)}
				{after}
			</Box>
			{count('↓', below)}
		</Box>
	);
}
