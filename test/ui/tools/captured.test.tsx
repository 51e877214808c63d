/** Tool renderers driven by real claude 2.1.330 captures, in the live region (bounded) and in history. */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {reduce} from '../../../src/state/reducer.js';
import {initialState} from '../../../src/state/state.js';
import type {ToolCall, TranscriptItem} from '../../../src/state/transcript.js';
import {ToolCallView} from '../../../src/ui/components/tool-call.js';
import type {ViewOptions} from '../../../src/ui/view.js';
import {ownFixturesDir, readRecording} from '../../helpers/fixtures.js';
import {render} from '../../helpers/render.js';
import {allItems, recordingEvents, replayState} from '../../helpers/replay-state.js';

const cwdOf = (file: string) => `/home/dev/project-${file}`;
const view = (file: string, live: boolean): ViewOptions => ({
	width: 80,
	color: false,
	cwd: cwdOf(file),
	home: '/home/dev',
	showThinking: false,
	live,
});

function findCall(items: readonly TranscriptItem[], name: string): ToolCall | undefined {
	for (const item of items) {
		if (item.kind !== 'tool') continue;
		if (item.call.name === name) return item.call;
		const nested = findCall(item.call.children, name);
		if (nested) return nested;
	}
	return undefined;
}

function captured(file: string, name: string): ToolCall {
	const call = findCall(allItems(replayState(`${file}.jsonl`)), name);
	if (!call) throw new Error(`no ${name} call in ${file}`);
	return call;
}

function show(file: string, call: ToolCall, {live = false, expanded = false} = {}) {
	return render(<ToolCallView call={call} view={view(file, live)} expanded={expanded} />).frame();
}

const lineCount = (frame: string) => frame.split('\n').length;

describe('Edit / Write / Read (d-write-always-allow)', () => {
	const file = 'd-write-always-allow';

	it('an Edit shows its diff from structuredPatch with line numbers and +1 −1 in the header', () => {
		const edit = captured(file, 'Edit');
		const history = show(file, edit);
		expect(history).toContain('⏺ Edit(notes.txt) +1 −1');
		expect(history).toContain('⎿ 1 - alpha\n    1 + beta');
		expect(show(file, edit, {live: true})).toBe(
			'\n⏺ Edit(notes.txt) +1 −1 · allowed for this session\n  ⎿ 1 - alpha\n    1 + beta',
		);
	});

	it('a Write of a new file shows its length and its content with line numbers', () => {
		const frame = show(file, captured(file, 'Write'));
		expect(frame).toContain('⏺ Write(a.txt) · 1 line');
		expect(frame).toContain('⎿ 1 + one');
	});

	it('a Read is one line with the count; the content only when expanded', () => {
		const read = captured(file, 'Read');
		expect(show(file, read, {live: true})).toBe('\n⏺ Read(notes.txt) · 2 lines');
		expect(show(file, read)).toMatch(/^\n⏺ Read\(notes\.txt\) · 2 lines · \d+ms$/);
		expect(show(file, read, {expanded: true})).toContain('· full output\n  ⎿ 1  alpha');
	});

	it('a file outside the folder reads the same whichever form the model gave: in full, resolved', () => {
		const read = captured(file, 'Read');
		const outside = ['../outside/b.txt', '/home/dev/outside/b.txt', `${cwdOf(file)}/../outside/./b.txt`];
		for (const given of outside)
			expect(show(file, {...read, input: {file_path: given}}, {live: true})).toBe(
				'\n⏺ Read(/home/dev/outside/b.txt) · 2 lines',
			);
		// Inside it, relative to it, as before, whichever form.
		for (const given of ['./notes.txt', `${cwdOf(file)}/sub/../notes.txt`])
			expect(show(file, {...read, input: {file_path: given}}, {live: true})).toBe('\n⏺ Read(notes.txt) · 2 lines');
	});

	it('a Bash call with no output says so instead of the CLI sentence', () => {
		const frame = show(file, captured(file, 'Bash'));
		expect(frame).toContain('⏺ Bash(touch m1)');
		expect(frame).toContain('  $ touch m1.txt\n  ⎿ (no output)');
		expect(frame).not.toContain('Bash completed');
	});
});

