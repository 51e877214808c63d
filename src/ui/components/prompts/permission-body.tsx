/**
 * What exactly is being approved, built from the request's own input (the CLI normalises it:
 * absolute paths, defaults filled), never from the streamed tool_use.
 */
import {Box, Text} from 'ink';
import type {PermissionRequest} from '../../../state/state.js';
import type {ToolCall} from '../../../state/transcript.js';
import {editDiff, formatDiff, writeDiff} from '../../../text/diff.js';
import {highlightShell} from '../../../text/highlight.js';
import {relativePath} from '../../../text/relative-path.js';
import {revealControls, sanitize} from '../../../text/sanitize.js';
import type {ViewOptions} from '../../view.js';

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

function clip(lines: readonly string[], max: number): string {
	if (lines.length <= max) return lines.join('\n');
	return [...lines.slice(0, Math.max(1, max - 1)), `… ${lines.length - max + 1} more lines`].join('\n');
}

export function PermissionBody({request, view, maxLines}: {readonly request: PermissionRequest; readonly call?: ToolCall | undefined; readonly view: ViewOptions; readonly maxLines: number}) {
	const input = request.input;
	const path = (value: unknown) => (view.cwd ? relativePath(str(value), view.cwd) : str(value));
	const bodyWidth = Math.max(20, view.width - 6);
	switch (request.toolName) {
		case 'Bash':
			return (
				<Box flexDirection="column" marginTop={1}>
					<Text>$ {highlightShell(str(input['command']), view.color)}</Text>
					{input['description'] ? <Text dimColor>{sanitize(str(input['description']))}</Text> : null}
					{input['run_in_background'] === true ? <Text color="yellow">runs in the background</Text> : null}
					{input['dangerouslyDisableSandbox'] === true ? <Text color="red">asks to run outside the sandbox</Text> : null}
					{request.blockedPath ? <Text dimColor>touches {path(request.blockedPath)}</Text> : null}
				</Box>
			);
		case 'Edit': {
			const view_ = editDiff({
				filePath: str(input['file_path']),
				oldString: str(input['old_string']),
				newString: str(input['new_string']),
				replaceAll: input['replace_all'] === true,
				...(typeof request.fileBefore === 'string' ? {fileContent: request.fileBefore} : {}),
			});
			return (
				<Box flexDirection="column" marginTop={1}>
					<Text bold>
						Edit {path(input['file_path'])}
						{input['replace_all'] === true ? <Text color="yellow"> (all occurrences)</Text> : null}
					</Text>
					<Text>{clip(formatDiff(view_, {color: view.color, width: bodyWidth}), maxLines)}</Text>
				</Box>
			);
		}
		case 'Write': {
			const previous = typeof request.fileBefore === 'string' ? request.fileBefore : undefined;
			const view_ = writeDiff({filePath: str(input['file_path']), content: str(input['content']), ...(previous === undefined ? {} : {previous})});
			return (
				<Box flexDirection="column" marginTop={1}>
					<Text bold>
						{request.fileBefore === undefined ? 'Write' : previous === undefined ? 'Create' : 'Overwrite'} {path(input['file_path'])}{' '}
						<Text dimColor>{previous === undefined ? `(${view_.added} lines)` : `(+${view_.added} −${view_.removed})`}</Text>
					</Text>
					<Text>{clip(formatDiff(view_, {color: view.color, width: bodyWidth}), maxLines)}</Text>
				</Box>
			);
		}
		default:
			return (
				<Box marginTop={1}>
					{Object.keys(input).length === 0 ? <Text dimColor>(no arguments)</Text> : <Text>{clip(revealControls(JSON.stringify(input, null, 2)).split('\n'), maxLines)}</Text>}
				</Box>
			);
	}
}
