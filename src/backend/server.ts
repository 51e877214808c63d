import {randomBytes} from 'node:crypto';
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import {setTimeout as sleep} from 'node:timers/promises';
import {checkExpect, type ExpectResult} from './expect.js';
import {headerSubset, readJsonBody, requestCredential, sendJson} from './http-util.js';
import {
	classifyMessages,
	conversationKey,
	hasMessages,
	isStreaming,
	requestModel,
	thinkingMode,
	type SideReason,
} from './request-info.js';
import {renderTurn, estimateTokens} from './render-turn.js';
import {errorBody, modelList, MODELS, SIDE_TEXT} from './responses.js';
import {parseScenario, type Scenario, type Turn} from './scenario.js';
import {Script} from './script.js';
import {writeSse} from './sse-writer.js';

export interface BackendOptions {
	scenario: Scenario;
	/** Only loopback is allowed; anything else is refused. */
	host?: '127.0.0.1';
	/** 0 (default) picks a free port. */
	port?: number;
	log?: (line: string) => void;
	/** Multiplies every scripted delay; 0 streams as fast as possible (tests). */
	timeScale?: number;
}

export interface RecordedRequest {
	/** 1-based arrival order. */
	seq: number;
	at: string;
	method: string;
	/** Path without the query string (`/v1/messages`). */
	path: string;
	/** Raw query string including `?`, or ''. */
	query: string;
	headers: Record<string, string>;
	/** credentialFingerprint of the x-api-key or Authorization sent (never the credential itself). */
	credential?: string;
	/** Parsed JSON body, undefined when there was none. */
	body: unknown;
	/** main / subagent: scripted tracks; side: never consumes a turn; other: not a messages call. */
	kind: 'main' | 'subagent' | 'side' | 'other';
	side?: SideReason;
	/** Index into scenario.turns of the turn that answered (or failed) this request. */
	turn?: number;
	/** True when this request used up its turn. */
	consumed: boolean;
	outcome: 'pending' | 'ok' | 'http-error' | 'stream-error' | 'script-finished' | 'aborted' | 'not-found';
	status: number;
	stream: boolean;
	expect: ExpectResult[];
	/** False when any `expect` check failed. */
	expectPassed: boolean;
}

export interface Backend {
	url: string;
	port: number;
	requests: RecordedRequest[];
	/** Main-loop requests that consumed a scripted turn. */
	mainRequests(): RecordedRequest[];
	/** Subagent requests that consumed a scripted turn. */
	subagentRequests(): RecordedRequest[];
	/** Scripted turns (both tracks) not yet consumed. */
	remaining(): number;
	/** Resolves once n requests have been answered (finished or aborted); default timeout 10 s. */
	waitForRequests(n: number, timeoutMs?: number): Promise<void>;
	close(): Promise<void>;
}

const LOOPBACK = '127.0.0.1';

