import {describe, expect, it} from 'vitest';
import type {ApiExchange} from '../../src/protocol/api-exchange.js';
import {apiStatus, exchangeCost, exchangeDetail, exchangeRow} from '../../src/present/api-requests.js';
import {applyExchange, initialApi} from '../../src/state/api-requests.js';

const exchange = (id: number, fields: Partial<ApiExchange> = {}): ApiExchange => ({
	id,
	startedAt: new Date(2026, 0, 2, 21, 54, 3).getTime(),
	method: 'POST',
	path: '/v1/messages?beta=true',
	agent: 'main',
	retry: 0,
	stream: true,
	requestHeaders: {'x-api-key': '[redacted]', 'anthropic-version': '2023-06-01'},
	responseHeaders: {'request-id': 'req_1'},
	...fields,
});

describe('the status line part', () => {
	it('counts requests, the median time to first token and the retries', () => {
		const api = [
			exchange(1, {ttftMs: 700}),
			exchange(2, {ttftMs: 800, retry: 1}),
			exchange(3, {ttftMs: 2000, retry: 2}),
			exchange(4),
		].reduce(applyExchange, initialApi);
		expect(apiStatus(api)).toBe('API: 4 req · TTFT 0.8 s · 2 retried');
	});

	it('says nothing without a gateway or a request; no TTFT or retries until there are some', () => {
		expect(apiStatus(initialApi)).toBeUndefined();
		expect(apiStatus({...initialApi, gateway: {address: 'a', upstream: 'u'}})).toBe('API: 0 req');
	});
});

describe('a row and its detail', () => {
	const done = exchange(7, {
		model: 'claude-sonnet-4-5',
		status: 200,
		ttftMs: 812,
		durationMs: 2400,
		retry: 1,
		agent: 'agent-3',
		usage: {input: 1200, output: 340, cacheRead: 9000, cacheWrite: 100},
	});

	it('a row: time, agent, model, status, retries, TTFT, duration, tokens, cost', () => {
		expect(exchangeRow(done)).toBe(
			'21:54:03 agent-3 claude-sonnet-4-5 200 · retry 1 · TTFT 0.8 s · 2.4s · in 1.2k out 340 cache r 9.0k w 100 · $0.01',
		);
		expect(exchangeRow(exchange(8))).toBe('21:54:03 main ? … · waiting');
	});

	it('cost from list prices; unknown for a model it has no price for', () => {
		expect(exchangeCost(done)).toBeCloseTo((1200 * 3 + 340 * 15 + 9000 * 0.3 + 100 * 3.75) / 1e6, 10);
		expect(exchangeCost({...done, model: 'gpt-x'})).toBeUndefined();
	});

	it('the detail lists request and response headers as recorded, and text from the network is cleaned', () => {
		const text = exchangeDetail({...done, error: 'overloaded\u001b[31m', model: 'm\u0007'});
		expect(text).toContain('POST /v1/messages?beta=true');
		expect(text).toContain('x-api-key: [redacted]');
		expect(text).toContain('request-id: req_1');
		expect(text).toContain('error: overloaded');
		expect(text).not.toMatch(/[\u0007\u001b]/);
	});

	it('a request that failed says so before its timing and tokens, which a narrow panel cuts off', () => {
		const cut = {...done, retry: 0, error: 'the upstream cut the answer short'};
		expect(exchangeRow(cut)).toMatch(
			/^21:54:03 agent-3 claude-sonnet-4-5 200 · error: the upstream cut the answer short · TTFT/,
		);
	});

	it('a request the upstream never answered: no answer, and why', () => {
		const failed = exchange(9, {
			durationMs: 3,
			error: 'cctui gateway: http://127.0.0.1:9/ could not be reached: ECONNREFUSED',
		});
		expect(exchangeRow(failed)).toBe(
			'21:54:03 main ? no answer · error: cctui gateway: http://127.0.0.1:9/ could not be reached: ECONNREFUSED · 3ms',
		);
		expect(exchangeDetail(failed)).toContain('Response: none');
	});
});
