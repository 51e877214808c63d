/**
 * Tall frames never erase the screen or the scrollback (issue 19, item 2). Ink clears the whole
 * terminal (ESC[2J ESC[3J) and redraws everything whenever a frame was as tall as the screen: a
 * Write of a 60-line file made the prompt that tall at 80x24, and the user's history was gone. The
 * live part of the screen stays shorter than the terminal, whatever it holds, and the prompt keeps
 * its command and its answer keys in view.
 */
import {afterEach, describe, expect, it} from 'vitest';
import {tick} from '../helpers/wait-for.js';
import {startScripted, type Scripted} from './harness.js';

const CLEAR_SCREEN = '\u001B[2J';
const CLEAR_SCROLLBACK = '\u001B[3J';

let run: Scripted | undefined;
afterEach(() => {
	run?.pty.kill('SIGKILL');
	run = undefined;
});

const longFile = Array.from({length: 60}, (_, index) => `line ${index + 1} of the new file`).join('\n');
const writeRequest = {
	id: 'req-write',
	request: {
		subtype: 'can_use_tool',
		tool_name: 'Write',
		input: {file_path: '/tmp/big.txt', content: longFile},
		tool_use_id: 'toolu_w',
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
		expect(screen).toMatch(/1\.?.*Yes|Yes/);
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
		expect(screen).toContain('Keys paused');
		expect(screen).toContain('readme please');
		// Once the typing stops, the answers are back in the row that said why they were paused.
		await run.pty.waitForText(/1 Yes/);
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
