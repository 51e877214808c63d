/**
 * The gateway: an HTTP proxy on 127.0.0.1 between claude and the API it was configured with. It
 * forwards every request as it came (credentials included, which it never reads), streams answers
 * back chunk by chunk, and reports a summary of each exchange. Only the claude given its base URL
 * may use it: that URL carries a per-run random nonce as its first path segment, checked and
 * stripped here; a request without it is refused before anything reaches the upstream.
 */
import {randomBytes, timingSafeEqual} from 'node:crypto';
import {
	createServer,
	type IncomingHttpHeaders,
	type IncomingMessage,
	type OutgoingHttpHeaders,
	type ServerResponse,
} from 'node:http';
import type {AddressInfo} from 'node:net';
import {TLSSocket} from 'node:tls';
import type {ApiExchange} from '../protocol/api-exchange.js';
import {Exchange} from './exchange.js';
import {Retries} from './retries.js';
import {redactUrl} from './redact.js';
import {direct, throughProxy} from './proxy.js';

export const PUBLIC_API = 'https://api.anthropic.com';

export interface GatewayOptions {
	/** Where requests go: the user's ANTHROPIC_BASE_URL, --upstream, or the public API. */
	readonly upstream: string;
	/** The HTTP(S) proxy to reach the upstream through (proxyFor), if any. */
	readonly proxy?: string | undefined;
	/** Called when a request arrives and again when its answer ended, with the summary so far. */
	readonly onExchange?: (exchange: ApiExchange) => void;
	readonly now?: () => number;
}

export interface Gateway {
	/** The base URL to give claude (ANTHROPIC_BASE_URL): the nonce is in it. */
	readonly baseUrl: string;
	/** host:port, to show (without the nonce). */
	readonly address: string;
	/** The upstream, without any user name, password or query value (redactUrl). */
	readonly upstream: string;
	close(): Promise<void>;
}

const LOOPBACK = '127.0.0.1';

/** Headers for one hop only (RFC 9110 §7.6.1), never forwarded. */
const HOP_BY_HOP = new Set([
	'connection',
	'keep-alive',
	'proxy-connection',
	'te',
	'trailer',
	'transfer-encoding',
	'upgrade',
]);

function forwardable(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
	const out: OutgoingHttpHeaders = {};
	for (const [name, value] of Object.entries(headers)) if (!HOP_BY_HOP.has(name)) out[name] = value;
	return out;
}

/** The Messages API's error shape, so claude reads the gateway's own failures as API errors. */
function sendError(res: ServerResponse, status: number, type: string, message: string): void {
	const body = JSON.stringify({type: 'error', error: {type, message}});
	res.writeHead(status, {'content-type': 'application/json', 'content-length': Buffer.byteLength(body)}).end(body);
}

/**
 * A reason phrase Node can send on: its parser takes one with control characters, which writeHead then refuses
 * (the same characters as Node's own check). Without it claude gets the status's usual phrase.
 */
const REASON = /^[\t\x20-\x7e\x80-\xff]*$/;
const reasonOf = (phrase: string | undefined): string | undefined =>
	phrase !== undefined && REASON.test(phrase) ? phrase : undefined;

