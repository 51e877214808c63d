/** An Agent/Task call: the subagent's own items nested under it, a one-line summary once done. */
import {Box, Text} from 'ink';
import {sanitize} from '../../../text/sanitize.js';
import type {ToolCall} from '../../../state/transcript.js';
import {formatDuration, formatTokens} from '../../format.js';
import {glyph} from '../../theme.js';
import {LIVE_LINES, type ViewOptions} from '../../view.js';
import {TranscriptItemView} from '../transcript-item.js';

function summary(call: ToolCall): string {
	const task = call.task;
	const tools = call.children.filter(item => item.kind === 'tool').length;
	const parts = [`${task?.toolUses ?? tools} tool use${(task?.toolUses ?? tools) === 1 ? '' : 's'}`];
	if (task?.totalTokens !== undefined) parts.push(`${formatTokens(task.totalTokens)} tokens`);
	if (task?.durationMs !== undefined) parts.push(formatDuration(task.durationMs));
	else if (call.endedAt !== undefined) parts.push(formatDuration(call.endedAt - call.startedAt));
	return parts.join(' · ');
}

export function SubagentBody({call, view}: {readonly call: ToolCall; readonly view: ViewOptions}) {
	const finished = call.settled === true;
	if (finished) {
		const launched = call.task?.backgrounded || (typeof call.result?.structured === 'object' && (call.result.structured as {status?: unknown} | null)?.status === 'async_launched');
		return (
			<Text dimColor>
				{'  '}
				{glyph.nested} {launched ? 'running in the background' : summary(call)}
				{call.task?.summary ? ` — ${sanitize(call.task.summary).split('\n', 1)[0]}` : ''}
			</Text>
		);
	}
	const children = call.children.filter(item => !(item.kind === 'user' && item.subagentPrompt));
	const shown = children.slice(-LIVE_LINES.subagentItems);
	const childView = {...view, width: Math.max(20, view.width - 4)};
	return (
		<Box flexDirection="column" marginLeft={4}>
			{children.length > shown.length ? <Text dimColor>… {children.length - shown.length} earlier steps</Text> : null}
			{shown.map(item => (
				<TranscriptItemView key={item.id} item={item} view={childView} />
			))}
			{call.task?.lastToolName ? <Text dimColor>{glyph.nested} {summary(call)}</Text> : null}
		</Box>
	);
}
