/** The `⎿` gutter that hangs a call's details under its header; lines that wrap stay right of the gutter. */
import {Box, Text} from 'ink';
import type {ReactNode} from 'react';
import {glyph} from '../../../present/theme.js';

/** Columns the gutter takes: bodies size their own lines (diffs, clipped output) to the width left. */
export const GUTTER = 4;

export function Nested({children, mark = true}: {readonly children: ReactNode; readonly mark?: boolean}) {
	return (
		<Box>
			<Box width={GUTTER} flexShrink={0}>
				<Text dimColor>{mark ? `  ${glyph.nested}` : ''}</Text>
			</Box>
			<Box flexDirection="column" flexGrow={1}>
				{children}
			</Box>
		</Box>
	);
}
