/** One answer of a prompt: pointer and number in a column of their own, so a long answer wraps under its text. */
import {Box, Text} from 'ink';
import type {ReactNode} from 'react';
import {glyph} from '../../theme.js';

export function NumberedRow({number, focused, armed, children}: {readonly number: string; readonly focused: boolean; readonly armed: boolean; readonly children: ReactNode}) {
	const style = {dimColor: !armed, ...(focused ? {color: 'cyan'} : {})};
	return (
		<Box>
			<Box flexShrink={0}>
				<Text {...style}>
					{focused ? `${glyph.pointer} ` : '  '}
					{number}{' '}
				</Text>
			</Box>
			<Text {...style}>{children}</Text>
		</Box>
	);
}
