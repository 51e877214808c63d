import {afterEach, describe, expect, it} from 'vitest';
import {readFileSync} from 'node:fs';
import {createServer as createHttpServer, request, type ServerResponse} from 'node:http';
import {createServer as createHttpsServer} from 'node:https';
import {createServer as createTcpServer, type AddressInfo, type Socket} from 'node:net';
import path from 'node:path';
import {brotliCompressSync, gzipSync} from 'node:zlib';
import {startGateway, type Gateway} from '../../src/gateway/gateway.js';
import type {ApiExchange} from '../../src/protocol/api-exchange.js';
import {ownFixturesDir} from '../helpers/fixtures.js';
import {startForwardProxy} from '../helpers/forward-proxy.js';
import {waitFor} from '../helpers/wait-for.js';
import {sse, startUpstream, type Upstream} from './upstream.js';

const open: Array<{close(): Promise<void>}> = [];
afterEach(async () => {
	for (const server of open.splice(0)) await server.close();
});

async function setup(
	answer: Parameters<typeof startUpstream>[0],
	path = '',
): Promise<{upstream: Upstream; gateway: Gateway; seen: ApiExchange[]}> {
	const upstream = await startUpstream(answer);
	const seen: ApiExchange[] = [];
	const gateway = await startGateway({upstream: upstream.url + path, onExchange: exchange => seen.push(exchange)});
	open.push(upstream, gateway);
	return {upstream, gateway, seen};
}

const json = (res: ServerResponse, status: number, body: unknown) =>
	res.writeHead(status, {'content-type': 'application/json', 'request-id': 'req_1'}).end(JSON.stringify(body));

const TLS = {
	cert: readFileSync(path.join(ownFixturesDir, 'tls/loopback-cert.pem')),
	key: readFileSync(path.join(ownFixturesDir, 'tls/loopback-key.pem')),
};

const CREDENTIALS = {'x-api-key': 'sk-ant-test-1234567890', authorization: 'Bearer tok-abcdefghijkl'};

describe('who may use the gateway', () => {
	it('refuses a request without the nonce with 401, and nothing reaches the upstream', async () => {
		const {upstream, gateway} = await setup((_req, res) => json(res, 200, {}));
		const origin = `http://${gateway.address}`;
		const bare = await fetch(`${origin}/v1/messages`, {method: 'POST', headers: CREDENTIALS, body: '{}'});
		const wrong = await fetch(`${origin}/${'0'.repeat(32)}/v1/models`, {headers: CREDENTIALS});
		expect([bare.status, wrong.status]).toEqual([401, 401]);
		expect(((await bare.json()) as {error: {type: string}}).error.type).toBe('authentication_error');
		expect(upstream.received).toEqual([]);
	});

	it('listens on 127.0.0.1 only, with a random nonce per run', async () => {
		const {gateway} = await setup((_req, res) => json(res, 200, {}));
		const other = await startGateway({upstream: 'http://127.0.0.1:9'});
		open.push(other);
		expect(gateway.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/[0-9a-f]{32}$/);
		expect(other.baseUrl.slice(-32)).not.toBe(gateway.baseUrl.slice(-32));
	});
});

