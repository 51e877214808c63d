import {Box, Text} from 'ink';
import {glyph} from '../../present/theme.js';
import {displayWidth} from '../../text/width.js';

/** The columns the mark takes: the glyph and a space. */
export const PROMPT_MARK_COLUMNS = displayWidth(glyph.user) + 1;

/**
 * "› " before a message, in the input box and in the transcript. Not shrunk by a message that wraps: the mark and its
 * space stay beside the text's first row (Yoga shrank them to "›" alone).
 */
export function PromptMark() {
	return (
		<Box flexShrink={0}>
			<Text color="cyan" bold>
				{glyph.user}{' '}
			</Text>
		</Box>
	);
}
