/**
 * A prompt taller than the screen (issue 19, item 2): it shows its title, a window onto what it asks
 * that PgUp/PgDn scroll, and always its answer keys. Scrolling is never an answer.
 */
import {Box} from 'ink';
import {scrollHint} from '../../src/ui/components/prompts/scrolled-body.js';
import {describe, expect, it, vi} from 'vitest';
import {PermissionPrompt} from '../../src/ui/components/permission-prompt.js';
import type {PermissionUpdate} from '../../src/protocol/types.js';
import type {PermissionRequest} from '../../src/state/state.js';
import type {ToolCall} from '../../src/state/transcript.js';
import type {ViewOptions} from '../../src/ui/view.js';
import {KEY} from '../helpers/keys.js';
import {render} from '../helpers/render.js';
import {displayWidth} from '../../src/text/width.js';
import {DEMO_QUESTIONS} from '../../src/backend/demo-scenario.js';

const longFile = Array.from({length: 60}, (_, index) => `line ${index + 1} of the new file`).join('\n');
const write: PermissionRequest = {
	requestId: 'req-1',
	toolName: 'Write',
	toolUseId: 'toolu_1',
	input: {file_path: '/home/dev/project/big.txt', content: longFile},
	// What claude 2.1.330 suggests for a Write in the working folder.
	suggestions: [{type: 'setMode', mode: 'acceptEdits', destination: 'session'}],
	requiresInteraction: false,
	suppressAlwaysAllow: false,
	defaultToNo: false,
	receivedAt: 0,
};

/** What claude 2.1.330 suggests for a command in the working folder: a rule of the command as it is. */
const bashRule = (command: string): PermissionUpdate => ({
	type: 'addRules',
	rules: [{toolName: 'Bash', ruleContent: command}],
	behavior: 'allow',
	destination: 'localSettings',
});

function setup(
	request: PermissionRequest,
	{columns = 100, maxRows = 20, call}: {columns?: number; maxRows?: number; call?: ToolCall} = {},
) {
	const view: ViewOptions = {width: columns, color: false, cwd: '/home/dev/project', showThinking: true, live: true};
	const onDecide = vi.fn();
	// Armed at once: these tests are about the layout, the key gate has its own. As wide as the screen it is told of.
	const ui = render(
		<Box width={columns}>
			<PermissionPrompt
				request={request}
				call={call}
				queued={0}
				view={view}
				maxRows={maxRows}
				onDecide={onDecide}
				onInterrupt={vi.fn()}
				armDelayMs={0}
			/>
		</Box>,
	);
	const rows = () => ui.frame().split('\n');
	return {...ui, onDecide, rows};
}

const visible = (frame: string) => [...frame.matchAll(/line (\d+) of the new file/g)].map(match => Number(match[1]));

