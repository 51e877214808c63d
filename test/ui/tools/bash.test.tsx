/** Bash calls the captures do not have: long output folded and expanded, background, failures, refusals. */
import path from 'node:path';
import {Box} from 'ink';
import {describe, expect, it} from 'vitest';
import type {ToolCall} from '../../../src/state/transcript.js';
import {ToolCallView} from '../../../src/ui/components/tool-call.js';
import type {ViewOptions} from '../../../src/ui/view.js';
import {ownFixturesDir} from '../../helpers/fixtures.js';
import {render} from '../../helpers/render.js';
import {allItems, replayState} from '../../helpers/replay-state.js';

const base: ToolCall = {
	id: 'toolu_1',
	name: 'Bash',
	inputJson: '',
	input: {command: 'npm test', description: 'Run the tests'},
	status: 'done',
	startedAt: 0,
	endedAt: 2300,
	children: [],
	settled: true,
};
// A field may be set to undefined: a call that has not got that far.
const bash = (over: {[K in keyof ToolCall]?: ToolCall[K] | undefined}): ToolCall => ({...base, ...over}) as ToolCall;
const output = (stdout: string, more: Record<string, unknown> = {}) => ({
	text: stdout,
	isError: false,
	structured: {stdout, stderr: '', interrupted: false, ...more},
});

function show(call: ToolCall, {live = false, expanded = false, width = 80} = {}) {
	const view: ViewOptions = {width, color: false, cwd: '/repo', showThinking: false, live};
	return render(<ToolCallView call={call} view={view} expanded={expanded} />).frame();
}

const fifty = Array.from({length: 50}, (_, index) => `test ${index + 1} passed`).join('\n');

describe('Bash output', () => {
	it('in history shows the head of a long output and how to see the rest', () => {
		const frame = show(bash({result: output(fifty)}));
		expect(frame).toContain('⏺ Bash(Run the tests) · 2.3s\n  $ npm test\n  ⎿ test 1 passed\n    test 2 passed');
		expect(frame).toContain('    test 8 passed\n    … 42 more lines · ctrl+o for all 50 lines');
		expect(frame).not.toContain('test 9 passed');
	});

	it('expanded shows every line and no hint', () => {
		const frame = show(bash({result: output(fifty)}), {expanded: true});
		expect(frame).toContain('test 50 passed');
		expect(frame).not.toContain('ctrl+o');
		expect(frame.split('\n')).toHaveLength(1 + 1 + 1 + 50);
	});

	it('live keeps a few lines, each cut to the width, so a minified blob cannot fill the screen', () => {
		const folded = show(bash({result: output(fifty)}), {live: true});
		expect(folded).toContain('    test 4 passed\n    … 46 more lines · ctrl+o for all 50 lines');
		expect(folded.split('\n').length).toBeLessThanOrEqual(8);
		const blob = show(
			bash({input: {command: `echo ${'x'.repeat(300)}\n`.repeat(20)}, result: output('{"a":1}'.repeat(2000))}),
			{live: true, width: 60},
		);
		expect(blob.split('\n').length).toBeLessThanOrEqual(8);
		for (const line of blob.split('\n')) expect(line.length).toBeLessThanOrEqual(60);
	});

	it('shows stderr after stdout, and the exit meaning the CLI gives', () => {
		const frame = show(
			bash({
				input: {command: 'grep -r TODO src'},
				result: {
					text: '',
					isError: false,
					structured: {
						stdout: '',
						stderr: 'grep: src/x: Permission denied',
						interrupted: false,
						returnCodeInterpretation: 'No matches found',
					},
				},
			}),
		);
		expect(frame).toContain('⏺ Bash(grep -r TODO src)');
		expect(frame).toContain('  ⎿ grep: src/x: Permission denied\n    No matches found');
	});

	it('a failed command shows the error text', () => {
		const frame = show(
			bash({
				status: 'error',
				result: {text: 'Exit code 1\nnpm ERR! Missing script: "test"', isError: true, structured: 'Error: Exit code 1'},
			}),
		);
		expect(frame).toContain(
			'⏺ Bash(Run the tests) failed\n  $ npm test\n  ⎿ Exit code 1\n    npm ERR! Missing script: "test"',
		);
	});

	it('marks an interrupted run and a timeout', () => {
		expect(show(bash({result: output('partial', {interrupted: true})}))).toContain('  ⎿ partial\n    interrupted');
		expect(show(bash({result: output('', {timedOutAfterMs: 120_000})}))).toContain('  ⎿ timed out after 2m 0s');
	});

	it('expanded, shows what claude told the model about a run stopped by Esc with every wrapped row in line', () => {
		const note =
			"The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file edit, " +
			'the new_string was NOT written to the file). STOP what you are doing and wait for the user to tell you how ' +
			'to proceed. Correction to the text above: this call was stopped while running, not refused before it ran.';
		const call = bash({status: 'interrupted', result: {text: note, isError: true, forModel: true}});
		const view: ViewOptions = {width: 80, color: false, cwd: '/repo', showThinking: false, live: false};
		const rows = render(
			<Box width={80}>
				<ToolCallView call={call} view={view} expanded />
			</Box>,
		)
			.frame()
			.split('\n');
		const first = rows.findIndex(row => row.startsWith('  ⎿ For the model: '));
		// At 80 columns wrap-ansi ends its first two rows where a word does: the third once began " to the file).".
		expect(rows.slice(first + 1, first + 3)).toEqual([
			'    use was rejected (eg. if it was a file edit, the new_string was NOT written',
			'    to the file). STOP what you are doing and wait for the user to tell you how',
		]);
		for (const row of rows.slice(first + 1)) expect(row).toMatch(/^ {4}\S/);
	});
});

