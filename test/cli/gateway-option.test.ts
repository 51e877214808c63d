import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {parseArgs, UsageError, type LiveOptions} from '../../src/cli/args.js';
import {
	claudeEnv,
	gatewayUpstream,
	openGateway,
	otherProvider,
	type GatewayLink,
} from '../../src/cli/gateway-option.js';
import type {ApiExchange} from '../../src/protocol/api-exchange.js';
import {startUpstream, type Upstream} from '../gateway/upstream.js';
import {startForwardProxy, type ForwardProxy} from '../helpers/forward-proxy.js';
import {waitFor} from '../helpers/wait-for.js';

const live = (argv: string[]): LiveOptions => {
	const parsed = parseArgs(argv);
	if (parsed.kind !== 'run') throw new Error(`not a run: ${parsed.kind}`);
	return parsed.options;
};

describe('--gateway and --upstream', () => {
	it('parse; --upstream needs --gateway and an http(s) URL', () => {
		expect(live(['--gateway'])).toMatchObject({gateway: true});
		expect(live(['--gateway', '--upstream', 'https://gw.corp/anthropic'])).toMatchObject({
			upstream: 'https://gw.corp/anthropic',
		});
		expect(() => parseArgs(['--upstream', 'https://gw.corp'])).toThrow(new UsageError('--upstream needs --gateway'));
		// Named as it is typed, as every value zod rejects is ("--speed: expected …").
		expect(() => parseArgs(['--gateway', '--upstream', 'ftp://gw.corp'])).toThrow(
			new UsageError('--upstream: an http or https URL'),
		);
		expect(() => parseArgs(['--gateway', '--upstream', 'not a url'])).toThrow(
			new UsageError('--upstream: an http or https URL'),
		);
	});

	it('forwards to --upstream, else the ANTHROPIC_BASE_URL the user set, else the public API', () => {
		const env = {ANTHROPIC_BASE_URL: 'https://proxy.corp/v'};
		expect(gatewayUpstream(live(['--gateway', '--upstream', 'http://127.0.0.1:1']), env)).toBe('http://127.0.0.1:1');
		expect(gatewayUpstream(live(['--gateway']), env)).toBe('https://proxy.corp/v');
		expect(gatewayUpstream(live(['--gateway']), {ANTHROPIC_BASE_URL: ''})).toBe('https://api.anthropic.com');
	});
});

describe("claude's environment, settings files included", () => {
	let root = '';
	afterEach(() => rmSync(root, {recursive: true, force: true}));
	const settings = (dir: string, file: string, text: string) => {
		mkdirSync(dir, {recursive: true});
		writeFileSync(path.join(dir, file), text);
	};

	it("takes each settings file's env over the one before: user, project, local; all over the environment", () => {
		root = mkdtempSync(path.join(tmpdir(), 'cctui-settings-'));
		const [home, cwd] = [path.join(root, 'home'), path.join(root, 'work')];
		const env = {HOME: home, ANTHROPIC_BASE_URL: 'http://env', NO_PROXY: 'env.example', KEEP: 'kept'};
		expect(claudeEnv(cwd, env)).toEqual(env);
		settings(path.join(home, '.claude'), 'settings.json', '{"env":{"ANTHROPIC_BASE_URL":"http://user","A":"user"}}');
		settings(path.join(cwd, '.claude'), 'settings.json', '{"env":{"ANTHROPIC_BASE_URL":"http://project","B":"p"}}');
		expect(claudeEnv(cwd, env)).toMatchObject({ANTHROPIC_BASE_URL: 'http://project', A: 'user', B: 'p', KEEP: 'kept'});
		settings(path.join(cwd, '.claude'), 'settings.local.json', '{"env":{"ANTHROPIC_BASE_URL":"http://local","N":1}}');
		expect(claudeEnv(cwd, env)).toMatchObject({ANTHROPIC_BASE_URL: 'http://local', NO_PROXY: 'env.example'});
		expect(claudeEnv(cwd, env)).not.toHaveProperty('N');
		// CLAUDE_CONFIG_DIR is the user's folder instead of ~/.claude; a file that is not JSON counts for nothing.
		settings(path.join(root, 'config'), 'settings.json', '{"env":{"A":"config"}}');
		expect(claudeEnv(cwd, {...env, CLAUDE_CONFIG_DIR: path.join(root, 'config')})).toMatchObject({A: 'config'});
		settings(path.join(cwd, '.claude'), 'settings.local.json', '{"env":');
		expect(claudeEnv(cwd, env)).toMatchObject({ANTHROPIC_BASE_URL: 'http://project'});
	});

	it('names the variable that sends claude to Bedrock, Vertex or another provider, when it is on', () => {
		expect(otherProvider({})).toBeUndefined();
		expect(otherProvider({CLAUDE_CODE_USE_BEDROCK: '0', CLAUDE_CODE_USE_VERTEX: ''})).toBeUndefined();
		expect(otherProvider({CLAUDE_CODE_USE_BEDROCK: '1'})).toBe('CLAUDE_CODE_USE_BEDROCK');
		expect(otherProvider({CLAUDE_CODE_USE_VERTEX: 'true'})).toBe('CLAUDE_CODE_USE_VERTEX');
		expect(otherProvider({CLAUDE_CODE_USE_FOUNDRY: 'YES'})).toBe('CLAUDE_CODE_USE_FOUNDRY');
	});
});

