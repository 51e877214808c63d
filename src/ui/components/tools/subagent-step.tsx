/**
 * One step of a running subagent in the live region, as one row: a tool call's header, the first line of its text
 * or thinking. Several full steps (a diff, a paragraph) would push the live region past the screen.
 */
import {Box, Text} from 'ink';
import {sanitizeLine} from '../../../text/sanitize.js';
import type {TranscriptItem} from '../../../state/transcript.js';
import {glyph} from '../../../present/theme.js';
import type {ViewOptions} from '../../view.js';
import {ToolCallView} from '../tool-call.js';
import {TranscriptItemView} from '../transcript-item.js';

const firstLine = (text: string) => sanitizeLine(text.trim().split('\n', 1)[0] ?? '');

export function SubagentStep({item, view}: {readonly item: TranscriptItem; readonly view: ViewOptions}) {
	switch (item.kind) {
		case 'tool':
			return <ToolCallView call={item.call} view={view} compact />;
		case 'text':
		case 'thinking': {
			const line =
				item.kind === 'text'
					? `${glyph.assistant} ${firstLine(item.text)}`
					: `${glyph.thinking} ${firstLine(item.text) || 'Thinking…'}`;
			return (
				<Box width={view.width}>
					<Text dimColor={item.kind === 'thinking'} wrap="truncate-end">
						{line}
					</Text>
				</Box>
			);
		}
		default:
			return <TranscriptItemView item={item} view={view} />;
	}
}
