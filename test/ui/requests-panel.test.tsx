/** /requests and the status line's "API:" part, over a store fed the gateway's reports. */
import {describe, expect, it} from 'vitest';
import type {ApiExchange} from '../../src/protocol/api-exchange.js';
import {Session} from '../../src/session/session.js';
import {createStore} from '../../src/session/store.js';
import {initialState} from '../../src/state/state.js';
import {App} from '../../src/ui/app.js';
import {FakeTransport} from '../helpers/fake-transport.js';
import {KEY} from '../helpers/keys.js';
import {render} from '../helpers/render.js';
import {sessionActions} from '../helpers/ui-actions.js';

const exchange = (id: number, fields: Partial<ApiExchange>): ApiExchange => ({
	id,
	startedAt: 0,
	method: 'POST',
	path: '/v1/messages?beta=true',
	agent: 'main',
	retry: 0,
	stream: true,
	requestHeaders: {'x-api-key': '[redacted]'},
	responseHeaders: {'request-id': `req_${id}`},
	...fields,
});

function setup() {
	const transport = new FakeTransport();
	const store = createStore(initialState(), {throttleMs: 0});
	const session = new Session({store, newId: () => 'u1'});
	void session.attach(transport);
	const {actions} = sessionActions(session);
	store.dispatch({type: 'gateway-started', address: '127.0.0.1:4100', upstream: 'http://127.0.0.1:4200/', at: 0});
	return {store, ...render(<App store={store} actions={actions} color={false} />)};
}

describe('/requests', () => {
	it('lists each request newest last; Enter shows its request and response; the status line counts them', async () => {
		const {store, type, waitForFrame, frame} = setup();
		await waitForFrame('API: 0 req');
		store.dispatch({
			type: 'api-exchange',
			exchange: exchange(1, {model: 'claude-opus-5-5', status: 200, ttftMs: 800, durationMs: 1500, retry: 0}),
			at: 1,
		});
		store.dispatch({
			type: 'api-exchange',
			exchange: exchange(2, {
				model: 'claude-haiku-4-5\u001b[2J',
				agent: 'agent-9',
				status: 529,
				durationMs: 20,
				retry: 1,
			}),
			at: 2,
		});
		await waitForFrame('API: 2 req · TTFT 0.8 s · 1 retried');
		await type(...'/requests', KEY.enter);
		await waitForFrame('Requests through the gateway');
		const rows = frame().split('\n');
		const first = rows.findIndex(row => row.includes('main claude-opus-5-5 200'));
		const second = rows.findIndex(row => row.includes('agent-9 claude-haiku-4-5 529'));
		expect(first).toBeGreaterThan(-1);
		expect(second).toBeGreaterThan(first);
		expect(frame()).toContain('127.0.0.1:4100 → http://127.0.0.1:4200/');
		expect(frame()).not.toContain('\u001b[2J');
		await type(KEY.enter);
		await waitForFrame('Request #2: POST /v1/messages?beta=true');
		expect(frame()).toContain('request-id: req_2');
		expect(frame()).toContain('x-api-key: [redacted]');
	});

	it('a request that is not a model call is named by method and path, and API: N req counts model calls only', async () => {
		const {store, type, waitForFrame, frame} = setup();
		await waitForFrame('API: 0 req');
		const hello = exchange(1, {method: 'HEAD', path: '/api/hello', stream: false, status: 200, durationMs: 49});
		const count = exchange(2, {
			path: '/v1/messages/count_tokens?beta=true',
			stream: false,
			status: 200,
			ttftMs: 5,
			durationMs: 6,
		});
		const call = exchange(3, {model: 'claude-opus-5-5', status: 200, ttftMs: 900, durationMs: 1500});
		for (const [at, one] of [hello, count, call].entries()) store.dispatch({type: 'api-exchange', exchange: one, at});
		// The token count's quick first byte is no model's first token.
		await waitForFrame('API: 1 req · TTFT 0.9 s');
		await type(...'/requests', KEY.enter);
		await waitForFrame('main claude-opus-5-5 200');
		expect(frame()).toContain('main HEAD /api/hello 200 · 49ms');
		expect(frame()).toContain('main POST /v1/messages/count_tokens?beta=true 200');
	});

	it('follows the requests while open, keeping the filter and the focused row; Enter shows the row as it is now', async () => {
		const {store, type, waitForFrame, frame} = setup();
		const report = (one: ApiExchange) => store.dispatch({type: 'api-exchange', exchange: one, at: one.id});
		const first = exchange(1, {model: 'claude-opus-5-5'});
		report(first);
		await waitForFrame('API: 1 req');
		await type(...'/requests', KEY.enter);
		await waitForFrame('main claude-opus-5-5 … · waiting');
		await type(...'opus');
		await waitForFrame('filter: opus');
		report(exchange(2, {model: 'claude-haiku-4-5', agent: 'agent-2'}));
		report(exchange(3, {model: 'claude-opus-5-5', agent: 'agent-3'}));
		report({...first, status: 200, ttftMs: 400, durationMs: 1500});
		await waitForFrame('agent-3 claude-opus-5-5 … · waiting');
		await waitForFrame('main claude-opus-5-5 200 · TTFT 0.4 s · 1.5s');
		expect(frame()).toContain('filter: opus');
		expect(frame()).not.toContain('agent-2');
		const focused = frame()
			.split('\n')
			.find(row => row.includes('❯'));
		expect(focused).toContain('main claude-opus-5-5 200');
		await type(KEY.enter);
		await waitForFrame('Request #1: POST /v1/messages?beta=true');
		expect(frame()).toContain('Response: 200 (stream)');
		expect(frame()).not.toContain('Response: waiting');
	});

	it('a row that leaves the filter above the focused one does not move the focus to another row', async () => {
		const {store, type, waitForFrame, frame} = setup();
		const report = (one: ApiExchange) => store.dispatch({type: 'api-exchange', exchange: one, at: one.id});
		const first = exchange(1, {model: 'claude-opus-5-5'});
		report(first);
		report(exchange(2, {model: 'claude-opus-5-5', agent: 'agent-2'}));
		await waitForFrame('API: 2 req');
		await type(...'/requests', KEY.enter);
		await type(...'waiting', KEY.down);
		await waitForFrame(/❯ \S+ agent-2/);
		report(exchange(3, {model: 'claude-opus-5-5', agent: 'agent-3'}));
		report({...first, status: 200, durationMs: 1500});
		await waitForFrame('agent-3 claude-opus-5-5');
		expect(frame()).not.toContain('main claude-opus-5-5');
		expect(frame()).toMatch(/❯ \S+ agent-2/);
		await type(KEY.enter);
		await waitForFrame('Request #2');
	});

	it('says so when no gateway runs', async () => {
		const store = createStore(initialState(), {throttleMs: 0});
		const session = new Session({store});
		const {actions} = sessionActions(session);
		const {type, waitForFrame, frame} = render(<App store={store} actions={actions} color={false} />);
		await type(...'/requests', KEY.enter);
		await waitForFrame('cctui --gateway');
		expect(frame()).not.toContain('API:');
	});
});
