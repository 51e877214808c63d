/**
 * The message editor's frame around the text field. A message taller than the rows it may take
 * shows the rows that end at the cursor's line: the box never outgrows the screen (each row it
 * grew past the screen's top would be pushed into the scrollback again on every key).
 */
import {Box, Text} from 'ink';
import {rowsOf} from '../../text/rows.js';
import type {EditorState} from '../editor.js';
import {glyph} from '../../present/theme.js';
import {TextField} from './text-field.js';

export interface PromptInputProps {
	readonly editor: EditorState;
	readonly focused: boolean;
	readonly placeholder: string;
	/** The screen's columns, and the most rows the text may take. */
	readonly width: number;
	readonly maxRows: number;
}

/** The border, the padding and the "› " before the text. */
const CHROME_COLUMNS = 6;

export function PromptInput({editor, focused, placeholder, width, maxRows}: PromptInputProps) {
	const {text, cursor} = editor;
	// Up to the end of the cursor's line: with the rows kept from the bottom, the cursor stays in view.
	const lineEnd = text.indexOf('\n', cursor);
	const upToCursorLine = lineEnd === -1 ? text : text.slice(0, lineEnd);
	const columns = Math.max(1, width - CHROME_COLUMNS);
	const rows = upToCursorLine.split('\n').reduce((sum, line) => sum + rowsOf(line, columns), 0);
	const cut = rows > maxRows;
	return (
		<Box borderStyle="round" borderColor={focused ? 'cyan' : 'gray'} paddingX={1}>
			{/* Not shrunk by a message that wraps: "›" and its space stay beside the text's first row. */}
			<Box flexShrink={0}>
				<Text color="cyan" bold>
					{glyph.user}{' '}
				</Text>
			</Box>
			{cut ? (
				<Box flexDirection="column" height={Math.max(1, maxRows)} overflow="hidden" justifyContent="flex-end">
					{/* Kept at its full height (not shrunk to the box), so the box's bottom shows its last rows. */}
					<Box flexShrink={0}>
						<TextField editor={{text: upToCursorLine, cursor}} focused={focused} placeholder={placeholder} />
					</Box>
				</Box>
			) : (
				<TextField editor={editor} focused={focused} placeholder={placeholder} />
			)}
		</Box>
	);
}
