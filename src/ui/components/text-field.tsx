/** An editor's text with a visible cursor (inverse cell), for every place the person types. */
import {Text} from 'ink';
import type {EditorState} from '../editor.js';

export function TextField({editor, focused = true, placeholder = ''}: {readonly editor: EditorState; readonly focused?: boolean; readonly placeholder?: string}) {
	const {text, cursor} = editor;
	if (text === '') {
		return (
			<Text dimColor>
				{focused ? <Text inverse> </Text> : null}
				{placeholder}
			</Text>
		);
	}
	const under = text[cursor];
	return (
		<Text>
			{text.slice(0, cursor)}
			{focused ? <Text inverse>{under === undefined || under === '\n' ? ' ' : under}</Text> : (under ?? '')}
			{under === '\n' ? '\n' : ''}
			{text.slice(cursor + 1)}
		</Text>
	);
}
