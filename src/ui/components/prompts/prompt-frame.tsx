/** What every permission prompt shares: its props, and the frame with its heading. */
import {Box, Text} from 'ink';
import type {ReactNode} from 'react';
import type {PermissionDecision} from '../../../state/events.js';
import type {PermissionRequest} from '../../../state/state.js';
import type {ToolCall} from '../../../state/transcript.js';
import {sanitize} from '../../../text/sanitize.js';
import type {ViewOptions} from '../../view.js';

export interface PromptProps {
	readonly request: PermissionRequest;
	/** The streamed tool call, when known (ExitPlanMode's plan is only there). */
	readonly call?: ToolCall | undefined;
	/** Further requests waiting behind this one. */
	readonly queued: number;
	readonly view: ViewOptions;
	readonly maxBodyLines: number;
	readonly onDecide: (requestId: string, decision: PermissionDecision) => void;
	readonly onInterrupt: () => void;
	/** Rendered alone (outside the App, whose key gate decides): how long before keys count. */
	readonly armDelayMs?: number | undefined;
}

export function PromptFrame({request, queued, heading, color = 'yellow', children, footer}: {readonly request: PermissionRequest; readonly queued: number; readonly heading: string; readonly color?: string; readonly children: ReactNode; readonly footer: ReactNode}) {
	return (
		<Box flexDirection="column" borderStyle="round" borderColor={color} paddingX={1} marginTop={1}>
			<Text bold color={color}>
				{sanitize(request.title ?? heading)}
				{request.agentId ? <Text dimColor> (from a subagent)</Text> : null}
				{queued > 0 ? <Text dimColor> · {queued} more waiting</Text> : null}
			</Text>
			{children}
			{footer}
		</Box>
	);
}

/** Why a prompt does not take the keys being typed: they go on into the message below it. */
export function PausedKeys() {
	return <Text color="yellow">Keys paused while you type: they go to your message below. Stop typing to answer.</Text>;
}
