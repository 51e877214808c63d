/** A running subagent with heavy steps stays a few rows in the live region; expanded shows its steps in full. */
import {describe, expect, it} from 'vitest';
import type {ToolCall, TranscriptItem} from '../../../src/state/transcript.js';
import {ToolCallView} from '../../../src/ui/components/tool-call.js';
import type {ViewOptions} from '../../../src/ui/view.js';
import {render} from '../../helpers/render.js';

const view: ViewOptions = {width: 80, color: false, cwd: '/repo', showThinking: true, live: true};
const long = Array.from({length: 40}, (_, index) => `line ${index + 1}`).join('\n');

const edit = (id: string): TranscriptItem => ({
	kind: 'tool',
	id,
	call: {id, name: 'Edit', inputJson: '', input: {file_path: `/repo/${id}.ts`, old_string: long, new_string: long.toUpperCase()}, status: 'running', startedAt: 0, children: []},
});

const children: TranscriptItem[] = [
	{kind: 'user', id: 'prompt', text: 'Review the code', subagentPrompt: true},
	edit('a'),
	{kind: 'thinking', id: 'th', text: long, status: 'done', redacted: false, startedAt: 0, committedChars: 0},
	edit('b'),
	{kind: 'text', id: 'tx', text: `I changed ${long}`, status: 'streaming', committedChars: 0},
	edit('c'),
];

const agent: ToolCall = {
	id: 'toolu_agent',
	name: 'Agent',
	inputJson: '',
	input: {description: 'Review the code', subagent_type: 'code-reviewer', prompt: 'Review'},
	status: 'running',
	startedAt: 0,
	children,
	task: {taskId: 't1', status: 'running', lastToolName: 'Edit', toolUses: 3, totalTokens: 5400},
};

describe('a running subagent', () => {
	it('shows its latest steps one row each', () => {
		const frame = render(<ToolCallView call={agent} view={view} />).frame();
		expect(frame).toBe(
			[
				'',
				'⏺ Agent(code-reviewer: Review the code) running…',
				'    … 1 earlier step',
				'    ✻ line 1',
				'    ⏺ Edit(b.ts) running…',
				'    ● I changed line 1',
				'    ⏺ Edit(c.ts) running…',
				'    ⎿ last tool Edit · 3 tool uses · 5.4k tokens',
			].join('\n'),
		);
	});

	it('expanded, every step in full', () => {
		const frame = render(<ToolCallView call={{...agent, status: 'done', settled: true}} view={{...view, live: false}} expanded />).frame();
		expect(frame).toContain('⏺ Edit(a.ts)');
		expect(frame).toContain('I changed line 1');
		expect(frame).toContain('line 40');
	});
});
