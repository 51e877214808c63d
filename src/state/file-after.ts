/**
 * What Edit, MultiEdit and Write would leave in a file: the editor shows it as the proposed change, and what the
 * person saves there is rewritten against it (saved-edit.ts). The rules are claude's own Edit tool's (2.1.x): a
 * unique old_string unless replace_all, the replacement taken literally (no `$&`), an empty new_string for part of
 * a line also removing the line break after it, an empty old_string only for a file that is missing or blank, curly
 * quotes matched as straight ones (edit-match.ts).
 */
import {editMatch} from '../text/edit-match.js';
import {asRecord} from './tool-calls.js';
import {notebookAfter} from './notebook-after.js';

export interface EditSpec {
	readonly old_string: string;
	readonly new_string: string;
	readonly replace_all?: boolean;
}

/** The file after `edits` in order (`file` null: it does not exist), or undefined where the tool would refuse. */
export function applyEdits(file: string | null, edits: readonly EditSpec[]): string | undefined {
	const first = edits[0];
	if (!first) return undefined;
	if (file === null && first.old_string !== '') return undefined;
	if (file !== null && first.old_string === '' && file.trim() !== '') return undefined;
	const original = file ?? '';
	let text = original;
	const added: string[] = [];
	for (const edit of edits) {
		const needle = edit.old_string.replace(/\n+$/, '');
		// An edit may not work on what an earlier one of the same call wrote.
		if (needle !== '' && added.some(previous => previous.includes(needle))) return undefined;
		const before = text;
		if (edit.old_string === '') text = edit.new_string;
		else {
			const match = editMatch(text, edit.old_string, edit.new_string);
			if (match === undefined) return undefined;
			if (edit.replace_all !== true && twice(text, match.found)) return undefined;
			text = replaced(text, match.found, match.replacement, edit.replace_all === true);
		}
		if (text === before) return undefined;
		added.push(edit.new_string);
	}
	return text === original ? undefined : text;
}

function twice(text: string, needle: string): boolean {
	const at = text.indexOf(needle);
	return at !== -1 && text.indexOf(needle, at + needle.length) !== -1;
}

function replaced(text: string, oldString: string, newString: string, all: boolean): string {
	const withBreak = newString === '' && !oldString.endsWith('\n') ? `${oldString}\n` : undefined;
	const target = withBreak !== undefined && text.includes(withBreak) ? withBreak : oldString;
	return all ? text.replaceAll(target, () => newString) : text.replace(target, () => newString);
}

/** The file after this tool call (NotebookEdit: notebook-after.ts), or undefined when cctui cannot follow it or it would fail. */
export function fileAfter(
	toolName: string,
	input: Readonly<Record<string, unknown>>,
	file: string | null,
): string | undefined {
	switch (toolName) {
		case 'Write':
			return typeof input['content'] === 'string' ? input['content'] : undefined;
		case 'Edit': {
			const edit = editSpec(input);
			return edit ? applyEdits(file, [edit]) : undefined;
		}
		case 'MultiEdit': {
			const list = input['edits'];
			const edits = Array.isArray(list) ? list.map(editSpec) : [];
			return edits.length > 0 && edits.every(edit => edit !== undefined)
				? applyEdits(file, edits as EditSpec[])
				: undefined;
		}
		case 'NotebookEdit':
			return notebookAfter(input, file);
		default:
			return undefined;
	}
}

function editSpec(value: unknown): EditSpec | undefined {
	const fields = asRecord(value);
	const oldString = fields?.['old_string'];
	const newString = fields?.['new_string'];
	if (typeof oldString !== 'string' || typeof newString !== 'string') return undefined;
	return {old_string: oldString, new_string: newString, replace_all: fields?.['replace_all'] === true};
}
