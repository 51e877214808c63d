/**
 * gatheredReads hands on a chunk that follows a quiet spell at once, and holds what comes within the
 * window after it until the window ends; then it hands on all of it, in order. The end of the source
 * is not held back, and its error reaches the reader. While a window gathers, a pipe is not read at all
 * (read-hold.test.ts reads a real child's); here a stand-in for its handle shows when.
 */
import {PassThrough} from 'node:stream';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {HOLD_BELOW_BYTES, gatheredReads} from '../../src/transport/gathered-reads.js';

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

	it('ends with a source destroyed without an end (claude killed), rather than wait for it forever', async () => {
		const source = new PassThrough();
		const read = reader(source);
		source.write('a');
		await vi.advanceTimersByTimeAsync(0);
		source.destroy();
		await vi.advanceTimersByTimeAsync(0);
		expect(read.done()).toBe(true);
		expect(read.got).toEqual(['a']);
	});

	it('stops listening to the source when the reader stops', async () => {
		const source = new PassThrough();
		const reads = gatheredReads(source, WINDOW_MS);
		source.write('a');
		await reads.next();
		await reads.return(undefined);
		expect(['data', 'end', 'close', 'error'].map(event => source.listenerCount(event))).toEqual([0, 0, 0, 0]);
	});

	it('throws the source error to the reader, and stops listening', async () => {
		const source = new PassThrough();
		const reads = gatheredReads(source, WINDOW_MS);
		const first = reads.next();
		source.destroy(new Error('EIO'));
		await expect(first).rejects.toHaveProperty('message', 'EIO');
		expect(source.listenerCount('data')).toBe(0);
	});
});

/** A PassThrough with a stand-in for a pipe's handle (net.Socket's `_handle`), logging each stop and start. */
function pipeLike() {
	const calls: string[] = [];
	const handle = {
		reading: true,
		readStop() {
			calls.push('stop');
			return 0;
		},
		readStart() {
			calls.push('start');
			return 0;
		},
	};
	return {source: Object.assign(new PassThrough(), {_handle: handle}), handle, calls};
}

describe('gatheredReads on a pipe', () => {
	beforeEach(() => vi.useFakeTimers());
	afterEach(() => vi.useRealTimers());

	it('stops reading the pipe for the window after a batch, and reads it again when the window ends', async () => {
		const {source, handle, calls} = pipeLike();
		const read = reader(source);
		source.write('a\n');
		await vi.advanceTimersByTimeAsync(0);
		expect(read.got).toEqual(['a\n']);
		expect(calls).toEqual(['stop']);
		expect(handle.reading).toBe(false);

		await vi.advanceTimersByTimeAsync(WINDOW_MS - 1);
		expect(calls).toEqual(['stop']);
		await vi.advanceTimersByTimeAsync(1);
		expect(calls).toEqual(['stop', 'start']);
		expect(handle.reading).toBe(true);

		// What the pipe held comes as one chunk after the window: handed on at once, then the next window holds.
		source.write('b\nc\n');
		await vi.advanceTimersByTimeAsync(0);
		expect(read.got).toEqual(['a\n', 'b\nc\n']);
		expect(calls).toEqual(['stop', 'start', 'stop']);
		source.end();
		await read.pump;
	});

	it('reads the window after a large batch as it comes: a writer that fills the pipe is not kept waiting', async () => {
		const {source, calls} = pipeLike();
		const read = reader(source);
		source.write('x'.repeat(HOLD_BELOW_BYTES));
		await vi.advanceTimersByTimeAsync(0);
		expect(calls).toEqual([]);
		source.write('y'.repeat(HOLD_BELOW_BYTES - 1));
		await vi.advanceTimersByTimeAsync(WINDOW_MS);
		expect(read.got.map(chunk => chunk.length)).toEqual([HOLD_BELOW_BYTES, HOLD_BELOW_BYTES - 1]);
		// That batch was small enough: its window holds.
		expect(calls).toEqual(['stop']);
		source.end();
		await vi.advanceTimersByTimeAsync(WINDOW_MS);
		await read.pump;
	});

	it('does not read a pipe again that was destroyed while held', async () => {
		const {source, calls} = pipeLike();
		const reads = gatheredReads(source, WINDOW_MS);
		source.write('a');
		await reads.next();
		const next = reads.next();
		await vi.advanceTimersByTimeAsync(0);
		expect(calls).toEqual(['stop']);
		source.destroy(new Error('EIO'));
		await expect(next).rejects.toHaveProperty('message', 'EIO');
		await vi.advanceTimersByTimeAsync(WINDOW_MS);
		expect(calls).toEqual(['stop']);
	});

	it('leaves alone a pipe the stream itself stopped reading', async () => {
		const {source, handle, calls} = pipeLike();
		handle.reading = false;
		const read = reader(source);
		source.write('a');
		await vi.advanceTimersByTimeAsync(WINDOW_MS);
		expect(calls).toEqual([]);
		source.end();
		await read.pump;
	});
});
