/**
 * The stdout Ink is given: on a terminal, every write goes through a FrameDiffer, so only changed rows reach the
 * terminal. Ink's write sequences are synchronous, so anything held back is flushed once the
 * current task's writes are done.
 */
import {FrameDiffer} from './frame-differ.js';
import {withMethod} from './with-method.js';

export function diffingStdout(stream: NodeJS.WriteStream): NodeJS.WriteStream {
	// Not a terminal: Ink writes no frames to erase, there is nothing to diff.
	if (!stream.isTTY) return stream;
	const differ = new FrameDiffer(() => ({columns: stream.columns || 80, rows: stream.rows || 24}));
	let flushQueued = false;
	const send = (data: string) => {
		if (data !== '') stream.write(data);
	};
	const write = (chunk: string | Uint8Array, ...rest: unknown[]): boolean => {
		send(differ.write(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8')));
		if (!flushQueued) {
			flushQueued = true;
			queueMicrotask(() => {
				flushQueued = false;
				send(differ.flush());
			});
		}
		const callback = rest.find(argument => typeof argument === 'function') as (() => void) | undefined;
		if (callback) process.nextTick(callback);
		return true;
	};
	// Registered before Ink's own resize handler, which redraws at once.
	stream.on('resize', () => differ.forget());
	return withMethod(stream, 'write', write);
}
