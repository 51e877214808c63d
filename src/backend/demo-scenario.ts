import type {Block, Scenario, Turn} from './scenario.js';

// The built-in `cctui --demo` script: one story ("set up a tiny project") that walks through
// thinking, markdown, plan mode, questions, todos, three permission prompts and a subagent.

/** Tools the demo needs. `--tools default,TodoWrite` yields only TodoWrite in 2.1.330, so list them all. */
export const DEMO_TOOLS = [
	'Task',
	'AskUserQuestion',
	'Bash',
	'Edit',
	'EnterPlanMode',
	'ExitPlanMode',
	'Read',
	'Write',
	'TodoWrite',
] as const;

/** Extra argv for the claude child in demo mode (start it with --permission-mode default). */
export const DEMO_CLAUDE_ARGS: readonly string[] = ['--tools', DEMO_TOOLS.join(',')];

/** Extra env for the claude child in demo mode: TodoWrite only exists with the task-list tools off. */
export const DEMO_CLAUDE_ENV: Readonly<Record<string, string>> = {CLAUDE_CODE_ENABLE_TASKS: 'false'};

/** Folder (relative to the session cwd) that the demo creates. */
export const DEMO_PROJECT_DIR = 'hello-cctui';
export const DEMO_FILE = `${DEMO_PROJECT_DIR}/src/greet.js`;

const GREETING_BEFORE = 'console.log(`Hello, ${name}!`);';
const GREETING_AFTER = 'console.log(`Hello, ${name}! Welcome to cctui.`);';

const GREET_JS = [
	'#!/usr/bin/env node',
	'// A tiny greeter, written during the cctui demo.',
	"const name = process.argv[2] ?? 'world';",
	GREETING_BEFORE,
	'',
].join('\n');

const PLAN = `# Plan: a tiny greeter CLI

1. **Scaffold** \`${DEMO_PROJECT_DIR}/src/\` with \`mkdir\`
2. **Write** \`src/greet.js\`, a four-line Node script
3. **Polish** the greeting with a one-line edit
4. **Review** the result with a subagent

No dependencies, nothing outside this folder.`;

type Status = 'pending' | 'in_progress' | 'completed';
const TODOS: Array<[content: string, activeForm: string]> = [
	['Create the project folder', 'Creating the project folder'],
	['Write src/greet.js', 'Writing src/greet.js'],
	['Polish the greeting', 'Polishing the greeting'],
	['Review the project', 'Reviewing the project'],
];

function todoWrite(statuses: Status[]): Block {
	const todos = TODOS.map(([content, activeForm], i) => ({content, status: statuses[i] ?? 'pending', activeForm}));
	return {type: 'tool_use', name: 'TodoWrite', input: {todos}};
}

const think = (text: string): Block => ({type: 'thinking', text, chunkSize: 5, delayMs: 22});
const say = (text: string): Block => ({type: 'text', text});
const tool = (name: string, input: Record<string, unknown>): Block => ({type: 'tool_use', name, input});

/** The demo's two questions: a single choice, then a multi-select (the prompt's tests show them at 40x15). */
export const DEMO_QUESTIONS = [
	{
		question: 'Which greeting style should the script use?',
		header: 'Style',
		multiSelect: false,
		options: [
			{label: 'Friendly', description: 'Hello, world! Welcome aboard.'},
			{label: 'Formal', description: 'Good day, world.'},
		],
	},
	{
		question: 'What else should the project include?',
		header: 'Extras',
		multiSelect: true,
		options: [
			{label: 'README', description: 'A short usage note'},
			{label: 'Tests', description: 'A smoke test'},
			{label: 'npm script', description: 'npm start runs the greeter'},
		],
	},
];

