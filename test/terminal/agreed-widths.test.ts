/**
 * A line holding a character string-width and the terminal measure differently, streamed three code points at a
 * time through the frame differ: each edit of its row goes to the column string-width counts, so the row read
 * "ab1️⃣cd then the r est of this line" (tmux: a skin tone and the line separators too, checked by hand there).
 * These are the characters the headless xterm here draws wider or narrower than string-width counts.
 */
import {createRequire} from 'node:module';
import type {Terminal as TerminalType} from '@xterm/headless';
import {describe, expect, it} from 'vitest';
import {sanitize} from '../../src/text/sanitize.js';
import {FrameDiffer} from '../../src/terminal/frame-differ.js';

const require = createRequire(import.meta.url);
const {Terminal} = require('@xterm/headless') as {Terminal: typeof TerminalType};

const REST = 'cd then the rest of this line continues to here |END';
const size = {columns: 80, rows: 24};

/** The row the line ends on after it streamed in, each frame written as Ink does (erase the last, write the next). */
async function streamed(line: string): Promise<string> {
	const term = new Terminal({cols: size.columns, rows: size.rows, allowProposedApi: true, convertEol: true});
	const differ = new FrameDiffer(() => size);
	const write = (bytes: string) => new Promise<void>(resolve => term.write(bytes, resolve));
	const codePoints = Array.from(line);
	let shown = 0;
	for (let end = 3; end < codePoints.length + 3; end += 3) {
		const frame = [sanitize(codePoints.slice(0, end).join('')), 'status: working'];
		await write(differ.write(`${'\u001B[2K\u001B[1A'.repeat(shown)}\u001B[2K\u001B[G${frame.join('\n')}\n`));
		shown = frame.length;
	}
	await write(differ.flush());
	return term.buffer.active.getLine(0)!.translateToString(true);
}

describe('a streamed line with a character whose width cctui and the terminal disagree on', () => {
	it.each([
		['keycap', '1\uFE0F\u20E3', '1'],
		['soft hyphen', '\u00AD', ''],
		['Arabic number mark above', '\u0605', '<U+0605>'],
		['Arabic pound mark above', '\u0890', '<U+0890>'],
		['Hangul filler', '\u3164', ''],
	])('%s: comes out whole', async (_, sent, drawn) => {
		expect(await streamed(`ab${sent}${REST}`)).toBe(`ab${drawn}${REST}`);
	});
});
