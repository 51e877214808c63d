/**
 * Edit / MultiEdit / Write / NotebookEdit: the change as a coloured diff with line numbers. Once done it comes from the result
 * (`structuredPatch`, the file's own line numbers; a new file's head); before that, and when refused, from the input.
 */
import {Box, Text} from 'ink';
import {useMemo} from 'react';
import {asRecord} from '../../../state/tool-calls.js';
import type {ToolCall} from '../../../state/transcript.js';
import {cellDiff, editDiff, formatDiff, patchDiff, writeDiff, type DiffView} from '../../../text/diff.js';
import {sanitizeLine} from '../../../text/sanitize.js';
import {LIVE_LINES} from '../../view.js';
import {GUTTER, Nested} from './nested.js';
import {EXPANDED_MAX_LINES, OutputExcerpt} from './output-excerpt.js';
import type {ToolBodyProps} from './body-props.js';

const STATIC_DIFF_LINES = 40;
const NEW_FILE_LINES = 10;

type Fields = Readonly<Record<string, unknown>>;
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

function resultDiff(call: ToolCall, filePath: string): DiffView | undefined {
	const structured = call.status === 'done' ? call.result?.structured : undefined;
	if (typeof structured !== 'object' || structured === null) return undefined;
	const fields = structured as Fields;
	if (call.name === 'NotebookEdit')
		return typeof fields['new_source'] === 'string' ? cellDiff(fields, filePath) : undefined;
	if (fields['type'] === 'create' && typeof fields['content'] === 'string')
		return writeDiff({filePath, content: fields['content']});
	return Array.isArray(fields['structuredPatch']) ? patchDiff(fields['structuredPatch'], filePath) : undefined;
}

function inputDiff(call: ToolCall, filePath: string): DiffView | undefined {
	const input = call.input ?? {};
	switch (call.name) {
		case 'Edit':
			return editDiff({
				filePath,
				oldString: str(input['old_string']),
				newString: str(input['new_string']),
				replaceAll: input['replace_all'] === true,
			});
		case 'MultiEdit': {
			// claude before 2.0: each edit's own lines, one after the other, as its prompt shows them unread.
			const edits: unknown[] = Array.isArray(input['edits']) ? input['edits'] : [];
			const each = edits.map(edit => {
				const fields = asRecord(edit) ?? {};
				return editDiff({
					filePath,
					oldString: str(fields['old_string']),
					newString: str(fields['new_string']),
					replaceAll: fields['replace_all'] === true,
				});
			});
			return {
				filePath,
				added: each.reduce((sum, diff) => sum + diff.added, 0),
				removed: each.reduce((sum, diff) => sum + diff.removed, 0),
				hunks: each.flatMap(diff => diff.hunks),
			};
		}
		case 'Write':
			return writeDiff({filePath, content: str(input['content'])});
		default:
			return cellDiff(input, filePath);
	}
}

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
	const diff = useMemo(() => {
		const filePath = str(call.input?.['file_path'] ?? call.input?.['notebook_path']);
		return resultDiff(call, filePath) ?? inputDiff(call, filePath);
	}, [call]);
	// The permission prompt shows the diff while it waits; twice would only take room.
	if (call.status === 'input-streaming' || call.status === 'awaiting-permission') return null;
	if (call.status === 'error' && call.result) return <OutputExcerpt text={call.result.text} view={view} tone="error" />;
	// A new file is all additions: its head is enough, like a preview.
	const created =
		call.name === 'Write' && diff?.hunks.every(hunk => hunk.lines.every(line => line.kind === 'add')) === true;
	const maxLines = expanded
		? EXPANDED_MAX_LINES
		: view.live
			? LIVE_LINES.diff
			: created
				? NEW_FILE_LINES
				: STATIC_DIFF_LINES;
	const lines = diff ? formatDiff(diff, {color: view.color, width: view.width - GUTTER, maxLines}) : [];
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
