/**
 * The message editor's frame around the text field. A message taller than the rows it may take
 * shows a window of them that holds the cursor (field-window.tsx): the box never outgrows the screen
 * (each row it grew past the screen's top would be pushed into the scrollback again on every key).
 */
import {Box} from 'ink';
import type {EditorState} from '../editor.js';
import {fieldWindow, WindowedField} from './field-window.js';
import {PROMPT_MARK_COLUMNS, PromptMark} from './prompt-mark.js';

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

export function PromptInput({editor, focused, placeholder, width, maxRows}: PromptInputProps) {
	return (
		<Box borderStyle="round" borderColor={focused ? 'cyan' : 'gray'} paddingX={1} flexDirection="column">
			<WindowedField
				editor={editor}
				window={fieldWindow(editor, width - CHROME_COLUMNS, maxRows)}
				mark={<PromptMark />}
				markColumns={PROMPT_MARK_COLUMNS}
				focused={focused}
				placeholder={placeholder}
			/>
		</Box>
	);
}
