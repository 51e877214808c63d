/**
 * A prompt on a small screen shows every answer's key, and the focused answer's label, at every size; in the step of "allow
 * from now on", the place the rule goes to. Where its answers fit listed it only drops its border and blank rows (bare);
 * with less room it goes compact: no frame, the answers' keys on one row.
 */
import {Box} from 'ink';
import {describe, expect, it, vi} from 'vitest';
import {PermissionPrompt} from '../../src/ui/components/permission-prompt.js';
import type {PermissionRequest} from '../../src/state/state.js';
import {promptRows} from '../../src/ui/prompt-layout.js';
import {displayWidth} from '../../src/text/width.js';
import {KEY} from '../helpers/keys.js';
import {render} from '../helpers/render.js';

const bash: PermissionRequest = {
	requestId: 'req-1',
	toolName: 'Bash',
	toolUseId: 'toolu_1',
	input: {command: 'echo hello-one > out1.txt', description: 'Write out1'},
	suggestions: [
		{
			type: 'addRules',
			rules: [{toolName: 'Bash', ruleContent: 'echo hello-one *'}],
			behavior: 'allow',
			destination: 'localSettings',
		},
	],
	requiresInteraction: false,
	suppressAlwaysAllow: false,
	defaultToNo: false,
	receivedAt: 0,
};

/** A Write that claude offers to allow by switching to acceptEdits for the session, not by a rule. */
const write: PermissionRequest = {
	...bash,
	toolName: 'Write',
	input: {file_path: '/home/dev/project/greet.js', content: 'console.log("hello");\n'},
	suggestions: [{type: 'setMode', mode: 'acceptEdits', destination: 'session'}],
};

const plan: PermissionRequest = {...bash, toolName: 'ExitPlanMode', input: {plan: '1. Scaffold\n2. Write greet.js'}};

/** The prompt as the App lays it out on a screen `columns` x `rows` (`typed`: a message under it takes a row). */
function setup(columns: number, rows: number, typed = false, maxRows = promptRows(rows, 0, typed), request = bash) {
	const onDecide = vi.fn();
	const ui = render(
		<Box width={columns}>
			<PermissionPrompt
				request={request}
				queued={0}
				view={{width: columns, color: false, cwd: '/home/dev/project', showThinking: true, live: true}}
				maxRows={maxRows}
				onDecide={onDecide}
				onInterrupt={vi.fn()}
				armDelayMs={0}
			/>
		</Box>,
	);
	const lines = () => ui.frame().split('\n');
	/** Fits the screen; the last row has every answer's key, in order, and the frame the focused answer's label. */
	const shows = (label: string) => {
		expect(lines().length).toBeLessThanOrEqual(maxRows);
		for (const line of lines()) expect(displayWidth(line)).toBeLessThanOrEqual(columns);
		const keys = lines()
			.at(-1)!
			.split(' · ')
			.map(answer => answer.replace('❯', '').split(' ')[0]);
		expect(keys).toEqual(['1', '2', '3', '4']);
		// A label on rows of its own wraps under its text, a word longer than a row split: compared without spaces.
		const bare = (text: string) => text.replaceAll(/\s/g, '');
		expect(bare(ui.frame())).toContain(bare(label));
	};
	return {...ui, onDecide, shows, lines};
}

describe.each([
	[40, 12, true],
	[30, 8, false],
])('a Bash prompt on a %ix%i screen', (columns, rows, roomy) => {
	it('shows every answer’s key, and the focused answer’s label, in both steps of "allow from now on"', async () => {
		const {type, waitForFrame, frame, shows, onDecide, unmount} = setup(columns, rows);
		shows('1 Ye');
		await type(KEY.up);
		await waitForFrame('❯');
		shows('4. No, and deny Bash(echo hello-one > out1.txt) for the rest of this session');
		await type('a');
		await waitForFrame('this session only');
		shows('this session only');
		await type('2');
		await waitForFrame('❯ 2.');
		// The rule kept comes first: on the smallest screen the focused place gets the rows it leaves.
		shows(roomy ? '❯ 2. this project, only for me: .claude/settings.local.json (suggested)' : '❯ 2. this project');
		shows('Allow Bash(echo hello-one *) from now on in:');
		await type(KEY.down, KEY.down);
		await waitForFrame('❯ 4.');
		shows('❯ 4. all my projects: ~/.claude/settings.json');
		expect(frame()).not.toContain('.claude/settings.local.json');
		await type(KEY.enter);
		expect(onDecide).toHaveBeenCalledWith(
			'req-1',
			expect.objectContaining({
				updatedPermissions: [
					expect.objectContaining({destination: 'userSettings'}),
					expect.objectContaining({destination: 'session'}),
				],
			}),
		);
		unmount();
	});
});

describe.each([
	[50, 16],
	[60, 16],
])('a Bash prompt on a %ix%i screen, where its answers fit listed', (columns, rows) => {
	it('drops its border and blank rows (bare) and lists every answer whole, in both steps of "allow from now on"', async () => {
		const {type, waitForFrame, frame, unmount} = setup(columns, rows);
		const fits = () => {
			expect(frame().split('\n').length).toBeLessThanOrEqual(promptRows(rows, 0, false));
			for (const line of frame().split('\n')) expect(displayWidth(line)).toBeLessThanOrEqual(columns);
			expect(frame()).not.toMatch(/[╭│╰]/);
		};
		const bare = (text: string) => text.replaceAll(/\s/g, '');
		fits();
		expect(frame()).toContain('$ echo hello-one > out1.txt');
		for (const label of [
			'1. Yes, once (1/y)',
			'2. Yes, and allow from now on: Bash(echo hello-one *) … (2/a)',
			'3. No, and tell Claude why (Enter alone just denies) (3/n)',
			'4. No, and deny Bash(echo hello-one > out1.txt) for the rest of this session (4/d)',
		])
			expect(bare(frame())).toContain(bare(label));
		await type('a');
		await waitForFrame('this session only');
		fits();
		for (const place of [
			'Allow Bash(echo hello-one *) from now on in:',
			'1. this session only',
			'2. this project, only for me: .claude/settings.local.json (suggested)',
			'3. this project, shared: .claude/settings.json',
			'4. all my projects: ~/.claude/settings.json',
		])
			expect(bare(frame())).toContain(bare(place));
		unmount();
	});
});

