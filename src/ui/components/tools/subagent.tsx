/**
 * An Agent/Task call: the subagent's own items nested under it while it runs (the latest few), a one-line summary
 * once done, and everything it did when expanded (Ctrl+O).
 */
import {Box, Text} from 'ink';
import {sanitize} from '../../../text/sanitize.js';
import {glyph} from '../../../present/theme.js';
import {subagentEnd, subagentReport, subagentWork} from '../../../present/tool-summary.js';
import {renderMarkdown, renderMarkdownLine} from '../../../text/markdown.js';
import {plural} from '../../../text/plural.js';
import {LIVE_LINES} from '../../view.js';
import {TranscriptItemView} from '../transcript-item.js';
import {Nested} from './nested.js';
import {OutputExcerpt} from './output-excerpt.js';
import {SubagentStep} from './subagent-step.js';
import type {ToolBodyProps} from './body-props.js';

const EXPANDED_MAX_ITEMS = 500;

export function SubagentBody({call, view, expanded}: ToolBodyProps) {
	if (call.status === 'denied') return null;
	const children = call.children.filter(item => !(item.kind === 'user' && item.subagentPrompt));
	const childView = {...view, width: Math.max(20, view.width - 4)};
	if (call.settled === true && !expanded) {
		if (call.status === 'error' && call.result)
			return <OutputExcerpt text={call.result.text} view={view} tone="error" />;
		const {status, summary} = subagentEnd(call);
		// Claude's summary is markdown: its code and emphasis drawn as in prose, its rows right of the gutter.
		return (
			<Nested>
				<Text dimColor wrap={view.live ? 'truncate-end' : 'wrap'}>
					{status}
					{summary === undefined ? null : <> — {renderMarkdownLine(summary, {color: view.color})}</>}
				</Text>
			</Nested>
		);
	}
	// Expanded, a finished subagent's whole report follows its steps: folded, only its first line shows.
	const report = expanded && call.settled === true ? subagentReport(call) : undefined;
	const shown = expanded ? children.slice(0, EXPANDED_MAX_ITEMS) : children.slice(-LIVE_LINES.subagentItems);
	const hidden = children.length - shown.length;
	return (
		<Box flexDirection="column" marginLeft={4}>
			{hidden > 0 && !expanded ? <Text dimColor>… {plural(hidden, 'earlier step')}</Text> : null}
			{shown.map(item =>
				expanded ? (
					<TranscriptItemView key={item.id} item={item} view={childView} />
				) : (
					<SubagentStep key={item.id} item={item} view={childView} />
				),
			)}
			{hidden > 0 && expanded ? <Text dimColor>… {plural(hidden, 'more step')}</Text> : null}
			{call.task && !call.settled ? (
				<Text dimColor>
					{glyph.nested} {call.task.lastToolName ? `last tool ${sanitize(call.task.lastToolName)} · ` : ''}
					{subagentWork(call)}
				</Text>
			) : null}
			{expanded ? (
				<Text dimColor>
					{glyph.nested} {subagentWork(call)}
				</Text>
			) : null}
			{expanded && report !== undefined ? (
				<Text>{renderMarkdown(report, {width: childView.width, color: view.color})}</Text>
			) : null}
		</Box>
	);
}
