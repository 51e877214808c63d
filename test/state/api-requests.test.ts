import {describe, expect, it} from 'vitest';
import type {ApiExchange} from '../../src/protocol/api-exchange.js';
import {reduce} from '../../src/state/reducer.js';
import {initialState} from '../../src/state/state.js';

const exchange = (id: number, fields: Partial<ApiExchange> = {}): ApiExchange => ({
	id,
	startedAt: 1000 * id,
	method: 'POST',
	path: '/v1/messages?beta=true',
	agent: 'main',
	retry: 0,
	stream: true,
	requestHeaders: {},
	responseHeaders: {},
	...fields,
});

describe('api exchanges in the state', () => {
	it('the gateway starting is remembered; each exchange is added once and updated in place, in arrival order', () => {
		let state = reduce(initialState(), {
			type: 'gateway-started',
			address: '127.0.0.1:4000',
			upstream: 'https://api.anthropic.com/',
			at: 1,
		});
		state = reduce(state, {type: 'api-exchange', exchange: exchange(1), at: 2});
		state = reduce(state, {type: 'api-exchange', exchange: exchange(2, {agent: 'a1'}), at: 3});
		state = reduce(state, {type: 'api-exchange', exchange: exchange(1, {status: 200, durationMs: 900}), at: 4});
		expect(state.api.gateway).toEqual({address: '127.0.0.1:4000', upstream: 'https://api.anthropic.com/'});
		expect(state.api.exchanges.map(e => [e.id, e.status, e.agent])).toEqual([
			[1, 200, 'main'],
			[2, undefined, 'a1'],
		]);
	});

	it('counts a retry once, also when the gateway learns it after the first report (from the body)', () => {
		let state = initialState();
		for (const report of [exchange(1), exchange(2), exchange(2, {retry: 1}), exchange(2, {retry: 1, status: 200})])
			state = reduce(state, {type: 'api-exchange', exchange: report, at: 1});
		expect([state.api.total, state.api.retried]).toEqual([2, 1]);
	});

	it('keeps the latest 500 exchanges, and counts every one', () => {
		let state = initialState();
		for (let id = 1; id <= 502; id += 1) state = reduce(state, {type: 'api-exchange', exchange: exchange(id), at: id});
		expect(state.api.exchanges).toHaveLength(500);
		expect(state.api.exchanges[0]?.id).toBe(3);
		expect(state.api.total).toBe(502);
	});
});
