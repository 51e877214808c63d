/**
 * gatheredReads hands on a chunk that follows a quiet spell at once, and holds what comes within the
 * window after it until the window ends; then it hands on all of it, in order. The end of the source
 * is not held back, and its error reaches the reader.
 */
import {PassThrough} from 'node:stream';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {gatheredReads} from '../../src/transport/gathered-reads.js';

const WINDOW_MS = 50;

/** Chunks read so far, as strings; `settled` tells whether a read is still waiting. */
function reader(source: PassThrough) {
	const reads = gatheredReads(source, WINDOW_MS);
	const got: string[] = [];
	let done = false;
	const pump = (async () => {
		for await (const chunk of reads) got.push(chunk.toString());
		done = true;
	})();
	return {got, done: () => done, pump};
}

describe('gatheredReads', () => {
	beforeEach(() => vi.useFakeTimers());
	afterEach(() => vi.useRealTimers());

	it('hands on the first chunk at once, and what follows within the window when the window ends', async () => {
		const source = new PassThrough();
		const read = reader(source);
		source.write('a\n');
		await vi.advanceTimersByTimeAsync(0);
		expect(read.got).toEqual(['a\n']);

		source.write('b\n');
		source.write('c\n');
		await vi.advanceTimersByTimeAsync(WINDOW_MS - 1);
		expect(read.got).toEqual(['a\n']);
		await vi.advanceTimersByTimeAsync(1);
		expect(read.got).toEqual(['a\n', 'b\n', 'c\n']);

		// The window after b and c passes with nothing in it: the next chunk is quiet-spell news again.
		await vi.advanceTimersByTimeAsync(WINDOW_MS);
		source.write('d\n');
		await vi.advanceTimersByTimeAsync(0);
		expect(read.got).toEqual(['a\n', 'b\n', 'c\n', 'd\n']);
		source.end();
		await read.pump;
	});

	it('ends with the source, handing on what the window held without waiting for the window', async () => {
		const source = new PassThrough();
		const read = reader(source);
		source.write('a');
		await vi.advanceTimersByTimeAsync(0);
		source.end('b');
		await vi.advanceTimersByTimeAsync(0);
		expect(read.done()).toBe(true);
		expect(read.got).toEqual(['a', 'b']);
		expect(read.done()).toBe(true);
	});

	it('ends at once for a source that ends while nothing is held', async () => {
		const source = new PassThrough();
		const read = reader(source);
		source.end();
		await vi.advanceTimersByTimeAsync(0);
		expect(read.done()).toBe(true);
		expect(read.got).toEqual([]);
	});

	it('throws the source error to the reader, and stops listening', async () => {
		const source = new PassThrough();
		const reads = gatheredReads(source, WINDOW_MS);
		const first = reads.next();
		source.destroy(new Error('EIO'));
		await expect(first).rejects.toThrow('EIO');
		expect(source.listenerCount('data')).toBe(0);
	});
});
