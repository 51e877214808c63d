/** The message editor's view: the text with a visible cursor, or a hint while empty. */
import {Box, Text} from 'ink';
import type {EditorState} from '../editor.js';
import {glyph} from '../theme.js';

export interface PromptInputProps {
	readonly editor: EditorState;
	readonly focused: boolean;
	readonly placeholder: string;
}

export function PromptInput({editor, focused, placeholder}: PromptInputProps) {
	const {text, cursor} = editor;
	const body =
		text === '' ? (
			<Text dimColor>
				{focused ? <Text inverse> </Text> : null}
				{placeholder}
			</Text>
		) : (
			<Text>
				{text.slice(0, cursor)}
				{focused ? <Text inverse>{text[cursor] === '\n' || cursor >= text.length ? ' ' : text[cursor]}</Text> : (text[cursor] ?? '')}
				{text[cursor] === '\n' ? '\n' : ''}
				{text.slice(cursor + 1)}
			</Text>
		);
	return (
		<Box borderStyle="round" borderColor={focused ? 'cyan' : 'gray'} paddingX={1}>
			<Text color="cyan" bold>
				{glyph.user}{' '}
			</Text>
			{body}
		</Box>
	);
}
