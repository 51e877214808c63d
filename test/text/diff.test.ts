import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {editDiff, formatDiff, formatDiffRows, patchDiff, writeDiff, type DiffView} from '../../src/text/diff.js';
import {readRecording} from '../helpers/fixtures.js';

const FILE = Array.from({length: 10}, (_, i) => `line ${i + 1}`).join('\n') + '\n';
const plain = (view: DiffView, opts: {maxLines?: number; width?: number} = {}) =>
	formatDiff(view, {...opts, color: false});

describe('editDiff', () => {
	it('uses line numbers and 3 lines of context from the file', () => {
		const view = editDiff({filePath: 'f.txt', oldString: 'line 6', newString: 'LINE SIX', fileContent: FILE});
		expect(view.added).toBe(1);
		expect(view.removed).toBe(1);
		expect(view.hunks).toHaveLength(1);
		expect(view.hunks[0]?.header).toBe('@@ -3,7 +3,7 @@');
		expect(plain(view)).toEqual([
			'3   line 3',
			'4   line 4',
			'5   line 5',
			'6 - line 6',
			'6 + LINE SIX',
			'7   line 7',
			'8   line 8',
			'9   line 9',
		]);
	});

	it('replaces only the first occurrence unless replaceAll', () => {
		const file = 'x\na\nb\nc\nd\ne\nf\ng\nh\nx\n';
		const first = editDiff({filePath: 'f', oldString: 'x', newString: 'y', fileContent: file});
		expect([first.added, first.removed, first.hunks.length]).toEqual([1, 1, 1]);
		const all = editDiff({filePath: 'f', oldString: 'x', newString: 'y', replaceAll: true, fileContent: file});
		expect([all.added, all.removed, all.hunks.length]).toEqual([2, 2, 2]);
		expect(all.hunks[1]?.lines.find(line => line.kind === 'add')).toEqual({kind: 'add', newNo: 10, text: 'y'});
	});

	it('finds old_string in a CRLF file and shows no carriage returns', () => {
		const file = 'one\r\ntwo\r\nthree\r\n';
		const view = editDiff({filePath: 'f', oldString: 'two\nthree', newString: 'TWO\nthree', fileContent: file});
		expect(plain(view)).toEqual(['1   one', '2 - two', '2 + TWO', '3   three']);
	});

	it('shows no line numbers when the file content is unknown or claude would not find old_string there', () => {
		const expected = ['  foo', '- bar', '+ baz'];
		expect(plain(editDiff({filePath: 'f', oldString: 'foo\nbar', newString: 'foo\nbaz'}))).toEqual(expected);
		expect(
			plain(editDiff({filePath: 'f', oldString: 'foo\nbar', newString: 'foo\nbaz', fileContent: 'other\n'})),
		).toEqual(expected);
	});

	it('finds old_string with straight quotes where the file has curly ones, and writes the new text curly', () => {
		// The fidelity audit's quotes scenario: q.js as its setup wrote it, the Edit's input as the model sent it.
		// claude 2.1.330 left line 2 as `const msg = ‘bye’;`.
		const fileContent = 'line one\nconst msg = \u2018hello\u2019;\nline three\n';
		const view = editDiff({
			filePath: 'q.js',
			oldString: "const msg = 'hello';",
			newString: "const msg = 'bye';",
			fileContent,
		});
		expect(plain(view)).toEqual([
			'1   line one',
			'2 - const msg = \u2018hello\u2019;',
			'2 + const msg = \u2018bye\u2019;',
			'3   line three',
		]);
		const doubled = editDiff({
			filePath: 'f',
			oldString: 'say "it\'s" (x)',
			newString: "say \"don't\" 'y'",
			fileContent: 'say \u201Cit\u2019s\u201D (x)\n',
		});
		expect(plain(doubled)).toContain('1 + say \u201Cdon\u2019t\u201D \u2018y\u2019');
	});

	it('does not count a missing final newline as a change', () => {
		const view = editDiff({filePath: 'f', oldString: 'a', newString: 'a\nb'});
		expect(plain(view)).toEqual(['  a', '+ b']);
	});

	it('keeps replacement patterns literal', () => {
		const view = editDiff({filePath: 'f', oldString: 'b', newString: '$& $1', fileContent: 'a\nb\n'});
		expect(view.hunks[0]?.lines.at(-1)).toEqual({kind: 'add', newNo: 2, text: '$& $1'});
	});
});

describe('writeDiff', () => {
	it('shows a new file as all additions', () => {
		const view = writeDiff({filePath: 'a.txt', content: 'one\ntwo\n'});
		expect(view).toEqual({
			filePath: 'a.txt',
			added: 2,
			removed: 0,
			hunks: [
				{
					header: '@@ -0,0 +1,2 @@',
					lines: [
						{kind: 'add', newNo: 1, text: 'one'},
						{kind: 'add', newNo: 2, text: 'two'},
					],
				},
			],
		});
		expect(writeDiff({filePath: 'empty', content: ''}).hunks).toEqual([]);
	});

	it('diffs against the previous content', () => {
		const view = writeDiff({filePath: 'f', content: FILE.replace('line 2\n', ''), previous: FILE});
		expect([view.added, view.removed]).toEqual([0, 1]);
		expect(plain(view)[1]).toBe('2 - line 2');
	});
});

