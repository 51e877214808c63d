/**
 * A can_use_tool request waiting for the person. Nothing is preselected, keys typed before the
 * prompt was on screen long enough to read are ignored, and Enter does nothing until an option
 * has been chosen with the arrows: a stray keystroke can never approve a tool.
 */
import {Box, Text, useInput} from 'ink';
import {useEffect, useState} from 'react';
import type {PermissionDecision} from '../../state/events.js';
import type {PermissionRequest} from '../../state/state.js';
import type {ToolCall} from '../../state/transcript.js';
import {sanitize} from '../../text/sanitize.js';
import {editorReducer, emptyEditor, type EditorState} from '../editor.js';
import {inputAction} from '../keymap.js';
import {decisionFor, promptOptions, type OptionId} from '../permission-options.js';
import {glyph} from '../theme.js';
import {toolTitle} from '../tool-summary.js';
import {useRefState} from '../use-ref-state.js';
import type {ViewOptions} from '../view.js';
import {PermissionBody} from './permission-body.js';

interface PromptUi {
	readonly focus: number | undefined;
	readonly reasonMode: boolean;
	readonly reason: EditorState;
}

/** Long enough to stop typed-ahead keys, short enough not to be felt. */
export const ARM_DELAY_MS = 400;

export interface PermissionPromptProps {
	readonly request: PermissionRequest;
	/** The streamed tool call, when known (ExitPlanMode's plan is only there). */
	readonly call?: ToolCall | undefined;
	readonly queued: number;
	readonly view: ViewOptions;
	readonly maxBodyLines: number;
	readonly onDecide: (requestId: string, decision: PermissionDecision) => void;
	readonly onInterrupt: () => void;
	readonly armDelayMs?: number;
}

export function PermissionPrompt({request, call, queued, view, maxBodyLines, onDecide, onInterrupt, armDelayMs = ARM_DELAY_MS}: PermissionPromptProps) {
	const options = promptOptions(request);
	const [armed, setArmed] = useState(armDelayMs <= 0);
	const [ui, getUi, setUi] = useRefState<PromptUi>({focus: undefined, reasonMode: false, reason: emptyEditor});
	// One-key approval is off where the CLI asks for it (default_to_no) or the prompt is an interaction.
	const quickAllow = !request.defaultToNo && !request.requiresInteraction;

	useEffect(() => {
		if (armDelayMs <= 0) return;
		const timer = setTimeout(() => setArmed(true), armDelayMs);
		return () => clearTimeout(timer);
	}, [armDelayMs]);

	const choose = (id: OptionId) => {
		if (id === 'deny') setUi(current => ({...current, reasonMode: true}));
		else onDecide(request.requestId, decisionFor(request, id));
	};

	useInput((input, key) => {
		if (key.ctrl && input === 'c') return; // global: interrupt / quit
		if (!armed) return;
		const current = getUi();
		if (current.reasonMode) {
			if (key.escape) setUi({...current, reasonMode: false});
			else if (key.return) onDecide(request.requestId, decisionFor(request, 'deny', current.reason.text));
			else {
				const action = inputAction(input, key, '');
				if (action?.type === 'edit') setUi({...current, reason: action.edits.reduce(editorReducer, current.reason)});
			}
			return;
		}
		const focus = current.focus;
		if (key.escape) return onInterrupt();
		if (key.upArrow) return setUi({...current, focus: focus === undefined ? options.length - 1 : Math.max(0, focus - 1)});
		if (key.downArrow) return setUi({...current, focus: focus === undefined ? 0 : Math.min(options.length - 1, focus + 1)});
		if (key.return) {
			if (focus !== undefined) choose(options[focus]!.id);
			return;
		}
		const option = options.find(candidate => candidate.digit === input || candidate.letter === input.toLowerCase());
		if (!option) return;
		if (option.id.startsWith('allow') && !quickAllow) {
			setUi({...current, focus: options.indexOf(option)});
			return;
		}
		choose(option.id);
	});

	const {focus, reasonMode, reason} = ui;
	const title = toolTitle(request.toolName, request.input, view.cwd);
	const heading = request.title ?? `${title.name} wants to ${request.toolName === 'Bash' ? 'run a command' : 'run'}`;
	return (
		<Box flexDirection="column" borderStyle="round" borderColor="yellow" paddingX={1} marginTop={1}>
			<Text bold color="yellow">
				{sanitize(heading)}
				{request.agentId ? <Text dimColor> (from a subagent)</Text> : null}
				{queued > 0 ? <Text dimColor> · {queued} more waiting</Text> : null}
			</Text>
			<PermissionBody request={request} call={call} view={view} maxLines={maxBodyLines} />
			{request.decisionReason ? <Text dimColor>Why: {sanitize(request.decisionReason)}</Text> : null}
			<Box flexDirection="column" marginTop={1}>
				{options.map((option, index) => (
					<Text key={option.id} dimColor={!armed} {...(focus === index ? {color: 'cyan'} : {})}>
						{focus === index ? `${glyph.pointer} ` : '  '}
						{option.digit}. {sanitize(option.label)}{' '}
						<Text dimColor>({option.id.startsWith('allow') && !quickAllow ? 'arrows + Enter' : option.letter})</Text>
					</Text>
				))}
			</Box>
			{reasonMode ? (
				<Text>
					<Text color="red">Reason for Claude: </Text>
					{reason.text.slice(0, reason.cursor)}
					<Text inverse>{reason.text[reason.cursor] ?? ' '}</Text>
					{reason.text.slice(reason.cursor + 1)}
					<Text dimColor> (Enter sends the denial, Esc goes back)</Text>
				</Text>
			) : (
				<Text dimColor>↑↓ + Enter or the keys shown · Esc interrupts the turn</Text>
			)}
		</Box>
	);
}