describe('a prompt taller than its room', () => {
	it('fits its rows, shows the first lines, says how many more, and keeps its answers', () => {
		const {frame, rows} = setup(write);
		expect(rows().length).toBeLessThanOrEqual(20);
		expect(frame()).toContain('Write big.txt (60 lines)');
		expect(visible(frame())[0]).toBe(1);
		expect(frame()).toMatch(/↓ \d+ more rows · PgUp\/PgDn scroll/);
		expect(frame()).toContain('1. Yes');
		for (const row of rows()) expect(displayWidth(row)).toBeLessThanOrEqual(100);
	});

	it('a title too long for the row breaks between words, as prose does', () => {
		const named = {...write, input: {...write.input, file_path: '/home/dev/project/src/greeting/greet.js'}};
		const {rows} = setup(named, {columns: 40});
		const at = rows().findIndex(row => row.includes('Write src/greeting/greet.js'));
		expect(rows()[at]).toMatch(/^│ Write src\/greeting\/greet\.js \(60 +│$/);
		expect(rows()[at + 1]).toMatch(/^│ lines\) +│$/);
	});

	it('PgDn shows the next rows, keeping the last one seen, down to the end and no further', async () => {
		const {frame, type, rows, onDecide} = setup(write);
		const first = visible(frame());
		await type(KEY.pageDown);
		const second = visible(frame());
		expect(second[0]).toBe(first.at(-1));
		expect(frame()).toMatch(/↑ \d+ above · ↓ \d+ more rows/);
		await type(...Array.from({length: 10}, () => KEY.pageDown));
		expect(visible(frame()).at(-1)).toBe(60);
		expect(frame()).not.toContain('more rows');
		expect(rows().length).toBeLessThanOrEqual(20);
		expect(frame()).toContain('1. Yes');
		expect(onDecide).not.toHaveBeenCalled();
	});

	it('PgUp goes back up to the top', async () => {
		const {frame, type} = setup(write);
		await type(KEY.pageDown, KEY.pageDown, KEY.pageUp, KEY.pageUp, KEY.pageUp);
		expect(visible(frame())[0]).toBe(1);
		expect(frame()).not.toContain('above');
	});

	it('an edit deep in a file starts at its change, under the file’s name; PgUp shows what comes before', async () => {
		const file = Array.from({length: 40}, (_, index) => `line ${index + 1}`).join('\n');
		const edit: PermissionRequest = {
			...write,
			toolName: 'Edit',
			input: {file_path: '/home/dev/project/a.txt', old_string: 'line 30\n', new_string: 'line thirty\n'},
			fileBefore: file,
			// No "from now on" (claude suggests none), so the rows counted below are the diff's and three answers'.
			suggestions: [],
		};
		// Two rows for the diff: both of the change, none of the three lines of context above it.
		const small = setup(edit, {maxRows: 15});
		expect(small.rows().length).toBeLessThanOrEqual(15);
		expect(small.frame()).toMatch(/Edit a\.txt\s*│\n│ 30 - line 30\s*│\n│ 30 \+ line thirty/);
		expect(small.frame()).toContain('↑ 3 above');
		// A window of two rows pages one row at a time.
		await small.type(KEY.pageUp, KEY.pageUp, KEY.pageUp);
		expect(small.frame()).toMatch(/Edit a\.txt\s*│\n│ 27 {3}line 27/);
		// Four rows: one of context above the change.
		const roomier = setup(edit, {maxRows: 16});
		expect(roomier.frame()).toMatch(/Edit a\.txt\s*│\n│ 29 {3}line 29\s*│\n│ 30 - line 30\s*│\n│ 30 \+ line thirty/);
		expect(roomier.frame()).toContain('↑ 2 above');
		// Five: the change shows under all of its context.
		const roomiest = setup(edit, {maxRows: 17});
		expect(roomiest.frame()).toMatch(/Edit a\.txt\s*│\n│ 27 {3}line 27[\s\S]*30 \+ line thirty/);
	});

	it('a diff of 20,001 lines shows to its last line before it is approved: End goes there, Home back', async () => {
		const content = [...Array.from({length: 20_000}, (_, index) => `row ${index + 1}`), 'rm -rf at the end'].join('\n');
		const {frame, type, rows, onDecide} = setup({
			...write,
			input: {file_path: '/home/dev/project/huge.txt', content},
			suggestions: [],
		});
		expect(frame()).toContain('Write huge.txt (20001 lines)');
		await type(KEY.end);
		expect(frame()).toMatch(/20001 \+ rm -rf at the end/);
		expect(frame()).toContain('↑ 19993 above · PgUp/PgDn scroll');
		expect(rows().length).toBeLessThanOrEqual(20);
		await type(KEY.home);
		expect(frame()).toMatch(/ {4}1 \+ row 1\s/);
		expect(onDecide).not.toHaveBeenCalled();
	});

	it('allows only once every row has been in view: before, 1 says what is left and sends nothing', async () => {
		const {type, frame, onDecide, waitForFrame} = setup(write);
		await type('1');
		await waitForFrame('See the rest first: PgDn');
		await type(...Array.from({length: 5}, () => KEY.pageDown), 'y', '2', KEY.down, KEY.enter);
		expect(frame()).toMatch(/↓ \d+ more rows[\s\S]*See the rest first: PgDn/);
		expect(onDecide).not.toHaveBeenCalled();
		await type(...Array.from({length: 10}, () => KEY.pageDown), KEY.home);
		expect(frame()).not.toContain('See the rest first');
		await type('1');
		expect(onDecide).toHaveBeenCalledWith('req-1', expect.objectContaining({behavior: 'allow'}));
	});

	it('End skips rows, which then still hold allowing back; denying never waits', async () => {
		const {type, onDecide, waitForFrame} = setup(write);
		await type(KEY.end, '1');
		await waitForFrame('See the rest first: PgUp');
		expect(onDecide).not.toHaveBeenCalled();
		await type('4');
		expect(onDecide).toHaveBeenCalledWith('req-1', expect.objectContaining({behavior: 'deny'}));
	});

	it('rows a resize brought into view count as seen', async () => {
		const short = {...write, input: {...write.input, content: longFile.split('\n').slice(0, 20).join('\n')}};
		const ui = setup(short);
		const tall = (maxRows: number) => (
			<Box width={100}>
				<PermissionPrompt
					request={short}
					queued={0}
					view={{width: 100, color: false, cwd: '/home/dev/project', showThinking: true, live: true}}
					maxRows={maxRows}
					onDecide={ui.onDecide}
					onInterrupt={vi.fn()}
					armDelayMs={0}
				/>
			</Box>
		);
		ui.rerender(tall(40));
		await ui.waitForFrame('line 20 of the new file');
		ui.rerender(tall(20));
		await ui.waitForFrame('more rows');
		await ui.type('1');
		expect(ui.onDecide).toHaveBeenCalledWith('req-1', expect.objectContaining({behavior: 'allow'}));
	});

	it('a long command scrolls too; on a tiny screen the prompt keeps the command and its keys on one row each', async () => {
		const script = [
			'cat > run.sh <<EOF',
			...Array.from({length: 30}, (_, index) => `echo step ${index + 1}`),
			'EOF',
		].join('\n');
		const bash = {
			...write,
			toolName: 'Bash',
			input: {command: script, description: 'Write the script'},
			suggestions: [bashRule(script)],
		};
		const roomy = setup(bash);
		// The rules name the command by its first line: a label of 32 rows would leave no room.
		expect(roomy.frame()).toContain('allow from now on: Bash(cat > run.sh <<EOF … +31 lines)');
		expect(roomy.frame()).toContain('$ cat > run.sh <<EOF');
		await roomy.type(...Array.from({length: 10}, () => KEY.pageDown));
		expect(roomy.frame()).toContain('echo step 30');
		const tiny = setup(bash, {columns: 30, maxRows: 6});
		expect(tiny.rows().length).toBeLessThanOrEqual(6);
		expect(tiny.frame()).toContain('$ cat > run.sh');
		expect(tiny.rows().at(-1)).toBe('1 Yes · 2 A… · 3 No · 4 No, s…');
	});

	it('the step asking where to keep a rule fits too: framed with room, its places on one row on a tiny screen', async () => {
		const bash = {
			...write,
			toolName: 'Bash',
			input: {command: 'make test', description: 'Run the tests'},
			suggestions: [bashRule('make test')],
		};
		const roomy = setup(bash, {maxRows: 16});
		await roomy.type('2');
		expect(roomy.rows().length).toBeLessThanOrEqual(16);
		expect(roomy.frame()).toContain('4. all my projects: ~/.claude/settings.json');
		expect(roomy.frame()).toContain('$ make test');
		const tiny = setup(bash, {columns: 60, maxRows: 6});
		await tiny.type('2');
		expect(tiny.rows().length).toBeLessThanOrEqual(6);
		expect(tiny.rows().slice(-2)).toEqual([
			'Allow Bash(make test) from now on in:',
			'❯1 this session only · 2 only me · 3 shared · 4 all projects',
		]);
	});

	it('a long plan scrolls, and nothing of it is cut for good', async () => {
		const plan = Array.from({length: 40}, (_, index) => `${index + 1}. step number ${index + 1}`).join('\n');
		const call: ToolCall = {
			id: 'toolu_p',
			name: 'ExitPlanMode',
			input: {plan},
			status: 'pending',
		} as unknown as ToolCall;
		const {frame, type, onDecide} = setup({...write, toolName: 'ExitPlanMode', input: {}}, {call});
		expect(frame()).toContain('step number 1');
		expect(frame()).not.toContain('step number 40');
		// Neither way of approving it starts before its last step was on screen; keeping on planning does.
		await type('1', '2');
		expect(frame()).toContain('See the rest first: PgDn');
		expect(onDecide).not.toHaveBeenCalled();
		await type(...Array.from({length: 8}, () => KEY.pageDown));
		expect(frame()).toContain('step number 40');
		await type('2');
		expect(onDecide).toHaveBeenCalledWith('req-1', expect.objectContaining({behavior: 'allow'}));
	});
});

