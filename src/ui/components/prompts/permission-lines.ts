/**
 * What exactly is being approved, as lines of styled text, built from the request's own input (the
 * CLI normalises it: absolute paths, defaults filled), never from the streamed tool_use. The prompt
 * shows them through a window the person can scroll (choice-prompt.tsx), so nothing is cut for good:
 * the title (which file, which host) above it, and a diff from its first change.
 */
import type {FileBefore, PermissionRequest} from '../../../state/state.js';
import {type DiffView, editDiff, formatDiff, formatDiffRows, writeDiff} from '../../../text/diff.js';
import {formatBytes, formatDuration} from '../../../present/format.js';
import {cellName, notebookCellSource} from '../../../present/notebook-cell.js';
import {hostOf} from '../../../present/tool-summary.js';
import {fileAfter} from '../../../state/file-after.js';
import {asRecord} from '../../../state/tool-calls.js';
import {highlightShell} from '../../../text/highlight.js';
import {jsonText} from '../../../text/json-text.js';
import {plural} from '../../../text/plural.js';
import {toolPath} from '../../../text/relative-path.js';
import {revealControls, sanitize} from '../../../text/sanitize.js';
import {proseRows} from '../../../text/scroll-window.js';
import {palette} from '../../../text/style.js';
import type {ViewOptions} from '../../view.js';

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

export interface PermissionLines {
	/** What is approved, named (the file, the host): kept in view above the lines, however they scroll. */
	readonly title: readonly string[];
	readonly lines: readonly string[];
	/** The first of `lines` that changes something: shown first, though a diff's context would fill the window. */
	readonly focus: number;
}

