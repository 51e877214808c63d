/**
 * A real child's stdout, held: nothing is read while held, what the child wrote meanwhile arrives as one chunk
 * when reading starts again, and gatheredReads wakes once a window rather than once a write. These fail if a
 * Node version changes the pipe handle read-hold.ts relies on (it would then read as it comes, as before).
 */
import {spawn, type ChildProcessByStdio} from 'node:child_process';
import {once} from 'node:events';
import {PassThrough, type Readable} from 'node:stream';
import {describe, expect, it} from 'vitest';
import {gatheredReads} from '../../src/transport/gathered-reads.js';
import {readHold} from '../../src/transport/read-hold.js';

/** A child that writes `count` lines, each with a write of its own, `everyMs` apart (as claude writes events). */
function writer(count: number, everyMs: number): ChildProcessByStdio<null, Readable, null> {
	const script = `let i = 0; const t = setInterval(() => { process.stdout.write('line ' + i + '\\n'); if (++i === ${count}) clearInterval(t); }, ${everyMs});`;
	return spawn(process.execPath, ['-e', script], {stdio: ['ignore', 'pipe', 'ignore']});
}

const expected = (count: number) => Array.from({length: count}, (_, i) => `line ${i}\n`).join('');

describe('readHold on a child process pipe', () => {
	it('reads nothing while held, then what was written meanwhile in one chunk', async () => {
		const child = writer(20, 2);
		const chunks: string[] = [];
		child.stdout.on('data', chunk => chunks.push(String(chunk)));
		const hold = readHold(child.stdout);
		await once(child.stdout, 'data');
		expect(hold.stop()).toBe(true);
		const before = chunks.length;
		await once(child, 'exit');
		expect(chunks.length).toBe(before);

		hold.restart();
		await once(child.stdout, 'end');
		expect(chunks.length).toBe(before + 1);
		expect(chunks.join('')).toBe(expected(20));
	});
});

describe('gatheredReads on a child process pipe', () => {
	it('wakes about once a window, not once a write, and loses nothing', async () => {
		const child = writer(200, 1);
		let chunks = 0;
		let text = '';
		const started = performance.now();
		for await (const chunk of gatheredReads(child.stdout, 50)) {
			chunks++;
			text += String(chunk);
		}
		const windows = Math.ceil((performance.now() - started) / 50);
		expect(text).toBe(expected(200));
		// Each chunk but the first after a quiet spell opens a window: one chunk a window. 200 writes take at least
		// 200 ms, about five windows on a calm machine (more on a busy one); read as it comes, this is near 200.
		expect(chunks).toBeLessThanOrEqual(windows + 5);
	});
});

/** A stream with a stand-in for a pipe's handle (`_handle`), its libuv calls answering `stopStatus` and `startStatus`. */
function withHandle(stopStatus = 0, startStatus = 0) {
	const calls: string[] = [];
	const handle = {
		reading: true,
		readStop() {
			calls.push('stop');
			return stopStatus;
		},
		readStart() {
			calls.push('start');
			return startStatus;
		},
	};
	return {source: Object.assign(new PassThrough(), {_handle: handle as unknown}), handle, calls};
}

describe('readHold on a handle it cannot rely on', () => {
	it('holds nothing on a handle that is not the one it knows (a Node that changed it): the stream is read as it comes', () => {
		const noop = () => 0;
		for (const handle of [
			null,
			{reading: 1, readStop: noop, readStart: noop},
			{reading: true, readStop: 'no', readStart: noop},
			{reading: true, readStop: noop, readStart: 'no'},
		]) {
			const source = Object.assign(new PassThrough(), {_handle: handle});
			expect(readHold(source).stop()).toBe(false);
		}
	});

	it('does not count as held a pipe that libuv would not stop, and does not start it again', () => {
		const {source, handle, calls} = withHandle(-22);
		const hold = readHold(source);
		expect(hold.stop()).toBe(false);
		expect(handle.reading).toBe(true);
		hold.restart();
		expect(calls).toEqual(['stop']);
	});

	it('starts a held pipe once, and not one that reads again already or was replaced', () => {
		const {source, handle, calls} = withHandle();
		const hold = readHold(source);
		expect(hold.stop()).toBe(true);
		expect(handle.reading).toBe(false);
		hold.restart();
		hold.restart();
		expect(calls).toEqual(['stop', 'start']);
		expect(handle.reading).toBe(true);

		expect(hold.stop()).toBe(true);
		handle.reading = true;
		hold.restart();
		expect(calls).toEqual(['stop', 'start', 'stop']);

		expect(hold.stop()).toBe(true);
		const other = withHandle();
		(source as {_handle: unknown})._handle = other.handle;
		hold.restart();
		expect([calls, other.calls]).toEqual([['stop', 'start', 'stop', 'stop'], []]);
	});

	it('ends the stream with an error when the pipe cannot be read again, as net.Socket does', async () => {
		const {source} = withHandle(0, -9);
		const hold = readHold(source);
		expect(hold.stop()).toBe(true);
		hold.restart();
		const [error] = (await once(source, 'error')) as [Error];
		expect(error.message).toBe('cannot read the pipe again (libuv status -9)');
		expect(source.destroyed).toBe(true);
	});
});
