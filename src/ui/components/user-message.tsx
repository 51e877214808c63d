import {Box, Text} from 'ink';
import {sanitize} from '../../text/sanitize.js';
import type {UserItem} from '../../state/transcript.js';
import {glyph} from '../theme.js';

export function UserMessage({item}: {readonly item: UserItem}) {
	if (item.subagentPrompt) {
		return (
			<Text dimColor wrap="truncate-end">
				{glyph.user} {sanitize(item.text).split('\n', 1)[0]}
			</Text>
		);
	}
	return (
		<Box marginTop={1}>
			<Text color="cyan" bold>
				{glyph.user}{' '}
			</Text>
			<Text>{sanitize(item.text)}</Text>
		</Box>
	);
}
