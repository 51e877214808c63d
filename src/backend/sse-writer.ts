import type {ServerResponse} from 'node:http';
import {setTimeout as sleep} from 'node:timers/promises';
import {sseFrame, type TimedEvent} from './render-turn.js';

export interface SseOptions {
	requestId: string;
	/** Multiplies every delay; 0 sends everything at once. */
	timeScale: number;
	/** Aborts pending delays when the backend closes. */
	signal: AbortSignal;
	/** Send an SSE `error` event after this many deltas and close, like an API that dies mid-message. */
	cutAfterDeltas?: number | undefined;
	/** How to wait (tests pass their own clock). @default node:timers/promises setTimeout */
	sleep?: (ms: number, signal: AbortSignal) => Promise<unknown>;
}

const realSleep = (ms: number, signal: AbortSignal) => sleep(ms, undefined, {signal});

const STREAM_ERROR = {type: 'error', error: {type: 'overloaded_error', message: 'Overloaded'}};

/** Writes timed events as an SSE response; stops quietly when the client disconnects (an interrupt). */
export async function writeSse(
	res: ServerResponse,
	events: TimedEvent[],
	options: SseOptions,
): Promise<'ok' | 'stream-error' | 'aborted'> {
	res.writeHead(200, {
		'content-type': 'text/event-stream',
		'cache-control': 'no-cache',
		connection: 'keep-alive',
		'request-id': options.requestId,
	});
	const cut = options.cutAfterDeltas;
	let deltas = 0;
	const wait = options.sleep ?? realSleep;
	for (const {delayMs, event} of events) {
		if (delayMs > 0 && options.timeScale > 0) await wait(delayMs * options.timeScale, options.signal);
		if (res.destroyed) return 'aborted';
		// A short turn still breaks: at the latest just before message_delta.
		const cutNow = cut !== undefined && (deltas >= cut || event.type === 'message_delta');
		if (cutNow && event.type !== 'message_start' && event.type !== 'ping') {
			res.end(sseFrame(STREAM_ERROR));
			return 'stream-error';
		}
		res.write(sseFrame(event));
		if (event.type === 'content_block_delta') deltas += 1;
	}
	res.end();
	return 'ok';
}
