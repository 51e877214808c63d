/**
 * Edit / MultiEdit / Write / NotebookEdit: the change as a coloured diff with line numbers. Once done it comes from the result
 * (`structuredPatch`, the file's own line numbers; a new file's head); before that, and when refused, from the input.
 * One interrupted at its prompt shows none: it wrote nothing.
 */
import {Box, Text} from 'ink';
import {useMemo} from 'react';
import type {ToolCall} from '../../../state/transcript.js';
import {formatDiff} from '../../../text/diff.js';
import {DIFF_LINES, fileChangeDiff} from '../../../present/tool-result.js';
import {sanitizeLine} from '../../../text/sanitize.js';
import {LIVE_LINES} from '../../view.js';
import {GUTTER, Nested} from './nested.js';
import {EXPANDED_MAX_LINES, OutputExcerpt} from './output-excerpt.js';
import type {ToolBodyProps} from './body-props.js';

const NEW_FILE_LINES = 10;

type Fields = Readonly<Record<string, unknown>>;
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

function notebookLabel(call: ToolCall): string | undefined {
	if (call.name !== 'NotebookEdit') return undefined;
	const fields = {
		...call.input,
		...(typeof call.result?.structured === 'object' ? (call.result.structured as Fields) : {}),
	};
	const cell = str(fields['cell_id']);
	return sanitizeLine(
		[
			str(fields['edit_mode']) || 'replace',
			cell ? `cell ${cell}` : 'cell',
			fields['cell_type'] ? `(${str(fields['cell_type'])})` : '',
		]
			.filter(Boolean)
			.join(' '),
	);
}

export function FileChangeBody({call, view, expanded}: ToolBodyProps) {
	const diff = useMemo(() => fileChangeDiff(call), [call]);
	// The permission prompt shows the diff while it waits; twice would only take room.
	if (call.status === 'input-streaming' || call.status === 'awaiting-permission') return null;
	// Interrupted at its prompt, the file was never touched: the proposed change under "interrupted" would read as
	// one made (or half made).
	if (call.stoppedAtPrompt)
		return (
			<Nested>
				<Text dimColor>not written</Text>
			</Nested>
		);
	if (call.status === 'error' && call.result) return <OutputExcerpt text={call.result.text} view={view} tone="error" />;
	// A new file is all additions: its head is enough, like a preview.
	const created =
		call.name === 'Write' && diff.hunks.every(hunk => hunk.lines.every(line => line.kind === 'add')) === true;
	const maxLines = expanded ? EXPANDED_MAX_LINES : view.live ? LIVE_LINES.diff : created ? NEW_FILE_LINES : DIFF_LINES;
	const lines = formatDiff(diff, {color: view.color, width: view.width - GUTTER, maxLines});
	const label = notebookLabel(call);
	return (
		<Box flexDirection="column">
			{label ? (
				<Nested>
					<Text dimColor>{label}</Text>
				</Nested>
			) : null}
			<Nested mark={!label}>
				<Text {...(lines.length === 0 ? {dimColor: true} : {})}>
					{lines.length === 0 ? '(no changes)' : lines.join('\n')}
				</Text>
			</Nested>
		</Box>
	);
}