describe('a question with more options than the screen has rows', () => {
	const options = Array.from({length: 10}, (_, index) => ({
		label: `Option ${index + 1}`,
		description: 'a choice worth a long description that wraps',
	}));
	const ask = {
		...write,
		toolName: 'AskUserQuestion',
		requiresInteraction: true,
		input: {questions: [{question: 'Which one should Claude use here?', header: 'Pick', multiSelect: false, options}]},
	};

	it.each([
		[30, 8],
		[40, 12],
	])(
		'fits %i columns and %i rows: the question, the rows around the focus, and how many more',
		async (columns, maxRows) => {
			const {frame, rows, type} = setup(ask, {columns, maxRows});
			expect(rows().length).toBeLessThanOrEqual(maxRows);
			expect(frame()).toContain('Which one');
			expect(frame()).toContain('1. ( ) Option 1');
			expect(frame()).toMatch(/↓ \d+ more · ↑↓ move/);
			await type(...Array.from({length: 11}, () => KEY.down));
			expect(frame()).toContain('❯ 11. Other');
			expect(frame()).not.toContain('Option 1 ');
			expect(rows().length).toBeLessThanOrEqual(maxRows);
		},
	);

	it('answers by the number of an option out of view', async () => {
		const {type, onDecide} = setup(ask, {columns: 30, maxRows: 8});
		await type('7');
		expect(onDecide).toHaveBeenCalledWith(
			'req-1',
			expect.objectContaining({
				updatedInput: expect.objectContaining({answers: {'Which one should Claude use here?': 'Option 7'}}),
			}),
		);
	});

	it('with room, keeps its frame and every option', () => {
		const {frame} = setup(ask, {maxRows: 40});
		expect(frame()).toContain('╭');
		expect(frame()).toContain('10. ( ) Option 10');
		expect(frame()).not.toContain('more ·');
	});
});

