/**
 * The current content of a file a permission prompt is about to change, so the prompt can show
 * real line numbers and a diff against what is there. A file that exists but is too big or unreadable
 * is told apart from no file: replacing it is not creating one.
 */
import {readFile, stat} from 'node:fs/promises';
import type {FileBefore} from '../state/state.js';
import {own} from '../util/own.js';

const MAX_BYTES = 2 * 1024 * 1024;

const FILE_FIELDS: Readonly<Record<string, string>> = {
	Edit: 'file_path',
	MultiEdit: 'file_path',
	Write: 'file_path',
	NotebookEdit: 'notebook_path',
};

/** The file a tool call would change, when it is one that changes files. */
export function fileOfRequest(toolName: string, input: Readonly<Record<string, unknown>>): string | undefined {
	const field = own(FILE_FIELDS, toolName);
	const value = field ? input[field] : undefined;
	return typeof value === 'string' && value !== '' ? value : undefined;
}

export async function readSnapshot(file: string): Promise<FileBefore> {
	let bytes: number;
	try {
		bytes = (await stat(file)).size;
	} catch (error) {
		const code = (error as NodeJS.ErrnoException).code;
		return code === 'ENOENT' || code === 'ENOTDIR' ? null : {};
	}
	if (bytes > MAX_BYTES) return {bytes};
	try {
		return await readFile(file, 'utf8');
	} catch {
		return {};
	}
}
