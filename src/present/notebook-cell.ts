/**
 * The cell a NotebookEdit is about, read from the notebook's current JSON (the prompt's file snapshot), so the
 * prompt can show the new source as a diff against what the cell holds now. claude names a cell by its `id`,
 * or by `cell-N` (its index) when the notebook has no ids; older claude sent `cell_number`.
 */
import {asRecord} from '../state/tool-calls.js';

/** The source of the cell `input` names, or undefined when the notebook cannot be read or has no such cell. */
export function notebookCellSource(notebook: string, input: Readonly<Record<string, unknown>>): string | undefined {
	let cells: unknown;
	try {
		cells = asRecord(JSON.parse(notebook))?.['cells'];
	} catch {
		return undefined;
	}
	if (!Array.isArray(cells)) return undefined;
	const id = input['cell_id'];
	const index =
		typeof id === 'string'
			? cells.findIndex(cell => asRecord(cell)?.['id'] === id)
			: typeof input['cell_number'] === 'number'
				? input['cell_number']
				: -1;
	const byIndex = typeof id === 'string' ? /^cell-(\d+)$/.exec(id) : null;
	const cell = asRecord(cells[index >= 0 ? index : byIndex ? Number(byIndex[1]) : -1]);
	const source = cell?.['source'];
	if (typeof source === 'string') return source;
	return Array.isArray(source) && source.every(line => typeof line === 'string') ? source.join('') : undefined;
}

/** What the edit names the cell by: `c3`, `#2`, or nothing (an insert at the top). */
export function cellName(input: Readonly<Record<string, unknown>>): string {
	if (typeof input['cell_id'] === 'string' && input['cell_id'] !== '') return input['cell_id'];
	return typeof input['cell_number'] === 'number' ? `#${input['cell_number']}` : '';
}
