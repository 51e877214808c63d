import {Box, Text} from 'ink';
import {sanitize} from '../../text/sanitize.js';
import {expandTabs} from '../../text/width.js';
import type {UserItem} from '../../state/transcript.js';
import {glyph} from '../../present/theme.js';
import {PromptMark} from './prompt-mark.js';

export function UserMessage({item}: {readonly item: UserItem}) {
	if (item.subagentPrompt) {
		return (
			<Text dimColor wrap="truncate-end">
				{glyph.user} {expandTabs(sanitize(item.text).split('\n', 1)[0]!)}
			</Text>
		);
	}
	return (
		<Box marginTop={1}>
			<PromptMark />
			{/* A message keeps its tabs; Ink counts a tab as no column, so they are drawn as spaces. */}
			<Text>
				{sanitize(item.text)
					.split('\n')
					.map(line => expandTabs(line))
					.join('\n')}
			</Text>
		</Box>
	);
}
