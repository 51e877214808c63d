/** Questions, plans and task-list calls in the states the captures do not show: dismissed, sent back, updated. */
import {describe, expect, it} from 'vitest';
import type {ToolCall} from '../../../src/state/transcript.js';
import {ToolCallView} from '../../../src/ui/components/tool-call.js';
import type {ViewOptions} from '../../../src/ui/view.js';
import {render} from '../../helpers/render.js';

const base: ToolCall = {
	id: 'toolu_1',
	name: 'TaskUpdate',
	inputJson: '',
	input: {},
	status: 'done',
	startedAt: 0,
	endedAt: 10,
	children: [],
	settled: true,
};
// A field may be set to undefined: a call that has not got that far.
const tool = (over: {[K in keyof ToolCall]?: ToolCall[K] | undefined}): ToolCall => ({...base, ...over}) as ToolCall;

function show(call: ToolCall, {live = false} = {}) {
	const view: ViewOptions = {width: 80, color: false, cwd: '/repo', showThinking: false, live};
	return render(<ToolCallView call={call} view={view} />).frame();
}

describe('task-list and mode tools are one line', () => {
	it('TaskUpdate: the id and the new status', () => {
		expect(
			show(tool({input: {taskId: '1', status: 'completed'}, result: {text: 'Updated task #1 status', isError: false}})),
		).toBe('\n⏺ TaskUpdate  #1 → completed');
	});

	it('TodoWrite with nothing in progress: the count only', () => {
		const todos = [
			{content: 'Write tests', status: 'completed', activeForm: 'Writing tests'},
			{content: 'Ship it', status: 'completed', activeForm: 'Shipping it'},
		];
		expect(show(tool({name: 'TodoWrite', input: {todos}}))).toBe('\n⏺ TodoWrite  2/2 done');
	});

	it('EnterPlanMode: one line, not the long tool result', () => {
		const call = tool({
			name: 'EnterPlanMode',
			input: {},
			result: {
				text: 'Entered plan mode. You should now focus on exploring the codebase and designing an implementation approach.\n\nIn plan mode, you should:\n1. …',
				isError: false,
			},
		});
		expect(show(call)).toBe('\n⏺ Entered plan mode');
	});
});

describe('AskUserQuestion', () => {
	const questions = [
		{question: 'Which color?', header: 'Color', options: [{label: 'Red'}, {label: 'Blue'}], multiSelect: false},
	];

	it('dismissed: what was asked, then the denial', () => {
		const frame = show(
			tool({name: 'AskUserQuestion', input: {questions}, status: 'denied', denial: 'The user dismissed the question.'}),
		);
		expect(frame).toBe(
			'\n⏺ AskUserQuestion(1 question) denied\n  ⎿ Asked: Which color?\n  ⎿ The user dismissed the question.',
		);
	});

	it('failed (claude refused the call): its error, not a question the person never saw', () => {
		// claude 2.0.30's answer to the call (the auditor's runs/2.0.30/rec.jsonl); a newer one's input validation error reads alike.
		const frame = show(
			tool({
				name: 'AskUserQuestion',
				input: {questions},
				status: 'error',
				result: {
					text: '<tool_use_error>Error: No such tool available: AskUserQuestion</tool_use_error>',
					isError: true,
				},
			}),
		);
		expect(frame).toBe('\n⏺ AskUserQuestion(1 question) failed\n  ⎿ Error: No such tool available: AskUserQuestion');
	});

	it('answers can come from the structured result', () => {
		const frame = show(
			tool({
				name: 'AskUserQuestion',
				input: {questions},
				result: {text: '', isError: false, structured: {questions, answers: {'Which color?': 'A shade of teal'}}},
			}),
		);
		expect(frame).toContain('⎿ Asked: Which color? → A shade of teal');
	});
});

describe('ExitPlanMode', () => {
	const plan = '# Add dark mode\n\n1. Add a **theme** toggle\n2. Persist the choice';
	const sentBack = tool({
		name: 'ExitPlanMode',
		input: {plan},
		status: 'denied',
		denial: 'Also cover the settings page.',
		result: {text: 'User rejected', isError: true},
	});

	it('kept planning: the plan in history, then the feedback (not as a failure)', () => {
		expect(show(sentBack)).toBe(
			[
				'',
				'⏺ ExitPlanMode(Add dark mode) denied',
				'    # Add dark mode',
				'',
				'    1. Add a **theme** toggle',
				'    2. Persist the choice',
				'  ⎿ ✗ Kept planning: Also cover the settings page.',
			].join('\n'),
		);
	});

	it('live: only the outcome', () => {
		expect(show(sentBack, {live: true})).toBe(
			'\n⏺ ExitPlanMode(Add dark mode) denied\n  ⎿ ✗ Kept planning: Also cover the settings page.',
		);
	});

	it('a long plan is shown whole in history', () => {
		const long = Array.from({length: 60}, (_, index) => `${index + 1}. Step ${index + 1}`).join('\n');
		expect(show(tool({name: 'ExitPlanMode', input: {plan: long}}))).toContain('60. Step 60');
	});
});
