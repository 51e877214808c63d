/** A permission request in a replay or a watched stream: shown, never answerable from here. */
import {Text} from 'ink';
import type {PermissionRequest} from '../../state/state.js';
import {glyph} from '../../present/theme.js';
import {toolTitle} from '../../present/tool-summary.js';

export function AskedPrompt({
	request,
	kind,
	cwd,
}: {
	readonly request: PermissionRequest;
	readonly kind: 'replay' | 'watch';
	readonly cwd: string | undefined;
}) {
	const title = toolTitle(request.toolName, request.input, cwd);
	return (
		<Text color="yellow" wrap="truncate-end">
			{glyph.warn} claude asks to use {title.name}
			{title.detail ? `(${title.detail})` : ''}
			<Text dimColor> · {kind === 'replay' ? 'the recorded answer follows' : 'nobody answers from here'}</Text>
		</Text>
	);
}