describe('the place step on a small screen', () => {
	it('keeps the rule in its title while there is room: the title gives way to the answers, not they to it', async () => {
		const {type, waitForFrame, frame, unmount} = setup(50, 16);
		await type('a');
		await waitForFrame('this session only');
		expect(frame()).toContain('Allow Bash(echo hello-one *) from now on in:');
		unmount();
	});

	it('at 30x8 under a typed message, the rule stays whole, the focused place keeps the rows it leaves', async () => {
		const {type, waitForFrame, frame, unmount} = setup(30, 8, true);
		await type('a', '2');
		await waitForFrame('❯ 2.');
		expect(frame()).toBe(
			[
				'Claude wants to run a command',
				'Allow Bash(echo hello-one *)',
				'from now on in:',
				'❯ 2. this project, only for…',
				'1 sess… · ❯2 · 3 sha… · 4 all…',
			].join('\n'),
		);
		unmount();
	});

	it('with one row for what it asks, the focused label has no rows of its own: it comes first on the keys’ row', async () => {
		const {type, waitForFrame, frame, unmount} = setup(40, 12, false, 3);
		await type(KEY.up);
		await waitForFrame('❯4');
		expect(frame().split('\n')).toEqual([
			'Claude wants to run a command',
			'$ echo hello-one > out1.txt…',
			'1 · 2 · 3 · ❯4 No, and deny Bash(echo h…',
		]);
		unmount();
	});
});

describe('the keys’ row on a small screen', () => {
	/** The row's labels, each after its key: none equal to another, none cut to what begins another. */
	const toldApart = (row: string) => {
		const labels = row.split(' · ').map(answer => answer.replace(/^❯?\S+ ?/, ''));
		for (const [index, label] of labels.entries())
			for (const other of labels.filter((shown, at) => at !== index && shown !== ''))
				expect(label.endsWith('…') ? other.startsWith(label.slice(0, -1)) : label === other, row).toBe(false);
	};

	it.each([
		[80, 12],
		[60, 10],
		[40, 12],
		[40, 8],
	])(
		'at %ix%i says in a word or two what each key answers: labels that begin alike, cut, read alike',
		(columns, rows) => {
			const {lines, unmount} = setup(columns, rows);
			expect(lines().at(-1)).toBe('1 Yes · 2 Always… · 3 No · 4 No, session');
			unmount();
		},
	);

	it('tells every answer apart at each size, in each prompt, the focused one whole on the row or above it', async () => {
		for (const [columns, rows] of [
			[80, 12],
			[60, 10],
			[40, 12],
			[40, 8],
			[30, 8],
		] as const) {
			const rule = setup(columns, rows);
			toldApart(rule.lines().at(-1)!);
			await rule.type(KEY.up);
			await rule.waitForFrame('❯4');
			toldApart(rule.lines().at(-1)!);
			rule.shows('No, and deny Bash(echo hello-one > out1.txt) for the rest of this session');
			await rule.type('a', '2');
			await rule.waitForFrame('❯ 2.');
			toldApart(rule.lines().at(-1)!);
			rule.unmount();
			const session = setup(columns, rows, false, undefined, write);
			toldApart(session.lines().at(-1)!);
			if (columns >= 60) expect(session.lines().at(-1)).toBe('1 Yes · 2 Yes, session · 3 No · 4 No, session');
			session.unmount();
		}
	});

	it('at 30 columns gives every key a word, on two rows where one row cannot (not `2 ·`)', async () => {
		const {lines, frame, type, waitForFrame, unmount} = setup(30, 8, false, undefined, write);
		expect(lines().slice(-2)).toEqual(['1 Yes · 2 Yes, session', '3 No · 4 No, session']);
		expect(lines().length).toBeLessThanOrEqual(promptRows(8, 0, false));
		for (const line of lines()) expect(displayWidth(line)).toBeLessThanOrEqual(30);
		expect(frame()).toContain('Write greet.js');
		// Focused, an answer whose label has rows of its own leaves the others their words.
		await type(KEY.up);
		await waitForFrame('❯4');
		expect(lines().at(-1)).toBe('1 Yes · 2 Yes, se… · 3 No · ❯4');
		expect(lines().length).toBeLessThanOrEqual(promptRows(8, 0, false));
		unmount();
	});

	it('in the step, a place not focused is named by what tells it apart; the focused one whole', async () => {
		const {type, waitForFrame, lines, unmount} = setup(60, 12);
		await type('a');
		await waitForFrame('from now on in:');
		expect(lines().at(-1)).toBe('❯1 this session only · 2 only me · 3 shared · 4 all projects');
		await type('4');
		await waitForFrame('❯4');
		expect(lines().slice(-2)).toEqual([
			'❯ 4. all my projects: ~/.claude/settings.json',
			'1 session · 2 only me · 3 shared · ❯4',
		]);
		unmount();
	});

	it('a plan’s answers too: both ways of approving begin "Yes, and"', () => {
		const {lines, unmount} = setup(40, 12, false, undefined, plan);
		expect(lines().at(-1)).toBe('1 Yes, auto-accept · 2 Yes, ask · 3 No');
		unmount();
	});
});
