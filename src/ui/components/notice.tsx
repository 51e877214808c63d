import {Box, Text} from 'ink';
import {sanitize} from '../../text/sanitize.js';
import type {DiagnosticItem, NoticeItem} from '../../state/transcript.js';
import {glyph} from '../../present/theme.js';

const STYLE = {
	info: {color: 'gray', mark: glyph.info},
	warning: {color: 'yellow', mark: glyph.warn},
	error: {color: 'red', mark: glyph.fail},
} as const;

export function Notice({item}: {readonly item: NoticeItem}) {
	const style = STYLE[item.level];
	return (
		<Box flexDirection="column" marginTop={item.level === 'info' && !item.expanded ? 0 : 1}>
			<Text color={style.color}>
				{style.mark} {sanitize(item.text)}
				{item.detail !== undefined && !item.expanded ? <Text dimColor> · Ctrl+O to read it</Text> : null}
			</Text>
			{item.expanded && item.detail !== undefined ? <Text dimColor>{sanitize(item.detail)}</Text> : null}
		</Box>
	);
}

export function Diagnostic({item}: {readonly item: DiagnosticItem}) {
	return (
		<Box flexDirection="column" marginTop={1}>
			<Text color="yellow">
				{glyph.warn} {sanitize(item.text)}
			</Text>
			{item.excerpt ? <Text dimColor> {sanitize(item.excerpt)}</Text> : null}
		</Box>
	);
}