describe('forwarding', () => {
	it('strips the nonce, keeps the query, the body and every header (credentials too) as sent', async () => {
		const {upstream, gateway} = await setup((_req, res) => json(res, 200, {ok: true}), '/corp/anthropic');
		const nonce = gateway.baseUrl.split('/').at(-1)!;
		const body = JSON.stringify({model: 'claude-opus-5-5', messages: []});
		const res = await fetch(`${gateway.baseUrl}/v1/messages?beta=true`, {
			method: 'POST',
			headers: {
				...CREDENTIALS,
				'anthropic-version': '2023-06-01',
				'anthropic-beta': 'interleaved-thinking-2025-05-14',
				'content-type': 'application/json',
			},
			body,
		});
		expect(await res.json()).toEqual({ok: true});
		expect(res.headers.get('request-id')).toBe('req_1');
		const [got] = upstream.received;
		expect(got?.url).toBe('/corp/anthropic/v1/messages?beta=true');
		expect(got?.body).toBe(body);
		expect(got?.headers).toMatchObject({
			...CREDENTIALS,
			'anthropic-version': '2023-06-01',
			'anthropic-beta': 'interleaved-thinking-2025-05-14',
			host: new URL(upstream.url).host,
		});
		expect(JSON.stringify(got)).not.toContain(nonce);
	});

	it("keeps the upstream's own query, before claude's", async () => {
		const {upstream, gateway} = await setup((_req, res) => json(res, 200, {}), '/anthropic?subscription-key=QSECRET');
		await fetch(`${gateway.baseUrl}/v1/messages?beta=true`, {method: 'POST', body: '{}'});
		await fetch(`${gateway.baseUrl}/v1/models`);
		expect(upstream.received.map(r => r.url)).toEqual([
			'/anthropic/v1/messages?subscription-key=QSECRET&beta=true',
			'/anthropic/v1/models?subscription-key=QSECRET',
		]);
		expect(gateway.upstream).toBe(`${upstream.url}/anthropic?subscription-key=[redacted]`);
	});

	it('a path that looks like another host still goes to the upstream', async () => {
		const {upstream, gateway} = await setup((_req, res) => json(res, 200, {}));
		const res = await fetch(`${gateway.baseUrl}//127.0.0.1:9/v1/models`);
		expect(res.status).toBe(200);
		expect(upstream.received.map(r => r.url)).toEqual(['//127.0.0.1:9/v1/models']);
	});

	it("forwards and reports a path with dot segments as resolved, below the upstream's own path", async () => {
		const {upstream, gateway, seen} = await setup((_req, res) => json(res, 200, {}), '/corp');
		const nonce = gateway.baseUrl.split('/').at(-1)!;
		const port = Number(gateway.address.split(':')[1]);
		// As given on the wire: fetch would resolve the dot segments itself (and take the nonce with them).
		const get = (path: string) =>
			new Promise<number>((resolve, reject) => {
				const req = request({host: '127.0.0.1', port, path: `/${nonce}${path}`}, res => {
					res.resume().on('end', () => resolve(res.statusCode ?? 0));
				});
				req.on('error', reject).end();
			});
		expect([await get('/../v1/models'), await get('/%2e%2e/v1/models?beta=true')]).toEqual([200, 200]);
		expect(upstream.received.map(r => r.url)).toEqual(['/corp/v1/models', '/corp/v1/models?beta=true']);
		expect([...new Set(seen.map(exchange => `${exchange.method} ${exchange.path}`))]).toEqual([
			'GET /v1/models',
			'GET /v1/models?beta=true',
		]);
	});

	it('never shows a user name or password of the upstream URL', async () => {
		const seen: ApiExchange[] = [];
		const gateway = await startGateway({upstream: 'http://me:s3cret-pass@127.0.0.1:9/', onExchange: e => seen.push(e)});
		open.push(gateway);
		const res = await fetch(`${gateway.baseUrl}/v1/messages`, {method: 'POST', body: '{}'});
		expect(res.status).toBe(502);
		expect(await res.text()).not.toMatch(/s3cret|me:/);
		expect(gateway.upstream).toBe('http://127.0.0.1:9/');
		expect(JSON.stringify(seen)).not.toContain('s3cret');
	});

	it('sends a login in the upstream URL as Basic auth, unless claude sends its own Authorization, and never shows it', async () => {
		const upstream = await startUpstream((_req, res) => json(res, 200, {}));
		const seen: ApiExchange[] = [];
		const withLogin = `${upstream.url.replace('//', '//me:s3cret%40pass@')}/corp`;
		const gateway = await startGateway({upstream: withLogin, onExchange: e => seen.push(e)});
		open.push(upstream, gateway);
		const basic = `Basic ${Buffer.from('me:s3cret@pass').toString('base64')}`;
		for (const headers of [{'x-api-key': CREDENTIALS['x-api-key']}, {authorization: CREDENTIALS.authorization}])
			await fetch(`${gateway.baseUrl}/v1/messages`, {method: 'POST', headers, body: '{}'}).then(res => res.text());
		// claude's own header is the API's credential: the login does not replace it.
		expect(upstream.received.map(r => r.headers.authorization)).toEqual([basic, CREDENTIALS.authorization]);
		await waitFor(() => seen.filter(exchange => exchange.durationMs !== undefined).length === 2, {what: 'both'});
		expect(seen[0]?.requestHeaders).not.toHaveProperty('authorization');
		expect(JSON.stringify(seen)).not.toContain(basic.slice('Basic '.length));
		expect(JSON.stringify(seen)).not.toMatch(/s3cret|me:/);
		expect(gateway.upstream).toBe(`${upstream.url}/corp`);
	});

	it('passes GET /v1/models and count_tokens through, status and all', async () => {
		const {upstream, gateway} = await setup((req, res) =>
			req.url === '/v1/models' ? json(res, 200, {data: [{id: 'm'}]}) : json(res, 404, {type: 'error'}),
		);
		const models = await fetch(`${gateway.baseUrl}/v1/models`);
		const count = await fetch(`${gateway.baseUrl}/v1/messages/count_tokens`, {method: 'POST', body: '{}'});
		expect(await models.json()).toEqual({data: [{id: 'm'}]});
		expect(count.status).toBe(404);
		expect(upstream.received.map(r => `${r.method} ${r.url}`)).toEqual([
			'GET /v1/models',
			'POST /v1/messages/count_tokens',
		]);
	});
});

