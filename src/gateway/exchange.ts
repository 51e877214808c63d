/**
 * One request through the gateway, summed up as it passes: the model from the head of the request
 * body, status and headers of the answer, and usage, first token and errors from its events or
 * JSON. Nothing here holds more than a bounded head of a body. A compressed answer is forwarded as
 * it came; a decompressed copy is what gets read.
 */
import type {IncomingHttpHeaders} from 'node:http';
import type {Transform} from 'node:stream';
import {createBrotliDecompress, createGunzip, createInflate} from 'node:zlib';
import type {ApiExchange, ApiUsage} from '../protocol/api-exchange.js';
import {redactHeaders} from './redact.js';
import {BodyDigest} from './retries.js';
import {SseTap} from './sse-tap.js';

/** Enough of a request body to find `model` (claude sends it first); the rest streams past. */
const REQUEST_HEAD = 64 * 1024;
/** A non-streaming answer larger than this is forwarded without being read. */
const JSON_LIMIT = 1 << 20;

const DECODERS: Record<string, () => Transform> = {
	gzip: createGunzip,
	'x-gzip': createGunzip,
	br: createBrotliDecompress,
	deflate: createInflate,
};

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);
const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
	const value = headers[name];
	return Array.isArray(value) ? value[0] : value;
}

export class Exchange {
	private summary: ApiExchange;
	private head = '';
	private json: Buffer[] | undefined = [];
	private jsonBytes = 0;
	private tap: SseTap | undefined;
	private decoder: Transform | undefined;
	private readonly started: number;
	private readonly body = new BodyDigest();

	constructor(
		id: number,
		method: string,
		path: string,
		headers: IncomingHttpHeaders,
		private readonly now: () => number,
	) {
		this.started = now();
		const retry = Number(header(headers, 'x-stainless-retry-count') ?? 0);
		this.summary = {
			id,
			startedAt: this.started,
			method,
			path,
			agent: header(headers, 'x-claude-code-agent-id') ?? 'main',
			retry: Number.isFinite(retry) ? retry : 0,
			stream: false,
			requestHeaders: redactHeaders(headers),
			responseHeaders: {},
		};
	}

	get(): ApiExchange {
		return this.summary;
	}

	private set(fields: Partial<ApiExchange>): void {
		this.summary = {...this.summary, ...fields};
	}

	requestChunk(chunk: Buffer): void {
		this.body.update(chunk);
		if (this.head.length >= REQUEST_HEAD || this.summary.model !== undefined) return;
		this.head += chunk.toString('utf8', 0, Math.min(chunk.length, REQUEST_HEAD));
		const model = /"model"\s*:\s*"([^"\\]{1,200})"/.exec(this.head);
		if (model) this.set({model: model[1]!});
	}

	/** The request body has all come: its digest, which tells a retry (retries.ts). Once only. */
	bodyDigest(): string {
		return this.body.digest();
	}

	/** A retry the gateway recognised; a count claude sent itself, when larger, stands. */
	retried(retry: number): void {
		if (retry > this.summary.retry) this.set({retry});
	}

	get failed(): boolean {
		return this.summary.error !== undefined || (this.summary.status ?? 0) >= 400;
	}

	response(status: number, headers: IncomingHttpHeaders): void {
		const stream = String(headers['content-type'] ?? '').startsWith('text/event-stream');
		this.set({status, stream, responseHeaders: redactHeaders(headers)});
		if (stream) {
			this.json = undefined;
			this.tap = new SseTap(event => this.event(event));
		}
		const decode = DECODERS[String(headers['content-encoding'] ?? '').toLowerCase()];
		if (!decode) return;
		const decoder = decode();
		decoder.on('data', (chunk: Buffer) => this.read(chunk));
		// An answer that does not decompress is still forwarded; there is just nothing to read from it.
		decoder.on('error', () => (this.decoder = undefined));
		this.decoder = decoder;
	}

	responseChunk(chunk: Buffer): void {
		// A JSON answer's first byte is its first token; an error's is none (it would pull the median down).
		if (this.summary.ttftMs === undefined && !this.summary.stream && (this.summary.status ?? 0) < 400)
			this.set({ttftMs: this.now() - this.started});
		if (this.decoder) this.decoder.write(chunk);
		else this.read(chunk);
	}

	private read(chunk: Buffer): void {
		if (this.tap) return this.tap.push(chunk);
		if (!this.json) return;
		this.jsonBytes += chunk.length;
		if (this.jsonBytes > JSON_LIMIT) this.json = undefined;
		else this.json.push(chunk);
	}

	/** The answer ended (or broke: `error`); resolves once a compressed copy is read to its end. */
	async finish(error?: string): Promise<void> {
		const decoder = this.decoder;
		if (decoder)
			await new Promise<void>(resolve => {
				decoder.once('end', resolve).once('error', () => resolve());
				decoder.end();
			});
		if (this.json && this.jsonBytes > 0) this.readJson();
		this.set({durationMs: this.now() - this.started, ...(error === undefined ? {} : {error})});
		// A stream that broke after its first tokens brought no answer: its time would pull the median down.
		if (this.failed) {
			const {ttftMs: _dropped, ...rest} = this.summary;
			this.summary = rest;
		}
	}

	private readJson(): void {
		let body: unknown;
		try {
			body = JSON.parse(Buffer.concat(this.json ?? []).toString('utf8'));
		} catch {
			return;
		}
		if (!isObj(body)) return;
		if (isObj(body['error'])) this.apiError(body['error']);
		if (typeof body['model'] === 'string' && this.summary.model === undefined) this.set({model: body['model']});
		if (typeof body['stop_reason'] === 'string') this.set({stopReason: body['stop_reason']});
		this.usage(body['usage']);
	}

	private event(event: Obj): void {
		switch (event['type']) {
			case 'message_start': {
				const message = isObj(event['message']) ? event['message'] : {};
				if (typeof message['model'] === 'string' && this.summary.model === undefined)
					this.set({model: message['model']});
				return this.usage(message['usage']);
			}
			case 'content_block_delta':
				if (this.summary.ttftMs === undefined) this.set({ttftMs: this.now() - this.started});
				return;
			case 'message_delta': {
				const delta = isObj(event['delta']) ? event['delta'] : {};
				if (typeof delta['stop_reason'] === 'string') this.set({stopReason: delta['stop_reason']});
				return this.usage(event['usage']);
			}
			case 'error':
				return isObj(event['error']) ? this.apiError(event['error']) : undefined;
		}
	}

	private apiError(error: Obj): void {
		const type = typeof error['type'] === 'string' ? error['type'] : 'error';
		this.set({error: typeof error['message'] === 'string' ? `${type}: ${error['message']}` : type});
	}

	/** Counts the message reported so far; a later event's numbers replace earlier ones. */
	private usage(value: unknown): void {
		if (!isObj(value)) return;
		const last: ApiUsage = this.summary.usage ?? {input: 0, output: 0, cacheRead: 0, cacheWrite: 0};
		this.set({
			usage: {
				input: num(value['input_tokens']) ?? last.input,
				output: num(value['output_tokens']) ?? last.output,
				cacheRead: num(value['cache_read_input_tokens']) ?? last.cacheRead,
				cacheWrite: num(value['cache_creation_input_tokens']) ?? last.cacheWrite,
			},
		});
	}
}
