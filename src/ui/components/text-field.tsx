/**
 * An editor's text with a visible cursor (inverse cell), for every place the person types. The
 * cursor covers a whole grapheme: inverting one code unit split an emoji's surrogate pair ("��").
 */
import {Text} from 'ink';
import {type EditorState, graphemeAt} from '../editor.js';

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
	const {start, end} = graphemeAt(text, cursor);
	const under = text.slice(start, end);
	const shown = under === '' || under === '\n' ? ' ' : under;
	return (
		<Text>
			{text.slice(0, start)}
			{focused ? <Text inverse>{shown}</Text> : under === '\n' ? '' : shown}
			{under === '\n' ? '\n' : ''}
			{text.slice(end)}
		</Text>
	);
}
