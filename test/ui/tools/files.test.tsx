/** File tools built by hand: edits before their result, refused, failed and large; NotebookEdit; Glob and Grep. */
import {describe, expect, it} from 'vitest';
import type {ToolCall} from '../../../src/state/transcript.js';
import {ToolCallView} from '../../../src/ui/components/tool-call.js';
import type {ViewOptions} from '../../../src/ui/view.js';
import {render} from '../../helpers/render.js';

const base: ToolCall = {
	id: 'toolu_1',
	name: 'Edit',
	inputJson: '',
	input: {},
	status: 'done',
	startedAt: 0,
	endedAt: 40,
	children: [],
	settled: true,
};
// A field may be set to undefined: a call that has not got that far.
const tool = (over: {[K in keyof ToolCall]?: ToolCall[K] | undefined}): ToolCall => ({...base, ...over}) as ToolCall;
const ok = (structured: unknown, text = 'ok') => ({text, isError: false, structured});

function show(call: ToolCall, {live = false, expanded = false} = {}) {
	const view: ViewOptions = {width: 80, color: false, cwd: '/repo', showThinking: false, live};
	return render(<ToolCallView call={call} view={view} expanded={expanded} />).frame();
}

const numbered = (count: number, word: string) =>
	Array.from({length: count}, (_, index) => `${word} ${index + 1}`).join('\n');
const editInput = {file_path: '/repo/src/app.ts', old_string: 'const a = 1;', new_string: 'const a = 2;\nconst b = 3;'};

describe('Edit', () => {
	it('running shows old → new from the input, without line numbers: where it is in the file is not known', () => {
		const frame = show(tool({input: editInput, status: 'running', settled: false, endedAt: undefined}), {live: true});
		expect(frame).toBe('\n⏺ Edit(src/app.ts) running…\n  ⎿ - const a = 1;\n    + const a = 2;\n    + const b = 3;');
	});

	it('denied shows the refused change and the reason', () => {
		const frame = show(tool({input: editInput, status: 'denied', denial: 'keep a at 1'}));
		expect(frame).toContain('⏺ Edit(src/app.ts) denied\n  ⎿ - const a = 1;');
		expect(frame).toContain('  ⎿ keep a at 1');
	});

	it('interrupted at its prompt shows no change, only that nothing was written', () => {
		const frame = show(tool({input: editInput, status: 'interrupted', stoppedAtPrompt: true, endedAt: 40}));
		expect(frame).toBe('\n⏺ Edit(src/app.ts) interrupted\n  ⎿ not written');
	});

	it('failed shows the error without its tag', () => {
		const frame = show(
			tool({
				input: editInput,
				status: 'error',
				result: {text: '<tool_use_error>String to replace not found in file.</tool_use_error>', isError: true},
			}),
		);
		expect(frame).toBe('\n⏺ Edit(src/app.ts) failed\n  ⎿ String to replace not found in file.');
	});

	it('a large diff: a few lines live, more in history, all of it expanded', () => {
		const lines = Array.from({length: 120}, (_, index) => `+line ${index + 1}`);
		const call = tool({
			input: {file_path: '/repo/big.ts'},
			result: ok({structuredPatch: [{oldStart: 10, oldLines: 0, newStart: 10, newLines: 120, lines}]}),
		});
		const live = show(call, {live: true});
		expect(live).toContain('⏺ Edit(big.ts) +120 −0');
		expect(live).toContain(' 10 + line 1');
		expect(live.split('\n').length).toBeLessThanOrEqual(10);
		const history = show(call);
		expect(history).toContain(' 48 + line 39');
		expect(history).toContain('… 81 more lines');
		expect(history.split('\n').length).toBeLessThanOrEqual(42);
		expect(show(call, {expanded: true})).toContain('129 + line 120');
	});
});

