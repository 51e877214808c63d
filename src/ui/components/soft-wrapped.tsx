/**
 * Text that the terminal, not Ink, wraps: the box is as wide as the longest line, so a paragraph
 * stays one line and copy/paste gives clean text. Ink counts such a line as one row when it erases
 * the live region; the frame differ (src/terminal/) counts the rows the terminal wrapped it onto.
 * In a box that cuts rows (the backlog), the text comes as its last `lastRows` rows instead, each a
 * line of its own, so the box's width does not cut their ends off.
 */
import {Box, Text} from 'ink';
import {useMemo} from 'react';
import {cutIntoRows, tailRows} from '../../text/rows.js';
import {displayWidth} from '../../text/width.js';

export function SoftWrapped({
	text,
	width,
	dim = false,
	lastRows,
}: {
	readonly text: string;
	readonly width: number;
	readonly dim?: boolean;
	readonly lastRows?: number | undefined;
}) {
	const shown = useMemo(
		() => (lastRows === undefined ? text : cutIntoRows(tailRows(text, width, lastRows), width)),
		[text, width, lastRows],
	);
	const widest = useMemo(() => shown.split('\n').reduce((max, line) => Math.max(max, displayWidth(line)), 0), [shown]);
	return (
		<Box width={Math.max(width, widest)}>
			<Text dimColor={dim}>{shown}</Text>
		</Box>
	);
}