describe('Bash in the background', () => {
	it('from the input flag and the task id in the result', () => {
		const frame = show(
			bash({
				input: {command: 'npm run dev', description: 'Start the dev server', run_in_background: true},
				result: {
					text: 'Command running in background with ID: b7',
					isError: false,
					structured: {stdout: '', stderr: '', interrupted: false, backgroundTaskId: 'b7'},
				},
			}),
		);
		expect(frame).toContain('⏺ Bash(Start the dev server)');
		expect(frame).toContain('  $ npm run dev\n  ⎿ running in the background (b7)');
		expect(frame).not.toContain('Command running in background');
	});

	it('says how the background task ended once it has', () => {
		const call = bash({
			result: {
				text: '',
				isError: false,
				structured: {stdout: '', stderr: '', interrupted: false, backgroundTaskId: 'b7'},
			},
			task: {taskId: 'b7', status: 'completed'},
		});
		expect(show(call)).toContain('⎿ running in the background (b7) · completed');
	});
});

describe('Bash before and without a result', () => {
	it('waiting for permission shows only the header: the prompt shows the command', () => {
		expect(show(bash({status: 'awaiting-permission', result: undefined, settled: false}), {live: true})).toBe(
			'\n⏺ Bash(Run the tests) waiting for your answer',
		);
	});

	it('running shows the command', () => {
		expect(show(bash({status: 'running', result: undefined, settled: false}), {live: true})).toBe(
			'\n⏺ Bash(Run the tests) running…\n  $ npm test',
		);
	});

	it('running, each line of the command stays on one row, its tabs counted as the spaces they are drawn as', () => {
		const command = `make${'\tall'.repeat(20)}\n\tcd build`;
		const call = bash({status: 'running', result: undefined, settled: false, input: {command}});
		const rows = show(call, {live: true, width: 60}).split('\n');
		// The first tab goes four columns on, each after `all` one: cut to the 56 columns after `  $ `.
		expect(rows.slice(2)).toEqual([`  $ ${`make    all${' all'.repeat(19)}`.slice(0, 55)}…`, '        cd build']);
	});

	it('denied shows what was refused and why, not the CLI error', () => {
		const frame = show(
			bash({
				status: 'denied',
				denial: 'use a temp dir instead',
				result: {text: "The user doesn't want to proceed", isError: true},
			}),
		);
		expect(frame).toBe('\n⏺ Bash(Run the tests) denied\n  $ npm test\n  ⎿ use a temp dir instead');
	});

	it('a long reason (a paste) shows its head and how much more there is; Ctrl+O shows it whole', () => {
		const reason = Array.from({length: 5000}, (_, i) => `line ${i} of the pasted log`).join('\n');
		const call = bash({status: 'denied', denial: reason, result: {text: 'no', isError: true}});
		const rows = show(call).split('\n');
		expect(rows.slice(3, 5)).toEqual(['  ⎿ line 0 of the pasted log', '    line 1 of the pasted log']);
		expect(rows.at(-1)).toBe('    … 4992 more lines · ctrl+o for all 5000 lines');
		expect(rows).toHaveLength(3 + 8 + 1);
		expect(show(call, {expanded: true}).split('\n').length).toBeGreaterThan(3000);
	});

	it('counts its time from when it was allowed to run, not from when claude asked', () => {
		// Asked at 0, allowed at 20 s, done 260 ms later.
		expect(show(bash({startedAt: 0, runningSince: 20_000, endedAt: 20_260})).split('\n')[1]).toBe(
			'⏺ Bash(Run the tests) · 260ms',
		);
	});

	it('a command longer than the row goes on under the command, not under the $', () => {
		const view: ViewOptions = {width: 40, color: false, cwd: '/repo', showThinking: false, live: false};
		const command = 'for i in $(seq 1 60); do echo "output line $i"; done';
		const shown = render(
			<Box width={40}>
				<ToolCallView
					call={bash({input: {command, description: 'Print lines'}, result: output('ok')})}
					view={view}
					expanded={false}
				/>
			</Box>,
		);
		const rows = shown.frame().split('\n');
		expect(rows[2]).toBe('  $ for i in $(seq 1 60); do echo');
		expect(rows[3]).toBe('    "output line $i"; done');
	});

	it('a reason longer than the row wraps right of the ⎿, not under it', () => {
		const denial = 'without asking you: touch in marker.txt needs approval, and this session has no way to ask';
		const view: ViewOptions = {width: 40, color: false, cwd: '/repo', showThinking: false, live: false};
		const shown = render(
			<Box width={40}>
				<ToolCallView call={bash({status: 'denied', denial})} view={view} expanded={false} />
			</Box>,
		);
		const rows = shown.frame().split('\n');
		expect(rows.slice(3)).toEqual([
			'  ⎿ without asking you: touch in',
			'    marker.txt needs approval, and this',
			'    session has no way to ask',
		]);
	});
});

