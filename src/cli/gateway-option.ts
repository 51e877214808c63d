/**
 * `--gateway`: the proxy started before claude (it needs the proxy's URL), its reports handed to
 * the session once the UI's store exists (in plain mode, to the recording only). Reports before that are not kept.
 */
import {PUBLIC_API, startGateway, type Gateway} from '../gateway/gateway.js';
import {noProxyWith, proxyFor} from '../gateway/proxy.js';
import type {ApiExchange} from '../protocol/api-exchange.js';
import type {LiveOptions} from './args.js';

export interface GatewayLink {
	readonly gateway: Gateway;
	/** On top of claude's environment: its API base URL is the gateway's, reached directly, never through a proxy. */
	readonly env: Readonly<Record<'ANTHROPIC_BASE_URL' | 'NO_PROXY' | 'no_proxy', string>>;
	connect(report: (exchange: ApiExchange) => void): void;
	close(): Promise<void>;
}

/** --upstream, else the base URL the user configured for claude, else the public API. */
export function gatewayUpstream(options: LiveOptions, env: NodeJS.ProcessEnv): string {
	return options.upstream ?? (env['ANTHROPIC_BASE_URL'] || PUBLIC_API);
}

/** `env`: claude's environment, whose proxy (HTTPS_PROXY…, NO_PROXY) the gateway uses for the upstream as claude would. */
export async function openGateway(upstream: string, env: NodeJS.ProcessEnv): Promise<GatewayLink> {
	let report: (exchange: ApiExchange) => void = () => undefined;
	const proxy = URL.canParse(upstream) ? proxyFor(new URL(upstream), env) : undefined;
	const gateway = await startGateway({upstream, proxy, onExchange: exchange => report(exchange)});
	return {
		gateway,
		env: {ANTHROPIC_BASE_URL: gateway.baseUrl, ...noProxyWith(env, new URL(gateway.baseUrl).hostname)},
		connect(to) {
			report = to;
		},
		close: () => gateway.close(),
	};
}
