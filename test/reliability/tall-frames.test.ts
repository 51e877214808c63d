/**
 * Tall frames never erase the screen or the scrollback (issue 19, item 2). Ink clears the whole
 * terminal (ESC[2J ESC[3J) and redraws everything whenever a frame was as tall as the screen: a
 * Write of a 60-line file made the prompt that tall at 80x24, and the user's history was gone. The
 * live part of the screen stays shorter than the terminal, whatever it holds, and the prompt keeps
 * its command and its answer keys in view.
 */
import {existsSync} from 'node:fs';
import {afterEach, beforeAll, describe, expect, it} from 'vitest';
import {tick} from '../helpers/wait-for.js';
import {startScripted, type Scripted, type Step} from './harness.js';

/** Every answer's key of a Write prompt: framed, one a row; compact, one row or two (`1 Yes · 2 Yes, session`). */
const EVERY_KEY = /1\. Yes|1 .* · 2.* · 3 |1 .* · 2 .*\n3 .* · 4 /;

const CLEAR_SCREEN = '\u001B[2J';
const CLEAR_SCROLLBACK = '\u001B[3J';

let run: Scripted | undefined;
afterEach(() => {
	run?.pty.kill('SIGKILL');
	run = undefined;
});

// A file that is not there, so the prompt is a Create of 60 lines whatever the machine holds (a /tmp/big.txt left by
// something else made it an Overwrite of 173 diff rows, past the 20 pages the PgDn test presses).
const absentFile = '/nx/big.txt';
beforeAll(() => expect(existsSync(absentFile), `${absentFile} must not exist`).toBe(false));

const longFile = Array.from({length: 60}, (_, index) => `line ${index + 1} of the new file`).join('\n');
const writeRequest = {
	id: 'req-write',
	request: {
		subtype: 'can_use_tool',
		tool_name: 'Write',
		input: {file_path: absentFile, content: longFile},
		tool_use_id: 'toolu_w',
		// What claude 2.1.330 suggests for a Write: its prompt has all four answers.
		permission_suggestions: [{type: 'setMode', mode: 'acceptEdits', destination: 'session'}],
	},
};
const history = Array.from({length: 30}, (_, index) => `earlier paragraph ${index + 1}`).join('\n\n');

describe.each([
	[80, 24],
	[40, 12],
	[30, 8],
	[100, 40],
])('at %ix%i', (cols, rows) => {
	it('a prompt for a 60-line Write clears nothing, and shows what it asks and its keys', async () => {
		run = startScripted({turns: [[{text: history}, writeRequest, {text: 'written'}, {result: {}}]]}, {cols, rows});
		await run.typeLine('write it');
		await run.pty.waitForText(/Write|write a file/, 15_000);
		await tick(700);
		await run.pty.settle();
		const screen = run.pty.screen();
		expect(run.pty.raw()).not.toContain(CLEAR_SCREEN);
		expect(run.pty.raw()).not.toContain(CLEAR_SCROLLBACK);
		expect(screen).toMatch(/big\.txt/);
		// Framed, each answer on its row; on a small screen every key on one row, or on two where one would leave a key
		// without its word.
		expect(screen).toMatch(EVERY_KEY);
		// The history above the prompt is in the scrollback, each paragraph once.
		const scrollback = run.pty.scrollback();
		for (const index of [1, 15, 30])
			expect(scrollback.split(`earlier paragraph ${index}\n`).length - 1, `paragraph ${index}`).toBe(1);
	});
});

describe('a tall prompt at 80x24', () => {
	it('scrolls with PgDn to the end of what it asks, still clearing nothing, and answers with one key after', async () => {
		run = startScripted(
			{turns: [[{text: history}, writeRequest, {text: 'written'}, {result: {}}]]},
			{cols: 80, rows: 24},
		);
		await run.typeLine('write it');
		await run.pty.waitForText(/write a file/, 15_000);
		await tick(700);
		expect(run.pty.screen()).not.toContain('line 60 of the new file');
		for (let page = 0; page < 20; page++) run.pty.write('\u001B[6~');
		await run.pty.waitForText('line 60 of the new file');
		expect(run.pty.raw()).not.toContain(CLEAR_SCREEN);
		expect(run.pty.raw()).not.toContain(CLEAR_SCROLLBACK);
		run.pty.write('1');
		await run.pty.waitForText('written', 10_000);
	});
});

