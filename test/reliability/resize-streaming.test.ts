/**
 * Narrowing the terminal while text streams (issue 19, item 4.2): each finished paragraph must reach the scrollback
 * exactly once. Judged by what is duplicated, not by where the terminal wraps. On a short screen the same holds
 * without a resize: the live text's budget follows the screen's height (view.ts liveRowsFor).
 *
 * The terminal reflows the frame and keeps the cursor's row on screen, pushing the frame's top rows up. cctui used to
 * draw the next, shorter frame at the top of the erased rows, leaving blank rows under the cursor; at the next
 * narrowing the frame's top went above the screen's top row, out of reach of any erase, and stayed in the scrollback:
 * one partial copy of the streaming paragraph per step of a drag. The frame differ now draws it where the old one
 * ended (frame-differ.ts).
 */
import {afterEach, describe, expect, it} from 'vitest';
import {tick} from '../helpers/wait-for.js';
import {startScripted, streamedText, type Scripted, type Step} from './harness.js';

let run: Scripted | undefined;
afterEach(() => {
	run?.pty.kill('SIGKILL');
	run = undefined;
});

const paragraph = (n: number) =>
	`p${n}start ${Array.from({length: n === 5 ? 90 : 24}, (_, index) => `word${index}`).join(' ')} p${n}end`;
const text = Array.from({length: 8}, (_, index) => paragraph(index + 1)).join('\n\n');
/** The text streamed in pieces, with a pause in the middle of the long fifth paragraph for the test to resize in. */
function streamed(pauseMs: number): Step[] {
	const pieces = text.match(/.{1,12}/gs) ?? [];
	const pauseAfter = Math.floor(text.indexOf('word60', text.indexOf('p5start')) / 12);
	return streamedText(text, pieces, index => (index === pauseAfter ? pauseMs : 2));
}

/** Each finished paragraph once in the scrollback (a word cut where a row ends reads as two: the checked ones fit). */
function expectEachOnce(scrollback: string): void {
	const text = scrollback.replace(/\s+/g, ' ');
	for (const n of [1, 2, 3, 4, 5, 6, 7, 8]) {
		expect(text.split(`p${n}start `).length - 1, `p${n}start`).toBe(1);
		expect(text.split(` p${n}end`).length - 1, `p${n}end`).toBe(1);
	}
}

/** The scrollback once the text has streamed, the window dragged from cols to newCols while a paragraph streams. */
async function draggedWhileStreaming(cols: number, rows: number, newCols: number): Promise<string> {
	run = startScripted({turns: [streamed(6000)]}, {cols, rows});
	await run.typeLine('talk');
	await run.pty.waitForText(/p4end/, 15_000);
	await run.pty.settle();
	// A window edge dragged: one resize after another, each drawn before the next.
	for (let width = cols - 4; width >= newCols; width -= 4) {
		await run.pty.resize(width, rows);
		await tick(100);
		await run.pty.settle();
	}
	await run.pty.waitForText(/Done/, 15_000);
	await run.pty.settle();
	return run.pty.scrollback();
}

describe('narrowing the terminal while a paragraph streams', () => {
	it.each([
		[80, 24, 40],
		[80, 24, 60],
	])('dragged from %ix%i to %i columns: each finished paragraph is in the scrollback once', async (...size) => {
		expectEachOnce(await draggedWhileStreaming(...size));
	});

	// The frame drawn after a narrowing is padded to end where the reflowed one ended; the padding, left above the
	// streaming paragraph, stayed in the transcript as a run of empty lines (5 for one step of 4 columns).
	it.each([
		[80, 24, 76],
		[80, 24, 72],
	])('narrowed from %ix%i to %i columns: no run of empty lines is left in the transcript', async (...size) => {
		const scrollback = await draggedWhileStreaming(...size);
		expectEachOnce(scrollback);
		expect(scrollback).not.toMatch(/\n\n\n/);
	});
});

describe('a long paragraph streaming on a short screen', () => {
	it('at 40x12 the live text takes what the screen has room for, and each paragraph reaches the scrollback once', async () => {
		run = startScripted({turns: [streamed(500)]}, {cols: 40, rows: 12});
		await run.typeLine('talk');
		await run.pty.waitForText(/Done/, 15_000);
		await run.pty.settle();
		expectEachOnce(run.pty.scrollback());
	});
});
