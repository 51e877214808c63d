/** NotebookEdit, WebFetch and a question's option preview (issue 22, item 10): content, not raw JSON, within the rows. */
import {describe, expect, it, vi} from 'vitest';
import {PermissionPrompt} from '../../src/ui/components/permission-prompt.js';
import type {PermissionRequest} from '../../src/state/state.js';
import type {ViewOptions} from '../../src/ui/view.js';
import {KEY} from '../helpers/keys.js';
import {render} from '../helpers/render.js';

const EVIL = '\u001b]52;c;aGk=\u0007\u001b[2J';
const base: PermissionRequest = {
	requestId: 'req-1',
	toolName: 'NotebookEdit',
	toolUseId: 'toolu_1',
	input: {},
	suggestions: [],
	requiresInteraction: false,
	suppressAlwaysAllow: false,
	defaultToNo: false,
	receivedAt: 0,
};

function setup(request: PermissionRequest, {columns = 100, maxRows = 40} = {}) {
	const view: ViewOptions = {width: columns, color: false, cwd: '/repo', showThinking: true, live: true};
	const ui = render(
		<PermissionPrompt
			request={request}
			queued={0}
			view={view}
			maxRows={maxRows}
			onDecide={vi.fn()}
			onInterrupt={vi.fn()}
			armDelayMs={0}
		/>,
	);
	const raw = () => ui.lastFrame() ?? '';
	return {...ui, raw, rows: () => ui.frame().split('\n')};
}

const notebook = JSON.stringify({
	cells: [
		{id: 'c1', cell_type: 'markdown', source: ['# Title\n']},
		{id: 'c3', cell_type: 'code', source: ['import pandas\n', 'df.head()']},
	],
});
const notebookEdit = (input: Record<string, unknown>, fileBefore?: string | null): PermissionRequest => ({
	...base,
	input: {notebook_path: '/repo/analysis.ipynb', ...input},
	...(fileBefore === undefined ? {} : {fileBefore}),
});

describe('NotebookEdit prompt', () => {
	it('names the cell, the mode and the type, and diffs the new source against the cell', () => {
		const {frame} = setup(
			notebookEdit(
				{cell_id: 'c3', cell_type: 'code', edit_mode: 'replace', new_source: 'import pandas\ndf.tail()'},
				notebook,
			),
		);
		expect(frame()).toContain('Replace cell c3 in analysis.ipynb (code)');
		expect(frame()).toMatch(/1 {3}import pandas/);
		expect(frame()).toMatch(/2 - df\.head\(\)/);
		expect(frame()).toMatch(/2 \+ df\.tail\(\)/);
		expect(frame()).not.toContain('"new_source"');
	});

	it('an insert is all new lines; a cell it cannot read shows the new source as added', () => {
		expect(setup(notebookEdit({cell_id: 'c1', edit_mode: 'insert', new_source: 'x = 1'}, notebook)).frame()).toMatch(
			/Insert a cell after c1 in analysis\.ipynb[\s\S]*1 \+ x = 1/,
		);
		const unread = setup(notebookEdit({cell_id: 'c9', new_source: 'y = 2'}, null)).frame();
		expect(unread).toContain('could not be read');
		expect(unread).toMatch(/1 \+ y = 2/);
	});

	it('a delete shows the cell going; cell-N names a cell by its index', () => {
		const frame = setup(notebookEdit({cell_id: 'cell-1', edit_mode: 'delete', new_source: ''}, notebook)).frame();
		expect(frame).toContain('Delete cell cell-1');
		expect(frame).toMatch(/2 - df\.head\(\)/);
	});

	it.each([
		[80, 22],
		[40, 10],
	])('at %i columns and %i rows a long cell fits, scrolls, and keeps its answers', (columns, maxRows) => {
		const source = Array.from({length: 40}, (_, index) => `print(${index + 1})`).join('\n');
		const {frame, rows} = setup(notebookEdit({cell_id: 'c3', new_source: source}, notebook), {columns, maxRows});
		expect(rows().length).toBeLessThanOrEqual(maxRows);
		expect(frame()).toContain('Replace cell c3');
		expect(frame()).toMatch(/more rows/);
		expect(frame()).toMatch(/1\.? Yes/);
	});

	it('escape sequences in the source and the path do not reach the terminal', () => {
		const {raw} = setup(
			notebookEdit({notebook_path: `/repo/${EVIL}.ipynb`, cell_id: 'c3', new_source: `a${EVIL}b`}, notebook),
		);
		expect(raw()).not.toContain('\u001b]52');
		expect(raw()).not.toContain('\u001b[2J');
	});
});

