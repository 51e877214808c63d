/**
 * Under a prompt, the message typed ahead on one row: its end, where the cursor is, and how many
 * wait in the queue. One row whatever was typed, so the prompt keeps the rows it was given and its
 * answers stay on screen (a growing editor box once pushed a prompt's title off a 30x8 screen).
 */
import {Text} from 'ink';
import type {EditorState} from '../editor.js';
import {TextField} from './text-field.js';

export function TypedAhead({editor, queued}: {readonly editor: EditorState; readonly queued: number}) {
	// ⏎ stands for a newline: one code unit for one, so the cursor stays where it was.
	const flat = {text: editor.text.replaceAll('\n', '⏎'), cursor: editor.cursor};
	return (
		<Text wrap="truncate-start">
			{queued > 0 ? <Text dimColor>⏳ {queued} queued · </Text> : null}
			<Text color="cyan">› </Text>
			<TextField editor={flat} />
		</Text>
	);
}
