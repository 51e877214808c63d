/** The scripted backend paces a stream as scripted: each delta waits its delay (scaled) before it is written. No wall clock: the wait is injected. */
import type {ServerResponse} from 'node:http';
import {describe, expect, it} from 'vitest';
import {text, turn} from '../../src/backend/builders.js';
import {renderTurn} from '../../src/backend/render-turn.js';
import {writeSse} from '../../src/backend/sse-writer.js';

/** A response that records what was written, and waits that record the order they came in. */
function recorder() {
	const log: string[] = [];
	const res = {
		destroyed: false,
		writeHead: () => undefined,
		write: (frame: string) => log.push(`write ${/event: (\w+)/.exec(frame)![1]}`),
		end: () => log.push('end'),
	} as unknown as ServerResponse;
	const sleep = (ms: number) => {
		log.push(`wait ${ms}`);
		return Promise.resolve();
	};
	return {log, res, sleep};
}

const paced = renderTurn(turn(text('abcdefghij', {chunkSize: 2, delayMs: 40})), {
	messageId: 'msg_1',
	model: 'm',
	inputTokens: 1,
	thinking: 'full',
	defaults: undefined,
	nextToolId: () => 'toolu_1',
	nextSignature: () => 'sig',
});

describe('pacing a scripted stream', () => {
	it('waits each delta’s delay before writing it', async () => {
		const {log, res, sleep} = recorder();
		await writeSse(res, paced.events, {requestId: 'r', timeScale: 1, signal: new AbortController().signal, sleep});
		const deltas = log.slice(log.indexOf('write content_block_start') + 1, log.indexOf('write content_block_stop'));
		expect(deltas).toEqual(Array.from({length: 5}, () => ['wait 40', 'write content_block_delta']).flat());
	});

	it('scales the delays, and a scale of 0 waits for nothing', async () => {
		const half = recorder();
		await writeSse(half.res, paced.events, {
			requestId: 'r',
			timeScale: 0.5,
			signal: new AbortController().signal,
			sleep: half.sleep,
		});
		expect(half.log.filter(entry => entry.startsWith('wait'))).toEqual(Array.from({length: 5}, () => 'wait 20'));
		const none = recorder();
		await writeSse(none.res, paced.events, {
			requestId: 'r',
			timeScale: 0,
			signal: new AbortController().signal,
			sleep: none.sleep,
		});
		expect(none.log.filter(entry => entry.startsWith('wait'))).toEqual([]);
		expect(none.log.at(-1)).toBe('end');
	});
});
