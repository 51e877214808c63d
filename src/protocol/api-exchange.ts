/**
 * What the gateway (src/gateway/) saw of one API request: the shape it reports, the reducer folds
 * and a recording keeps. Headers are already redacted; bodies are never kept.
 */

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
	/** Undefined while no answer came; 0 when the upstream could not be reached. */
	readonly status?: number;
	readonly stream: boolean;
	/** From the request to the first content delta (streams) or the first byte (the rest). */
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
