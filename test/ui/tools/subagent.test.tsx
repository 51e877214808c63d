/** A running subagent with heavy steps stays a few rows in the live region; expanded shows its steps in full. */
import {Box} from 'ink';
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
	call: {
		id,
		name: 'Edit',
		inputJson: '',
		input: {file_path: `/repo/${id}.ts`, old_string: long, new_string: long.toUpperCase()},
		status: 'running',
		startedAt: 0,
		children: [],
	},
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
		const frame = render(
			<ToolCallView call={{...agent, status: 'done', settled: true}} view={{...view, live: false}} expanded />,
		).frame();
		expect(frame).toContain('⏺ Edit(a.ts)');
		expect(frame).toContain('I changed line 1');
		expect(frame).toContain('line 40');
	});
});

describe('a finished subagent', () => {
	const done = (structured: unknown): ToolCall => ({
		...agent,
		children: [],
		status: 'done',
		settled: true,
		result: {text: 'ok', isError: false, structured},
	});
	const line = (call: ToolCall) =>
		render(<ToolCallView call={call} view={{...view, live: false}} />)
			.frame()
			.split('\n')[2];

	it('shows the totals its result reports, not the last progress', () => {
		expect(line(done({status: 'completed', totalToolUseCount: 4, totalTokens: 6100, totalDurationMs: 2500}))).toBe(
			'  ⎿ 4 tool uses · 6.1k tokens · 2.5s',
		);
	});

	it('a total of the wrong type reads as absent: the progress figure stands in', () => {
		expect(line(done({status: 'completed', totalToolUseCount: 'four', totalTokens: null, totalDurationMs: 2500}))).toBe(
			'  ⎿ 3 tool uses · 5.4k tokens · 2.5s',
		);
	});

	it("shows the first line of claude's summary as prose, its wrapped rows right of the gutter", () => {
		const call: ToolCall = {
			...done({status: 'completed', totalToolUseCount: 1, totalTokens: 5400, totalDurationMs: 958}),
			task: {
				taskId: 't1',
				status: 'completed',
				summary: 'Review: `hello-cctui/src/greet.js` is the **only** file and the layout looks right.\nMore detail.',
			},
		};
		const rows = render(
			<Box width={60}>
				<ToolCallView call={call} view={{...view, live: false, width: 60, color: true}} />
			</Box>,
		)
			.frame()
			.split('\n')
			.slice(2);
		expect(rows).toEqual([
			'  ⎿ 1 tool use · 5.4k tokens · 958ms — Review:',
			'    hello-cctui/src/greet.js is the only file and the layout',
			'    looks right.',
		]);
	});
});

describe('a subagent’s long description in its title', () => {
	it('is cut after a whole word, with …, not in the middle of one', () => {
		const description =
			'Investigate why the payments integration tests fail intermittently in the overnight builds and propose a fix';
		const call: ToolCall = {
			...agent,
			input: {description, subagent_type: 'general-purpose', prompt: 'Investigate'},
			status: 'done',
			endedAt: 1000,
			children: [],
		};
		const frame = render(<ToolCallView call={call} view={{...view, live: false}} />).frame();
		// The title wraps at the frame's width: read as one line.
		expect(frame.replace(/\s+/g, ' ')).toContain(
			'⏺ Agent(general-purpose: Investigate why the payments integration tests fail intermittently in the…)',
		);
	});
});
