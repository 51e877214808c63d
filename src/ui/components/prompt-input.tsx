/** The message editor's frame around the text field. */
import {Box, Text} from 'ink';
import type {EditorState} from '../editor.js';
import {glyph} from '../theme.js';
import {TextField} from './text-field.js';

export interface PromptInputProps {
	readonly editor: EditorState;
	readonly focused: boolean;
	readonly placeholder: string;
}

export function PromptInput({editor, focused, placeholder}: PromptInputProps) {
	return (
		<Box borderStyle="round" borderColor={focused ? 'cyan' : 'gray'} paddingX={1}>
			<Text color="cyan" bold>
				{glyph.user}{' '}
			</Text>
			<TextField editor={editor} focused={focused} placeholder={placeholder} />
		</Box>
	);
}
