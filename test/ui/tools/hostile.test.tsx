/** Foreign text (tool output, paths, web pages, arguments) never reaches the terminal as control sequences. */
import {expect, it} from 'vitest';
import type {ToolCall} from '../../../src/state/transcript.js';
import {ToolCallView} from '../../../src/ui/components/tool-call.js';
import type {ViewOptions} from '../../../src/ui/view.js';
import {render} from '../../helpers/render.js';

const CLIPBOARD = '\u001b]52;c;aGk=\u0007';
const TITLE = '\u001b]0;x\u0007';
const CLEAR = '\u001b[2J';
const evil = (text: string) => `${CLIPBOARD}${text}${TITLE}${CLEAR}`;

const base: ToolCall = {
	id: 'toolu_1',
	name: 'Bash',
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
const path = `/repo/${evil('notes')}.txt`;

const calls: ToolCall[] = [
	tool({
		input: {command: evil('cat log'), description: evil('Show the log')},
		result: {
			text: '',
			isError: false,
			structured: {
				stdout: evil('line one\nline two'),
				stderr: evil('warn'),
				interrupted: false,
				returnCodeInterpretation: evil('odd'),
			},
		},
	}),
	tool({input: {command: 'false'}, status: 'error', result: {text: evil('Exit code 1'), isError: true}}),
	tool({input: {command: 'rm -rf /'}, status: 'denied', denial: evil('no')}),
	tool({
		name: 'Edit',
		input: {file_path: path, old_string: evil('a'), new_string: 'b'},
		result: {
			text: 'ok',
			isError: false,
			structured: {
				filePath: path,
				structuredPatch: [{oldStart: 1, oldLines: 1, newStart: 1, newLines: 1, lines: [`-${evil('a')}`, '+b']}],
			},
		},
	}),
	tool({
		name: 'Edit',
		status: 'running',
		settled: false,
		input: {file_path: path, old_string: evil('a'), new_string: 'b'},
	}),
	tool({
		name: 'Write',
		input: {file_path: path, content: evil('new')},
		result: {text: 'ok', isError: false, structured: {type: 'create', content: evil('new'), structuredPatch: []}},
	}),
	tool({
		name: 'Read',
		input: {file_path: path},
		result: {
			text: evil('1\tsecret'),
			isError: false,
			structured: {
				type: 'text',
				file: {filePath: path, content: evil('secret'), numLines: 1, startLine: 1, totalLines: 1},
			},
		},
	}),
	tool({
		name: 'Glob',
		input: {pattern: evil('*'), path},
		result: {text: '', isError: false, structured: {numFiles: 1, filenames: [path], truncated: false}},
	}),
	tool({
		name: 'WebFetch',
		input: {url: `https://${evil('example.com')}/x`, prompt: evil('Summarize')},
		result: {
			text: evil('page'),
			isError: false,
			structured: {
				bytes: 10,
				code: 200,
				codeText: evil('OK'),
				result: evil('The page says hi'),
				durationMs: 5,
				url: 'https://example.com',
			},
		},
	}),
	tool({
		name: 'WebSearch',
		input: {query: evil('q')},
		result: {
			text: '',
			isError: false,
			structured: {
				query: 'q',
				results: [{tool_use_id: 's', content: [{title: evil('Title'), url: evil('https://e.com')}]}],
			},
		},
	}),
	tool({
		name: `mcp__${evil('srv')}__tool`,
		input: {arg: evil('v'), nested: {deep: evil('x')}},
		result: {text: evil('result'), isError: false},
	}),
	tool({
		name: 'AskUserQuestion',
		input: {questions: [{question: evil('Which?'), options: [{label: 'A'}]}], answers: {[evil('Which?')]: evil('A')}},
	}),
	tool({name: 'ExitPlanMode', input: {plan: evil('# Plan\n\nDo it')}, status: 'denied', denial: evil('later')}),
	tool({
		name: 'TodoWrite',
		input: {todos: [{content: evil('task'), status: 'in_progress', activeForm: evil('Doing')}]},
	}),
	tool({
		name: 'TaskCreate',
		input: {subject: evil('task')},
		result: {text: '', isError: false, structured: {task: {id: evil('1'), subject: 'task'}}},
	}),
	tool({
		name: 'Agent',
		input: {description: evil('Review'), subagent_type: evil('general')},
		task: {taskId: 't', status: 'completed', summary: evil('All good'), lastToolName: evil('Bash')},
	}),
];

it('no OSC (clipboard, title) or screen clear survives in any renderer, live, in history or expanded', () => {
	for (const call of calls) {
		for (const [live, expanded] of [
			[true, false],
			[false, false],
			[false, true],
		] as const) {
			const view: ViewOptions = {width: 80, color: true, cwd: '/repo', showThinking: false, live};
			const raw = render(<ToolCallView call={call} view={view} expanded={expanded} />).lastFrame() ?? '';
			expect(raw, `${call.name} live=${live} expanded=${expanded}`).not.toContain('\u001b]');
			expect(raw, `${call.name} live=${live} expanded=${expanded}`).not.toContain('\u001b[2J');
		}
	}
});

it('the text around the sequences is still shown', () => {
	const view: ViewOptions = {width: 80, color: false, cwd: '/repo', showThinking: false, live: false};
	const bash = render(<ToolCallView call={calls[0]!} view={view} />).frame();
	expect(bash).toContain('Show the log');
	expect(bash).toContain('line one\n    line two\n    warn');
	const fetched = render(<ToolCallView call={calls[8]!} view={view} />).frame();
	expect(fetched).toContain('The page says hi');
	// A file is named as its prompt names it: the controls in its name shown, so the name is the file claude wrote.
	expect(render(<ToolCallView call={calls[3]!} view={view} />).frame()).toContain(
		'Edit(␛]52;c;aGk=␇notes␛]0;x␇␛[2J.txt) +1 −1',
	);
});

it('a tool named like a member of every object (a model may invent any name) renders as that name', () => {
	for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf']) {
		for (const live of [true, false]) {
			const view: ViewOptions = {width: 80, color: false, cwd: '/repo', showThinking: false, live};
			const frame = render(
				<ToolCallView call={tool({name, input: {arg: 'v'}, result: {text: 'out', isError: false}})} view={view} />,
			).frame();
			expect(frame, `${name} live=${live}`).toContain(`${name}(arg: v)`);
		}
	}
});

it('an MCP tool’s arguments and a WebFetch URL show their controls, as the prompt does, not strip them', () => {
	const view: ViewOptions = {width: 100, color: false, cwd: '/repo', showThinking: false, live: false};
	const mcp = render(
		<ToolCallView
			call={tool({name: 'mcp__srv__tool', input: {k: `A${CLIPBOARD}B`, n: {v: 'G\u009b31mH\u202eJ'}}})}
			view={view}
		/>,
	).frame();
	expect(mcp).toContain('k: A␛]52;c;aGk=␇B');
	expect(mcp).toContain('n: {"v":"G<U+009B>31mH<U+202E>J"}');
	const fetched = render(
		<ToolCallView
			call={tool({
				name: 'WebFetch',
				status: 'denied',
				input: {url: `https://docs.example.com/a\u200bb/\u202ex${TITLE}y`},
			})}
			view={view}
		/>,
	).frame();
	expect(fetched).toContain('https://docs.example.com/a<U+200B>b/<U+202E>x␛]0;x␇y');
});
