/**
 * Stops reading a pipe for a while, so what its writer sends piles up in the kernel's pipe buffer and is read in
 * one go afterwards. claude writes each stream event with a write of its own, up to 500 a second; read as they
 * come, each write wakes cctui (a read, an event loop turn, a stream chunk), and in the 2 ms burst those
 * wake-ups cost a quarter of cctui's CPU (BENCHMARKS.md, stop 29).
 *
 * Node has no public way to do it. `Readable.pause()` keeps reading until the stream's high-water mark (16 KiB,
 * more than claude sends in a window). `net.Socket.pause()` stops the pipe's handle, but only for a socket made
 * with an `onread` buffer, which a child's stdout is not. This does what that `pause()` and `resume()` do, on the
 * handle of a child's stdout (`_handle.readStop()`, `readStart()` and the `reading` flag net.Socket keeps beside
 * them), and nothing for a stream without such a handle: that one is read as it comes, as before.
 */
import type {Readable} from 'node:stream';

interface StreamHandle {
	reading: boolean;
	readStop(): number;
	readStart(): number;
}

export interface ReadHold {
	/** Stops reading; false if the stream could not be held (it is then read as it comes). */
	stop(): boolean;
	/** Reads again what `stop()` held, unless the stream has been destroyed or ended meanwhile. */
	restart(): void;
}

function handleOf(source: Readable): StreamHandle | undefined {
	const handle: unknown = (source as Readable & {_handle?: unknown})._handle;
	if (typeof handle !== 'object' || handle === null) return undefined;
	const {reading, readStop, readStart} = handle as Partial<StreamHandle>;
	if (typeof reading !== 'boolean' || typeof readStop !== 'function' || typeof readStart !== 'function')
		return undefined;
	return handle as StreamHandle;
}

export function readHold(source: Readable): ReadHold {
	let held: StreamHandle | undefined;
	return {
		stop() {
			const handle = handleOf(source);
			// Not reading (ended, or paused by the stream itself for its high-water mark): nothing to hold.
			if (!handle?.reading || source.destroyed) return false;
			if (handle.readStop() !== 0) return false;
			handle.reading = false;
			held = handle;
			return true;
		},
		restart() {
			const handle = held;
			held = undefined;
			if (!handle || handle.reading || source.destroyed || handleOf(source) !== handle) return;
			handle.reading = true;
			const status = handle.readStart();
			// As net.Socket does when readStart fails: the stream ends with the error.
			if (status !== 0) source.destroy(new Error(`cannot read the pipe again (libuv status ${status})`));
		},
	};
}
