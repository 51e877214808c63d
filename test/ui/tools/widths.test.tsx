/**
 * Tool output in history (components/history.tsx, as the App writes it) at 40 and 80 columns: no row is wider than the
 * terminal, wide characters (CJK, emoji) included, so the terminal never wraps a row Ink already laid out.
 */
import {EventEmitter} from 'node:events';
import {render as inkRender} from 'ink';
import stringWidth from 'string-width';
import {afterEach, describe, expect, it} from 'vitest';
import type {ToolCall, TranscriptItem} from '../../../src/state/transcript.js';
import {History} from '../../../src/ui/components/history.js';
import type {ViewOptions} from '../../../src/ui/view.js';
import {stripAnsi} from '../../helpers/render.js';

class Stdout extends EventEmitter {
	written = '';
	constructor(readonly columns: number) {
		super();
	}
	rows = 50;
	write = (chunk: string) => {
		this.written += chunk;
		return true;
	};
}

const cleanups: Array<() => void> = [];
afterEach(() => {
	for (const cleanup of cleanups.splice(0)) cleanup();
});

/** The rows history gets for `items` at `columns` (the view is as wide as the terminal, as the App makes it). */
function historyRows(items: TranscriptItem[], columns: number): string[] {
	const stdout = new Stdout(columns);
	const view: ViewOptions = {width: columns, color: true, cwd: '/repo', showThinking: false, live: false};
	const instance = inkRender(<History items={items} view={view} />, {
		stdout: stdout as unknown as NodeJS.WriteStream,
		debug: true,
		patchConsole: false,
	});
	cleanups.push(() => instance.unmount());
	return stripAnsi(stdout.written).split('\n');
}

const toolRows = (call: ToolCall, columns: number, expanded = false) =>
	historyRows([{kind: 'tool', id: call.id, call, expanded}], columns);

const CJK = '漢字'.repeat(40);
const EMOJI = '🙂👍🏽'.repeat(30);
const LONG = 'x'.repeat(150);
const output = [CJK, EMOJI, LONG, `mixed ${'漢a'.repeat(40)}`].join('\n');

const base = {startedAt: 0, endedAt: 1000, children: [], settled: true, status: 'done', inputJson: ''} as const;
const bash: ToolCall = {
	...base,
	id: 'toolu_b',
	name: 'Bash',
	input: {command: `echo ${CJK}`, description: `Print ${CJK}`},
	result: {text: output, isError: false, structured: {stdout: output, stderr: '', interrupted: false}},
};
const read: ToolCall = {
	...base,
	id: 'toolu_r',
	name: 'Read',
	input: {file_path: `/repo/${CJK}.txt`},
	result: {
		text: output,
		isError: false,
		structured: {
			type: 'text',
			file: {filePath: `/repo/${CJK}.txt`, content: output, numLines: 4, startLine: 1, totalLines: 4},
		},
	},
};
const edit: ToolCall = {
	...base,
	id: 'toolu_e',
	name: 'Edit',
	input: {file_path: '/repo/a.txt', old_string: `${CJK}\n${LONG}`, new_string: `${EMOJI}\n${LONG}y`},
};

describe.each([40, 80])('tool output in history at %i columns', columns => {
	it.each([
		['Bash', bash, false],
		['Read (expanded)', read, true],
		['Edit diff', edit, false],
	] as const)('%s: no row is wider than the terminal', (_, call, expanded) => {
		const rows = toolRows(call, columns, expanded);
		const wide = rows.filter(row => stringWidth(row) > columns);
		expect(wide).toEqual([]);
	});

	it('wraps CJK output instead of letting it run past the edge', () => {
		const rows = toolRows(bash, columns);
		const cjkRows = rows.filter(row => row.includes('漢字漢字'));
		expect(cjkRows.length).toBeGreaterThan(1);
		expect(cjkRows.join('').replace(/[^漢字]/g, '')).toContain(CJK);
	});
});

describe('assistant text in history', () => {
	it('stays one line per paragraph for the terminal to wrap, the history width notwithstanding', () => {
		const paragraph = `A paragraph ${'漢字 and words '.repeat(8)}end.`;
		const rows = historyRows([{kind: 'text', id: 't1', text: paragraph, status: 'done', committedChars: 0}], 40);
		expect(rows.map(row => row.trimEnd())).toContain(paragraph);
	});
});

describe('one very long output line in history', () => {
	const line = `${'word '.repeat(999)}end`;
	const call: ToolCall = {
		...base,
		id: 'toolu_l',
		name: 'Bash',
		input: {command: 'cat blob.txt', description: 'Show the blob'},
		result: {
			text: `${line}\nnext`,
			isError: false,
			structured: {stdout: `${line}\nnext`, stderr: '', interrupted: false},
		},
	};

	it.each([40, 80])('takes the rows of the 8-line excerpt at %i columns, cut with … and a note', columns => {
		const rows = toolRows(call, columns)
			.map(row => row.trimEnd())
			.filter(row => row !== '');
		const note = rows.findIndex(row => row.includes('… a long line cut'));
		// The header, the command, then 8 rows of output, the last cut.
		expect(note).toBe(10);
		expect(rows[note - 1]).toMatch(/…$/);
		expect(rows.slice(note).join(' ').replace(/\s+/g, ' ')).toBe(
			' … a long line cut · 1 more line · ctrl+o for all 2 lines',
		);
	});

	it('is whole on Ctrl+O', () => {
		const rows = toolRows(call, 80, true);
		expect(rows.join(' ')).toContain('word end');
	});
});

describe('tabs in an output', () => {
	const table = 'name\tsize\na\t1\nbb\t22';
	const call: ToolCall = {
		...base,
		id: 'toolu_t',
		name: 'Bash',
		input: {command: 'cat table.tsv'},
		result: {text: table, isError: false, structured: {stdout: table, stderr: '', interrupted: false}},
	};

	it.each([false, true])('stop every 4 columns on every line (expanded: %s)', expanded => {
		const rows = toolRows(call, 80, expanded).map(row => row.replace(/^\s*(⎿\s+)?/, '').trimEnd());
		expect(rows).toEqual(expect.arrayContaining(['name    size', 'a   1', 'bb  22']));
	});
});
