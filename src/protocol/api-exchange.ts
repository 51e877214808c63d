/**
 * What the gateway (src/gateway/) saw of one API request: the shape it reports, the reducer folds
 * and a recording keeps. Headers are already redacted; bodies are never kept.
 */
import {z} from 'zod';

export interface ApiUsage {
	readonly input: number;
	readonly output: number;
	readonly cacheRead: number;
	readonly cacheWrite: number;
}

export interface ApiExchange {
	/** 1-based, in arrival order for this run. */
	readonly id: number;
	/** ms since the epoch, when the request arrived. */
	readonly startedAt: number;
	readonly method: string;
	/** As forwarded: without the nonce, with the query string. */
	readonly path: string;
	readonly model?: string;
	/** 'main', or the subagent's id (`x-claude-code-agent-id`). */
	readonly agent: string;
	/** `x-stainless-retry-count`: 0 for a first attempt. */
	readonly retry: number;
	/** The upstream's HTTP status; undefined until it answers (and for good when it could not be reached). */
	readonly status?: number;
	readonly stream: boolean;
	/** From the request to the first content delta (streams) or the first byte (the rest); none when it failed. */
	readonly ttftMs?: number;
	/** From the request to the answer's end; undefined while it runs. */
	readonly durationMs?: number;
	readonly usage?: ApiUsage;
	readonly stopReason?: string;
	/** What went wrong: unreachable, a cut stream, an API error's message. */
	readonly error?: string;
	readonly requestHeaders: Readonly<Record<string, string>>;
	readonly responseHeaders: Readonly<Record<string, string>>;
}

const count = z.number().nonnegative();
const headers = z.record(z.string(), z.string());

/** A recorded exchange (`dir: api` lines of --record), checked before a replay folds it. */
export const apiExchangeSchema = z.object({
	id: z.number().int(),
	startedAt: z.number(),
	method: z.string(),
	path: z.string(),
	model: z.string().optional(),
	agent: z.string(),
	retry: count,
	status: z.number().int().optional(),
	stream: z.boolean(),
	ttftMs: count.optional(),
	durationMs: count.optional(),
	usage: z.object({input: count, output: count, cacheRead: count, cacheWrite: count}).optional(),
	stopReason: z.string().optional(),
	error: z.string().optional(),
	requestHeaders: headers,
	responseHeaders: headers,
});