describe('a question whose options begin alike, on a small screen', () => {
	const ask = (multiSelect: boolean) => ({
		...write,
		toolName: 'AskUserQuestion',
		requiresInteraction: true,
		input: {
			questions: [
				{
					question: 'When should it deploy?',
					header: 'Deploy',
					multiSelect,
					options: [
						{label: 'Deploy to production right after the tests pass', description: 'fast'},
						{label: 'Deploy to production right after a manual review', description: 'safe'},
					],
				},
			],
		},
	});

	it.each([false, true])(
		'tells them apart on their rows, cut: what a number answers is said (multi-select: %s)',
		async multiSelect => {
			const mark = multiSelect ? '[ ]' : '( )';
			const {rows, type, onDecide} = setup(ask(multiSelect), {columns: 40, maxRows: 10});
			expect(rows().slice(2, 4)).toEqual([
				`  1. ${mark} Deploy to … the tests pass — f…`,
				`  2. ${mark} Deploy to … a manual review — …`,
			]);
			await type('2', KEY.enter);
			expect(onDecide).toHaveBeenCalledWith(
				'req-1',
				expect.objectContaining({
					updatedInput: expect.objectContaining({
						answers: {'When should it deploy?': 'Deploy to production right after a manual review'},
					}),
				}),
			);
		},
	);
});

describe('a multi-select question on a small screen', () => {
	const ask = (question: string, options: {label: string; description: string}[]) => ({
		...write,
		toolName: 'AskUserQuestion',
		requiresInteraction: true,
		input: {questions: [{question, header: 'Extras', multiSelect: true, options}]},
	});

	it('wraps its question to keep "(choose any)" when every option still fits (the demo\'s, at 40x15)', async () => {
		const {frame, rows, type} = setup(
			{
				...write,
				toolName: 'AskUserQuestion',
				requiresInteraction: true,
				input: {questions: DEMO_QUESTIONS},
			},
			// The rows a prompt may take on a screen 15 rows tall (promptRows).
			{columns: 40, maxRows: 13},
		);
		await type('1');
		expect(frame()).toContain('What else should the project include?\n(choose any)');
		expect(frame()).toContain('4. Other');
		expect(rows().length).toBeLessThanOrEqual(13);
	});

	it('keeps "(choose any)" at 30x8: the question is cut before it, or wraps if an option and "more" still fit', async () => {
		// The rows a prompt may take on a screen 8 rows tall (promptRows).
		const demo = setup(
			{...write, toolName: 'AskUserQuestion', requiresInteraction: true, input: {questions: DEMO_QUESTIONS}},
			{columns: 30, maxRows: 6},
		);
		await demo.type('1');
		expect(demo.rows()).toEqual([
			'Claude has 2 questions',
			' ✓ Style  Extras',
			'What else should… (choose any)',
			'  1. [ ] README — A short usa…',
			'↓ 3 more · ↑↓ move',
			'number or Space toggles · Ent…',
		]);
		// Without the row of tabs, the whole question fits.
		const one = setup({...ask(DEMO_QUESTIONS[1]!.question, DEMO_QUESTIONS[1]!.options)}, {columns: 30, maxRows: 6});
		expect(one.rows().slice(1, 5)).toEqual([
			'What else should the project',
			'include? (choose any)',
			'  1. [ ] README — A short usa…',
			'↓ 3 more · ↑↓ move',
		]);
		expect(one.rows()).toHaveLength(6);
	});

	it('counts the row its hint wraps onto: a frame that would not fit with it goes compact', () => {
		const options = [
			{label: 'README', description: 'notes'},
			{label: 'Tests', description: 'smoke'},
		];
		const {frame, rows} = setup(ask('Which extras should we add?', options), {columns: 40, maxRows: 10});
		expect(rows().length).toBeLessThanOrEqual(10);
		expect(frame()).toContain('Which extras should we add? (choose any)');
	});
});

