/** The gateway's requests (/requests and the status line's "API:" part): folded from its reports. */
import type {ApiExchange} from '../protocol/api-exchange.js';
import type {InboundMessage} from '../protocol/types.js';

/** The panel lists at most this many, the newest; the counts go on. */
const KEPT = 500;

export interface ApiState {
	/** Set while cctui runs a gateway (--gateway): where it listens and where it forwards to. */
	readonly gateway?: {readonly address: string; readonly upstream: string};
	/** Oldest first. */
	readonly exchanges: readonly ApiExchange[];
	/** Model calls seen (isModelCall), and those that were retries. */
	readonly total: number;
	readonly retried: number;
	/** Said that claude's requests go around the gateway (bypassesGateway). */
	readonly bypassed?: boolean;
}

/**
 * A request for a model's answer (`POST …/v1/messages`): what `API: N req` counts and its TTFT measures. claude's
 * other requests through the gateway (its `HEAD /api/hello` connectivity check, token counting) are listed only.
 */
export function isModelCall(exchange: ApiExchange): boolean {
	return exchange.method === 'POST' && /\/v1\/messages$/.test(exchange.path.split('?')[0] ?? '');
}

export const initialApi: ApiState = {exchanges: [], total: 0, retried: 0};

/** A report of an exchange seen before replaces it in place; a new one is appended. */
export function applyExchange(api: ApiState, exchange: ApiExchange): ApiState {
	const at = api.exchanges.findLastIndex(known => known.id === exchange.id);
	if (at !== -1) {
		// The gateway knows a retry once the request's body has come, after its first report.
		const newlyRetried = exchange.retry > 0 && api.exchanges[at]!.retry === 0 ? 1 : 0;
		return {...api, exchanges: api.exchanges.with(at, exchange), retried: api.retried + newlyRetried};
	}
	return {
		...api,
		exchanges: [...api.exchanges, exchange].slice(-KEPT),
		total: api.total + (isModelCall(exchange) ? 1 : 0),
		retried: api.retried + (exchange.retry > 0 ? 1 : 0),
	};
}

/**
 * claude's answer began streaming, but no model call has passed through the gateway, which reports each request as
 * it arrives: something claude reads after cctui's `--settings` sends its requests elsewhere (a `--settings` of the
 * person's own after `--`, managed settings, an MDM or server policy). Said once.
 */
export function bypassesGateway(api: ApiState, message: InboundMessage): boolean {
	return (
		api.gateway !== undefined &&
		api.total === 0 &&
		api.bypassed !== true &&
		message.type === 'stream_event' &&
		message.event.type === 'message_start'
	);
}

export const GATEWAY_BYPASSED =
	"--gateway: claude's requests are not passing through the gateway, so /requests stays empty: a setting claude " +
	"reads after cctui's sends them elsewhere (a --settings of your own, managed settings, an MDM or server policy).";