describe('Write', () => {
	it('a new file: its length and the head of its content with line numbers', () => {
		const content = `${numbered(30, 'row')}\n`;
		const frame = show(
			tool({
				name: 'Write',
				input: {file_path: '/repo/rows.txt', content},
				result: ok({type: 'create', filePath: '/repo/rows.txt', content, structuredPatch: []}),
			}),
		);
		expect(frame).toContain('⏺ Write(rows.txt) · 30 lines');
		expect(frame).toContain('  ⎿  1 + row 1\n     2 + row 2');
		expect(frame).toContain('… 21 more lines');
	});

	it('an overwrite: the diff and its counts', () => {
		const call = tool({
			name: 'Write',
			input: {file_path: '/repo/a.txt', content: 'two\n'},
			result: ok({
				type: 'update',
				structuredPatch: [{oldStart: 1, oldLines: 1, newStart: 1, newLines: 1, lines: ['-one', '+two']}],
			}),
		});
		expect(show(call)).toContain('⏺ Write(a.txt) +1 −1');
		expect(show(call)).toContain('  ⎿ 1 - one\n    1 + two');
	});

	it('an overwrite with what the file held says so, not +0 −0', () => {
		const call = tool({
			name: 'Write',
			input: {file_path: '/repo/a.txt', content: 'same\n'},
			result: ok({type: 'update', structuredPatch: []}),
		});
		expect(show(call)).toContain('⏺ Write(a.txt) · no change');
		expect(show(call)).not.toContain('+0');
	});
});

describe('NotebookEdit', () => {
	it('says which cell changed and shows the cell diff', () => {
		const call = tool({
			name: 'NotebookEdit',
			input: {notebook_path: '/repo/analysis.ipynb', cell_id: 'c3', new_source: 'df.describe()\ndf.head()'},
			result: ok({
				new_source: 'df.describe()\ndf.head()',
				old_source: 'df.head()',
				cell_id: 'c3',
				cell_type: 'code',
				language: 'python',
				edit_mode: 'replace',
			}),
		});
		const frame = show(call);
		expect(frame).toContain('⏺ NotebookEdit(analysis.ipynb) +1 −0');
		expect(frame).toContain('  ⎿ replace cell c3 (code)\n    1 + df.describe()\n    2   df.head()');
	});
});

describe('Glob and Grep', () => {
	it('Glob: the pattern and the count; the files only when expanded, relative to cwd', () => {
		const call = tool({
			name: 'Glob',
			input: {pattern: '**/*.ts', path: '/repo/src'},
			result: ok(
				{
					numFiles: 3,
					filenames: ['/repo/src/a.ts', '/repo/src/b.ts', '/repo/src/c.ts'],
					truncated: false,
					durationMs: 4,
				},
				'/repo/src/a.ts',
			),
		});
		expect(show(call, {live: true})).toBe('\n⏺ Glob("**/*.ts" in src) · 3 files');
		expect(show(call)).not.toContain('a.ts');
		expect(show(call, {expanded: true})).toContain('  ⎿ src/a.ts\n    src/b.ts\n    src/c.ts');
	});

	it('Grep: files, matches or lines depending on the mode', () => {
		const grep = (structured: Record<string, unknown>) =>
			show(tool({name: 'Grep', input: {pattern: 'TODO', glob: '*.ts'}, result: ok(structured)}), {live: true});
		expect(grep({mode: 'files_with_matches', numFiles: 2, filenames: ['/repo/a.ts', '/repo/b.ts']})).toBe(
			'\n⏺ Grep("TODO" (*.ts)) · 2 files',
		);
		expect(grep({mode: 'count', numFiles: 2, filenames: [], numMatches: 7})).toBe(
			'\n⏺ Grep("TODO" (*.ts)) · 7 matches in 2 files',
		);
		expect(grep({mode: 'content', numFiles: 0, filenames: [], content: 'a.ts:1:// TODO', numLines: 1})).toBe(
			'\n⏺ Grep("TODO" (*.ts)) · 1 line',
		);
	});

	it('Grep content is shown when expanded', () => {
		const call = tool({
			name: 'Grep',
			input: {pattern: 'TODO'},
			result: ok({
				mode: 'content',
				numFiles: 0,
				filenames: [],
				content: 'a.ts:1:// TODO one\nb.ts:9:// TODO two',
				numLines: 2,
			}),
		});
		expect(show(call, {expanded: true})).toContain('  ⎿ a.ts:1:// TODO one\n    b.ts:9:// TODO two');
	});
});