describe('Bash (b-bash-allow)', () => {
	it('shows the description, the command and its output', () => {
		const bash = captured('b-bash-allow', 'Bash');
		expect(show('b-bash-allow', bash, {live: true})).toBe(
			'\n⏺ Bash(Create a marker file)\n  $ touch marker.txt && echo created\n  ⎿ created',
		);
		expect(show('b-bash-allow', bash)).toMatch(
			/⏺ Bash\(Create a marker file\) · \d+ms\n {2}\$ touch marker\.txt && echo created\n {2}⎿ created/,
		);
	});
});

describe('task-list tools', () => {
	it('TodoWrite (h1c) is one line: progress and the task in progress', () => {
		const frame = show('h1c-todowrite-tools-flag', captured('h1c-todowrite-tools-flag', 'TodoWrite'));
		expect(frame).toBe('\n⏺ TodoWrite  0/2 done · now: Writing tests');
	});

	it('TaskCreate (h1b) is one line with the id the result assigned', () => {
		expect(show('h1b-taskcreate', captured('h1b-taskcreate', 'TaskCreate'))).toBe('\n⏺ TaskCreate  #1 Write tests');
	});

	it('a TodoWrite that failed (h1) shows the error, not the checklist line', () => {
		const frame = show('h1-todowrite', captured('h1-todowrite', 'TodoWrite'));
		expect(frame).toContain('⏺ TodoWrite(2 items) failed');
		expect(frame).toContain('⎿ Error: No such tool available: TodoWrite.');
		expect(frame).not.toContain('tool_use_error');
	});
});

describe('AskUserQuestion (h2)', () => {
	it('shows each question with the answer given, live and in history', () => {
		const ask = captured('h2-askuserquestion', 'AskUserQuestion');
		for (const live of [true, false]) {
			const frame = show('h2-askuserquestion', ask, {live});
			expect(frame).toContain('⎿ Asked: Which color should the button be? → Blue');
			expect(frame).toContain('  Asked: Which platforms? → Linux, macOS');
		}
	});
});

describe('ExitPlanMode (h3)', () => {
	const file = 'h3-exitplanmode';
	// The tool_use as the model streamed it; the allow's updatedInput ({} in 2.1.330) replaced it in state.
	const streamedInput = readRecording(`${file}.jsonl`)
		.flatMap(
			line =>
				((line.msg?.['message'] as {content?: unknown[]} | undefined)?.content ?? []) as Array<Record<string, unknown>>,
		)
		.find(block => block['type'] === 'tool_use' && block['name'] === 'ExitPlanMode')?.['input'] as Record<
		string,
		unknown
	>;

	it('in history shows the whole plan as markdown, then that it was approved', () => {
		const plan = {...captured(file, 'ExitPlanMode'), input: streamedInput};
		const frame = show(file, plan);
		expect(frame).toMatch(
			/⏺ ExitPlanMode\(Plan\) · \d+ms\n {4}# Plan\n\n {4}1\. Add a test\n {4}2\. Fix the bug\n {2}⎿ ✓ Plan approved · saved to ~\/\.claude\/plans\/plan-a-fix-vast-puffin\.md/,
		);
	});

	it('live, only the outcome (the prompt has just shown the plan)', () => {
		const frame = show(file, {...captured(file, 'ExitPlanMode'), input: streamedInput}, {live: true});
		expect(frame).not.toContain('Add a test');
		expect(frame).toContain('⎿ ✓ Plan approved');
	});

	it('without the plan text (the state as replayed today) still shows the outcome and where the plan is', () => {
		expect(show(file, captured(file, 'ExitPlanMode'))).toContain(
			'⎿ ✓ Plan approved · saved to ~/.claude/plans/plan-a-fix-vast-puffin.md',
		);
	});
});

describe('a Bash call the person stopped', () => {
	it('interrupted at its prompt (e2) says "interrupted" and "not run"; the stock words to the model are only in the full view', () => {
		const file = 'e2-interrupt-during-permission';
		const bash = captured(file, 'Bash');
		const drawn = '\n⏺ Bash(Create a marker file) interrupted\n  $ touch x.txt\n  ⎿ not run';
		expect(show(file, bash)).toBe(drawn);
		expect(show(file, bash, {live: true})).toBe(drawn);
		expect(show(file, bash, {expanded: true})).toContain(
			"⎿ For the model: The user doesn't want to proceed with this tool use.",
		);
	});

	it("denied with an interrupt (c2) shows the person's reason, not the stock text the model got", () => {
		const file = 'c2-bash-deny-interrupt';
		expect(show(file, captured(file, 'Bash'))).toBe(
			'\n⏺ Bash(Remove build dir) denied\n  $ rm -rf build && echo removed\n  ⎿ Stop. Do not do that.',
		);
	});
});