describe('streaming', () => {
	it('forwards each SSE event as it arrives, in order, before the upstream sends the next', async () => {
		const events = [
			{type: 'message_start', message: {model: 'claude-opus-5-5', usage: {input_tokens: 12, output_tokens: 1}}},
			{type: 'content_block_delta', index: 0, delta: {type: 'text_delta', text: 'Hi'}},
			{type: 'message_delta', delta: {stop_reason: 'end_turn'}, usage: {output_tokens: 7}},
			{type: 'message_stop'},
		];
		let received = '';
		const {gateway, seen} = await setup(async (_req, res) => {
			res.writeHead(200, {'content-type': 'text/event-stream'});
			for (const event of events) {
				res.write(sse(event));
				// The next event only once claude has this one: a buffering proxy never gets there.
				await waitFor(() => received.endsWith(sse(event)), {what: `${event.type} through the gateway`});
			}
			res.end();
		});
		const res = await fetch(`${gateway.baseUrl}/v1/messages`, {method: 'POST', body: '{"stream":true}'});
		const decoder = new TextDecoder();
		const reader = res.body!.getReader();
		for (let read = await reader.read(); !read.done; read = await reader.read())
			received += decoder.decode(read.value, {stream: true});
		expect(received).toBe(events.map(sse).join(''));
		await waitFor(() => seen.at(-1)?.durationMs !== undefined);
		expect(seen.at(-1)).toMatchObject({
			status: 200,
			stream: true,
			model: 'claude-opus-5-5',
			stopReason: 'end_turn',
			usage: {input: 12, output: 7, cacheRead: 0, cacheWrite: 0},
		});
		expect(seen.at(-1)?.ttftMs).toBeGreaterThanOrEqual(0);
	});

	it('aborts the upstream request when claude disconnects', async () => {
		const {upstream, gateway, seen} = await setup((_req, res) => {
			res.writeHead(200, {'content-type': 'text/event-stream'});
			res.write(sse({type: 'ping'}));
		});
		const controller = new AbortController();
		const res = await fetch(`${gateway.baseUrl}/v1/messages`, {
			method: 'POST',
			body: '{}',
			signal: controller.signal,
		});
		const reader = res.body!.getReader();
		await reader.read();
		controller.abort();
		await waitFor(() => upstream.received[0]?.closedEarly === true, {what: 'the upstream request closed'});
		await waitFor(() => seen.at(-1)?.error !== undefined);
		expect(seen.at(-1)?.error).toBe('claude closed the connection');
	});

	it('a stream the upstream cuts mid-way is cut for claude too, and the summary says so', async () => {
		const {gateway, seen} = await setup((_req, res) => {
			res.writeHead(200, {'content-type': 'text/event-stream'});
			res.write(sse({type: 'message_start', message: {usage: {input_tokens: 3}}}), () => res.socket?.destroy());
		});
		const res = await fetch(`${gateway.baseUrl}/v1/messages`, {method: 'POST', body: '{}'});
		await expect(res.text()).rejects.toThrow();
		await waitFor(() => seen.at(-1)?.error !== undefined);
		expect(seen.at(-1)?.error).toMatch(/cut the answer short/);
	});

	it('malformed SSE passes through byte for byte', async () => {
		const junk = 'event: ???\ndata: {not json\n\ndata: [1,2]\n\n: comment\n\n';
		const {gateway, seen} = await setup((_req, res) => {
			res.writeHead(200, {'content-type': 'text/event-stream'}).end(junk);
		});
		const res = await fetch(`${gateway.baseUrl}/v1/messages`, {method: 'POST', body: '{}'});
		expect(await res.text()).toBe(junk);
		await waitFor(() => seen.at(-1)?.durationMs !== undefined);
		expect(seen.at(-1)).toMatchObject({status: 200, stream: true});
	});
});

