/**
 * While a prompt asks, the live region keeps only its last rows above it. Rows cut off at the top are hidden, not
 * squeezed: each row kept is drawn whole, none written over another (a subagent's header and its progress row once
 * shared a row, `⏺ Ta⎿ last tool Bash`).
 */
import {describe, expect, it} from 'vitest';
import type {ToolCall, TranscriptItem} from '../../src/state/transcript.js';
import {LiveArea} from '../../src/ui/components/live-area.js';
import type {ViewOptions} from '../../src/ui/view.js';
import {render} from '../helpers/render.js';

const view: ViewOptions = {width: 100, color: false, cwd: '/repo', showThinking: true, live: true};

const bash: TranscriptItem = {
	kind: 'tool',
	id: 'toolu_bash',
	call: {
		id: 'toolu_bash',
		name: 'Bash',
		inputJson: '',
		input: {command: 'echo hi', description: 'sub one bash'},
		status: 'awaiting-permission',
		startedAt: 0,
		children: [],
	},
};

const task: ToolCall = {
	id: 'toolu_task',
	name: 'Task',
	inputJson: '',
	input: {description: 'sub one', subagent_type: 'general-purpose', prompt: 'Do it'},
	status: 'running',
	startedAt: 0,
	children: [bash],
	task: {taskId: 't1', status: 'running', lastToolName: 'Bash', toolUses: 1, totalTokens: 8200},
};

const items: TranscriptItem[] = [
	{kind: 'text', id: 'tx', text: 'S1 starting a subagent.', status: 'done', committedChars: 0},
	{kind: 'tool', id: task.id, call: task},
];

const live = {items, view, busy: false, retry: undefined, thinkingTokens: undefined};

describe('the live region above a prompt', () => {
	it('shows its last rows whole when it is taller than the rows it has', () => {
		const whole = render(<LiveArea {...live} />)
			.frame()
			.split('\n');
		expect(whole).toHaveLength(6);
		for (const rows of [2, 3, 4, 5]) {
			const frame = render(<LiveArea {...live} contextRows={rows} />).frame();
			expect(frame.split('\n')).toEqual(whole.slice(-rows));
		}
	});
});
