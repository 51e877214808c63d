/**
 * An Agent/Task call: the subagent's own items nested under it while it runs (the latest few), a one-line summary
 * once done, and everything it did when expanded (Ctrl+O).
 */
import {Box, Text} from 'ink';
import {agentResultSchema, agentTotalsSchema, parseLenient} from '../../../protocol/tool-inputs.js';
import {sanitize} from '../../../text/sanitize.js';
import type {ToolCall} from '../../../state/transcript.js';
import {formatDuration, formatTokens} from '../../format.js';
import {glyph} from '../../theme.js';
import {plural} from '../../tool-summary.js';
import {LIVE_LINES, type ViewOptions} from '../../view.js';
import {TranscriptItemView} from '../transcript-item.js';
import {OutputExcerpt} from './output-excerpt.js';
import {SubagentStep} from './subagent-step.js';

const EXPANDED_MAX_ITEMS = 500;

/** The finished Agent's own totals first: the last task_progress was sent before the subagent's last reply. */
function summary(call: ToolCall): string {
	const task = call.task;
	const totals = parseLenient(agentTotalsSchema, call.result?.structured);
	const uses = totals?.totalToolUseCount ?? task?.toolUses ?? call.children.filter(item => item.kind === 'tool').length;
	const tokens = totals?.totalTokens ?? task?.totalTokens;
	const ms = totals?.totalDurationMs ?? task?.durationMs ?? (call.endedAt === undefined ? undefined : call.endedAt - call.startedAt);
	const parts = [plural(uses, 'tool use')];
	if (tokens !== undefined) parts.push(`${formatTokens(tokens)} tokens`);
	if (ms !== undefined) parts.push(formatDuration(ms));
	return parts.join(' · ');
}

function launchedInBackground(call: ToolCall): boolean {
	return call.task?.backgrounded === true || parseLenient(agentResultSchema, call.result?.structured)?.status === 'async_launched';
}

export function SubagentBody({call, view, expanded}: {readonly call: ToolCall; readonly view: ViewOptions; readonly expanded: boolean}) {
	if (call.status === 'denied') return null;
	const children = call.children.filter(item => !(item.kind === 'user' && item.subagentPrompt));
	const childView = {...view, width: Math.max(20, view.width - 4)};
	if (call.settled === true && !expanded) {
		if (call.status === 'error' && call.result) return <OutputExcerpt text={call.result.text} view={view} tone="error" />;
		return (
			<Text dimColor wrap={view.live ? 'truncate-end' : 'wrap'}>
				{'  '}
				{glyph.nested} {launchedInBackground(call) ? 'running in the background' : summary(call)}
				{call.task?.summary ? ` — ${sanitize(call.task.summary).split('\n', 1)[0]}` : ''}
			</Text>
		);
	}
	const shown = expanded ? children.slice(0, EXPANDED_MAX_ITEMS) : children.slice(-LIVE_LINES.subagentItems);
	const hidden = children.length - shown.length;
	return (
		<Box flexDirection="column" marginLeft={4}>
			{hidden > 0 && !expanded ? <Text dimColor>… {plural(hidden, 'earlier step')}</Text> : null}
			{shown.map(item => (expanded ? <TranscriptItemView key={item.id} item={item} view={childView} /> : <SubagentStep key={item.id} item={item} view={childView} />))}
			{hidden > 0 && expanded ? <Text dimColor>… {plural(hidden, 'more step')}</Text> : null}
			{call.task && !call.settled ? (
				<Text dimColor>
					{glyph.nested} {call.task.lastToolName ? `last tool ${sanitize(call.task.lastToolName)} · ` : ''}
					{summary(call)}
				</Text>
			) : null}
			{expanded ? <Text dimColor>{glyph.nested} {summary(call)}</Text> : null}
		</Box>
	);
}
