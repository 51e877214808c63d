/**
 * The stdout Ink is given: on a terminal, every write goes through a FrameDiffer, so only changed rows reach the
 * terminal. Ink's write sequences are synchronous, so anything held back is flushed once the
 * current task's writes are done. Ink brackets each frame in synchronized-output marks and writes
 * it in several pieces; what falls between the marks goes to the terminal as one write (one
 * system call instead of three or four), and a bracket with nothing left in it is not sent.
 */
import {FrameDiffer} from './frame-differ.js';
import {withMethod} from './with-method.js';

const BEGIN_SYNC = '\u001B[?2026h';
const END_SYNC = '\u001B[?2026l';

/** The FrameDiffer behind each stdout diffingStdout made, for redrawFrame. */
const differs = new WeakMap<NodeJS.WriteStream, FrameDiffer>();

export function diffingStdout(stream: NodeJS.WriteStream): NodeJS.WriteStream {
	// Not a terminal: Ink writes no frames to erase, there is nothing to diff.
	if (!stream.isTTY) return stream;
	const differ = new FrameDiffer(() => ({columns: stream.columns || 80, rows: stream.rows || 24}));
	differs.set(stream, differ);
	let flushQueued = false;
	/** What a bracket holds so far, from its opening mark; undefined outside a bracket. */
	let bracket: string | undefined;
	const send = (data: string) => {
		if (data === '') return;
		if (bracket === undefined) {
			stream.write(data);
			return;
		}
		bracket += data;
		if (!bracket.endsWith(END_SYNC)) return;
		const whole = bracket;
		bracket = undefined;
		if (whole !== BEGIN_SYNC + END_SYNC) stream.write(whole);
	};
	const write = (chunk: string | Uint8Array, ...rest: unknown[]): boolean => {
		const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
		if (text === BEGIN_SYNC && bracket === undefined) {
			send(differ.flush());
			bracket = '';
		}
		send(differ.write(text));
		if (!flushQueued) {
			flushQueued = true;
			queueMicrotask(() => {
				flushQueued = false;
				send(differ.flush());
				// A bracket Ink left open (it threw mid-frame) is not held back any longer.
				if (bracket !== undefined) {
					const open = bracket;
					bracket = undefined;
					send(open);
				}
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

/**
 * Ink's frame on `stream`, for a suspend: `erase` takes it off the screen as cctui stops (FrameDiffer.erase), `redraw`
 * draws it again whole at the cursor on `fg` (FrameDiffer.redraw): Ink would draw nothing until something changed,
 * and then erase rows the shell wrote.
 */
export function frameOn(stream: NodeJS.WriteStream): {erase: () => void; redraw: () => void} {
	const send = (bytes: string | undefined) => {
		if (bytes) stream.write(bytes);
	};
	return {erase: () => send(differs.get(stream)?.erase()), redraw: () => send(differs.get(stream)?.redraw())};
}
