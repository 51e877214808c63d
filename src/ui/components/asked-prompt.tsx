/** A permission request or an MCP elicitation in a replay or a watched stream: shown, never answerable from here. */
import {Text} from 'ink';
import type {ElicitationRequest, PermissionRequest} from '../../state/state.js';
import {elicitationLabel} from '../../state/elicitations.js';
import {glyph} from '../../present/theme.js';
import {toolTitle} from '../../present/tool-summary.js';
import {sanitizeLine} from '../../text/sanitize.js';

export function AskedPrompt({
	prompt,
	kind,
	cwd,
}: {
	readonly prompt: PermissionRequest | ElicitationRequest;
	readonly kind: 'replay' | 'watch';
	readonly cwd: string | undefined;
}) {
	const what = () => {
		if (!('toolName' in prompt)) return sanitizeLine(elicitationLabel(prompt, 'asks'));
		const title = toolTitle(prompt.toolName, prompt.input, cwd);
		return `claude asks to use ${title.name}${title.detail ? `(${title.detail})` : ''}`;
	};
	return (
		<Text color="yellow" wrap="truncate-end">
			{glyph.warn} {what()}
			<Text dimColor> · {kind === 'replay' ? 'the recorded answer follows' : 'nobody answers from here'}</Text>
		</Text>
	);
}
