/** Approve or deny one tool call: what exactly will run, and the four answers. */
import {Text} from 'ink';
import {sanitize} from '../../../text/sanitize.js';
import {decisionFor, promptOptions, type OptionId} from '../../permission-options.js';
import {toolTitle} from '../../tool-summary.js';
import {ChoicePrompt, type Choice} from './choice-prompt.js';
import {PermissionBody} from './permission-body.js';
import type {PromptProps} from './prompt-frame.js';

export function ToolPrompt({request, call, queued, view, maxBodyLines, onDecide, onInterrupt, armDelayMs}: PromptProps) {
	// One-key approval is off where the CLI asks for it (default_to_no) or the prompt is an interaction.
	const quickAllow = !request.defaultToNo && !request.requiresInteraction;
	const choices: Array<Choice<OptionId>> = promptOptions(request).map(option => ({
		id: option.id,
		digit: option.digit,
		letter: option.letter,
		label: option.label,
		quick: quickAllow || !option.id.startsWith('allow'),
		...(option.id === 'deny' ? {text: {label: 'Reason for Claude'}} : {}),
	}));
	const title = toolTitle(request.toolName, request.input, view.cwd);
	const body = (
		<>
			<PermissionBody request={request} call={call} view={view} maxLines={maxBodyLines} />
			{request.decisionReason ? <Text dimColor>Why: {sanitize(request.decisionReason)}</Text> : null}
		</>
	);
	return (
		<ChoicePrompt
			request={request}
			queued={queued}
			heading={`${title.name} wants to ${request.toolName === 'Bash' ? 'run a command' : 'run'}`}
			body={body}
			choices={choices}
			onChoose={(id, text) => onDecide(request.requestId, decisionFor(request, id, text))}
			onInterrupt={onInterrupt}
			armDelayMs={armDelayMs}
		/>
	);
}
