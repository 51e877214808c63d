/** --record with --gateway: each finished exchange is a line of its own, and a replay reads it back. */
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {decodeFileLine} from '../../src/ingest/file-line.js';
import type {ApiExchange} from '../../src/protocol/api-exchange.js';
import {openRecording} from '../../src/session/recording-writer.js';

const exchange: ApiExchange = {
	id: 3,
	startedAt: 1_700_000_000_000,
	method: 'POST',
	path: '/v1/messages?beta=true',
	model: 'claude-opus-5-5',
	agent: 'main',
	retry: 1,
	status: 200,
	stream: true,
	ttftMs: 420,
	durationMs: 1300,
	usage: {input: 10, output: 20, cacheRead: 30, cacheWrite: 40},
	stopReason: 'end_turn',
	requestHeaders: {'x-api-key': '[redacted]', 'anthropic-version': '2023-06-01'},
	responseHeaders: {'request-id': 'req_1'},
};

const dirs: string[] = [];
afterEach(() => {
	for (const dir of dirs.splice(0)) rmSync(dir, {recursive: true, force: true});
});

describe('recorded exchanges', () => {
	it('are written as `api` lines and read back as the same exchange', () => {
		const dir = mkdtempSync(path.join(tmpdir(), 'cctui-api-rec-'));
		dirs.push(dir);
		const file = path.join(dir, 'run.jsonl');
		let clock = 1000;
		const writer = openRecording(file, {meta: {}, onError: error => expect.fail(error.message), now: () => clock});
		clock = 1500;
		writer.api(exchange);
		writer.close();
		const lines = readFileSync(file, 'utf8').trim().split('\n');
		expect(JSON.parse(lines[1]!)).toMatchObject({t: 500, dir: 'api', msg: exchange});
		expect(decodeFileLine(lines[1]!, 1, 0).events).toEqual([{type: 'api-exchange', exchange, at: 500}]);
	});

	it('an api line that is not an exchange is a diagnostic, not a crash', () => {
		const events = decodeFileLine('{"t":5,"dir":"api","msg":{"id":"x"}}', 4, 0, 'run.jsonl').events;
		expect(events).toHaveLength(1);
		expect(events[0]).toMatchObject({type: 'malformed-line', source: 'line 5 of run.jsonl'});
	});
});
