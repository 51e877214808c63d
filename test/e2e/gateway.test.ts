/**
 * End to end: cctui --gateway, the real claude talking to the scripted backend through the
 * gateway. The backend gets the original credential and never the nonce; /requests lists what passed.
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {createServer, request, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import {createServer as createHttpsServer} from 'node:https';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {build} from '../../src/backend/index.js';
import {credentialFingerprint} from '../../src/backend/http-util.js';
import {ownFixturesDir} from '../helpers/fixtures.js';
import {startForwardProxy, type ForwardProxy} from '../helpers/forward-proxy.js';
import {KEY} from '../helpers/keys.js';
import {runCctui, type Run} from './harness.js';

const {scenario, turn, text, toolUse, subagentTurn} = build;

let run: Run | undefined;
let proxy: ForwardProxy | undefined;
let front: Server | undefined;
afterEach(async () => {
	await run?.stop();
	await proxy?.close();
	front?.closeAllConnections();
	front?.close();
	run = proxy = front = undefined;
});

const CERT = path.join(ownFixturesDir, 'tls/loopback-cert.pem');

/**
 * A company gateway on loopback in front of the backend, once its URL is given: it serves the API under `/anthropic`
 * (or at its root) and keeps each path it got; with `tls`, over https with the test's own certificate.
 */
async function companyGateway(backend: Promise<string>, tls: boolean): Promise<{url: string; received: string[]}> {
	const received: string[] = [];
	const forward = (req: IncomingMessage, res: ServerResponse) => {
		received.push(req.url ?? '');
		void backend.then(url => {
			const path = (req.url ?? '').replace(/^\/anthropic/, '');
			const out = request(`${url}${path}`, {method: req.method, headers: req.headers}, answer => {
				res.writeHead(answer.statusCode ?? 502, answer.headers);
				answer.pipe(res);
			});
			req.pipe(out);
		});
	};
	const key = path.join(ownFixturesDir, 'tls/loopback-key.pem');
	const server = tls
		? createHttpsServer({cert: readFileSync(CERT), key: readFileSync(key)}, forward)
		: createServer(forward);
	front = server;
	await new Promise<void>(resolve => server.listen(0, '127.0.0.1', () => resolve()));
	return {url: `${tls ? 'https' : 'http'}://127.0.0.1:${(server.address() as AddressInfo).port}`, received};
}

/** A claude settings file in `dir`/.claude with this `env`. */
function settings(dir: string, file: string, env: Record<string, string>): void {
	mkdirSync(path.join(dir, '.claude'), {recursive: true});
	writeFileSync(path.join(dir, '.claude', file), JSON.stringify({env}));
}

const KEY_SENT = 'sk-ant-e2e-gateway-000000000000000';

