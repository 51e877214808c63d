/**
 * An emoji drawn as text by default, asked for as an emoji (⚠️ is U+26A0 U+FE0F): string-width counts two columns,
 * tmux and xterm (and the headless xterm here) draw one. Streamed, each such emoji put every later edit of its row a
 * column off, and the scrollback read "⚠️ w    ord". sanitize() drops the selector, so all agree on one column.
 */
import {afterEach, describe, expect, it} from 'vitest';
import {startScripted, streamedText, type Scripted} from './harness.js';

let run: Scripted | undefined;
afterEach(() => {
	run?.pty.kill('SIGKILL');
	run = undefined;
});

const paragraph = Array.from({length: 60}, () => '⚠️ word').join(' ');
const text = `START\n\n${paragraph}\n\nEND-MARK`;
// Three code points at a time, as the auditor's run: a selector often arrives on its own.
const pieces = Array.from(text.matchAll(/.{1,3}/gsu), match => match[0]);

describe('an emoji asked for in its emoji form, streamed', () => {
	it.each([
		[80, 24],
		[40, 15],
	])('at %ix%i: every row reads as written, and no line above it is erased', async (cols, rows) => {
		run = startScripted({turns: [streamedText(text, pieces, () => 2)]}, {cols, rows});
		await run.typeLine('talk');
		await run.pty.waitForText(/Done/, 15_000);
		await run.pty.settle();
		const shown = run.pty.scrollback();
		expect(shown).toMatch(/› talk\s+START\s/);
		// The terminal wraps the paragraph where it likes: read it with the row ends taken out (and any selector, which
		// is not what this judges: sanitize.test.ts does).
		const joined = shown.replace(/\n|\uFE0F/g, '');
		expect(joined).toContain(Array.from({length: 60}, () => '⚠ word').join(' '));
		expect(shown.split('END-MARK').length - 1).toBe(1);
	});
});
