/**
 * What the person saved in the editor, as an input of the same tool that writes exactly that: Write writes it
 * whole; Edit and MultiEdit get one edit of the smallest run of whole lines that holds every change and occurs
 * once in the file (the whole file at worst), checked by the Edit tool's own rules (state/file-after.ts); NotebookEdit
 * the cell's saved source (state/notebook-after.ts).
 */
import type {EditSpec} from '../state/file-after.js';
import {notebookInputForSaved} from '../state/notebook-after.js';

type Input = Readonly<Record<string, unknown>>;

/**
 * The input to run with, given the file on disk (null: it does not exist), or undefined where the tool cannot
 * write `saved`: no change to the file, an empty file Edit cannot create, or a tool cctui cannot rewrite.
 */
export function inputForSaved(toolName: string, input: Input, file: string | null, saved: string): Input | undefined {
	if (toolName === 'Write') return {...input, content: saved};
	if (toolName === 'NotebookEdit') return notebookInputForSaved(input, file, saved);
	if (toolName !== 'Edit' && toolName !== 'MultiEdit') return undefined;
	const edit = smallestEdit(file, saved);
	if (!edit) return undefined;
	return toolName === 'Edit' ? {...input, ...edit} : {...input, edits: [edit]};
}

function smallestEdit(file: string | null, saved: string): EditSpec | undefined {
	if (saved === file) return undefined;
	// The tool writes a missing or blank file only whole, from an empty old_string.
	if (file === null || file.trim() === '') {
		if (saved !== '') return {old_string: '', new_string: saved, replace_all: false};
		if (file === null) return undefined;
	}
	const shorter = Math.min(file.length, saved.length);
	let same = 0;
	while (same < shorter && file[same] === saved[same]) same++;
	let sameTail = 0;
	while (sameTail < shorter - same && file[file.length - 1 - sameTail] === saved[saved.length - 1 - sameTail])
		sameTail++;
	// Whole lines: never half a character, and an edit a person can read.
	let start = same === 0 ? 0 : file.lastIndexOf('\n', same - 1) + 1;
	let end = lineEnd(file, file.length - sameTail);
	for (let lines = 1; ; lines *= 2) {
		const edit = editOf(file, saved, start, end);
		if (edit) return edit;
		start = linesBack(file, start, lines);
		end = linesForward(file, end, lines);
	}
}

/** The edit replacing file[start, end), when the tool would apply it there and nowhere else. */
function editOf(file: string, saved: string, start: number, end: number): EditSpec | undefined {
	const oldString = file.slice(start, end);
	const newString = saved.slice(start, saved.length - (file.length - end));
	// Unique, it never has a line break after it elsewhere, which an emptying edit would take along (state/file-after.ts).
	if (oldString === '' || file.indexOf(oldString) !== start || file.includes(oldString, start + oldString.length))
		return undefined;
	return {old_string: oldString, new_string: newString, replace_all: false};
}

function lineEnd(file: string, at: number): number {
	if (at > 0 && file[at - 1] === '\n') return at;
	const next = file.indexOf('\n', at);
	return next === -1 ? file.length : next + 1;
}

function linesBack(file: string, start: number, lines: number): number {
	let at = start;
	for (let i = 0; i < lines && at > 0; i++) at = at >= 2 ? file.lastIndexOf('\n', at - 2) + 1 : 0;
	return at;
}

function linesForward(file: string, end: number, lines: number): number {
	let at = end;
	for (let i = 0; i < lines && at < file.length; i++) at = lineEnd(file, at + 1);
	return at;
}