describe('faults and summaries', () => {
	it('an unreachable upstream is a well-formed 502 API error, reported too', async () => {
		const seen: ApiExchange[] = [];
		const gateway = await startGateway({upstream: 'http://127.0.0.1:9', onExchange: e => seen.push(e)});
		open.push(gateway);
		const res = await fetch(`${gateway.baseUrl}/v1/messages`, {method: 'POST', body: '{}'});
		expect(res.status).toBe(502);
		const body = (await res.json()) as {type: string; error: {type: string; message: string}};
		expect(body).toMatchObject({type: 'error', error: {type: 'api_error'}});
		expect(body.error.message).toMatch(/127\.0\.0\.1:9.*could not be reached/);
		expect(seen.at(-1)?.error).toBe(body.error.message);
	});

	it('a status line Node cannot send on (a control in the reason, a status below 100): claude gets a clear answer, and the next request is served', async () => {
		const body = JSON.stringify({type: 'error', error: {type: 'api_error', message: 'raw upstream'}});
		let status = '500 Bad\x1b]0;PWN\x07';
		const raw = createTcpServer(socket => {
			socket.on('error', () => undefined);
			socket.once('data', () =>
				socket.end(
					`HTTP/1.1 ${status}\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n${body}`,
				),
			);
		});
		await new Promise<void>(resolve => raw.listen(0, '127.0.0.1', () => resolve()));
		open.push({close: () => new Promise<void>(resolve => raw.close(() => resolve()))});
		const seen: ApiExchange[] = [];
		const upstream = `http://127.0.0.1:${(raw.address() as AddressInfo).port}`;
		const gateway = await startGateway({upstream, onExchange: e => seen.push(e)});
		open.push(gateway);
		// The status and the body as sent, with the status's usual reason phrase.
		const first = await fetch(`${gateway.baseUrl}/v1/messages`, {method: 'POST', body: '{}'});
		expect([first.status, first.statusText]).toEqual([500, 'Internal Server Error']);
		expect(await first.text()).toBe(body);
		status = '099 Low';
		const second = await fetch(`${gateway.baseUrl}/v1/messages`, {method: 'POST', body: '{}'});
		expect(second.status).toBe(502);
		const error = `cctui gateway: ${upstream}/ answered with status 99, which is not an HTTP status`;
		expect(await second.json()).toEqual({type: 'error', error: {type: 'api_error', message: error}});
		await waitFor(() => seen.at(-1)?.durationMs !== undefined, {what: 'the summary'});
		expect(seen.at(-1)?.error).toBe(error);
	});

	it('an upstream that takes the request and closes the connection without an answer is said as such', async () => {
		const {gateway, upstream, seen} = await setup(req => req.socket.destroy());
		const res = await fetch(`${gateway.baseUrl}/v1/messages`, {method: 'POST', body: '{}'});
		expect(res.status).toBe(502);
		const message = `cctui gateway: ${upstream.url}/ closed the connection without an answer: socket hang up`;
		expect(await res.json()).toEqual({type: 'error', error: {type: 'api_error', message}});
		await waitFor(() => seen.at(-1)?.durationMs !== undefined, {what: 'the summary'});
		expect(seen.at(-1)?.error).toBe(message);
	});

	it('a large body sent to an unreachable upstream is read to its end: claude gets the 502, not a stalled upload', async () => {
		const gateway = await startGateway({upstream: 'http://127.0.0.1:9'});
		open.push(gateway);
		const sent = await new Promise<{status: number}>((resolve, reject) => {
			let status = 0;
			const req = request(`${gateway.baseUrl}/v1/messages`, {method: 'POST'}, res => {
				status = res.statusCode ?? 0;
				res.resume();
			});
			req.on('error', reject);
			req.on('close', () => resolve({status}));
			const chunk = Buffer.alloc(1024 * 1024, 'a');
			for (let i = 0; i < 16; i += 1) req.write(chunk);
			req.end();
		});
		expect(sent.status).toBe(502);
	});

	it('an API error passes through as sent; its message is in the summary', async () => {
		const error = {type: 'error', error: {type: 'overloaded_error', message: 'Overloaded'}};
		const {gateway, seen} = await setup((_req, res) => json(res, 529, error));
		const res = await fetch(`${gateway.baseUrl}/v1/messages`, {
			method: 'POST',
			headers: {'x-stainless-retry-count': '2'},
			body: JSON.stringify({model: 'claude-haiku-4-5', messages: []}),
		});
		expect(res.status).toBe(529);
		expect(await res.json()).toEqual(error);
		await waitFor(() => seen.at(-1)?.durationMs !== undefined);
		expect(seen.at(-1)).toMatchObject({
			status: 529,
			model: 'claude-haiku-4-5',
			retry: 2,
			error: 'overloaded_error: Overloaded',
		});
		// An error brought no token: it has no time to first token (the status line's median leaves it out).
		expect(seen.at(-1)?.ttftMs).toBeUndefined();
	});

	it("counts claude's own retries by their bodies: claude sends x-stainless-retry-count 0 each time", async () => {
		// The first two answers fail (529, then an error event mid-stream), the third succeeds.
		let answered = 0;
		const {gateway, seen} = await setup((_req, res) => {
			answered += 1;
			if (answered === 1) return json(res, 529, {type: 'error', error: {type: 'overloaded_error', message: 'x'}});
			res.writeHead(200, {'content-type': 'text/event-stream'});
			if (answered === 2) return res.end('event: error\ndata: {"type":"error","error":{"type":"api_error"}}\n\n');
			res.end('event: message_stop\ndata: {"type":"message_stop"}\n\n');
		});
		const send = async (body: string, agent = 'main') => {
			await fetch(`${gateway.baseUrl}/v1/messages`, {
				method: 'POST',
				headers: {'x-stainless-retry-count': '0', ...(agent === 'main' ? {} : {'x-claude-code-agent-id': agent})},
				body,
			}).then(res => res.text());
			await waitFor(() => seen.at(-1)?.durationMs !== undefined);
			return seen.at(-1)!.retry;
		};
		const body = JSON.stringify({model: 'm', messages: [{role: 'user', content: 'hi'}]});
		expect(await send(body)).toBe(0);
		expect(await send(body)).toBe(1);
		expect(await send(body)).toBe(2);
		// The same body after a success, or another agent's, is a request of its own.
		expect(await send(body)).toBe(0);
		expect(await send(body, 'agent-1')).toBe(0);
	});

	it('a stream that broke with an error event is retried without streaming: a retry, and no TTFT for the broken one', async () => {
		// claude's retry after a mid-stream error (measured with claude 2.1.330 on the demo's streamErrorAfterDeltas):
		// the same body with "stream":false and a lower max_tokens, answered as JSON.
		const {gateway, seen} = await setup((_req, res, {body}) => {
			if ((JSON.parse(body) as {stream: boolean}).stream) {
				res.writeHead(200, {'content-type': 'text/event-stream'});
				res.end(
					sse({type: 'message_start', message: {model: 'm', usage: {input_tokens: 4}}}) +
						sse({type: 'content_block_delta', index: 0, delta: {type: 'text_delta', text: 'par'}}) +
						sse({type: 'error', error: {type: 'overloaded_error', message: 'Overloaded'}}),
				);
			} else json(res, 200, {model: 'm', stop_reason: 'end_turn', usage: {input_tokens: 4, output_tokens: 9}});
		});
		const messages = [{role: 'user', content: 'say "stream":true, "max_tokens":1'}];
		const send = async (stream: boolean, maxTokens: number) => {
			const body = JSON.stringify({model: 'm', messages, max_tokens: maxTokens, thinking: {}, stream});
			await fetch(`${gateway.baseUrl}/v1/messages?beta=true`, {method: 'POST', body}).then(res => res.text());
			await waitFor(() => seen.at(-1)?.durationMs !== undefined);
			return seen.at(-1)!;
		};
		const broken = await send(true, 128000);
		expect(broken).toMatchObject({retry: 0, error: 'overloaded_error: Overloaded'});
		expect(broken.ttftMs).toBeUndefined();
		expect((await send(false, 64000)).retry).toBe(1);
		// Another message is a request of its own, whatever its stream and max_tokens.
		messages.push({role: 'user', content: 'more'});
		expect((await send(false, 64000)).retry).toBe(0);
	});

	it('reports the agent and the request with its credentials redacted', async () => {
		const {gateway, seen} = await setup((_req, res) =>
			json(res, 200, {model: 'm', usage: {input_tokens: 5, output_tokens: 2, cache_read_input_tokens: 9}}),
		);
		await fetch(`${gateway.baseUrl}/v1/messages`, {
			method: 'POST',
			headers: {
				...CREDENTIALS,
				cookie: 'a=b',
				'x-claude-code-agent-id': 'agent-7',
				// A company gateway's keys, named like no other credential (ANTHROPIC_CUSTOM_HEADERS).
				'ocp-apim-subscription-key': 'sub-secret-1',
				'x-portkey-virtual-key': 'vk-secret-2',
				'x-team': 'team-secret-3',
				'anthropic-version': '2023-06-01',
				'x-stainless-retry-count': '0',
			},
			body: '{}',
		}).then(res => res.text());
		await waitFor(() => seen.at(-1)?.durationMs !== undefined);
		const last = seen.at(-1)!;
		expect(last).toMatchObject({agent: 'agent-7', usage: {input: 5, output: 2, cacheRead: 9, cacheWrite: 0}});
		expect(last.requestHeaders).toMatchObject({
			'x-api-key': '[redacted]',
			authorization: '[redacted]',
			cookie: '[redacted]',
			'ocp-apim-subscription-key': '[redacted]',
			'x-portkey-virtual-key': '[redacted]',
			'x-team': '[redacted]',
			'anthropic-version': '2023-06-01',
			'x-stainless-retry-count': '0',
			'x-claude-code-agent-id': 'agent-7',
		});
		expect(JSON.stringify(seen)).not.toMatch(/sk-ant-test|tok-abc|a=b|secret-/);
		expect(seen[0]?.status).toBeUndefined();
	});

	it('reads usage from compressed answers too, and forwards their bytes as they came', async () => {
		const stream = gzipSync(
			sse({type: 'message_start', message: {model: 'm', usage: {input_tokens: 4}}}) +
				sse({type: 'content_block_delta', index: 0, delta: {type: 'text_delta', text: 'x'}}) +
				sse({type: 'message_delta', delta: {}, usage: {output_tokens: 6}}),
		);
		const json = brotliCompressSync(JSON.stringify({model: 'm', usage: {input_tokens: 8, output_tokens: 9}}));
		const {gateway, seen} = await setup((req, res) =>
			req.url === '/v1/stream'
				? res.writeHead(200, {'content-type': 'text/event-stream', 'content-encoding': 'gzip'}).end(stream)
				: res.writeHead(200, {'content-type': 'application/json', 'content-encoding': 'br'}).end(json),
		);
		const raw = (path: string) =>
			new Promise<Buffer>((resolve, reject) => {
				request(`${gateway.baseUrl}${path}`, {method: 'POST'}, res => {
					const chunks: Buffer[] = [];
					res.on('data', (chunk: Buffer) => chunks.push(chunk));
					res.on('end', () => resolve(Buffer.concat(chunks)));
				})
					.on('error', reject)
					.end('{}');
			});
		expect(await raw('/v1/stream')).toEqual(stream);
		expect(await raw('/v1/json')).toEqual(json);
		await waitFor(() => seen.filter(exchange => exchange.durationMs !== undefined).length === 2);
		const done = seen.filter(exchange => exchange.durationMs !== undefined);
		expect(done.map(exchange => exchange.usage)).toEqual([
			{input: 4, output: 6, cacheRead: 0, cacheWrite: 0},
			{input: 8, output: 9, cacheRead: 0, cacheWrite: 0},
		]);
	});

	it('a TLS failure upstream is a well-formed 502', async () => {
		// An https upstream that is a plain-HTTP server: the TLS handshake fails.
		const upstream = await startUpstream((_req, res) => res.end());
		const gateway = await startGateway({upstream: upstream.url.replace('http:', 'https:')});
		open.push(upstream, gateway);
		const res = await fetch(`${gateway.baseUrl}/v1/messages`, {method: 'POST', body: '{}'});
		expect(res.status).toBe(502);
		expect(((await res.json()) as {error: {type: string; message: string}}).error).toMatchObject({
			type: 'api_error',
			message: expect.stringMatching(/^cctui gateway: https:\/\/127\.0\.0\.1:\d+\/ could not be reached: /),
		});
	});

	it('streams a huge request body through', async () => {
		const {upstream, gateway} = await setup((_req, res) => json(res, 200, {}));
		const size = 24 * 1024 * 1024;
		const status = await new Promise<number>((resolve, reject) => {
			const req = request(`${gateway.baseUrl}/v1/messages`, {method: 'POST'}, res => {
				res.resume();
				resolve(res.statusCode ?? 0);
			});
			req.on('error', reject);
			const chunk = Buffer.alloc(1024 * 1024, 'a');
			req.write('{"model":"big","x":"');
			for (let i = 0; i < 24; i += 1) req.write(chunk);
			req.end('"}');
		});
		expect(status).toBe(200);
		expect(upstream.received[0]?.body.length).toBe(size + '{"model":"big","x":""}'.length);
	});
});