/** The path after the nonce segment, or undefined when the request does not start with it. */
function stripNonce(path: string, nonce: Buffer): string | undefined {
	const match = /^\/([^/?]*)(.*)$/.exec(path);
	const given = Buffer.from(match?.[1] ?? '');
	if (given.length !== nonce.length || !timingSafeEqual(given, nonce)) return undefined;
	const rest = match?.[2] ?? '';
	return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * claude's path as it is forwarded, and shown: its dot segments resolved as a URL's are (`/../v1/models` and
 * `/%2e%2e/v1/models` are `/v1/models`), before the upstream's own path goes in front, so none climbs out of it.
 */
function forwardedPath(path: string): string {
	const url = new URL('http://gateway');
	const query = path.indexOf('?');
	url.pathname = query === -1 ? path : path.slice(0, query);
	url.search = query === -1 ? '' : path.slice(query + 1);
	return url.pathname + url.search;
}

/** The upstream URL for a request path: always the upstream's host, even for a path like `//other.host/x`. */
function upstreamUrl(upstream: URL, basePath: string, path: string): URL {
	const target = new URL(upstream.href);
	// Its login goes as a header (loginOf), never in the URL: through an http proxy the URL is the request line.
	target.username = target.password = '';
	const query = path.indexOf('?');
	target.pathname = basePath + (query === -1 ? path : path.slice(0, query));
	// The upstream's own query (a company gateway's `?subscription-key=`) first, then claude's (`?beta=true`).
	target.search = [upstream.search.slice(1), query === -1 ? '' : path.slice(query + 1)].filter(Boolean).join('&');
	return target;
}

/**
 * The `Authorization` a login in the upstream URL (`https://user:pass@host/`) stands for: Basic, as curl and Node send
 * it for such a URL (claude's fetch refuses one). Only for a request that carries none: claude's own (a Bearer token
 * from ANTHROPIC_AUTH_TOKEN or a login) is the API's credential, and is never replaced.
 */
function loginOf(upstream: URL): string | undefined {
	if (upstream.username === '' && upstream.password === '') return undefined;
	const login = `${decodeURIComponent(upstream.username)}:${decodeURIComponent(upstream.password)}`;
	return `Basic ${Buffer.from(login).toString('base64')}`;
}

export async function startGateway(options: GatewayOptions): Promise<Gateway> {
	const upstream = new URL(options.upstream);
	if (upstream.protocol !== 'http:' && upstream.protocol !== 'https:')
		throw new Error(`gateway: the upstream must be an http or https URL, not ${redactUrl(upstream)}`);
	const nonce = randomBytes(16).toString('hex');
	const nonceBytes = Buffer.from(nonce);
	const now = options.now ?? Date.now;
	const report = options.onExchange ?? (() => undefined);
	const send = options.proxy === undefined ? direct(upstream) : throughProxy(upstream, options.proxy);
	const basePath = upstream.pathname.replace(/\/+$/, '');
	const login = loginOf(upstream);
	let seq = 0;
	const retries = new Retries();

	function handle(req: IncomingMessage, res: ServerResponse): void {
		const given = stripNonce(req.url ?? '/', nonceBytes);
		if (given === undefined) {
			// Drain whatever was sent so the refusal reaches the client.
			req.resume();
			return sendError(res, 401, 'authentication_error', 'cctui gateway: this proxy serves only its own claude');
		}
		const path = forwardedPath(given);
		const exchange = new Exchange((seq += 1), req.method ?? 'GET', path, req.headers, now);
		report(exchange.get());
		const {agent} = exchange.get();
		let digest: string | undefined;
		let ended = false;
		const end = (error?: string): void => {
			if (ended) return;
			ended = true;
			void exchange.finish(error).then(() => {
				if (digest !== undefined) retries.ended(agent, digest, exchange.get().retry, exchange.failed);
				report(exchange.get());
			});
		};
		const target = upstreamUrl(upstream, basePath, path);
		const headers: OutgoingHttpHeaders = {...forwardable(req.headers), host: upstream.host};
		if (login !== undefined && headers['authorization'] === undefined) headers['authorization'] = login;
		const out = send(target, {method: req.method, headers});
		// https-proxy-agent hands on a proxy's refusal of CONNECT as if it were the upstream's answer.
		let refused: string | undefined;
		out.on('proxyConnect', ({statusCode, statusText}: {statusCode: number; statusText: string}) => {
			if (statusCode !== 200) refused = `${statusCode} ${reasonOf(statusText) ?? ''}`.trim();
		});
		out.on('response', answer => {
			const status = answer.statusCode ?? 0;
			// Node's parser takes a status of two digits (099), which no HTTP server can send on: a bad answer.
			const bad =
				refused !== undefined && options.proxy !== undefined
					? `the proxy ${redactUrl(new URL(options.proxy))} refused to connect to ${redactUrl(upstream)}: ${refused}`
					: status < 100
						? `${redactUrl(upstream)} answered with status ${status}, which is not an HTTP status`
						: undefined;
			if (bad !== undefined) {
				end(`cctui gateway: ${bad}`);
				sendError(res, 502, 'api_error', `cctui gateway: ${bad}`);
				out.destroy();
				return;
			}
			exchange.response(status, answer.headers);
			res.writeHead(status, reasonOf(answer.statusMessage), forwardable(answer.headers));
			// Each chunk goes out as it came: no buffering between the upstream and claude.
			res.flushHeaders();
			answer.on('data', (chunk: Buffer) => exchange.responseChunk(chunk));
			answer.pipe(res);
			answer.on('end', () => end());
			answer.on('aborted', () => {
				end('the upstream cut the answer short');
				res.destroy();
			});
			answer.on('error', error => {
				end(`the upstream cut the answer short: ${error.message}`);
				res.destroy();
			});
		});
		// Whether the upstream took the connection (TLS included): a failure after that is not "could not be reached".
		let reached = false;
		out.on('socket', socket => {
			if (!socket.connecting) reached = true;
			else socket.once(socket instanceof TLSSocket ? 'secureConnect' : 'connect', () => (reached = true));
		});
		out.on('error', error => {
			if (ended) return;
			const what = reached ? 'closed the connection without an answer' : 'could not be reached';
			const why = `cctui gateway: ${redactUrl(upstream)} ${what}: ${error.message}`;
			end(why);
			if (!res.headersSent) sendError(res, 502, 'api_error', why);
			else res.destroy();
		});
		req.on('data', (chunk: Buffer) => exchange.requestChunk(chunk));
		req.on('end', () => {
			digest = exchange.bodyDigest();
			exchange.retried(retries.retryOf(agent, digest));
			report(exchange.get());
		});
		req.pipe(out);
		// claude went away (an interrupt): the upstream request goes too.
		res.on('close', () => {
			if (res.writableFinished) return;
			out.destroy();
			end('claude closed the connection');
		});
	}

	const server = createServer(handle);
	await new Promise<void>((resolve, reject) => {
		server.once('error', reject);
		server.listen(0, LOOPBACK, () => resolve());
	});
	const {port} = server.address() as AddressInfo;
	const address = `${LOOPBACK}:${port}`;
	return {
		baseUrl: `http://${address}/${nonce}`,
		address,
		upstream: redactUrl(upstream),
		close: () =>
			new Promise(resolve => {
				server.close(() => resolve());
				server.closeAllConnections();
			}),
	};
}