describe('a message typed under a prompt at 30x8', () => {
	it('takes one row: the prompt keeps its title, what it asks and its keys', async () => {
		run = startScripted(
			{turns: [[{text: history}, writeRequest, {text: 'written'}, {result: {}}]]},
			{cols: 30, rows: 8},
		);
		await run.typeLine('write it');
		await run.pty.waitForText(/write a file/, 15_000);
		await tick(700);
		// "e" is no answer: it starts a message, and the rest follows it there.
		run.pty.write('e');
		for (const word of ' and also add twelve tests and the docs and a readme please'.split(' '))
			run.pty.write(`${word} `);
		await run.pty.waitForText('readme please');
		await run.pty.settle();
		const screen = run.pty.screen();
		expect(screen).toMatch(/write a file/);
		expect(screen).toMatch(/big\.txt/);
		expect(screen).toContain('Message keeps the keys');
		expect(screen).toContain('readme please');
		// Tab after a quiet time gives the prompt the keys: the answers are back in the row that said why they were held.
		await tick(700);
		run.pty.write('\t');
		await run.pty.waitForText(EVERY_KEY);
		expect(run.pty.screen()).toContain('readme please');
		expect(run.pty.screen()).toMatch(/write a file/);
		expect(run.pty.raw()).not.toContain(CLEAR_SCREEN);
	});
});

describe('a long message typed on a small screen', () => {
	it.each([
		[30, 8],
		[40, 12],
	])(
		'at %ix%i the editor never outgrows the screen: nothing of it is pushed into the scrollback',
		async (cols, rows) => {
			run = startScripted({turns: [[{text: 'ok'}, {result: {}}]]}, {cols, rows});
			await run.pty.waitForText(/Ask Claude/, 15_000);
			const words = Array.from({length: 70}, (_, index) => `word${index + 1}`);
			// Key by key, as a person types: each key redraws the box.
			for (const char of words.join(' ')) {
				run.pty.write(char);
				await tick(5);
			}
			await run.pty.waitForText('word70');
			await run.pty.settle();
			// The whole buffer, the screen with what scrolled off it: one editor box, the one on screen.
			expect(run.pty.scrollback().split('╭').length - 1).toBe(1);
			expect(run.pty.screen()).toContain('word70');
		},
	);
});

describe('a long paragraph streaming on a small screen', () => {
	it.each([
		[30, 8],
		[40, 12],
	])('at %ix%i it clears nothing and lands in the scrollback once', async (cols, rows) => {
		const words = Array.from({length: 60}, (_, index) => `w${index + 1}`).join(' ');
		run = startScripted({turns: [[{text: words}, {result: {}}]]}, {cols, rows});
		await run.typeLine('talk');
		await run.pty.waitForText(/Done/, 15_000);
		await run.pty.settle();
		expect(run.pty.raw()).not.toContain(CLEAR_SCREEN);
		const scrollback = run.pty.scrollback().replace(/\s+/g, ' ');
		for (const word of ['w1 ', 'w30 ', 'w60']) expect(scrollback.split(word).length - 1, word).toBe(1);
	});
});

const TODOS = [
	['Create the project folder', 'Creating the project folder'],
	['Write the script', 'Writing the script'],
	['Run the script', 'Running the script'],
	['Review the result', 'Reviewing the result'],
] as const;
const streamEvent = (event: Record<string, unknown>): Step => ({frame: {type: 'stream_event', event}});

type Block = {thinking: string} | {text: string} | {name: string; input: Record<string, unknown>};

