/**
 * NotebookEdit in the editor: the notebook as claude writes it after replacing or deleting a cell (claude's own
 * rules: the cell by id or `cell-N`, a code cell's outputs cleared, one-space JSON), and the person's saved
 * notebook as a new source for that cell when that is all they changed.
 */
import {describe, expect, it} from 'vitest';
import {fileAfter} from '../../src/state/file-after.js';
import {inputForSaved} from '../../src/ide/saved-edit.js';

const notebook = (cells: object[]) =>
	`${JSON.stringify({cells, metadata: {}, nbformat: 4, nbformat_minor: 5}, null, 1)}\n`;
const code = (id: string, source: string | string[]) => ({
	cell_type: 'code',
	id,
	source,
	metadata: {},
	execution_count: 3,
	outputs: [{output_type: 'stream', text: 'old'}],
});
const cleared = (id: string, source: string) => ({...code(id, source), execution_count: null, outputs: []});
const file = notebook([
	code('a1', ['x = 1\n', 'print(x)']),
	{cell_type: 'markdown', id: 'b2', source: '# T', metadata: {}},
]);

describe('NotebookEdit in the editor', () => {
	it('replace: the cell named by id gets the new source, its outputs cleared', () => {
		const input = {notebook_path: '/n.ipynb', cell_id: 'a1', new_source: 'x = 2', edit_mode: 'replace'};
		expect(fileAfter('NotebookEdit', input, file)).toBe(
			notebook([cleared('a1', 'x = 2'), {cell_type: 'markdown', id: 'b2', source: '# T', metadata: {}}]),
		);
	});

	it('replace by index (cell-N), and delete', () => {
		expect(fileAfter('NotebookEdit', {notebook_path: '/n.ipynb', cell_id: 'cell-1', new_source: '# U'}, file)).toBe(
			notebook([code('a1', ['x = 1\n', 'print(x)']), {cell_type: 'markdown', id: 'b2', source: '# U', metadata: {}}]),
		);
		expect(
			fileAfter('NotebookEdit', {notebook_path: '/n.ipynb', cell_id: 'b2', new_source: '', edit_mode: 'delete'}, file),
		).toBe(notebook([code('a1', ['x = 1\n', 'print(x)'])]));
	});

	it('nothing for an insert (claude makes up the new cell’s id), a missing cell or a file that is no notebook', () => {
		const insert = {notebook_path: '/n.ipynb', cell_id: 'a1', new_source: 'y', edit_mode: 'insert'};
		expect(fileAfter('NotebookEdit', insert, file)).toBeUndefined();
		expect(
			fileAfter('NotebookEdit', {notebook_path: '/n.ipynb', cell_id: 'zz', new_source: 'y'}, file),
		).toBeUndefined();
		expect(fileAfter('NotebookEdit', {notebook_path: '/n.ipynb', cell_id: 'a1', new_source: 'y'}, '{')).toBeUndefined();
		expect(
			fileAfter('NotebookEdit', {notebook_path: '/n.ipynb', cell_id: 'a1', new_source: 'y'}, null),
		).toBeUndefined();
	});

	it('saved with only that cell’s source changed: the same edit with the saved source', () => {
		const input = {notebook_path: '/n.ipynb', cell_id: 'a1', new_source: 'x = 2', edit_mode: 'replace'};
		const saved = JSON.parse(fileAfter('NotebookEdit', input, file)!) as {cells: Array<{source: unknown}>};
		saved.cells[0]!.source = ['x = 3\n', 'print(x * 2)'];
		expect(inputForSaved('NotebookEdit', input, file, JSON.stringify(saved))).toEqual({
			...input,
			new_source: 'x = 3\nprint(x * 2)',
		});
	});

	it('saved with any other change (another cell, the metadata, not JSON): no input can write it', () => {
		const input = {notebook_path: '/n.ipynb', cell_id: 'a1', new_source: 'x = 2'};
		const proposed = JSON.parse(fileAfter('NotebookEdit', input, file)!) as {
			cells: Array<{source: unknown}>;
			metadata: object;
		};
		const otherCell = structuredClone(proposed);
		otherCell.cells[1]!.source = '# other';
		const metadata = {...structuredClone(proposed), metadata: {kernel: 'x'}};
		for (const saved of [JSON.stringify(otherCell), JSON.stringify(metadata), 'not json'])
			expect(inputForSaved('NotebookEdit', input, file, saved)).toBeUndefined();
		expect(
			inputForSaved('NotebookEdit', {...input, edit_mode: 'delete'}, file, JSON.stringify(otherCell)),
		).toBeUndefined();
	});

	it('a notebook nested too deep for JSON.stringify (JSON.parse reads it): not followed, never a throw', () => {
		let deep = 'null';
		for (let level = 0; level < 20_000; level++) deep = `[${deep}]`;
		const nested = `{"cells":[{"cell_type":"code","id":"a1","source":"x","outputs":[],"metadata":{"d":${deep}}}],"metadata":{}}`;
		const input = {notebook_path: '/n.ipynb', cell_id: 'a1', new_source: 'y'};
		expect(fileAfter('NotebookEdit', input, nested)).toBeUndefined();
		expect(inputForSaved('NotebookEdit', input, file, nested)).toBeUndefined();
	});
});
