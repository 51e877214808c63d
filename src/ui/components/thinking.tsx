/**
 * Thinking, dimmed: the last rows while it streams (live), the full text in history. A long block
 * reaches history in paragraph segments: the first carries the header, the last the duration. Live
 * rows look exactly as history will, so a paragraph that moves there stays where it is on screen;
 * for the same reason a live continuation has no header of its own (history shows it just above). A block cut short
 * says so where its duration is.
 */
import {Box, Text} from 'ink';
import {tailRows} from '../../text/rows.js';
import {sanitize} from '../../text/sanitize.js';
import {expandTabs} from '../../text/width.js';
import type {ThinkingItem} from '../../state/transcript.js';
import {formatDuration, formatTokens} from '../../present/format.js';
import {offPromptMark} from '../../present/prompt-mark-guard.js';
import {agentTag} from '../../present/tool-summary.js';
import {glyph} from '../../present/theme.js';
import {HIDDEN_THINKING, isHiddenThinking} from '../../present/thinking.js';
import {LIVE_LINES, liveBudget, liveSource, type ViewOptions} from '../view.js';
import {SoftWrapped} from './soft-wrapped.js';

function facts(item: ThinkingItem): string {
	const parts: string[] = [];
	if (item.durationMs !== undefined) parts.push(formatDuration(item.durationMs));
	if (item.estimatedTokens !== undefined) parts.push(`~${formatTokens(item.estimatedTokens)} tokens`);
	return parts.join(' · ');
}

function title(item: ThinkingItem): string {
	if (isHiddenThinking(item)) return HIDDEN_THINKING;
	const known = facts(item);
	if (item.status === 'streaming') return known ? `Thinking… (${known})` : 'Thinking…';
	return known ? `Thought for ${known}` : 'Thinking';
}

export function Thinking({item, view}: {readonly item: ThinkingItem; readonly view: ViewOptions}) {
	const rows = liveBudget(view, LIVE_LINES.thinking);
	// Live, a line of a megabyte is not sanitized and measured whole on every frame: only its last rows show.
	const text = offPromptMark(
		expandTabs(sanitize(view.live ? liveSource(item, view, rows) : item.text).trim()),
		view.width,
	);
	const shown = view.showThinking && !isHiddenThinking(item) && text !== '';
	// Marked as text cut short is: claude died (or the stream failed) before the block ended.
	const cut = item.aborted ? <Text color="yellow"> (cut short)</Text> : null;
	const header =
		item.continuation && (!view.live || shown) ? null : (
			<Text color="magenta" dimColor={item.status === 'done'}>
				{glyph.thinking} {item.agent ? <Text dimColor>{agentTag(item.agent)} </Text> : null}
				{title(item)}
				{cut}
				{view.live && !view.showThinking ? <Text dimColor> · ctrl+t shows it</Text> : null}
			</Text>
		);
	const footer =
		item.continuation && !view.live && (facts(item) || cut) ? (
			<Text dimColor>
				{glyph.thinking} {facts(item) ? `thought for ${facts(item)}` : 'thinking'}
				{cut}
			</Text>
		) : null;
	const body = shown ? (
		<SoftWrapped
			text={view.live ? tailRows(text, view.width, rows) : text}
			width={view.width}
			lastRows={view.backlogRows}
			dim
		/>
	) : null;
	if (!header && !body && !footer) return null;
	return (
		<Box flexDirection="column" marginTop={1}>
			{header}
			{body}
			{footer}
		</Box>
	);
}