describe('scrollHint', () => {
	it('counts what is cut, one row or more', () => {
		expect(scrollHint(0, 1)).toBe('↓ 1 more row · PgUp/PgDn scroll');
		expect(scrollHint(3, 2)).toBe('↑ 3 above · ↓ 2 more rows · PgUp/PgDn scroll');
	});
});

describe('a plan in its prompt', () => {
	it('wraps at its words', () => {
		const plan = 'Scaffold the project folder hello-cctui/src with mkdir, then write the greeter.';
		const {rows} = setup({...write, toolName: 'ExitPlanMode', input: {plan}}, {columns: 40, maxRows: 30});
		const body = rows().map(row => row.replace(/^│ /, '').replace(/ *│$/, ''));
		expect(body).toContain('Scaffold the project folder');
		expect(body).toContain('hello-cctui/src with mkdir, then');
		expect(body).toContain('write the greeter.');
	});

	it('keeps the blank row between its paragraphs', () => {
		const plan = 'First paragraph.\n\nSecond paragraph.';
		const {rows} = setup({...write, toolName: 'ExitPlanMode', input: {plan}}, {columns: 40, maxRows: 30});
		const body = rows().map(row => row.replace(/^│ /, '').replace(/ *│$/, ''));
		const first = body.indexOf('First paragraph.');
		expect(body.slice(first, first + 3)).toEqual(['First paragraph.', '', 'Second paragraph.']);
	});

	it("wraps a list item's rows under its text, in a nested list too", () => {
		const plan = [
			'1. Scaffold the project folder hello-cctui/src with mkdir',
			'   - then write the greeter and its smoke test',
			'2. Review',
		].join('\n');
		const {rows} = setup({...write, toolName: 'ExitPlanMode', input: {plan}}, {columns: 40, maxRows: 30});
		const body = rows().map(row => row.replace(/^│ /, '').replace(/ *│$/, ''));
		const first = body.indexOf('1. Scaffold the project folder');
		expect(body.slice(first, first + 5)).toEqual([
			'1. Scaffold the project folder',
			'   hello-cctui/src with mkdir',
			'   ◦ then write the greeter and its',
			'     smoke test',
			'2. Review',
		]);
	});
});

describe('a typed "Other" answer of many lines', () => {
	const ask = {...write, toolName: 'AskUserQuestion', requiresInteraction: true, input: {questions: DEMO_QUESTIONS}};
	const answer = Array.from({length: 30}, (_, index) => `reason ${index + 1}`).join('\n');

	it.each([
		[80, 20],
		[60, 13],
		[50, 8],
	])(
		'keeps to %i columns and %i rows: the lines around the cursor beside its label, every option',
		async (columns, maxRows) => {
			const {frame, rows, type, waitForFrame, onDecide} = setup(ask, {columns, maxRows});
			await type('3');
			await waitForFrame('❯ 3. Other:');
			await type(`\u001B[200~${answer}\u001B[201~`);
			expect(rows().length).toBeLessThanOrEqual(maxRows);
			expect(frame()).toContain('1. ( ) Friendly');
			expect(frame()).toContain('2. ( ) Formal');
			// The cursor's line beside the label, the line before it above; what is cut counted when there is room.
			expect(frame()).toMatch(/reason 29\s*│?\n.*reason 30/);
			expect(frame()).not.toContain('reason 1\n');
			if (maxRows > 8) expect(frame()).toMatch(/↑ \d+ more lines/);
			// Up moves between its lines, as in the message editor.
			await type(...Array.from({length: 29}, () => KEY.up));
			await waitForFrame(/❯ 3\. Other: reason 1\s/);
			expect(rows().length).toBeLessThanOrEqual(maxRows);
			await type(KEY.home, '>', KEY.enter);
			await waitForFrame('What else should the project include?');
			// Done typing: one row, its first line and how many more.
			await type(KEY.left);
			await waitForFrame('3. Other: >reason 1 (+29 more lines)');
			expect(rows().length).toBeLessThanOrEqual(maxRows);
			expect(onDecide).not.toHaveBeenCalled();
		},
	);
});
