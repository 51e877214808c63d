import {Box, Text} from 'ink';
import {renderMarkdown} from '../../text/markdown.js';
import {sanitize} from '../../text/sanitize.js';
import type {DiagnosticItem, NoticeItem} from '../../state/transcript.js';
import {offPromptMark} from '../../present/prompt-mark-guard.js';
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
			<Text color={style.color}>
				{/* Its lines after the first start at the left edge, as the person's messages do. */}
				{offPromptMark(`${style.mark} ${sanitize(item.text)}`)}
				{item.detail !== undefined && !item.expanded ? <Text dimColor> · Ctrl+O to read it</Text> : null}
			</Text>
			{item.expanded && item.detail !== undefined ? <Text dimColor>{offPromptMark(sanitize(item.detail))}</Text> : null}
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
