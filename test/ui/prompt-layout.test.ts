import {describe, expect, it} from 'vitest';
import type {TranscriptItem} from '../../src/state/transcript.js';
import {liveRows, promptContextRows, promptRows} from '../../src/ui/prompt-layout.js';

const text = (body: string): TranscriptItem => ({
	kind: 'text',
	id: body,
	text: body,
	status: 'streaming',
	committedChars: 0,
});
const notice: TranscriptItem = {kind: 'notice', id: 'n', level: 'info', text: 'hello'};

describe('prompt layout', () => {
	it('counts text by its terminal rows and any other item as two', () => {
		expect(liveRows([], 80)).toBe(0);
		expect(liveRows([text('one\ntwo')], 80)).toBe(3);
		expect(liveRows([text('x'.repeat(25))], 10)).toBe(4);
		expect(liveRows([notice], 80)).toBe(2);
	});

	it('counts a subagent’s call with its header, a row for each step and its progress row', () => {
		const bash: TranscriptItem = {
			kind: 'tool',
			id: 'bash',
			call: {id: 'bash', name: 'Bash', inputJson: '', input: {}, status: 'running', startedAt: 0, children: []},
		};
		const task: TranscriptItem = {
			kind: 'tool',
			id: 'task',
			call: {id: 'task', name: 'Task', inputJson: '', input: {}, status: 'running', startedAt: 0, children: [bash]},
		};
		// A blank row, `⏺ Task(…) running…`, `⏺ Bash(…)`, `⎿ last tool Bash · …`: the header stays above the prompt.
		expect(liveRows([task], 80)).toBe(4);
		expect(liveRows([bash], 80)).toBe(2);
	});

	it('keeps up to six rows of context above a prompt on a screen 30 rows tall or more, none below that', () => {
		const long = [text(Array.from({length: 20}, (_, index) => `line ${index}`).join('\n'))];
		expect(promptContextRows(long, 80, 30)).toBe(6);
		expect(promptContextRows(long, 80, 29)).toBe(0);
		expect(promptContextRows([text('short')], 80, 40)).toBe(2);
		expect(promptContextRows([], 80, 40)).toBe(0);
	});

	it('gives the prompt the screen but for the status line, a spare row, the context and the typed-ahead line', () => {
		expect(promptRows(24, 0, false)).toBe(22);
		expect(promptRows(40, 6, true)).toBe(31);
	});
});
