/**
 * What exactly is being approved, built from the request's own input (the CLI normalises it:
 * absolute paths, defaults filled), never from the streamed tool_use.
 */
import {Box, Text} from 'ink';
import type {ReactNode} from 'react';
import type {PermissionRequest} from '../../../state/state.js';
import type {ToolCall} from '../../../state/transcript.js';
import {editDiff, formatDiff, writeDiff} from '../../../text/diff.js';
import {highlightShell} from '../../../text/highlight.js';
import {relativePath} from '../../../text/relative-path.js';
import {rowsOf} from '../../../text/rows.js';
import {revealControls, sanitize} from '../../../text/sanitize.js';
import type {ViewOptions} from '../../view.js';

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

function clip(lines: readonly string[], max: number): string {
	if (lines.length <= max) return lines.join('\n');
	return [...lines.slice(0, Math.max(1, max - 1)), `… ${lines.length - max + 1} more lines`].join('\n');
}

/**
 * The body, never taller than `maxRows` terminal rows: what it holds wraps at the prompt's width,
 * and whatever does not fit is cut, so the prompt's answer keys always stay on screen.
 */
function Fitted({texts, width, maxRows, children}: {readonly texts: readonly string[]; readonly width: number; readonly maxRows: number; readonly children: ReactNode}) {
	const rows = texts.flatMap(text => text.split('\n')).reduce((sum, line) => sum + rowsOf(line, width), 0);
	return (
		<Box flexDirection="column" marginTop={1} height={Math.max(1, Math.min(rows, maxRows))} overflow="hidden">
			{children}
		</Box>
	);
}

/** `maxRows`: the rows the prompt can give its body (a blank row above it included). */
export function PermissionBody({request, view, maxRows}: {readonly request: PermissionRequest; readonly call?: ToolCall | undefined; readonly view: ViewOptions; readonly maxRows: number}) {
	const input = request.input;
	const path = (value: unknown) => (view.cwd ? relativePath(str(value), view.cwd) : str(value));
	const bodyWidth = Math.max(20, view.width - 6);
	const textRows = Math.max(1, maxRows - 1);
	switch (request.toolName) {
		case 'Bash': {
			const texts = [
				`$ ${str(input['command'])}`,
				input['description'] ? sanitize(str(input['description'])) : undefined,
				input['run_in_background'] === true ? 'runs in the background' : undefined,
				input['dangerouslyDisableSandbox'] === true ? 'asks to run outside the sandbox' : undefined,
				request.blockedPath ? `touches ${path(request.blockedPath)}` : undefined,
			].filter(text => text !== undefined);
			return (
				<Fitted texts={texts} width={bodyWidth} maxRows={textRows}>
					<Text>$ {highlightShell(str(input['command']), view.color)}</Text>
					{input['description'] ? <Text dimColor>{sanitize(str(input['description']))}</Text> : null}
					{input['run_in_background'] === true ? <Text color="yellow">runs in the background</Text> : null}
					{input['dangerouslyDisableSandbox'] === true ? <Text color="red">asks to run outside the sandbox</Text> : null}
					{request.blockedPath ? <Text dimColor>touches {path(request.blockedPath)}</Text> : null}
				</Fitted>
			);
		}
		case 'Edit': {
			const view_ = editDiff({
				filePath: str(input['file_path']),
				oldString: str(input['old_string']),
				newString: str(input['new_string']),
				replaceAll: input['replace_all'] === true,
				...(typeof request.fileBefore === 'string' ? {fileContent: request.fileBefore} : {}),
			});
			const header = `Edit ${path(input['file_path'])}${input['replace_all'] === true ? ' (all occurrences)' : ''}`;
			const diff = clip(formatDiff(view_, {color: view.color, width: bodyWidth}), textRows - 1);
			return (
				<Fitted texts={[header, diff]} width={bodyWidth} maxRows={textRows}>
					<Text bold>
						Edit {path(input['file_path'])}
						{input['replace_all'] === true ? <Text color="yellow"> (all occurrences)</Text> : null}
					</Text>
					<Text>{diff}</Text>
				</Fitted>
			);
		}
		case 'Write': {
			const previous = typeof request.fileBefore === 'string' ? request.fileBefore : undefined;
			const view_ = writeDiff({filePath: str(input['file_path']), content: str(input['content']), ...(previous === undefined ? {} : {previous})});
			const verb = request.fileBefore === undefined ? 'Write' : previous === undefined ? 'Create' : 'Overwrite';
			const size = previous === undefined ? `(${view_.added} lines)` : `(+${view_.added} −${view_.removed})`;
			const diff = clip(formatDiff(view_, {color: view.color, width: bodyWidth}), textRows - 1);
			return (
				<Fitted texts={[`${verb} ${path(input['file_path'])} ${size}`, diff]} width={bodyWidth} maxRows={textRows}>
					<Text bold>
						{verb} {path(input['file_path'])} <Text dimColor>{size}</Text>
					</Text>
					<Text>{diff}</Text>
				</Fitted>
			);
		}
		default: {
			const shown = Object.keys(input).length === 0 ? '(no arguments)' : clip(revealControls(JSON.stringify(input, null, 2)).split('\n'), textRows);
			return (
				<Fitted texts={[shown]} width={bodyWidth} maxRows={textRows}>
					<Text dimColor={Object.keys(input).length === 0}>{shown}</Text>
				</Fitted>
			);
		}
	}
}
