/**
 * Text for history that the terminal, not Ink, wraps: the box is as wide as the longest line, so
 * a paragraph stays one line and copy/paste gives clean text. Only for <Static> output, which is
 * written once and never erased (a soft-wrapped line in the live region would break erasing).
 */
import {Box, Text} from 'ink';
import {useMemo} from 'react';
import {displayWidth} from '../../text/width.js';

export function SoftWrapped({text, width, dim = false}: {readonly text: string; readonly width: number; readonly dim?: boolean}) {
	const widest = useMemo(() => text.split('\n').reduce((max, line) => Math.max(max, displayWidth(line)), 0), [text]);
	return (
		<Box width={Math.max(width, widest)}>
			<Text dimColor={dim}>{text}</Text>
		</Box>
	);
}