describe('subagent (h4)', () => {
	const file = 'h4-subagent-foreground';

	it('when done is one line: type, description, and the final tool uses, tokens and time from its result', () => {
		// The last task_progress said 102 tokens and 162ms; the Agent's tool_use_result has the totals (113, 482ms).
		const frame = show(file, captured(file, 'Agent'));
		expect(frame).toMatch(
			/⏺ Agent\(general-purpose: Create a file\) · \d+ms\n {2}⎿ 1 tool use · 113 tokens · 482ms — Subagent: created sub\.txt\./,
		);
		expect(show(file, captured(file, 'Agent'), {expanded: true})).toContain('⎿ 1 tool use · 113 tokens · 482ms');
	});

	it('while running nests its own calls, one row each, and the progress', () => {
		let state = initialState();
		let running: ToolCall | undefined;
		for (const event of recordingEvents(`${file}.jsonl`)) {
			state = reduce(state, event);
			const agent = findCall(allItems(state), 'Agent');
			if (agent && !agent.settled && findCall(agent.children, 'Bash')?.settled) running = agent;
		}
		const frame = show(file, running!, {live: true});
		expect(frame).toBe(
			'\n⏺ Agent(general-purpose: Create a file) running…\n    ⏺ Bash(Create sub.txt)\n    ⎿ last tool Bash · 1 tool use · 102 tokens · 162ms',
		);
	});

	it('expanded shows everything the subagent did', () => {
		const frame = show(file, captured(file, 'Agent'), {expanded: true});
		expect(frame).toContain('· full output');
		expect(frame).toContain('    ⏺ Bash(Create sub.txt)');
	});
});

describe('a subagent whose report has several lines (cctui-records/subagent-report)', () => {
	const file = path.join(ownFixturesDir, 'cctui-records/subagent-report');

	it('folded shows the report’s first line; expanded (Ctrl+O) shows the whole report after the steps', () => {
		const agent = captured(file, 'Task');
		const folded = show(file, agent);
		expect(folded).toMatch(/⎿ 1 tool use · 7\.5k tokens · \d+ms — Review summary line one\.$/);
		expect(folded).not.toContain('SECRET-FINDING-ONE');
		const expanded = show(file, agent, {expanded: true});
		expect(expanded).toMatch(
			/⏺ Bash[\s\S]*⎿ 1 tool use · 7\.5k tokens[\s\S]*Review summary line one\.\n+\s*## Findings\n+\s*1\. SECRET-FINDING-ONE: the parser drops the last line\.\n\s*2\. SECRET-FINDING-TWO: tabs are miscounted\.\n+\s*Recommendation: fix both\./,
		);
		// Not claude's hand-back to the model around it.
		expect(expanded).not.toMatch(/hand-back|agentId|<usage>/);
	});

	it('read back without claude’s summary (a session file has none), takes the report from the tool’s result', () => {
		const agent = captured(file, 'Task');
		const {task: _summary, ...withoutTask} = agent;
		const expanded = show(file, {...withoutTask, settled: true}, {expanded: true});
		expect(expanded).toContain('1. SECRET-FINDING-ONE: the parser drops the last line.');
		expect(expanded).not.toContain('tools-used-before-summary');
		expect(show(file, {...withoutTask, settled: true})).toMatch(/— Review summary line one\.$/);
	});
});

describe('live mode stays bounded', () => {
	it('no captured call takes more than a few lines in the live region', () => {
		for (const [file, name] of [
			['d-write-always-allow', 'Edit'],
			['d-write-always-allow', 'Write'],
			['b-bash-allow', 'Bash'],
			['h2-askuserquestion', 'AskUserQuestion'],
			['h4-subagent-foreground', 'Agent'],
		] as const) {
			expect(lineCount(show(file, captured(file, name), {live: true}))).toBeLessThanOrEqual(12);
		}
	});
});
