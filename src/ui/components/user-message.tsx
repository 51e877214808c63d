import {Box, Text} from 'ink';
import {sanitize} from '../../text/sanitize.js';
import {expandTabs} from '../../text/width.js';
import type {UserItem} from '../../state/transcript.js';
import {glyph} from '../../present/theme.js';
import {PromptMark} from './prompt-mark.js';

/**
 * A message longer than this many lines shows its first FOLD_KEPT: live, a paste that long is its placeholder, but a
 * resumed session's file holds the paste itself, which would flood the scrollback. `cctui export` keeps it whole.
 */
const FOLD_OVER = 40;
const FOLD_KEPT = 20;

export function UserMessage({item}: {readonly item: UserItem}) {
	if (item.subagentPrompt) {
		return (
			<Text dimColor wrap="truncate-end">
				{glyph.user} {expandTabs(sanitize(item.text).split('\n', 1)[0]!)}
			</Text>
		);
	}
	const lines = sanitize(item.text).split('\n');
	const folded = lines.length > FOLD_OVER ? lines.length - FOLD_KEPT : 0;
	return (
		<Box marginTop={1}>
			<PromptMark />
			<Box flexDirection="column">
				{/* A message keeps its tabs; Ink counts a tab as no column, so they are drawn as spaces. */}
				<Text>{(folded > 0 ? lines.slice(0, FOLD_KEPT) : lines).map(line => expandTabs(line)).join('\n')}</Text>
				{folded > 0 ? <Text dimColor>{`… ${folded} more lines (cctui export keeps them)`}</Text> : null}
			</Box>
		</Box>
	);
}
