/**
 * An editor's text with a visible cursor (inverse cell), for every place the person types. The
 * cursor covers a whole grapheme (an emoji, an accented letter), and tabs are drawn as spaces to
 * the next stop: Ink counts a tab as no column, so a raw one broke the box around the field.
 */
import {Text} from 'ink';
import {displayWidth, expandTabs} from '../../text/width.js';
import {type EditorState, graphemeAt} from '../editor.js';

/** `text` with its tabs expanded, its first line starting at screen column `column`. */
function expandFrom(text: string, column: number): string {
	return text
		.split('\n')
		.map((line, index) => (index === 0 ? expandTabs(' '.repeat(column) + line).slice(column) : expandTabs(line)))
		.join('\n');
}

export function TextField({
	editor,
	focused = true,
	placeholder = '',
}: {
	readonly editor: EditorState;
	readonly focused?: boolean;
	readonly placeholder?: string;
}) {
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
	const before = expandFrom(text.slice(0, start), 0);
	const column = displayWidth(before.slice(before.lastIndexOf('\n') + 1));
	const under = text.slice(start, end);
	const shown = under === '\t' ? expandFrom(under, column) : under === '' || under === '\n' ? ' ' : under;
	return (
		<Text>
			{before}
			{focused ? <Text inverse>{shown}</Text> : under === '\n' ? '' : shown}
			{under === '\n' ? '\n' : ''}
			{expandFrom(text.slice(end), under === '\n' ? 0 : column + displayWidth(shown))}
		</Text>
	);
}
