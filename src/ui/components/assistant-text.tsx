import {Box, Text} from 'ink';
import {useMemo} from 'react';
import {renderMarkdown} from '../../text/markdown.js';
import {liveMarkdownTail} from '../../text/markdown-split.js';
import {tailRows} from '../../text/rows.js';
import type {TextItem} from '../../state/transcript.js';
import {offPromptMark} from '../../present/prompt-mark-guard.js';
import {agentTag} from '../../present/tool-summary.js';
import {LIVE_LINES, liveBudget, liveSource, type ViewOptions} from '../view.js';
import {SoftWrapped} from './soft-wrapped.js';

export function AssistantText({item, view}: {readonly item: TextItem; readonly view: ViewOptions}) {
	// Live, only what the last rows need: a long open code block is not re-highlighted whole on every frame,
	// nor a line of a megabyte rendered whole.
	const rows = liveBudget(view, LIVE_LINES.text);
	const source = view.live ? liveMarkdownTail(liveSource(item, view, rows), rows) : item.text;
	const rendered = useMemo(
		() => offPromptMark(renderMarkdown(source, {width: view.width, color: view.color, links: item.links}), view.width),
		[source, view.width, view.color, item.links],
	);
	const aborted = item.aborted ? <Text color="yellow"> (cut short)</Text> : null;
	// Live, the last rows, laid out as history will show them: a paragraph that moves there stays where it is on screen.
	return (
		<Box flexDirection="column" marginTop={1}>
			{/* A background subagent's text, not the main Claude's: its head says whose (a continuation is under it). */}
			{item.agent && !item.continuation ? <Text dimColor>{agentTag(item.agent)}</Text> : null}
			<SoftWrapped
				text={view.live ? tailRows(rendered, view.width, rows) : rendered}
				width={view.width}
				lastRows={view.backlogRows}
			/>
			{aborted}
		</Box>
	);
}