const webFetch = (input: Record<string, unknown>): PermissionRequest => ({...base, toolName: 'WebFetch', input});

describe('WebFetch prompt', () => {
	it('the domain first, the whole URL, and the question asked of the page', () => {
		const {frame} = setup(
			webFetch({url: 'https://docs.example.com/guide/install?lang=en', prompt: 'Which Node version is required?'}),
		);
		expect(frame()).toContain('Fetch docs.example.com');
		expect(frame()).toContain('https://docs.example.com/guide/install?lang=en');
		expect(frame()).toContain('“Which Node version is required?”');
		expect(frame()).not.toContain('"url"');
	});

	it('names the host claude fetches from: not a name before an @, and a look-alike in punycode as in its rule', () => {
		const {frame} = setup(webFetch({url: 'https://docs.example.com:443@evil.example.net/x'}));
		expect(frame()).toMatch(/Fetch evil\.example\.net +│/);
		expect(frame()).toContain('https://docs.example.com:443@evil.example.net/x');
		expect(setup(webFetch({url: 'https://docs.ex\u0430mple.com/x'})).frame()).toContain(
			'Fetch docs.xn--exmple-4nf.com',
		);
	});

	it('a URL that does not parse is named whole', () => {
		expect(setup(webFetch({url: 'docs.example.com/x y'})).frame()).toContain('Fetch docs.example.com/x y');
	});

	it('escape sequences in the URL and the question do not reach the terminal', () => {
		const {raw} = setup(webFetch({url: `https://evil.example/${EVIL}`, prompt: `Summarise${EVIL}`}));
		expect(raw()).not.toContain('\u001b]52');
		expect(raw()).not.toContain('\u001b[2J');
	});

	it.each([
		[80, 22],
		[40, 10],
	])('at %i columns and %i rows it fits and keeps its answers', (columns, maxRows) => {
		const url = `https://docs.example.com/${'very/long/path/'.repeat(12)}`;
		const {frame, rows} = setup(webFetch({url, prompt: 'What does it say? '.repeat(20)}), {columns, maxRows});
		expect(rows().length).toBeLessThanOrEqual(maxRows);
		expect(frame()).toContain('Fetch docs.example.com');
		expect(frame()).toMatch(/1\.? Yes/);
	});
});

const preview = Array.from({length: 30}, (_, index) => `preview line ${index + 1}`).join('\n');
const ask = (previewText: string): PermissionRequest => ({
	...base,
	toolName: 'AskUserQuestion',
	requiresInteraction: true,
	input: {
		questions: [
			{
				question: 'Which layout?',
				header: 'Layout',
				multiSelect: false,
				options: [
					{label: 'Grid', description: 'cards in a grid', preview: previewText},
					{label: 'List', description: 'one per row'},
				],
			},
		],
	},
});

describe('a question option with a preview', () => {
	it('shows the focused option preview under the options, not before it is focused', async () => {
		const {frame, type} = setup(ask('<Grid cols={3} />'));
		expect(frame()).not.toContain('<Grid cols={3} />');
		await type(KEY.down);
		expect(frame()).toContain('<Grid cols={3} />');
		await type(KEY.down);
		expect(frame()).not.toContain('<Grid cols={3} />');
	});

	it('keeps the blank lines of a preview', async () => {
		const {frame, type} = setup(ask('function a() {}\n\nfunction b() {}'));
		await type(KEY.down);
		expect(frame()).toMatch(/function a\(\) \{\}[ │]*\n[│ ]*\n[│ ]*function b/);
	});

	it('escape sequences in the preview do not reach the terminal', async () => {
		const {raw, frame, type} = setup(ask(`code${EVIL}here`));
		await type(KEY.down);
		expect(frame()).toContain('codehere');
		expect(raw()).not.toContain('\u001b]52');
		expect(raw()).not.toContain('\u001b[2J');
	});

	it.each([
		[80, 22],
		[40, 10],
	])('at %i columns and %i rows a long preview is cut to the rows left; the options stay', async (columns, maxRows) => {
		const {frame, rows, type} = setup(ask(preview), {columns, maxRows});
		await type(KEY.down);
		expect(frame()).toContain('preview line 1');
		expect(frame()).toMatch(/↓ \d+ more rows of the preview/);
		expect(frame()).not.toContain('preview line 30');
		expect(rows().length).toBeLessThanOrEqual(maxRows);
		expect(frame()).toContain('2. ( ) List');
		expect(frame()).toContain('3. Other');
	});
});
