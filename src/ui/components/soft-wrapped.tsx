/**
 * Text that the terminal, not Ink, wraps: the box is as wide as the longest line, so a paragraph
 * stays one line and copy/paste gives clean text. Ink counts such a line as one row when it erases
 * the live region; the frame differ (src/terminal/) counts the rows the terminal wrapped it onto.
 */
import {Box, Text} from 'ink';
import {useMemo} from 'react';
import {displayWidth} from '../../text/width.js';

export function SoftWrapped({
	text,
	width,
	dim = false,
}: {
	readonly text: string;
	readonly width: number;
	readonly dim?: boolean;
}) {
	const widest = useMemo(() => text.split('\n').reduce((max, line) => Math.max(max, displayWidth(line)), 0), [text]);
	return (
		<Box width={Math.max(width, widest)}>
			<Text dimColor={dim}>{text}</Text>
		</Box>
	);
}