describe('cctui --gateway with the real claude', () => {
	it('a full tool turn and a subagent work through it; the backend sees the credential and no nonce; /requests lists each request', async () => {
		run = await runCctui(
			scenario([
				turn(text('Creating it.'), toolUse('Bash', {command: 'touch marker.txt', description: 'Create marker'})),
				turn(
					text('Asking a subagent.'),
					toolUse('Agent', {
						description: 'Check the marker',
						prompt: 'Say whether marker.txt is there.',
						subagent_type: 'general-purpose',
					}),
				),
				subagentTurn(text('The marker is there.')),
				turn(text('All done through the gateway.')),
			]),
			{args: ['--gateway', '--record', 'run.jsonl', 'make a marker'], env: {ANTHROPIC_API_KEY: KEY_SENT}},
		);
		await run.pty.waitForText('$ touch marker.txt', 30_000);
		await run.answer('y');
		await run.pty.waitForText('All done through the gateway.', 60_000);
		expect(existsSync(path.join(run.workDir, 'marker.txt'))).toBe(true);
		expect(run.pty.scrollback()).not.toContain('not passing through the gateway');

		const {requests} = run.backend;
		expect(requests.length).toBeGreaterThanOrEqual(4);
		for (const request of requests) {
			expect(request.credential).toBe(credentialFingerprint(KEY_SENT));
			expect(request.path).not.toMatch(/[0-9a-f]{32}/);
		}
		// claude 2.1.330 names a subagent's requests by x-claude-code-agent-id; the main loop's carry none.
		const agent = run.backend.subagentRequests()[0]?.headers['x-claude-code-agent-id'];
		expect(agent).toMatch(/^\w+$/);

		await run.pty.waitForText(/API: \d+ req/);
		await run.typeLine('/requests');
		// The rows, not only the title: a frame can reach the terminal in more than one write.
		await run.pty.waitForText(/main claude-opus-5-5 200 · TTFT/);
		await run.pty.waitForText(`${agent} claude-opus-5-5 200 · TTFT`);
		const screen = run.pty.screen();
		const address = /Requests through the gateway · (127\.0\.0\.1:\d+) → /.exec(screen)?.[1];
		expect(address).toBeDefined();
		expect(screen).toMatch(/main claude-opus-5-5 200 · TTFT/);
		expect(screen).toContain(`${agent} claude-opus-5-5 200 · TTFT`);

		// Without the nonce: refused, and never forwarded (claude's own requests may still come meanwhile).
		const refused = await fetch(`http://${address}/v1/messages`, {
			method: 'POST',
			headers: {'x-api-key': KEY_SENT, 'content-type': 'application/json'},
			body: '{"model":"refused-probe","max_tokens":1,"messages":[]}',
		});
		expect(refused.status).toBe(401);
		await fetch(`http://${address}/v1/models`).then(res => expect(res.status).toBe(401));
		expect(requests.some(request => (request.body as {model?: string} | undefined)?.model === 'refused-probe')).toBe(
			false,
		);

		run.pty.write(KEY.enter);
		await run.pty.waitForText(/Request #\d+: POST \/v1\/messages/);
		// The request's lines come in more than one read: the header line alone does not say the rest has come.
		await run.pty.waitForText('x-api-key: [redacted]');
		expect(run.pty.scrollback()).toContain('x-api-key: [redacted]');
		expect(run.pty.scrollback()).not.toContain(KEY_SENT);

		// --record keeps each exchange, redacted, for a replay.
		const recording = readFileSync(path.join(run.workDir, 'run.jsonl'), 'utf8');
		const exchanges = recording
			.trim()
			.split('\n')
			.map(line => JSON.parse(line) as {dir: string; msg: {agent: string; status: number}})
			.filter(line => line.dir === 'api');
		expect(exchanges.length).toBeGreaterThanOrEqual(4);
		expect(exchanges.map(line => line.msg.agent)).toContain(agent);
		expect(recording).not.toContain(KEY_SENT);
		expect(recording).toContain('"x-api-key":"[redacted]"');
	});

	it("says once that claude's requests go around the gateway, when a --settings of the person's own sends them elsewhere", async () => {
		run = await runCctui(scenario([turn(text('Answered directly.')), turn(text('Again directly.'))]), {
			args: ['--gateway', 'hi', '--', '--settings', 'direct.json'],
			before: ({workDir, backendUrl}) =>
				writeFileSync(path.join(workDir, 'direct.json'), JSON.stringify({env: {ANTHROPIC_BASE_URL: backendUrl}})),
		});
		await run.pty.waitForText('Answered directly.', 60_000);
		await run.typeLine('more');
		await run.pty.waitForText('Again directly.', 60_000);
		const warnings = run.pty.scrollback().split("claude's requests are not passing through the gateway").length - 1;
		expect(warnings).toBe(1);
		expect(run.backend.mainRequests()).toHaveLength(2);
	});

	it("claude's own retry of an overloaded request is counted, though claude says retry 0 (the same body)", async () => {
		run = await runCctui(scenario([turn({errors: [{status: 529}]}, text('Answered on the retry.'))]), {
			args: ['--gateway', 'hi'],
		});
		await run.pty.waitForText('Answered on the retry.', 60_000);
		await run.pty.waitForText(/API: 2 req · TTFT [\d.]+ s · 1 retried/);
		const attempts = run.backend.requests.filter(request => request.kind === 'main');
		expect(attempts.map(request => request.headers['x-stainless-retry-count'])).toEqual(['0', '0']);
		await run.typeLine('/requests');
		await run.pty.waitForText(/main claude-opus-5-5 529 · error: overloaded_error/);
		await run.pty.waitForText(/main claude-opus-5-5 200 · retry 1 · TTFT/);
	});

	it("claude's connectivity check is listed by method and path, and API: N req counts only the model calls", async () => {
		// As a person runs it: claude checks the endpoint (HEAD /api/hello) when nonessential traffic is allowed.
		run = await runCctui(scenario([turn(text('Checked and answered.'))]), {
			args: ['--gateway', 'hi'],
			env: {CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: ''},
		});
		await run.pty.waitForText('Checked and answered.', 60_000);
		await run.typeLine('/requests');
		await run.pty.waitForText(/main HEAD \/api\/hello 200/);
		const models = run.pty.screen().match(/main claude-opus-5-5 200/g) ?? [];
		expect(models.length).toBeGreaterThan(0);
		expect(run.pty.screen()).toContain(`API: ${models.length} req`);
	});

	it('in plain mode, --record keeps each request as an api line too', async () => {
		run = await runCctui(scenario([turn(text('Plain through the gateway.'))]), {
			args: ['--plain', '--gateway', '--record', 'run.jsonl', 'hi'],
			env: {ANTHROPIC_API_KEY: KEY_SENT},
		});
		await run.pty.waitForText('Plain through the gateway.', 60_000);
		expect((await run.pty.waitForExit(30_000)).exitCode).toBe(0);
		const recording = readFileSync(path.join(run.workDir, 'run.jsonl'), 'utf8');
		const exchanges = recording
			.trim()
			.split('\n')
			.map(line => JSON.parse(line) as {dir: string; msg: {method: string; path: string; status: number}})
			.filter(line => line.dir === 'api')
			.map(line => line.msg);
		expect(exchanges).toContainEqual(
			expect.objectContaining({method: 'POST', path: '/v1/messages?beta=true', status: 200}),
		);
		expect(recording).not.toContain(KEY_SENT);
	});

	it('a bearer token (ANTHROPIC_AUTH_TOKEN) reaches the backend as claude sent it', async () => {
		const token = 'tok-e2e-gateway-0000000000000000';
		run = await runCctui(scenario([turn(text('Hello through the gateway.'))]), {
			args: ['--gateway', 'hi'],
			env: {ANTHROPIC_API_KEY: '', ANTHROPIC_AUTH_TOKEN: token},
		});
		await run.pty.waitForText('Hello through the gateway.', 60_000);
		expect(run.backend.mainRequests()[0]?.credential).toBe(credentialFingerprint(`Bearer ${token}`));
	});

	it("behind the user's HTTPS_PROXY: claude reaches the gateway directly, the gateway tunnels to the upstream through the proxy", async () => {
		proxy = await startForwardProxy();
		let backendUrl: (url: string) => void = () => undefined;
		const {url: upstream} = await companyGateway(new Promise(resolve => (backendUrl = resolve)), true);
		run = await runCctui(scenario([turn(text('Answered through the proxy.'))]), {
			args: ['--gateway', '--upstream', upstream, 'hi'],
			env: {ANTHROPIC_API_KEY: KEY_SENT, HTTPS_PROXY: proxy.url, NO_PROXY: 'corp.example', NODE_EXTRA_CA_CERTS: CERT},
		});
		backendUrl(run.backend.url);
		await run.pty.waitForText('Answered through the proxy.', 60_000);
		expect(run.backend.mainRequests()[0]?.credential).toBe(credentialFingerprint(KEY_SENT));
		const lines = proxy.seen.map(seen => seen.line);
		expect(lines).toContain(`CONNECT ${new URL(upstream).host}`);
		// Neither the gateway's URL (its nonce) nor the key went to the proxy.
		expect(lines.filter(line => !line.startsWith('CONNECT '))).toEqual([]);
		expect(JSON.stringify(proxy.seen)).not.toContain(KEY_SENT);
	});

	it("with the proxy in claude's settings file, the gateway uses it too, and nothing of claude's goes to it", async () => {
		proxy = await startForwardProxy();
		const proxyUrl = proxy.url;
		let backendUrl: (url: string) => void = () => undefined;
		const {url: upstream} = await companyGateway(new Promise(resolve => (backendUrl = resolve)), true);
		run = await runCctui(scenario([turn(text('Answered through the proxy.'))]), {
			args: ['--gateway', '--upstream', upstream, 'hi'],
			env: {ANTHROPIC_API_KEY: KEY_SENT, NODE_EXTRA_CA_CERTS: CERT},
			before: ({home}) => settings(home, 'settings.json', {HTTPS_PROXY: proxyUrl, NO_PROXY: 'corp.example'}),
		});
		backendUrl(run.backend.url);
		await run.pty.waitForText('Answered through the proxy.', 60_000);
		const lines = proxy.seen.map(seen => seen.line);
		expect(lines).toContain(`CONNECT ${new URL(upstream).host}`);
		expect(lines.filter(line => !line.startsWith('CONNECT '))).toEqual([]);
		expect(JSON.stringify(proxy.seen)).not.toContain(KEY_SENT);
	});

	it("keeps --upstream's password and query values off the screen and out of the recording, and forwards its query", async () => {
		let backendUrl: (url: string) => void = () => undefined;
		const company = await companyGateway(new Promise(resolve => (backendUrl = resolve)), false);
		const upstream = company.url.replace('//', '//alice:S3CRETPW@') + '/anthropic?subscription-key=QSECRET';
		run = await runCctui(scenario([turn(text('Answered by the company gateway.'))]), {
			args: ['--gateway', '--upstream', upstream, '--record', 'run.jsonl', 'hi'],
		});
		backendUrl(run.backend.url);
		await run.pty.waitForText('Answered by the company gateway.', 60_000);
		expect(company.received).toContain('/anthropic/v1/messages?subscription-key=QSECRET&beta=true');
		await run.typeLine('/requests');
		await run.pty.waitForText(`→ ${company.url}/anthropic?subscription-key=[redacted]`);
		const recording = readFileSync(path.join(run.workDir, 'run.jsonl'), 'utf8');
		expect(recording).toContain('--upstream');
		for (const secret of ['S3CRETPW', 'QSECRET']) {
			expect(run.pty.scrollback() + run.pty.screen()).not.toContain(secret);
			expect(recording).not.toContain(secret);
		}
	});

	it("with the API's URL only in claude's settings files, claude's requests still go through the gateway, to that URL", async () => {
		run = await runCctui(scenario([turn(text('Answered through the gateway.'))]), {
			args: ['--gateway', 'hi'],
			env: {ANTHROPIC_BASE_URL: 'http://127.0.0.1:9'},
			// The project's local settings win over the user's, which win over the environment.
			before: ({home, workDir, backendUrl}) => {
				settings(home, 'settings.json', {ANTHROPIC_BASE_URL: 'http://127.0.0.1:8'});
				settings(workDir, 'settings.local.json', {ANTHROPIC_BASE_URL: backendUrl});
			},
		});
		await run.pty.waitForText('Answered through the gateway.', 60_000);
		await run.pty.waitForText(/API: [1-9]\d* req/);
		await run.typeLine('/requests');
		await run.pty.waitForText(`→ ${run.backend.url}/`);
	});

	it('says in one line that it cannot see a claude set to Bedrock, and goes on without the gateway', async () => {
		run = await runCctui(scenario([turn(text('unused'))]), {
			args: ['--gateway'],
			cols: 160,
			before: ({home}) => settings(home, 'settings.json', {CLAUDE_CODE_USE_BEDROCK: '1'}),
		});
		await run.pty.waitForText(
			'cctui: --gateway: claude is set to another provider (CLAUDE_CODE_USE_BEDROCK), whose requests the gateway cannot see; going on without it',
		);
		await run.pty.waitForText('Ask Claude anything', 30_000);
		expect(run.pty.screen()).not.toMatch(/API: \d+ req/);
	});
});
