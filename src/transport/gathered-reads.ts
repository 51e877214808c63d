/**
 * claude writes every stream event with a write of its own: 70 to 500 a second while it streams, each
 * waking cctui to handle one line. Handled one by one, from a cold cache, those lines cost half as much
 * as all of cctui's drawing (BENCHMARKS.md, stop 23). So reads are gathered: a chunk that arrives after
 * a quiet spell is handled at once, and what arrives within `windowMs` of it waits and is handled with
 * the rest of that window, in one go. Streamed text is drawn at most every 100 ms anyway (the store's
 * throttle), so a 50 ms window delays no frame by more than that, and a permission prompt by at most
 * that. During the window the pipe is not read at all (read-hold.ts): claude's writes wait in the kernel's
 * pipe buffer and arrive as one chunk when the window ends, so cctui wakes once a window, not once a write.
 * A window whose batch was large is not held: the writer sends more than deltas, and would soon fill the pipe
 * and wait on it (a pipe holds 64 KiB on Linux; a 1 MB line is read as it comes, as it always was).
 */
import type {Readable} from 'node:stream';
import {readHold} from './read-hold.js';

/** A batch this large (in bytes, as a pipe's Buffers count) means the next window is read as it comes, not held. */
export const HOLD_BELOW_BYTES = 16 * 1024;

export async function* gatheredReads(source: Readable, windowMs: number): AsyncGenerator<Buffer | string> {
	const chunks: Array<Buffer | string> = [];
	const hold = readHold(source);
	let ended = false;
	let failure: {error: unknown} | undefined;
	/** The reader's wait: for a chunk after a quiet spell, or for the window's end (only the source's end cuts it short). */
	let waiting: {resume: () => void; forData: boolean} | undefined;
	const resume = (byData: boolean): void => {
		if (!waiting || (byData && !waiting.forData)) return;
		const {resume: go} = waiting;
		waiting = undefined;
		go();
	};
	const onData = (chunk: Buffer | string): void => {
		chunks.push(chunk);
		resume(true);
	};
	const onEnd = (): void => {
		ended = true;
		resume(false);
	};
	const onError = (error: unknown): void => {
		failure = {error};
		resume(false);
	};
	source.on('data', onData);
	source.on('end', onEnd);
	source.on('close', onEnd);
	source.on('error', onError);
	try {
		for (;;) {
			if (failure) throw failure.error;
			if (chunks.length === 0) {
				if (ended) return;
				await new Promise<void>(go => (waiting = {resume: go, forData: true}));
				continue;
			}
			const batch = chunks.splice(0);
			yield* batch;
			if (ended) continue;
			await new Promise<void>(go => {
				const held = byteLength(batch) < HOLD_BELOW_BYTES && hold.stop();
				const timer = setTimeout(() => resume(false), windowMs);
				waiting = {
					resume: () => {
						clearTimeout(timer);
						if (held) hold.restart();
						go();
					},
					forData: false,
				};
			});
		}
	} finally {
		source.off('data', onData);
		source.off('end', onEnd);
		source.off('close', onEnd);
		source.off('error', onError);
	}
}

function byteLength(chunks: ReadonlyArray<Buffer | string>): number {
	let bytes = 0;
	for (const chunk of chunks) bytes += chunk.length;
	return bytes;
}