const SUMMARY = `## Done: \`${DEMO_PROJECT_DIR}\` is ready

Here is what happened in this session:

- planned the work in **plan mode** and asked you two questions
- created the folder, wrote \`greet.js\` and polished it (three permission prompts)
- had a **subagent** review the result

Try it:

\`\`\`bash
node ${DEMO_FILE} cctui
# Hello, cctui! Welcome to cctui.
\`\`\`

| File | Lines | Purpose |
| --- | ---: | --- |
| \`src/greet.js\` | 4 | prints a greeting |

That's the whole tour. Anything else you type now gets a short scripted reply.`;

export function demoScenario(): Scenario {
	const turns: Turn[] = [
		{
			label: 'intro + EnterPlanMode',
			blocks: [
				think(
					'The user wants to see what I can do, so a small, self-contained project is a good fit. ' +
						"A greeter script needs no dependencies and finishes in seconds. I'll plan first, " +
						'ask what they prefer, then build it step by step so every permission prompt is visible.',
				),
				say(
					"# Let's build a tiny project\n\nI'll set up **hello-cctui**, a one-file Node greeter. The steps:\n\n" +
						'1. plan it (plan mode)\n2. ask you two quick questions\n3. create the files, with your permission\n4. have a subagent review it\n\nSwitching to plan mode first.',
				),
				tool('EnterPlanMode', {}),
			],
		},
		{
			label: 'AskUserQuestion',
			blocks: [
				think('Before writing the plan I should confirm the style and the extras.'),
				say('Two quick questions before I write the plan:'),
				tool('AskUserQuestion', {questions: DEMO_QUESTIONS}),
			],
		},
		{
			label: 'ExitPlanMode',
			expect: {toolResultIncludes: 'answered'},
			blocks: [say("Thanks! Here's the plan; approve it and I'll start."), tool('ExitPlanMode', {plan: PLAN})],
		},
		{label: 'TodoWrite', blocks: [say('Plan approved. Tracking the work:'), todoWrite(['in_progress'])]},
		{
			label: 'Bash mkdir',
			blocks: [tool('Bash', {command: `mkdir -p ${DEMO_PROJECT_DIR}/src`, description: 'Create the project folders'})],
		},
		// The todo list moves on with each step, as a model's would: the panel should not still say "Creating the project folder".
		{
			label: 'TodoWrite + Write',
			blocks: [
				say('Folder ready. Now the script:'),
				todoWrite(['completed', 'in_progress']),
				tool('Write', {file_path: DEMO_FILE, content: GREET_JS}),
			],
		},
		{
			label: 'TodoWrite + Edit',
			blocks: [
				say('A friendlier greeting:'),
				todoWrite(['completed', 'completed', 'in_progress']),
				tool('Edit', {file_path: DEMO_FILE, old_string: GREETING_BEFORE, new_string: GREETING_AFTER}),
			],
		},
		{
			label: 'TodoWrite + Agent',
			blocks: [
				todoWrite(['completed', 'completed', 'completed', 'in_progress']),
				say('Asking a subagent for a quick review.'),
				tool('Agent', {
					description: 'Review the project',
					prompt: `List the files under ${DEMO_PROJECT_DIR}/ and report whether the layout looks right.`,
					subagent_type: 'general-purpose',
					run_in_background: false,
				}),
			],
		},
		{
			track: 'subagent',
			label: 'subagent: ls',
			blocks: [
				say('Listing the project.'),
				tool('Bash', {command: `ls -R ${DEMO_PROJECT_DIR}`, description: 'List the project files'}),
			],
		},
		{
			track: 'subagent',
			label: 'subagent: report',
			blocks: [say(`Review: \`${DEMO_PROJECT_DIR}/src/greet.js\` is the only file and the layout looks right.`)],
		},
		{
			label: 'TodoWrite done',
			blocks: [say('The review came back clean.'), todoWrite(['completed', 'completed', 'completed', 'completed'])],
		},
		{label: 'summary', blocks: [say(SUMMARY)]},
	];
	return {name: 'demo', defaults: {chunkSize: 8, delayMs: 12, latencyMs: 250}, turns};
}
