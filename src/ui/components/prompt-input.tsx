/**
 * The message editor's frame around the text field. A message taller than the rows it may take
 * shows a window of them that holds the cursor (src/ui/input-window.ts), with a row that
 * counts the rows hidden above or below: the box never outgrows the screen (each row it grew past the
 * screen's top would be pushed into the scrollback again on every key).
 */
import {Box, Text} from 'ink';
import wrapAnsi from 'wrap-ansi';
import type {EditorState} from '../editor.js';
import {inputWindow} from '../input-window.js';
import {PROMPT_MARK_COLUMNS, PromptMark} from './prompt-mark.js';
import {plural} from '../../text/plural.js';
import {displayWidth, expandTabs} from '../../text/width.js';
import {TextField} from './text-field.js';

export interface PromptInputProps {
	readonly editor: EditorState;
	readonly focused: boolean;
	readonly placeholder: string;
	/** The screen's columns, and the most rows the text may take. */
	readonly width: number;
	readonly maxRows: number;
}

/** The border, the padding and the mark. */
const CHROME_COLUMNS = 4 + PROMPT_MARK_COLUMNS;

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

export function PromptInput({editor, focused, placeholder, width, maxRows}: PromptInputProps) {
	const {total, cursorRow} = fieldRows(editor, Math.max(1, width - CHROME_COLUMNS));
	const view = inputWindow(total, cursorRow, maxRows);
	const field = <TextField editor={editor} focused={focused} placeholder={placeholder} />;
	const windowed = view.shown < total;
	// The counts (0 when it all fits) sit above and below the text, in its column, so "› " stays beside the text.
	const count = (arrow: string, rows: number) =>
		rows > 0 ? (
			<Box marginLeft={PROMPT_MARK_COLUMNS}>
				<Text dimColor>
					{arrow} {plural(rows, 'more line')}
				</Text>
			</Box>
		) : null;
	return (
		<Box borderStyle="round" borderColor={focused ? 'cyan' : 'gray'} paddingX={1} flexDirection="column">
			{count('↑', view.above)}
			<Box>
				<PromptMark />
				{windowed ? (
					<Box flexDirection="column" flexGrow={1} height={view.shown} overflow="hidden">
						{/* Kept at its full height (not shrunk to the window), moved up past the rows above the window. */}
						<Box flexShrink={0} marginTop={-view.top}>
							{field}
						</Box>
					</Box>
				) : (
					field
				)}
			</Box>
			{count('↓', view.below)}
		</Box>
	);
}
