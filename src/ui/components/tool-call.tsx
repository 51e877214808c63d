import {Box, Text} from 'ink';
import {sanitize} from '../../text/sanitize.js';
import type {ToolCall} from '../../state/transcript.js';
import {formatDuration} from '../format.js';
import {toolTitle} from '../tool-summary.js';
import {glyph, toolStatusColor, toolStatusLabel} from '../theme.js';
import type {ViewOptions} from '../view.js';
import {GenericBody} from './tools/generic.js';
import {SubagentBody} from './tools/subagent.js';

function ToolBody({call, view}: {readonly call: ToolCall; readonly view: ViewOptions}) {
	switch (call.name) {
		case 'Agent':
		case 'Task':
			return <SubagentBody call={call} view={view} />;
		default:
			return <GenericBody call={call} view={view} />;
	}
}

export function ToolCallView({call, view, agent}: {readonly call: ToolCall; readonly view: ViewOptions; readonly agent?: string | undefined}) {
	const title = toolTitle(call.name, call.input, view.cwd);
	const status = toolStatusLabel[call.status];
	const took = call.endedAt !== undefined && call.status === 'done' ? formatDuration(call.endedAt - call.startedAt) : '';
	return (
		<Box flexDirection="column" marginTop={1}>
			<Text>
				<Text color={toolStatusColor[call.status]}>{glyph.tool} </Text>
				{agent ? <Text dimColor>[{sanitize(agent)}] </Text> : null}
				<Text bold>{title.name}</Text>
				{title.detail ? <Text>({title.detail})</Text> : null}
				{status ? <Text color={toolStatusColor[call.status]}> {status}</Text> : null}
				{took && !view.live ? <Text dimColor> {took}</Text> : null}
				{call.approval === 'session' ? <Text dimColor> · allowed for this session</Text> : null}
			</Text>
			{call.denial && call.status === 'denied' ? (
				<Text color="red">
					{'  '}
					{glyph.nested} {sanitize(call.denial)}
				</Text>
			) : (
				<ToolBody call={call} view={view} />
			)}
		</Box>
	);
}
