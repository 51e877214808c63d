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

	it('each model at its own list price: Claude 3 Haiku is not Claude 3.5 Haiku, Opus 4.1 is not Opus 4.5', () => {
		const million = {input: 1e6, output: 1e6, cacheRead: 0, cacheWrite: 0};
		const cost = (model: string, usage = million) => exchangeCost({...done, model, usage});
		expect(cost('claude-3-haiku-20240307')).toBeCloseTo(0.25 + 1.25, 10);
		expect(cost('anthropic.claude-3-haiku-20240307-v1:0')).toBeCloseTo(1.5, 10);
		expect(cost('claude-3-5-haiku-20241022')).toBeCloseTo(0.8 + 4, 10);
		expect(cost('claude-haiku-4-5-20251001')).toBeCloseTo(1 + 5, 10);
		expect(cost('claude-opus-4-1-20250805')).toBeCloseTo(15 + 75, 10);
		expect(cost('claude-opus-4-20250514')).toBeCloseTo(15 + 75, 10);
		expect(cost('claude-opus-4-5-20251101')).toBeCloseTo(5 + 25, 10);
		expect(cost('claude-opus-5-5')).toBeCloseTo(4 + 20, 10);
		expect(cost('claude-sonnet-5-5')).toBeCloseTo(2 + 10, 10);
		expect(cost('claude-sonnet-4-6')).toBeCloseTo(3 + 15, 10);
		expect(cost('claude-fable-5-1')).toBeCloseTo(10 + 50, 10);
		// Cache reads are not 0.1× input for every model.
		expect(cost('claude-opus-5-5', {...million, input: 0, output: 0, cacheRead: 1e6})).toBeCloseTo(0.2, 10);
		// A long prompt: Haiku 5.5 costs 5× over 100k tokens.
		expect(cost('claude-haiku-5-5', {input: 50_000, output: 1000, cacheRead: 0, cacheWrite: 0})).toBeCloseTo(
			(50_000 * 0.1 + 1000 * 0.5) / 1e6,
			10,
		);
		expect(cost('claude-haiku-5-5', {input: 150_000, output: 1000, cacheRead: 0, cacheWrite: 0})).toBeCloseTo(
			(5 * (150_000 * 0.1 + 1000 * 0.5)) / 1e6,
			10,
		);
		// A version cctui has no price for yet shows none rather than a neighbour's.
		expect(cost('claude-opus-4-9')).toBeUndefined();
		expect(cost('claude-opus-6')).toBeUndefined();
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
