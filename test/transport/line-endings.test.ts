/**
 * What splitLines yields at the edges of lines and of the stream: only a CR right before the
 * newline is dropped, blank lines and a last unterminated line are kept, and bytes cut in the
 * middle of a character are decoded once the rest arrives (or shown as U+FFFD at the very end).
 */
import {describe, expect, it} from 'vitest';
import {splitLines} from '../../src/transport/line-splitter.js';

async function collect(chunks: Array<string | Buffer>): Promise<string[]> {
	const lines: string[] = [];
	for await (const line of splitLines(
		(async function* () {
			yield* chunks;
		})(),
	))
		lines.push(line);
	return lines;
}

describe('splitLines at the edges', () => {
	it('yields nothing for an empty stream or empty chunks', async () => {
		expect(await collect([])).toEqual([]);
		expect(await collect(['', Buffer.alloc(0), ''])).toEqual([]);
	});

	it('yields one blank line for a lone newline, and each blank line between', async () => {
		expect(await collect(['\n'])).toEqual(['']);
		expect(await collect(['a\n\n\nb\n'])).toEqual(['a', '', '', 'b']);
	});

	it('keeps a CR inside a line and a CR that ends the stream is dropped like one before a newline', async () => {
		expect(await collect(['a\rb\n', 'c\r'])).toEqual(['a\rb', 'c']);
		expect(await collect(['\r\n'])).toEqual(['']);
		expect(await collect(['x\r\r\n'])).toEqual(['x\r']);
	});

	it('joins a line that comes in many pieces, with several lines in one piece', async () => {
		expect(await collect(['a', 'b', 'c\nd', 'e\nf\ng', 'h'])).toEqual(['abc', 'de', 'f', 'gh']);
	});

	it('splits byte chunks at newlines and decodes a character cut across chunks', async () => {
		const bytes = Buffer.from('{"t":"é"}\n{"t":"✓"}\n');
		expect(await collect([...bytes].map(byte => Buffer.from([byte])))).toEqual(['{"t":"é"}', '{"t":"✓"}']);
	});

	it('shows a character cut off by the end of the stream as U+FFFD instead of dropping the line', async () => {
		const check = Buffer.from('ok ✓');
		expect(await collect([check.subarray(0, check.length - 1)])).toEqual(['ok \uFFFD']);
	});
});