describe('output too large for claude, which saved it to a file', () => {
	// `seq 1 40000` (223.5 KB): claude keeps a head of it in stdout (6,222 lines) and says where the rest is.
	const state = replayState(path.join(ownFixturesDir, 'cctui-records/persisted-output.jsonl'));
	const item = allItems(state).find(entry => entry.kind === 'tool' && entry.call.name === 'Bash');
	if (item?.kind !== 'tool') throw new Error('no Bash call in the recording');
	// claude saves it under its home folder, outside the working folder: shown from `~`.
	const cwd = '/home/dev/project';
	const saved = '~/.claude/projects/-home-dev-project/9846c293-43c9-48d8-aeea-2a92a388b501/tool-results/bjoia1ywl.txt';
	// A note wider than the frame wraps at its spaces, and a path longer than a row anywhere in it.
	const oneLine = (frame: string) => frame.replace(/\n +/g, ' ');
	const noted = (frame: string) => {
		expect(oneLine(frame)).toContain('output cut by claude; all of it (223.5 KB) is in ~/.claude/');
		expect(frame.replace(/\n +/g, '')).toContain(`is in ${saved}`);
	};
	const view = (live: boolean): ViewOptions => ({
		width: 200,
		color: false,
		cwd,
		home: '/home/dev',
		showThinking: false,
		live,
	});

	it('says the output was cut by claude, and where all of it is, in history and live', () => {
		for (const live of [false, true]) {
			const frame = render(<ToolCallView call={item.call} view={view(live)} />).frame();
			expect(oneLine(frame)).toContain('· ctrl+o for the first 6222 lines');
			expect(frame).not.toContain('for all');
			noted(frame);
		}
	});

	it('says so under the whole output too (Ctrl+O)', () => {
		noted(render(<ToolCallView call={item.call} view={view(false)} expanded />).frame());
	});
});
