/**
 * `--gateway`: the proxy started before claude (it needs the proxy's URL), its reports handed to
 * the session once the UI's store exists (in plain mode, to the recording only). Reports before that are not kept.
 */
import {PUBLIC_API, startGateway, type Gateway} from '../gateway/gateway.js';
import type {ApiExchange} from '../protocol/api-exchange.js';
import type {LiveOptions} from './args.js';

export interface GatewayLink {
	readonly gateway: Gateway;
	/** On top of claude's environment: its API base URL is the gateway's. */
	readonly env: {readonly ANTHROPIC_BASE_URL: string};
	connect(report: (exchange: ApiExchange) => void): void;
	close(): Promise<void>;
}

/** --upstream, else the base URL the user configured for claude, else the public API. */
export function gatewayUpstream(options: LiveOptions, env: NodeJS.ProcessEnv): string {
	return options.upstream ?? (env['ANTHROPIC_BASE_URL'] || PUBLIC_API);
}

export async function openGateway(upstream: string): Promise<GatewayLink> {
	let report: (exchange: ApiExchange) => void = () => undefined;
	const gateway = await startGateway({upstream, onExchange: exchange => report(exchange)});
	return {
		gateway,
		env: {ANTHROPIC_BASE_URL: gateway.baseUrl},
		connect(to) {
			report = to;
		},
		close: () => gateway.close(),
	};
}
