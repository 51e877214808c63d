/** The gateway's requests in words: the status line's "API:" part, a /requests row and its detail. */
import type {ApiExchange} from '../protocol/api-exchange.js';
import type {ApiState} from '../state/api-requests.js';
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
	if (!api.gateway && api.total === 0) return undefined;
	const ttft = median(api.exchanges.flatMap(exchange => (exchange.ttftMs === undefined ? [] : [exchange.ttftMs])));
	return [
		`API: ${api.total} req`,
		...(ttft === undefined ? [] : [`TTFT ${seconds(ttft)}`]),
		...(api.retried > 0 ? [`${api.retried} retried`] : []),
	].join(' · ');
}

/** USD per million tokens: input, output (list prices; cache writes cost 1.25× input, reads 0.1×). */
const PRICES: ReadonlyArray<readonly [RegExp, number, number]> = [
	[/opus-4(-[01])?(-\d{8})?$|opus-4-[01]-|claude-3-opus/, 15, 75],
	[/opus/, 5, 25],
	[/sonnet/, 3, 15],
	[/haiku-3|3-5-haiku|3-haiku/, 0.8, 4],
	[/haiku/, 1, 5],
];

/** What the exchange cost at list prices; undefined for a model with no known price or no usage. */
export function exchangeCost(exchange: ApiExchange): number | undefined {
	const price = exchange.model ? PRICES.find(([pattern]) => pattern.test(exchange.model ?? '')) : undefined;
	if (!price || !exchange.usage) return undefined;
	const [, input, output] = price;
	const {usage} = exchange;
	return (
		(usage.input * input + usage.output * output + usage.cacheRead * input * 0.1 + usage.cacheWrite * input * 1.25) /
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
	const head = `${clock(exchange.startedAt)} ${sanitizeLine(exchange.agent)} ${sanitizeLine(exchange.model ?? '?')}`;
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
