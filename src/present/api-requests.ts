/** The gateway's requests in words: the status line's "API:" part, a /requests row and its detail. */
import type {ApiExchange} from '../protocol/api-exchange.js';
import {isModelCall, type ApiState} from '../state/api-requests.js';
import {sanitizeLine} from '../text/sanitize.js';
import {formatCost, formatDuration, formatTokens} from './format.js';

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

function median(values: readonly number[]): number | undefined {
	if (values.length === 0) return undefined;
	const sorted = [...values].sort((a, b) => a - b);
	return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** "API: 14 req · TTFT 0.8 s · 2 retried" (the median first token); undefined without a gateway. */
export function apiStatus(api: ApiState): string | undefined {
	if (!api.gateway && api.exchanges.length === 0) return undefined;
	const ttft = median(
		api.exchanges.flatMap(exchange =>
			exchange.ttftMs === undefined || !isModelCall(exchange) ? [] : [exchange.ttftMs],
		),
	);
	return [
		`API: ${api.total} req`,
		...(ttft === undefined ? [] : [`TTFT ${seconds(ttft)}`]),
		...(api.retried > 0 ? [`${api.retried} retried`] : []),
	].join(' · ');
}

/** A model id naming this model and version: `opus-4` is not `opus-4-1`, though both take a date after. */
const model = (name: string): RegExp => new RegExp(`(?:${name})(?!\\d|-\\d{1,2}(?!\\d))`);

interface Price {
	readonly model: RegExp;
	/** USD per million tokens. */
	readonly input: number;
	readonly output: number;
	readonly cacheRead: number;
	/** A 5-minute cache write (claude's default). */
	readonly cacheWrite: number;
	/** A request whose prompt (input and cache) is over this many tokens pays these factors, on every token. */
	readonly long?: {readonly over: number; readonly input: number; readonly output: number};
}

/**
 * Anthropic's list prices, from its pricing page and model pages (platform.claude.com/docs/en/about-claude/pricing,
 * .../models/<model>/overview, read 2026-11-27). A model not listed here has no cost shown rather than a guessed one.
 */
const PRICES: readonly Price[] = [
	{model: model('(?:fable|mythos)-5-1'), input: 10, output: 50, cacheRead: 0.25, cacheWrite: 12.5},
	{model: model('(?:fable|mythos)-5'), input: 10, output: 50, cacheRead: 1, cacheWrite: 12.5},
	{model: model('opus-5-5'), input: 4, output: 20, cacheRead: 0.2, cacheWrite: 5},
	{model: model('opus-(?:5|4-[5-8])'), input: 5, output: 25, cacheRead: 0.5, cacheWrite: 6.25},
	{model: model('opus-4(?:-[01])?|claude-3-opus'), input: 15, output: 75, cacheRead: 1.5, cacheWrite: 18.75},
	{model: model('sonnet-5(?:-5)?'), input: 2, output: 10, cacheRead: 0.2, cacheWrite: 2.5},
	// Sonnet 4 and 4.5 with the 1M context: a prompt over 200k costs 2× input, 1.5× output.
	{
		model: model('sonnet-4(?:-5)?'),
		...{input: 3, output: 15, cacheRead: 0.3, cacheWrite: 3.75},
		long: {over: 200_000, input: 2, output: 1.5},
	},
	{model: model('sonnet-4-6|claude-3-[57]-sonnet'), input: 3, output: 15, cacheRead: 0.3, cacheWrite: 3.75},
	// Haiku 5.5: a prompt over 100k costs 5× on every token.
	{
		model: model('haiku-5-5'),
		...{input: 0.1, output: 0.5, cacheRead: 0.01, cacheWrite: 0.125},
		long: {over: 100_000, input: 5, output: 5},
	},
	{model: model('haiku-4-5'), input: 1, output: 5, cacheRead: 0.1, cacheWrite: 1.25},
	{model: model('claude-3-5-haiku'), input: 0.8, output: 4, cacheRead: 0.08, cacheWrite: 1},
	{model: model('claude-3-haiku'), input: 0.25, output: 1.25, cacheRead: 0.03, cacheWrite: 0.3},
];

/** What the exchange cost at list prices; undefined for a model with no known price or no usage. */
export function exchangeCost(exchange: ApiExchange): number | undefined {
	const price = exchange.model ? PRICES.find(known => known.model.test(exchange.model ?? '')) : undefined;
	if (!price || !exchange.usage) return undefined;
	const {usage} = exchange;
	const prompt = usage.input + usage.cacheRead + usage.cacheWrite;
	const long = price.long && prompt > price.long.over ? price.long : {input: 1, output: 1};
	return (
		(long.input *
			(usage.input * price.input + usage.cacheRead * price.cacheRead + usage.cacheWrite * price.cacheWrite) +
			long.output * usage.output * price.output) /
		1e6
	);
}

function clock(ms: number): string {
	const at = new Date(ms);
	return [at.getHours(), at.getMinutes(), at.getSeconds()].map(n => String(n).padStart(2, '0')).join(':');
}

/**
 * One row of /requests: time, agent, model, status, then what went wrong (a retry, an error) before first token,
 * duration, tokens and cost: a row is cut at the panel's width, and a failure must not read as a success.
 */
export function exchangeRow(exchange: ApiExchange): string {
	// A request that is not a model call is named by what it asked for (`HEAD /api/hello`).
	const what = isModelCall(exchange) ? (exchange.model ?? '?') : `${exchange.method} ${exchange.path}`;
	const head = `${clock(exchange.startedAt)} ${sanitizeLine(exchange.agent)} ${sanitizeLine(what)}`;
	if (exchange.durationMs === undefined) return `${head} … · waiting`;
	const {usage} = exchange;
	const cost = exchangeCost(exchange);
	return [
		`${head} ${exchange.status ?? 'no answer'}`,
		...(exchange.retry > 0 ? [`retry ${exchange.retry}`] : []),
		...(exchange.error ? [`error: ${sanitizeLine(exchange.error)}`] : []),
		...(exchange.ttftMs === undefined ? [] : [`TTFT ${seconds(exchange.ttftMs)}`]),
		formatDuration(exchange.durationMs),
		...(usage
			? [
					`in ${formatTokens(usage.input)} out ${formatTokens(usage.output)} cache r ${formatTokens(usage.cacheRead)} w ${formatTokens(usage.cacheWrite)}`,
				]
			: []),
		...(cost === undefined ? [] : [formatCost(cost)]),
	].join(' · ');
}

const headerLines = (headers: Readonly<Record<string, string>>): string[] =>
	Object.entries(headers).map(([name, value]) => `    ${sanitizeLine(name)}: ${sanitizeLine(value)}`);

/** Enter on a row: the request and the answer as the gateway saw them (credentials were never kept). */
export function exchangeDetail(exchange: ApiExchange): string {
	return [
		`Request #${exchange.id}: ${exchange.method} ${sanitizeLine(exchange.path)}`,
		`  agent: ${sanitizeLine(exchange.agent)} · model: ${sanitizeLine(exchange.model ?? '?')}${exchange.retry > 0 ? ` · retry ${exchange.retry}` : ''}`,
		'  headers:',
		...headerLines(exchange.requestHeaders),
		`Response: ${exchange.status ?? (exchange.durationMs === undefined ? 'waiting' : 'none')}${exchange.stream ? ' (stream)' : ''}${exchange.stopReason ? ` · stop: ${sanitizeLine(exchange.stopReason)}` : ''}`,
		...(exchange.error ? [`  error: ${sanitizeLine(exchange.error)}`] : []),
		`  ${exchangeRow(exchange)}`,
		'  headers:',
		...headerLines(exchange.responseHeaders),
	].join('\n');
}