describe('patchDiff', () => {
	const results = readRecording('d-write-always-allow.jsonl')
		.map(line => line.msg?.['tool_use_result'] as {structuredPatch?: unknown; filePath: string} | undefined)
		.filter(result => result?.structuredPatch !== undefined);

	it('reads the CLI structuredPatch of an Edit', () => {
		const edit = results.find(result => Array.isArray(result?.structuredPatch) && result.structuredPatch.length > 0);
		expect(edit).toBeDefined();
		const view = patchDiff(edit?.structuredPatch, edit?.filePath ?? '');
		expect(view).toEqual({
			filePath: '/home/dev/project-d-write-always-allow/notes.txt',
			added: 1,
			removed: 1,
			hunks: [
				{
					header: '@@ -1,1 +1,1 @@',
					lines: [
						{kind: 'del', oldNo: 1, text: 'alpha'},
						{kind: 'add', newNo: 1, text: 'beta'},
					],
				},
			],
		});
		expect(plain(view)).toEqual(['1 - alpha', '1 + beta']);
	});

	it('reads the empty structuredPatch of a created file', () => {
		const created = results.find(
			result => Array.isArray(result?.structuredPatch) && result.structuredPatch.length === 0,
		);
		expect(patchDiff(created?.structuredPatch, 'a.txt')).toEqual({filePath: 'a.txt', added: 0, removed: 0, hunks: []});
	});

	it('skips what it cannot use', () => {
		const hunks = [
			null,
			'x',
			{oldStart: 'a', newStart: 1, lines: []},
			{oldStart: 5, newStart: 5, lines: [' ctx', 7, '\\ No newline at end of file', '+new']},
		];
		expect(patchDiff(hunks, 'f').hunks).toEqual([
			{
				header: '@@ -5,1 +5,2 @@',
				lines: [
					{kind: 'ctx', oldNo: 5, newNo: 5, text: 'ctx'},
					{kind: 'add', newNo: 6, text: 'new'},
				],
			},
		]);
	});

	it('never throws on garbage', () => {
		fc.assert(
			fc.property(fc.anything(), value => {
				const view = patchDiff(value, 'f');
				expect(formatDiff(view)).toBeInstanceOf(Array);
			}),
		);
	});
});

describe('formatDiff', () => {
	const two = editDiff({
		filePath: 'f',
		oldString: 'x',
		newString: 'y',
		replaceAll: true,
		fileContent: 'x\na\nb\nc\nd\ne\nf\ng\nh\nx\n',
	});

	it('shows the trailing spaces of a changed line, so an edit of only those is seen; not on an unchanged line', () => {
		// The fidelity audit's quotes scenario (ws.txt, with spaces added after its unchanged first line), the Edit's
		// input as the model sent it.
		const view = editDiff({
			filePath: 'ws.txt',
			oldString: 'y = 2   ',
			newString: 'y = 2',
			fileContent: 'x = 1  \ny = 2   \n',
		});
		expect(plain(view)).toEqual(['1   x = 1  ', '2 - y = 2···', '2 + y = 2']);
	});

	it('separates hunks', () => {
		expect(plain(two)).toEqual([
			' 1 - x',
			' 1 + y',
			' 2   a',
			' 3   b',
			' 4   c',
			'   ⋮',
			' 7   f',
			' 8   g',
			' 9   h',
			'10 - x',
			'10 + y',
		]);
	});

	it('cuts to maxLines with a tail that counts the lines left out', () => {
		expect(plain(two, {maxLines: 4})).toEqual([' 1 - x', ' 1 + y', ' 2   a', '   … 7 more lines']);
		// a separator is never the last line before the tail
		expect(plain(two, {maxLines: 6})).toEqual([' 1 - x', ' 1 + y', ' 2   a', ' 3   b', ' 4   c', '   … 5 more lines']);
		expect(plain(two, {maxLines: 11})).toHaveLength(11);
		expect(plain(two, {maxLines: 1})).toEqual(['   … 10 more lines']);
	});

	it('wraps long lines under the text column', () => {
		const view = writeDiff({filePath: 'f', content: 'abcdefghij\n'});
		expect(plain(view, {width: 8})).toEqual(['1 + abcd', '    efgh', '    ij']);
		expect(plain(view, {width: 8, maxLines: 2})).toEqual(['1 + abcd', '  … 1 more line']);
	});

	it('shows control characters, expands tabs and keeps empty lines clean', () => {
		const view = writeDiff({filePath: 'f', content: '\tx\x1b]52;c;eA==\x07\n\n'});
		// A leading tab is two spaces, as claude writes it in an edit's structuredPatch.
		expect(plain(view)).toEqual(['1 +   x␛]52;c;eA==␇', '2 +']);
	});

	it('colours removed lines red and added lines green', () => {
		const lines = formatDiff(editDiff({filePath: 'f', oldString: 'a', newString: 'b'}), {color: true});
		expect(lines[0]).toContain('\x1b[31m- a');
		expect(lines[1]).toContain('\x1b[32m+ b');
	});

	it('returns nothing for an empty diff', () => {
		expect(formatDiff(patchDiff([], 'f'))).toEqual([]);
	});
});

describe('formatDiffRows', () => {
	it("says which of formatDiff's rows is where the first added or removed line starts, wrapped rows counted", () => {
		const long = 'x'.repeat(50);
		const fileContent = ['a', long, 'b', 'old', 'c'].join('\n');
		const diff = editDiff({filePath: 'f', oldString: 'old', newString: 'new', replaceAll: false, fileContent});
		const {rows, firstChanged} = formatDiffRows(diff, {color: false, width: 30});
		expect(rows).toEqual(formatDiff(diff, {color: false, width: 30}));
		expect(firstChanged).toBe(rows.findIndex(row => row.startsWith('4 - old')));
		expect(firstChanged).toBe(4); // a, x (two rows), b
		expect(formatDiffRows(diff).firstChanged).toBe(3);
		expect(formatDiffRows(writeDiff({filePath: 'f', content: 'same', previous: 'same'})).firstChanged).toBe(0);
	});
});
