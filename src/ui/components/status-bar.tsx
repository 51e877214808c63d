/** One line of session facts: model, permission mode, session, usage, and what is going on. */
import {Box, Text} from 'ink';
import {sanitizeLine} from '../../text/sanitize.js';
import type {EditorInfo} from '../../state/editor.js';
import type {AppState} from '../../state/state.js';
import {formatCost, formatTokens} from '../../present/format.js';
import {modeColor} from '../../present/theme.js';

export interface StatusBarProps {
	readonly session: AppState['session'];
	readonly usage: AppState['usage'];
	readonly busy: boolean;
	readonly childRunning: boolean;
	readonly denyRules: number;
	/** A thinking display requested but not yet confirmed by claude. */
	readonly pendingDisplay?: string | undefined;
	readonly hint?: string | undefined;
	/** False in a replay or watch, where Esc interrupts nothing. @default true */
	readonly interruptible?: boolean;
	/** The gateway's requests in short ("API: 14 req · TTFT 0.8 s"), when it runs. */
	readonly api?: string | undefined;
}

export function StatusBar({
	session,
	usage,
	busy,
	childRunning,
	denyRules,
	pendingDisplay,
	hint,
	interruptible = true,
	api,
}: StatusBarProps) {
	const tasks = session.backgroundTasks?.length ?? 0;
	const state = !childRunning ? (
		<Text color="red">claude stopped</Text>
	) : busy ? (
		<Text color="cyan">working{interruptible ? ' · esc to interrupt' : ''}</Text>
	) : (
		<Text color="green">ready</Text>
	);
	// Most important first: a narrow terminal truncates from the end.
	return (
		<Box paddingX={1} justifyContent="space-between">
			<Text wrap="truncate-end">
				{state}
				<Text dimColor> · </Text>
				<Text color={modeColor[session.permissionMode] ?? 'gray'}>{sanitizeLine(session.permissionMode)}</Text>
				{session.editor ? <EditorName editor={session.editor} /> : null}
				{denyRules > 0 ? <Text color="red"> · {denyRules} denied for session</Text> : null}
				{tasks > 0 ? <Text color="cyan"> · {tasks === 1 ? '1 task' : `${tasks} tasks`}</Text> : null}
				<Text dimColor> · </Text>
				<Text>{sanitizeLine(session.model ?? 'default model')}</Text>
				{api ? <Text color="blue"> · {api}</Text> : null}
				{session.effort ? <Text dimColor> · effort: {sanitizeLine(session.effort)}</Text> : null}
				<Text dimColor>
					{' '}
					· thinking:{' '}
					{pendingDisplay ? `${pendingDisplay}…` : sanitizeLine(session.thinkingDisplay ?? 'claude default')}
				</Text>
				<Text dimColor>
					{' '}
					· {formatTokens(usage.inputTokens)} in · {formatTokens(usage.outputTokens)} out · {formatCost(usage.costUsd)}
				</Text>
				{session.sessionId ? <Text dimColor> · {sanitizeLine(session.sessionId).slice(0, 8)}</Text> : null}
			</Text>
			{hint ? (
				// The hint is what matters now: the facts on the left are truncated, never the hint.
				<Box flexShrink={0} marginLeft={1}>
					<Text color="yellow">{hint}</Text>
				</Box>
			) : null}
		</Box>
	);
}

const LINK_SHOWN: Record<EditorInfo['link'], {readonly color: string; readonly suffix: string}> = {
	connected: {color: 'green', suffix: ''},
	connecting: {color: 'yellow', suffix: ' (connecting…)'},
	lost: {color: 'yellow', suffix: ' (reconnecting…)'},
	refused: {color: 'red', suffix: ' (refused)'},
};

/** "⧉ VS Code": the editor cctui is linked to; its name comes from the lock file, so it is sanitized. */
function EditorName({editor}: {readonly editor: EditorInfo}) {
	const {color, suffix} = LINK_SHOWN[editor.link];
	return (
		<Text color={color}>
			{' · ⧉ '}
			{sanitizeLine(editor.name)}
			{suffix}
		</Text>
	);
}