describe('through a proxy (HTTPS_PROXY)', () => {
	it('sends an http upstream its requests through the proxy, in absolute form, as claude would', async () => {
		const proxy = await startForwardProxy();
		const upstream = await startUpstream((_req, res) => json(res, 200, {ok: true}));
		const withLogin = proxy.url.replace('//', '//me:p%40ss@');
		const gateway = await startGateway({upstream: `${upstream.url}/corp`, proxy: withLogin});
		open.push(proxy, upstream, gateway);
		const res = await fetch(`${gateway.baseUrl}/v1/messages?beta=true`, {method: 'POST', body: '{}'});
		expect(await res.json()).toEqual({ok: true});
		expect(proxy.seen.map(seen => seen.line)).toEqual([`POST ${upstream.url}/corp/v1/messages?beta=true`]);
		expect(proxy.seen[0]?.headers['proxy-authorization']).toBe(`Basic ${Buffer.from('me:p@ss').toString('base64')}`);
		// The proxy's login is for the proxy only.
		expect(upstream.received[0]?.headers).not.toHaveProperty('authorization');
		expect(upstream.received.map(r => r.url)).toEqual(['/corp/v1/messages?beta=true']);
	});

	it("sends an http upstream's login as Basic auth, never in the request line the proxy reads", async () => {
		const proxy = await startForwardProxy();
		const upstream = await startUpstream((_req, res) => json(res, 200, {ok: true}));
		const gateway = await startGateway({
			upstream: `${upstream.url.replace('//', '//me:s3cret@')}/corp`,
			proxy: proxy.url,
		});
		open.push(proxy, upstream, gateway);
		const res = await fetch(`${gateway.baseUrl}/v1/messages`, {method: 'POST', body: '{}'});
		expect(await res.json()).toEqual({ok: true});
		expect(proxy.seen.map(seen => seen.line)).toEqual([`POST ${upstream.url}/corp/v1/messages`]);
		expect(upstream.received[0]?.headers.authorization).toBe(`Basic ${Buffer.from('me:s3cret').toString('base64')}`);
	});

	it('a proxy that refuses the CONNECT: claude gets a 502 naming the proxy and the upstream, not the bare refusal', async () => {
		const proxy = createHttpServer();
		proxy.on('connect', (_req, socket: Socket) => socket.end('HTTP/1.1 403 Forbidden\r\n\r\n'));
		await new Promise<void>(resolve => proxy.listen(0, '127.0.0.1', () => resolve()));
		open.push({close: () => new Promise<void>(resolve => proxy.close(() => resolve()))});
		const proxyUrl = `http://me:secret@127.0.0.1:${(proxy.address() as AddressInfo).port}`;
		const seen: ApiExchange[] = [];
		const gateway = await startGateway({
			upstream: 'https://127.0.0.1:9/v',
			proxy: proxyUrl,
			onExchange: e => seen.push(e),
		});
		open.push(gateway);
		const res = await fetch(`${gateway.baseUrl}/v1/messages`, {method: 'POST', body: '{}'});
		expect(res.status).toBe(502);
		const proxyShown = proxyUrl.replace('me:secret@', '');
		const message = `cctui gateway: the proxy ${proxyShown}/ refused to connect to https://127.0.0.1:9/v: 403 Forbidden`;
		expect(await res.json()).toEqual({type: 'error', error: {type: 'api_error', message}});
		await waitFor(() => seen.at(-1)?.durationMs !== undefined, {what: 'the summary'});
		expect(seen.at(-1)?.error).toBe(message);
	});

	it('tunnels to an https upstream with CONNECT: the proxy never reads the request or its credentials', async () => {
		const proxy = await startForwardProxy();
		const upstream = createHttpsServer({cert: TLS.cert, key: TLS.key}, (_req, res) => res.end());
		await new Promise<void>(resolve => upstream.listen(0, '127.0.0.1', () => resolve()));
		const {port} = upstream.address() as AddressInfo;
		const gateway = await startGateway({upstream: `https://127.0.0.1:${port}`, proxy: proxy.url});
		open.push(proxy, gateway, {close: () => new Promise<void>(resolve => upstream.close(() => resolve()))});
		// This process does not trust the test's certificate: the tunnel is made, then TLS fails (a 502).
		const res = await fetch(`${gateway.baseUrl}/v1/messages`, {method: 'POST', headers: CREDENTIALS, body: '{}'});
		expect(res.status).toBe(502);
		expect(proxy.seen.map(seen => seen.line)).toEqual([`CONNECT 127.0.0.1:${port}`]);
		expect(JSON.stringify(proxy.seen)).not.toMatch(/sk-ant|tok-/);
	});
});
