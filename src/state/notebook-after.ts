/**
 * NotebookEdit, as claude's tool does it (2.1.x): the cell named by `cell_id` (its id, else `cell-N`), its source
 * replaced (a code cell's outputs and count cleared, its type changed if asked) or the cell deleted, the notebook
 * written back as one-space JSON. An insert is not followed: claude makes up the new cell's id.
 */
import {asRecord} from './tool-calls.js';

type Input = Readonly<Record<string, unknown>>;
type Notebook = Record<string, unknown> & {cells: Array<Record<string, unknown>>};

const BOM = '\uFEFF';

export function notebookAfter(input: Input, file: string | null): string | undefined {
	const notebook = file === null ? undefined : parsed(file);
	const index = notebook ? cellIndex(notebook, input['cell_id']) : undefined;
	if (!notebook || index === undefined) return undefined;
	const mode = input['edit_mode'] ?? 'replace';
	if (mode === 'delete') notebook.cells.splice(index, 1);
	else if (mode === 'replace' && typeof input['new_source'] === 'string') {
		const cell = notebook.cells[index]!;
		cell['source'] = input['new_source'];
		if (cell['cell_type'] === 'code') Object.assign(cell, {execution_count: null, outputs: []});
		if (typeof input['cell_type'] === 'string') cell['cell_type'] = input['cell_type'];
	} else return undefined;
	return written(notebook, file!);
}

/** The same edit with the cell's source as saved, when the saved notebook differs from the proposal in that alone. */
export function notebookInputForSaved(input: Input, file: string | null, saved: string): Input | undefined {
	const proposed = notebookAfter(input, file);
	const savedNotebook = parsed(saved);
	const index = savedNotebook ? cellIndex(savedNotebook, input['cell_id']) : undefined;
	if ((input['edit_mode'] ?? 'replace') !== 'replace' || !proposed || !savedNotebook || index === undefined)
		return undefined;
	const source = sourceOf(savedNotebook.cells[index]!['source']);
	if (source === undefined || !sameBut(parsed(proposed)!, savedNotebook, index)) return undefined;
	return {...input, new_source: source};
}

function parsed(text: string): Notebook | undefined {
	let value: unknown;
	try {
		value = JSON.parse(text.startsWith(BOM) ? text.slice(1) : text);
	} catch {
		return undefined;
	}
	const cells = asRecord(value)?.['cells'];
	return Array.isArray(cells) &&
		cells.every(cell => asRecord(cell) && sourceOf(asRecord(cell)!['source']) !== undefined)
		? (value as Notebook)
		: undefined;
}

function cellIndex(notebook: Notebook, cellId: unknown): number | undefined {
	if (typeof cellId !== 'string' || cellId === '') return undefined;
	const byId = notebook.cells.findIndex(cell => cell['id'] === cellId);
	if (byId !== -1) return byId;
	const byIndex = /^cell-(\d+)$/.exec(cellId)?.[1];
	return byIndex !== undefined && notebook.cells[Number(byIndex)] ? Number(byIndex) : undefined;
}

function sourceOf(source: unknown): string | undefined {
	if (typeof source === 'string') return source;
	return Array.isArray(source) && source.every(line => typeof line === 'string') ? source.join('') : undefined;
}

/** The two notebooks are the same but for the source of cell `index`. */
function sameBut(a: Notebook, b: Notebook, index: number): boolean {
	const blanked = (notebook: Notebook) =>
		stringified({...notebook, cells: notebook.cells.map((cell, i) => (i === index ? {...cell, source: ''} : cell))});
	const blankedA = blanked(a);
	return a.cells.length === b.cells.length && blankedA !== undefined && blankedA === blanked(b);
}

function written(notebook: Notebook, original: string): string | undefined {
	const json = stringified(notebook, 1);
	return json === undefined
		? undefined
		: `${original.startsWith(BOM) ? BOM : ''}${json}${original.endsWith('\n') ? '\n' : ''}`;
}

/**
 * The notebook's JSON, or undefined for one nested too deep for `JSON.stringify` (text/json-text.ts), which
 * `JSON.parse` reads: a file on disk can be anything, and an edit cctui cannot write exactly it does not follow.
 */
function stringified(notebook: object, space?: number): string | undefined {
	try {
		return JSON.stringify(notebook, null, space);
	} catch {
		return undefined;
	}
}
