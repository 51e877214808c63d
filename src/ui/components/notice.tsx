import {Box, Text} from 'ink';
import type {ReactNode} from 'react';
import {renderMarkdown} from '../../text/markdown.js';
import {sanitize} from '../../text/sanitize.js';
import type {DiagnosticItem, NoticeItem} from '../../state/transcript.js';
import {glyph} from '../../present/theme.js';
import type {ViewOptions} from '../view.js';

const STYLE = {
	info: {color: 'gray', mark: glyph.info},
	warning: {color: 'yellow', mark: glyph.warn},
	error: {color: 'red', mark: glyph.fail},
} as const;

export function Notice({item, view}: {readonly item: NoticeItem; readonly view: ViewOptions}) {
	const style = STYLE[item.level];
	if (item.markdown)
		return (
			<Box>
				<Text color={style.color}>{style.mark} </Text>
				<Box width={Math.max(1, view.width - 2)}>
					<Text color={style.color}>{renderMarkdown(item.text, {width: view.width - 2, color: view.color})}</Text>
				</Box>
			</Box>
		);
	return (
		<Box flexDirection="column" marginTop={item.level === 'info' && !item.expanded ? 0 : 1}>
			<Marked mark={style.mark} color={style.color}>
				{sanitize(item.text)}
				{item.detail !== undefined && !item.expanded ? <Text dimColor> · Ctrl+O to read it</Text> : null}
			</Marked>
			{item.expanded && item.detail !== undefined ? (
				<Box marginLeft={2}>
					<Text dimColor>{sanitize(item.detail)}</Text>
				</Box>
			) : null}
		</Box>
	);
}

/**
 * A mark with its text in a column of its own, so no row of the text (a line of it, or one Ink wraps it onto) starts
 * at the left edge: text quoted from the model there could read as the person's `› message`.
 */
function Marked({
	mark,
	color,
	children,
}: {
	readonly mark: string;
	readonly color: string;
	readonly children: ReactNode;
}) {
	return (
		<Box>
			<Box flexShrink={0}>
				<Text color={color}>{mark} </Text>
			</Box>
			<Text color={color}>{children}</Text>
		</Box>
	);
}

export function Diagnostic({item}: {readonly item: DiagnosticItem}) {
	return (
		<Box flexDirection="column" marginTop={1}>
			<Marked mark={glyph.warn} color="yellow">
				{sanitize(item.text)}
			</Marked>
			{item.excerpt ? (
				<Box marginLeft={1}>
					<Text dimColor>{sanitize(item.excerpt)}</Text>
				</Box>
			) : null}
		</Box>
	);
}
