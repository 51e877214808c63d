/**
 * What Edit, MultiEdit and Write would leave in a file, by the rules claude's Edit tool applies (a unique
 * old_string, replacement text taken literally, an emptying edit taking its line break along): the editor is
 * shown this, and saved contents are checked against it.
 */
import {describe, expect, it} from 'vitest';
import {applyEdits, fileAfter} from '../../src/state/file-after.js';

describe('applyEdits (what the Edit tool does)', () => {
	it('replaces the one occurrence, taking the replacement literally', () => {
		expect(applyEdits('let a = 1;\n', [{old_string: '1', new_string: '$&$1'}])).toBe('let a = $&$1;\n');
	});

	it('refuses an old_string found twice unless replace_all, which replaces each', () => {
		expect(applyEdits('x x', [{old_string: 'x', new_string: 'y'}])).toBeUndefined();
		expect(applyEdits('x x', [{old_string: 'x', new_string: 'y', replace_all: true}])).toBe('y y');
	});

	it('refuses an old_string not in the file, and an edit that changes nothing', () => {
		expect(applyEdits('abc', [{old_string: 'z', new_string: 'y'}])).toBeUndefined();
		expect(applyEdits('abc', [{old_string: 'b', new_string: 'b'}])).toBeUndefined();
	});

	it('an emptying edit of part of a line also takes the line break after it', () => {
		expect(applyEdits('a\nb\nc', [{old_string: 'b', new_string: ''}])).toBe('a\nc');
		expect(applyEdits('a\nb\nc', [{old_string: 'b\n', new_string: ''}])).toBe('a\nc');
	});

	it("finds straight quotes where the file has curly ones, and writes the new text in the file's style", () => {
		const file = 'const msg = \u2018hello\u2019;\nsay \u201Chi\u201D\n';
		expect(applyEdits(file, [{old_string: "'hello'", new_string: "'bye'"}])).toBe(
			'const msg = \u2018bye\u2019;\nsay \u201Chi\u201D\n',
		);
		// Each edit of a MultiEdit, in turn; one that claude would not find either is refused.
		expect(
			applyEdits(file, [
				{old_string: "'hello'", new_string: "'bye'"},
				{old_string: '"hi"', new_string: '"ho"'},
			]),
		).toBe('const msg = \u2018bye\u2019;\nsay \u201Cho\u201D\n');
		expect(applyEdits(file, [{old_string: "'hi'", new_string: "'ho'"}])).toBeUndefined();
	});

	it('an empty old_string writes a new or empty file, and is refused on a file with text', () => {
		expect(applyEdits(null, [{old_string: '', new_string: 'new\n'}])).toBe('new\n');
		expect(applyEdits(' \n', [{old_string: '', new_string: 'new\n'}])).toBe('new\n');
		expect(applyEdits('text', [{old_string: '', new_string: 'new\n'}])).toBeUndefined();
		expect(applyEdits(null, [{old_string: 'a', new_string: 'b'}])).toBeUndefined();
	});
});

describe('fileAfter', () => {
	it('Write: the content', () => {
		expect(fileAfter('Write', {file_path: '/f', content: 'new'}, 'old')).toBe('new');
		expect(fileAfter('Write', {file_path: '/f', content: 'new'}, null)).toBe('new');
	});

	it('Edit and MultiEdit: the edits applied to the file', () => {
		expect(fileAfter('Edit', {file_path: '/f', old_string: 'b', new_string: 'B', replace_all: false}, 'abc')).toBe(
			'aBc',
		);
		expect(
			fileAfter(
				'MultiEdit',
				{
					file_path: '/f',
					edits: [
						{old_string: 'a', new_string: 'A'},
						{old_string: 'c', new_string: 'C'},
					],
				},
				'abc',
			),
		).toBe('AbC');
	});

	it('nothing for an edit that would fail, an unreadable input or another tool', () => {
		expect(fileAfter('Edit', {file_path: '/f', old_string: 'z', new_string: 'B'}, 'abc')).toBeUndefined();
		expect(fileAfter('Edit', {file_path: '/f', old_string: 1}, 'abc')).toBeUndefined();
		expect(fileAfter('MultiEdit', {file_path: '/f', edits: 'no'}, 'abc')).toBeUndefined();
		expect(fileAfter('Bash', {command: 'ls'}, 'abc')).toBeUndefined();
	});
});
