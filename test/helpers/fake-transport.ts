/** An in-memory Transport: tests push stdout lines, read what was written to stdin, end or crash it. */
import type {ExitInfo, Transport} from '../../src/transport/transport.js';

class Channel implements AsyncIterable<string> {
	private readonly queue: string[] = [];
	private waiting: ((result: IteratorResult<string>) => void) | undefined;
	private ended = false;

	push(line: string): void {
		if (this.waiting) {
			const resolve = this.waiting;
			this.waiting = undefined;
			resolve({value: line, done: false});
		} else this.queue.push(line);
	}

	end(): void {
		this.ended = true;
		this.waiting?.({value: undefined, done: true});
		this.waiting = undefined;
	}

	[Symbol.asyncIterator](): AsyncIterator<string> {
		return {
			next: () => {
				const line = this.queue.shift();
				if (line !== undefined) return Promise.resolve({value: line, done: false});
				if (this.ended) return Promise.resolve({value: undefined, done: true});
				return new Promise(resolve => (this.waiting = resolve));
			},
		};
	}
}

export class FakeTransport implements Transport {
	readonly writes: string[] = [];
	readonly writable: boolean;
	private readonly out = new Channel();
	private readonly err = new Channel();
	private resolveExit!: (info: ExitInfo) => void;
	readonly exited = new Promise<ExitInfo>(resolve => (this.resolveExit = resolve));
	stdinClosed = false;
	/** How many lines were written when stdin was ended. */
	writesAtClose: number | undefined;
	private dead = false;

	constructor(options: {writable?: boolean} = {}) {
		this.writable = options.writable ?? true;
	}

	get lines(): AsyncIterable<string> {
		return this.out;
	}

	get stderr(): AsyncIterable<string> {
		return this.err;
	}

	/** A frame from "claude": an object is serialised, a string is sent as is. */
	emit(frame: object | string): void {
		this.out.push(typeof frame === 'string' ? frame : JSON.stringify(frame));
	}

	emitStderr(line: string): void {
		this.err.push(line);
	}

	write(line: string): boolean {
		if (this.dead || this.stdinClosed) return false;
		this.writes.push(line);
		return true;
	}

	/** Parsed frames written to stdin. */
	written(): Array<Record<string, unknown>> {
		return this.writes.map(line => JSON.parse(line) as Record<string, unknown>);
	}

	exit(info: ExitInfo = {exitCode: 0, signal: null}): void {
		this.dead = true;
		this.out.end();
		this.err.end();
		this.resolveExit(info);
	}

	async close(): Promise<ExitInfo> {
		this.writesAtClose ??= this.writes.length;
		this.stdinClosed = true;
		if (!this.dead) this.exit();
		return this.exited;
	}
}
