/**
 * Writing to stdout, which can stop working in two ways: whoever reads it went away (`cctui … | head` closed the
 * pipe: EPIPE), which ends a command quietly with 0, or the write failed (a full disk: ENOSPC), which is one line on stderr
 * and a non-zero exit. One watcher per stream, for every command: main() asks for it first, so no failed write
 * crashes a command, and settles the exit code with it last; commands that write for long (replay, watch, a live
 * plain run) stop at `onEnd`.
 */
import {getSystemErrorMap} from 'node:util';
import {type MainIo, printError} from './io.js';

/** The reader closed its end of a pipe or socket. */
const READER_LEFT = new Set(['EPIPE', 'ECONNRESET']);

export class Output {
	private error: Error | undefined;
	private readonly listeners = new Set<() => void>();

	constructor(private readonly stream: NodeJS.WriteStream) {
		// Stays for the whole run: writes already queued fail one by one after the first, and unhandled, each would crash.
		stream.on('error', (error: Error) => {
			if (this.error) return;
			this.error = error;
			for (const listener of this.listeners) listener();
		});
	}

	/** Writes `text`, or nothing once writing has failed. */
	write(text: string): void {
		if (!this.failure()) this.stream.write(text);
	}

	/** Calls `listener` once writing has failed (stop producing output), or now if it has; returns an unsubscriber. */
	onEnd(listener: () => void): () => void {
		if (this.error) listener();
		this.listeners.add(listener);
		return () => this.listeners.delete(listener);
	}

	/**
	 * The exit code of a command that returned `code`, once what it wrote is written: 0 when the reader went away (it
	 * had what it wanted; the command stopped there), and at least 1 when a write failed, said in one line.
	 */
	async exitCode(io: MainIo, code: number): Promise<number> {
		const end = await this.end();
		if (end === 'reader-left') return 0;
		if (end === undefined) return code;
		printError(io, `cannot write the output: ${describe(end)}`);
		return code === 0 ? 1 : code;
	}

	/** How writing ended, after the writes still pending (a pipe slow to read) are done: undefined while it works. */
	private async end(): Promise<'reader-left' | Error | undefined> {
		const {stream} = this;
		if (!this.failure() && !stream.destroyed && stream.writableLength > 0)
			await new Promise<void>(resolve => stream.write('', () => resolve()));
		const error = this.failure();
		// A terminal that went away is a hang-up, which main ends as one (endOfHangUp), with its own code.
		if (error === undefined || stream.isTTY) return undefined;
		return READER_LEFT.has((error as NodeJS.ErrnoException).code ?? '') ? 'reader-left' : error;
	}

	/** The first error: a write that failed synchronously (a file, a pipe on Linux) is known before its 'error' event. */
	private failure(): Error | undefined {
		return this.error ?? this.stream.errored ?? undefined;
	}
}

/** "no space left on device", as the system says it, else the error's own message. */
function describe(error: Error): string {
	const {errno} = error as NodeJS.ErrnoException;
	return (errno === undefined ? undefined : getSystemErrorMap().get(errno)?.[1]) ?? error.message;
}

const outputs = new WeakMap<NodeJS.WriteStream, Output>();

/** The one watcher of this stream (made on first use, so its error listener is there before anything fails). */
export function outputOf(stream: NodeJS.WriteStream): Output {
	let output = outputs.get(stream);
	if (!output) outputs.set(stream, (output = new Output(stream)));
	return output;
}
