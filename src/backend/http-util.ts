import {createHash} from 'node:crypto';
import type {IncomingMessage, ServerResponse} from 'node:http';
import {promisify} from 'node:util';
import {brotliDecompress, gunzip, inflate} from 'node:zlib';

const decoders: Record<string, (input: Buffer) => Promise<Buffer>> = {
	gzip: promisify(gunzip),
	br: promisify(brotliDecompress),
	deflate: promisify(inflate),
};

/** Reads and parses a JSON body; undefined when absent or not JSON (recorded, never fatal). */
export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
	const chunks: Buffer[] = [];
	for await (const chunk of req) chunks.push(chunk as Buffer);
	let raw: Buffer = Buffer.concat(chunks);
	const decode = decoders[String(req.headers['content-encoding'] ?? '').toLowerCase()];
	if (decode) raw = await decode(raw);
	if (raw.length === 0) return undefined;
	try {
		return JSON.parse(raw.toString('utf8')) as unknown;
	} catch {
		return undefined;
	}
}

export function sendJson(
	res: ServerResponse,
	status: number,
	body: unknown,
	headers: Record<string, string> = {},
): void {
	const text = JSON.stringify(body);
	res.writeHead(status, {'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers});
	res.end(text);
}

const KEPT_HEADERS = [
	'user-agent',
	'anthropic-version',
	'anthropic-beta',
	'x-app',
	'content-type',
	'x-stainless-retry-count',
	'x-claude-code-session-id',
	'x-claude-code-agent-id',
	'x-claude-code-parent-agent-id',
];

/** The headers worth asserting on; credentials are never recorded. */
export function headerSubset(req: IncomingMessage): Record<string, string> {
	const out: Record<string, string> = {};
	for (const name of KEPT_HEADERS) {
		const value = req.headers[name];
		if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : value;
	}
	return out;
}

/** A credential as a short hash: enough to tell that the one sent arrived, never the value. */
export function credentialFingerprint(value: string): string {
	return `sha256:${createHash('sha256').update(value).digest('hex').slice(0, 16)}`;
}

/** The fingerprint of the x-api-key or Authorization header the request carried, if any. */
export function requestCredential(req: IncomingMessage): string | undefined {
	const value = req.headers['x-api-key'] ?? req.headers['authorization'];
	return typeof value === 'string' ? credentialFingerprint(value) : undefined;
}