describe('the link between the gateway and the session', () => {
	const open: Array<Upstream | GatewayLink | ForwardProxy> = [];
	afterEach(async () => {
		for (const server of open.splice(0)) await server.close();
	});

	it("gives claude the gateway's base URL and reports each exchange once connected", async () => {
		const upstream = await startUpstream((_req, res) => res.writeHead(200).end('{}'));
		const link = await openGateway(upstream.url, {});
		open.push(upstream, link);
		expect(link.env).toEqual({ANTHROPIC_BASE_URL: link.gateway.baseUrl, NO_PROXY: '127.0.0.1', no_proxy: '127.0.0.1'});
		const seen: ApiExchange[] = [];
		link.connect(exchange => seen.push(exchange));
		await fetch(`${link.gateway.baseUrl}/v1/models`).then(res => res.text());
		// Reported as it starts, when its body has come and when it ends: one exchange, updated.
		await waitFor(() => seen.at(-1)?.durationMs !== undefined);
		expect(new Set(seen.map(exchange => `${exchange.id} ${exchange.path}`))).toEqual(new Set(['1 /v1/models']));
	});

	it("behind the user's proxy: claude reaches the gateway directly (NO_PROXY), the gateway the upstream through it", async () => {
		const upstream = await startUpstream((_req, res) => res.writeHead(200).end('{}'));
		const proxy = await startForwardProxy();
		const link = await openGateway(upstream.url, {HTTPS_PROXY: proxy.url, NO_PROXY: 'corp.example'});
		open.push(upstream, proxy, link);
		expect(link.env).toMatchObject({NO_PROXY: 'corp.example,127.0.0.1', no_proxy: 'corp.example,127.0.0.1'});
		await fetch(`${link.gateway.baseUrl}/v1/models`).then(res => res.text());
		expect(proxy.seen.map(seen => seen.line)).toEqual([`GET ${upstream.url}/v1/models`]);
	});

	it('gives claude the same as --settings, in a file only its owner reads, removed when it closes', async () => {
		const link = await openGateway('http://127.0.0.1:9', {NO_PROXY: 'corp.example'});
		const [flag, file = ''] = link.args;
		expect(flag).toBe('--settings');
		expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({env: link.env});
		expect(statSync(file).mode & 0o777).toBe(0o600);
		await link.close();
		expect(existsSync(file)).toBe(false);
	});
});