export async function startBackend(options: BackendOptions): Promise<Backend> {
	const host: string = options.host ?? LOOPBACK;
	if (host !== LOOPBACK) throw new Error(`backend: refusing to bind ${host}; only ${LOOPBACK} is allowed`);
	const scenario = parseScenario(options.scenario, options.scenario.name ?? 'scenario');
	const script = new Script(scenario);
	const timeScale = options.timeScale ?? 1;
	const tag = randomBytes(3).toString('hex');
	const counters = {message: 0, tool: 0, signature: 0};
	const pad = (n: number): string => String(n).padStart(4, '0');
	const requests: RecordedRequest[] = [];
	const waiters = new Set<() => void>();
	const aborter = new AbortController();

	function record(req: IncomingMessage, url: URL, body: unknown): RecordedRequest {
		const credential = requestCredential(req);
		const entry: RecordedRequest = {
			seq: requests.length + 1,
			at: new Date().toISOString(),
			method: req.method ?? 'GET',
			path: url.pathname,
			query: url.search,
			headers: headerSubset(req),
			...(credential === undefined ? {} : {credential}),
			body,
			kind: 'other',
			consumed: false,
			outcome: 'pending',
			status: 0,
			stream: isStreaming(body),
			expect: [],
			expectPassed: true,
		};
		requests.push(entry);
		return entry;
	}

	function finish(entry: RecordedRequest, status: number, outcome: RecordedRequest['outcome']): void {
		entry.status = status;
		entry.outcome = outcome;
		const turn = entry.turn === undefined ? '' : ` turn ${entry.turn}${entry.consumed ? '' : ' (not consumed)'}`;
		options.log?.(
			`#${entry.seq} ${entry.method} ${entry.path} ${entry.side ?? entry.kind}${turn} → ${status} ${outcome}`,
		);
		for (const wake of waiters) wake();
	}

	function render(turn: Turn, body: unknown): ReturnType<typeof renderTurn> {
		counters.message += 1;
		return renderTurn(turn, {
			messageId: `msg_${tag}_${pad(counters.message)}`,
			model: turn.model ?? scenario.defaults?.model ?? requestModel(body) ?? MODELS[0]?.id ?? 'claude-opus-5-5',
			inputTokens: estimateTokens(JSON.stringify(body ?? {}).length),
			thinking: thinkingMode(body),
			defaults: scenario.defaults,
			nextToolId: () => `toolu_${tag}_${pad((counters.tool += 1))}`,
			nextSignature: () => `sig_${tag}_${pad((counters.signature += 1))}`,
		});
	}

	async function answer(
		res: ServerResponse,
		entry: RecordedRequest,
		turn: Turn,
		body: unknown,
		requestId: string,
		cut?: number,
	): Promise<RecordedRequest['outcome']> {
		const rendered = render(turn, body);
		if (!entry.stream) {
			const latency = (turn.latencyMs ?? scenario.defaults?.latencyMs ?? 0) * timeScale;
			if (latency > 0) await sleep(latency, undefined, {signal: aborter.signal});
			sendJson(res, 200, rendered.message, {'request-id': requestId});
			return 'ok';
		}
		return writeSse(res, rendered.events, {requestId, timeScale, signal: aborter.signal, cutAfterDeltas: cut});
	}

	async function messages(
		res: ServerResponse,
		entry: RecordedRequest,
		body: unknown,
		requestId: string,
	): Promise<void> {
		if (!hasMessages(body)) {
			sendJson(
				res,
				400,
				errorBody(
					{status: 400, message: 'messages: Field required (body must be a JSON object with a messages array)'},
					requestId,
				),
				{'request-id': requestId},
			);
			return finish(entry, 400, 'http-error');
		}
		const kind = classifyMessages(body);
		if ('side' in kind) {
			entry.kind = 'side';
			entry.side = kind.side;
			const text = SIDE_TEXT[kind.side === 'count_tokens' ? 'probe' : kind.side];
			finish(entry, 200, await answer(res, entry, {blocks: [{type: 'text', text, delayMs: 0}]}, body, requestId));
			return;
		}
		entry.kind = kind.track;
		const decision = script.next(kind.track, {streaming: entry.stream, key: conversationKey(body)});
		if (decision.kind === 'finished') {
			finish(
				entry,
				200,
				(await answer(res, entry, {blocks: [{type: 'text', text: SIDE_TEXT.finished}]}, body, requestId)) === 'ok'
					? 'script-finished'
					: 'aborted',
			);
			return;
		}
		entry.turn = decision.turnIndex;
		entry.consumed = decision.consumed;
		entry.expect = checkExpect(scenario.turns[decision.turnIndex]?.expect, body);
		entry.expectPassed = entry.expect.every(result => result.passed);
		if (decision.kind === 'error') {
			sendJson(res, decision.error.status, errorBody(decision.error, requestId), {'request-id': requestId});
			finish(entry, decision.error.status, 'http-error');
			return;
		}
		finish(entry, 200, await answer(res, entry, decision.turn, body, requestId, decision.streamErrorAfterDeltas));
	}

	async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
		const url = new URL(req.url ?? '/', `http://${LOOPBACK}`);
		const body = req.method === 'POST' ? await readJsonBody(req) : undefined;
		const entry = record(req, url, body);
		const requestId = `req_${tag}_${pad(entry.seq)}`;
		const route = `${req.method} ${url.pathname.replace(/\/+$/, '')}`;
		if (route === 'POST /v1/messages') return messages(res, entry, body, requestId);
		if (route === 'POST /v1/messages/count_tokens') {
			entry.kind = 'side';
			entry.side = 'count_tokens';
			sendJson(res, 200, {input_tokens: estimateTokens(JSON.stringify(body ?? {}).length)}, {'request-id': requestId});
			return finish(entry, 200, 'ok');
		}
		if (route === 'GET /v1/models') {
			sendJson(res, 200, modelList());
			return finish(entry, 200, 'ok');
		}
		const model = /^GET \/v1\/models\/(.+)$/.exec(route);
		const found = model && MODELS.find(m => m.id === decodeURIComponent(model[1] ?? ''));
		if (found) {
			sendJson(res, 200, found);
			return finish(entry, 200, 'ok');
		}
		if (req.method === 'HEAD' || route === 'GET ' || route === 'GET /api/hello') {
			res.writeHead(200, {'content-type': 'application/json'}).end(req.method === 'HEAD' ? undefined : '{"ok":true}');
			return finish(entry, 200, 'ok');
		}
		sendJson(res, 404, errorBody({status: 404, message: `No route for ${req.method} ${url.pathname}`}, requestId));
		finish(entry, 404, 'not-found');
	}

	const server = createServer((req, res) => {
		handle(req, res).catch((error: unknown) => {
			if (!res.headersSent)
				sendJson(res, 500, errorBody({status: 500, message: `backend: ${(error as Error).message}`}, 'req_internal'));
			else res.destroy();
		});
	});
	await new Promise<void>((resolve, reject) => {
		server.once('error', reject);
		server.listen(options.port ?? 0, LOOPBACK, () => resolve());
	});
	const port = (server.address() as AddressInfo).port;

	return {
		url: `http://${LOOPBACK}:${port}`,
		port,
		requests,
		mainRequests: () => requests.filter(r => r.kind === 'main' && r.consumed),
		subagentRequests: () => requests.filter(r => r.kind === 'subagent' && r.consumed),
		remaining: () => script.remaining(),
		waitForRequests(n, timeoutMs = 10_000) {
			return new Promise((resolve, reject) => {
				const check = (): void => {
					if (requests.filter(r => r.outcome !== 'pending').length < n) return;
					clearTimeout(timer);
					waiters.delete(check);
					resolve();
				};
				const timer = setTimeout(() => {
					waiters.delete(check);
					reject(
						new Error(
							`backend: waited ${timeoutMs} ms for ${n} answered requests, got ${requests.length} (${requests.map(r => `${r.path}:${r.outcome}`).join(', ')})`,
						),
					);
				}, timeoutMs);
				waiters.add(check);
				check();
			});
		},
		close() {
			aborter.abort();
			return new Promise(resolve => {
				server.close(() => resolve());
				server.closeAllConnections();
			});
		},
	};
}
