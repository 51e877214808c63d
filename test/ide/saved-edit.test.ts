/**
 * The input that makes the tool write exactly what the person saved in the editor. Applying it with the Edit
 * tool's own rules (applyEdits) to the file on disk must give the saved text, for any file and any saved text.
 */
import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {applyEdits, type EditSpec} from '../../src/state/file-after.js';
import {inputForSaved} from '../../src/ide/saved-edit.js';

const editOf = (input: Readonly<Record<string, unknown>>): EditSpec[] => [input as unknown as EditSpec];
const editsOf = (input: Readonly<Record<string, unknown>>): EditSpec[] => input['edits'] as EditSpec[];

/** Texts with many repeats, line breaks and the characters that tripped edits before ($, \r, spaces). */
const text = fc
	.array(fc.constantFrom('a', 'b', 'ab', '\n', ' ', '$&', 'x\n', '\r\n', 'é'), {maxLength: 30})
	.map(parts => parts.join(''));

describe('inputForSaved', () => {
	it('Write: writes the saved text', () => {
		expect(inputForSaved('Write', {file_path: '/f', content: 'proposed'}, 'old', 'saved')).toEqual({
			file_path: '/f',
			content: 'saved',
		});
	});

	it('Edit: one edit of the smallest changed region of whole lines that is unique in the file', () => {
		const file = 'one\ntwo\nthree\n';
		expect(
			inputForSaved('Edit', {file_path: '/f', old_string: 'two', new_string: '2'}, file, 'one\ntwo!\nthree\n'),
		).toEqual({file_path: '/f', old_string: 'two\n', new_string: 'two!\n', replace_all: false});
	});

	it('Edit: widens a region that is not unique until it is', () => {
		const file = 'x\nsame\ny\nsame\n';
		const input = inputForSaved('Edit', {file_path: '/f'}, file, 'x\nsame\ny\nSAME\n');
		expect(input).toEqual({file_path: '/f', old_string: 'y\nsame\n', new_string: 'y\nSAME\n', replace_all: false});
	});

	it('Edit: an empty or missing file is written with an empty old_string', () => {
		expect(inputForSaved('Edit', {file_path: '/f'}, null, 'new\n')).toEqual({
			file_path: '/f',
			old_string: '',
			new_string: 'new\n',
			replace_all: false,
		});
		expect(inputForSaved('Edit', {file_path: '/f'}, '', 'new\n')).toMatchObject({old_string: ''});
	});

	it('Edit: nothing when no edit can give the saved text (an empty new file, or no change at all)', () => {
		expect(inputForSaved('Edit', {file_path: '/f'}, null, '')).toBeUndefined();
		expect(inputForSaved('Edit', {file_path: '/f'}, 'same', 'same')).toBeUndefined();
		expect(inputForSaved('NotebookEdit', {notebook_path: '/n.ipynb'}, '{}', '{"cells":[]}')).toBeUndefined();
	});

	it('MultiEdit: a single edit, the same tool', () => {
		expect(
			inputForSaved('MultiEdit', {file_path: '/f', edits: [{old_string: 'a', new_string: 'b'}]}, 'a\nb\n', 'a\nc\n'),
		).toEqual({file_path: '/f', edits: [{old_string: 'b\n', new_string: 'c\n', replace_all: false}]});
	});

	it('Edit (property): applying the rewritten edit to the file gives exactly the saved text', () => {
		fc.assert(
			fc.property(fc.option(text, {nil: null}), text, (file, saved) => {
				const input = inputForSaved('Edit', {file_path: '/f', old_string: 'q', new_string: 'r'}, file, saved);
				if (input === undefined) {
					// Only where the Edit tool has no way to write it: no change, or an empty file that is not there.
					expect(saved === file || (file === null && saved === '')).toBe(true);
					return;
				}
				expect(applyEdits(file, editOf(input))).toBe(saved);
			}),
			{numRuns: 2000},
		);
	});

	it('MultiEdit (property): applying the rewritten edits to the file gives exactly the saved text', () => {
		fc.assert(
			fc.property(text, text, (file, saved) => {
				fc.pre(file !== saved);
				const input = inputForSaved('MultiEdit', {file_path: '/f', edits: []}, file, saved);
				expect(input).toBeDefined();
				expect(applyEdits(file, editsOf(input!))).toBe(saved);
			}),
			{numRuns: 1000},
		);
	});
});