/** `width`: the columns the lines are shown in (a diff wraps its long lines under their text column). */
export function permissionLines(request: PermissionRequest, view: ViewOptions, width: number): PermissionLines {
	const c = palette(view.color);
	const input = request.input;
	// Control characters in a path are shown, not interpreted: the person approves exactly this file.
	const path = (value: unknown) => revealControls(view.cwd ? toolPath(str(value), view.cwd) : str(value));
	// Every row of a diff, however long: the file is not written yet, so the prompt is the only place to read it all.
	const diffOptions = {color: view.color, width};
	const diffLines = (diff: DiffView): Omit<PermissionLines, 'title'> => {
		const {rows, firstChanged} = formatDiffRows(diff, diffOptions);
		return {lines: rows, focus: firstChanged};
	};
	const unreadNoted = ({lines, focus}: Omit<PermissionLines, 'title'>): Omit<PermissionLines, 'title'> => {
		const note = unreadNote(request.fileBefore);
		return note === undefined ? {lines, focus} : {lines: [c.dim(note), ...lines], focus: focus + 1};
	};
	switch (request.toolName) {
		case 'Bash':
			return untitled([
				...`$ ${highlightShell(str(input['command']), view.color)}`.split('\n'),
				...(input['description'] ? proseRows(c.dim(sanitize(str(input['description']))), width) : []),
				// The command may run this long (claude's default is 2 minutes).
				...(typeof input['timeout'] === 'number' ? [c.dim(`times out after ${formatDuration(input['timeout'])}`)] : []),
				...(input['run_in_background'] === true ? [c.yellow('runs in the background')] : []),
				...(input['dangerouslyDisableSandbox'] === true ? [c.red('asks to run outside the sandbox')] : []),
				// claude's blocked_path: the one path that made it ask, not all the command touches (`rm -f junk/*.tmp keep.txt`
				// names junk/*.tmp), so it is not said to be what the command touches.
				// At its words: on a narrow screen the path starts a row, not split inside it.
				...(request.blockedPath ? proseRows(c.dim(`claude asks because of ${path(request.blockedPath)}`), width) : []),
			]);
		case 'Edit': {
			const diff = editDiff({
				filePath: str(input['file_path']),
				oldString: str(input['old_string']),
				newString: str(input['new_string']),
				replaceAll: input['replace_all'] === true,
				...(typeof request.fileBefore === 'string' ? {fileContent: request.fileBefore} : {}),
			});
			const all = input['replace_all'] === true ? c.yellow(' (all occurrences)') : '';
			return {
				title: [c.bold(`Edit ${path(input['file_path'])}`) + all],
				...unreadNoted(diffLines(diff)),
			};
		}
		case 'MultiEdit': {
			// claude before 2.0: several edits of one file. With the file read, one diff of what they leave; else each
			// edit's own lines.
			const filePath = str(input['file_path']);
			const edits = Array.isArray(input['edits']) ? input['edits'].map(edit => asRecord(edit) ?? {}) : [];
			const before = request.fileBefore;
			// A file that was not read (too big, unreadable) shows each edit, as while it is read.
			const known = typeof before === 'string' || before === null ? before : undefined;
			const after = known === undefined ? undefined : fileAfter('MultiEdit', input, known);
			const title = [`${c.bold(`Edit ${path(input['file_path'])}`)} ${c.dim(`(${plural(edits.length, 'edit')})`)}`];
			if (after !== undefined)
				return {title, ...diffLines(writeDiff({filePath, content: after, previous: known ?? ''}))};
			const each = edits.map(edit =>
				formatDiff(
					editDiff({
						filePath,
						oldString: str(edit['old_string']),
						newString: str(edit['new_string']),
						replaceAll: edit['replace_all'] === true,
					}),
					diffOptions,
				),
			);
			const lines = each.flatMap((lines, index) => [...(index > 0 ? [c.gray('⋮')] : []), ...lines]);
			return {title, ...unreadNoted({lines, focus: 0})};
		}
		case 'Write': {
			const before = request.fileBefore;
			const previous = typeof before === 'string' ? before : undefined;
			const diff = writeDiff({
				filePath: str(input['file_path']),
				content: str(input['content']),
				...(previous === undefined ? {} : {previous}),
			});
			// A file that exists but was not read (too big, unreadable) is replaced unseen: never "Create".
			const verb = before === undefined ? 'Write' : before === null ? 'Create' : 'Overwrite';
			const unread = typeof before === 'object' && before !== null ? before : undefined;
			const over =
				unread &&
				(unread.bytes === undefined ? 'a file that could not be read' : `${formatBytes(unread.bytes)} not shown`);
			const size = over
				? `(${plural(diff.added, 'line')}, over ${over})`
				: previous === undefined
					? `(${plural(diff.added, 'line')})`
					: diff.added === 0 && diff.removed === 0
						? '(no change)'
						: `(+${diff.added} −${diff.removed})`;
			return {
				title: [`${c.bold(`${verb} ${path(input['file_path'])}`)} ${c.dim(size)}`],
				...diffLines(diff),
			};
		}
		case 'NotebookEdit': {
			const mode = str(input['edit_mode']) || 'replace';
			const type = str(input['cell_type']);
			const cell = cellName(input);
			const old =
				mode === 'insert' || typeof request.fileBefore !== 'string'
					? undefined
					: notebookCellSource(request.fileBefore, input);
			const filePath = str(input['notebook_path']);
			// Without the cell's current source, the new source shows as added lines (a delete shows nothing).
			const diff =
				mode === 'delete'
					? writeDiff({filePath, content: '', previous: old ?? ''})
					: writeDiff({filePath, content: str(input['new_source']), ...(old === undefined ? {} : {previous: old})});
			const named = revealControls(cell);
			const what =
				mode === 'insert'
					? `Insert a cell ${cell ? `after ${named}` : 'at the top'}`
					: `${mode === 'replace' ? 'Replace' : mode === 'delete' ? 'Delete' : revealControls(mode)} cell ${named}`;
			const unread =
				old === undefined && mode !== 'insert' ? [c.dim("(the cell's current source could not be read)")] : [];
			const {lines, focus} = diffLines(diff);
			return {
				title: [
					`${c.bold(`${what} in ${path(input['notebook_path'])}`)}${type ? c.dim(` (${revealControls(type)})`) : ''}`,
				],
				lines: [...unread, ...lines],
				focus: unread.length + focus,
			};
		}
		case 'WebFetch': {
			// The domain is what an allow rule covers; the URL is shown whole, controls made visible.
			const url = str(input['url']);
			const offset = typeof input['offset'] === 'number' ? c.dim(` (from character ${input['offset']})`) : '';
			return {
				title: [c.bold(`Fetch ${revealControls(hostOf(url))}`)],
				lines: [
					revealControls(url) + offset,
					...(input['prompt']
						? sanitize(`“${str(input['prompt'])}”`)
								.split('\n')
								.flatMap(line => proseRows(c.dim(line), width))
						: []),
				],
				focus: 0,
			};
		}
		default:
			return untitled(
				Object.keys(input).length === 0
					? [c.dim('(no arguments)')]
					: revealControls(jsonText(input, 2) ?? '').split('\n'),
			);
	}
}

/** For an edit of a file that exists but was not read: why the diff has no line numbers or context. */
function unreadNote(before: FileBefore | undefined): string | undefined {
	if (typeof before !== 'object' || before === null) return undefined;
	return before.bytes === undefined
		? '(the file could not be read: no line numbers or context)'
		: `(the file is ${formatBytes(before.bytes)}, too big to read: no line numbers or context)`;
}

const untitled = (lines: readonly string[]): PermissionLines => ({title: [], lines, focus: 0});
