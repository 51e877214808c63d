/**
 * Writing to stdout, which can stop working: whoever reads it went away (`cctui … | head` closed the pipe: EPIPE).
 * One watcher per stream, for every command: main() asks for it first, so no failed write crashes a command, and
 * commands that write for long (replay, watch, a live plain run) stop at `onEnd`.
 */

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

	/** The first error: a write that failed synchronously (a file, a pipe on Linux) is known before its 'error' event. */
	private failure(): Error | undefined {
		return this.error ?? this.stream.errored ?? undefined;
	}
}

const outputs = new WeakMap<NodeJS.WriteStream, Output>();

/** The one watcher of this stream (made on first use, so its error listener is there before anything fails). */
export function outputOf(stream: NodeJS.WriteStream): Output {
	let output = outputs.get(stream);
	if (!output) outputs.set(stream, (output = new Output(stream)));
	return output;
}