/** One assistant message streamed as claude does (thinking, text, tool inputs in pieces), then its tool results. */
function message(id: string, blocks: readonly Block[]): Step[] {
	const steps: Step[] = [
		streamEvent({type: 'message_start', message: {id, role: 'assistant', content: [], model: 'scripted'}}),
	];
	const content: Array<Record<string, unknown>> = [];
	const results: Step[] = [];
	blocks.forEach((block, index) => {
		const delta = (d: Record<string, unknown>) =>
			steps.push(streamEvent({type: 'content_block_delta', index, delta: d}), {sleep: 15});
		if ('thinking' in block) {
			steps.push(
				streamEvent({
					type: 'content_block_start',
					index,
					content_block: {type: 'thinking', thinking: '', signature: ''},
				}),
			);
			for (const piece of block.thinking.match(/.{1,10}/gs) ?? []) delta({type: 'thinking_delta', thinking: piece});
			content.push({type: 'thinking', thinking: block.thinking, signature: 'sig'});
		} else if ('text' in block) {
			steps.push(streamEvent({type: 'content_block_start', index, content_block: {type: 'text', text: ''}}));
			for (const piece of block.text.match(/.{1,10}/gs) ?? []) delta({type: 'text_delta', text: piece});
			content.push({type: 'text', text: block.text});
		} else {
			const toolId = `toolu_${id}_${index}`;
			steps.push(
				streamEvent({
					type: 'content_block_start',
					index,
					content_block: {type: 'tool_use', id: toolId, name: block.name, input: {}},
				}),
			);
			delta({type: 'input_json_delta', partial_json: ''});
			for (const piece of JSON.stringify(block.input).match(/.{1,12}/gs) ?? [])
				delta({type: 'input_json_delta', partial_json: piece});
			content.push({type: 'tool_use', id: toolId, name: block.name, input: block.input});
			const result = block.name === 'TodoWrite' ? 'Todos have been modified successfully' : 'ok';
			results.push(
				{sleep: 150},
				{
					frame: {
						type: 'user',
						message: {role: 'user', content: [{type: 'tool_result', tool_use_id: toolId, content: result}]},
						parent_tool_use_id: null,
					},
				},
			);
		}
		// claude sends each finished block as an assistant message of its own.
		steps.push(streamEvent({type: 'content_block_stop', index}), {
			frame: {
				type: 'assistant',
				message: {id, role: 'assistant', model: 'scripted', content: content.slice(-1)},
				parent_tool_use_id: null,
			},
		});
	});
	steps.push(streamEvent({type: 'message_stop'}));
	return [...steps, ...results];
}

const todoWrite = (statuses: readonly string[]): Block => ({
	name: 'TodoWrite',
	input: {
		todos: TODOS.map(([content, activeForm], index) => ({content, activeForm, status: statuses[index] ?? 'pending'})),
	},
});
const bash = (command: string): Block => ({name: 'Bash', input: {command, description: `Run ${command}`}});

describe('a turn with a todo list, tool calls and text on a small screen', () => {
	it.each([
		[30, 8],
		[40, 12],
	])('at %ix%i the scrollback holds each finished line once and no copies of the live rows', async (cols, rows) => {
		const turn: Step[] = [
			...message('m1', [
				{thinking: 'The plan is approved, so track the work in a todo list first and then start.'},
				{text: 'Tracking the work now.'},
				todoWrite(['in_progress']),
			]),
			...message('m2', [{text: 'Making the folder.'}, bash('mkdir demo')]),
			...message('m3', [todoWrite(['completed', 'in_progress']), bash('ls demo')]),
			...message('m4', [{text: 'All done for now.'}]),
			{result: {}},
		];
		run = startScripted({turns: [turn]}, {cols, rows});
		await run.typeLine('go');
		await run.pty.waitForText(/Done/, 20_000);
		await run.pty.settle();
		const scrollback = run.pty.scrollback();
		const count = (pattern: RegExp) => scrollback.match(pattern)?.length ?? 0;
		const joined = scrollback.replace(/\s+/g, ' ');
		for (const line of ['Tracking the work now.', 'Making the folder.', 'All done for now.'])
			expect(joined.split(line).length - 1, line).toBe(1);
		expect(count(/writing input/g), 'writing input…').toBeLessThanOrEqual(1);
		expect(count(/working…/g), 'working…').toBeLessThanOrEqual(1);
		expect(count(/Tasks \d\/4 done/g), 'the todo panel').toBeLessThanOrEqual(1);
		expect(count(/^\s*[☐◼☑] /gm), 'rows of the todo panel').toBeLessThanOrEqual(TODOS.length);
	});
});
