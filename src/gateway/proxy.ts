/**
 * HTTP(S) proxies, as claude 2.1.330 reads them from its environment: one proxy for http and https URLs alike,
 * HTTPS_PROXY first, and NO_PROXY naming the hosts reached directly. The gateway goes to the upstream through the
 * proxy claude would have used for it, and claude reaches the gateway on loopback directly, so that the gateway's URL
 * (the nonce) and claude's credentials never go to a proxy.
 */
import {request as httpRequest, type ClientRequest, type RequestOptions} from 'node:http';
import {request as httpsRequest} from 'node:https';
import {checkServerIdentity, type PeerCertificate} from 'node:tls';
import {HttpsProxyAgent} from 'https-proxy-agent';

type Env = Readonly<Record<string, string | undefined>>;

/** The first non-empty value of these variables, in claude's order. */
function first(env: Env, names: readonly string[]): string | undefined {
	for (const name of names) if (env[name]) return env[name];
	return undefined;
}

const noProxyOf = (env: Env): string | undefined => first(env, ['NO_PROXY', 'no_proxy']);

/**
 * Whether NO_PROXY keeps a URL off the proxy: `*`, or an entry that is the host or one of its parent domains
 * (`example.com`, `.example.com` and `*.example.com` all match `api.example.com`), with `:port` matching that port only.
 */
function bypassed(url: URL, noProxy: string): boolean {
	const host = url.hostname.toLowerCase();
	const port = url.port || (url.protocol === 'https:' ? '443' : '80');
	return noProxy
		.split(/[\s,]+/)
		.filter(entry => entry !== '')
		.some(entry => {
			if (entry === '*') return true;
			const [, name = entry, entryPort] = /^(.+?)(?::(\d+))?$/.exec(entry.toLowerCase()) ?? [];
			if (entryPort !== undefined && entryPort !== port) return false;
			const domain = name.replace(/^\*?\./, '');
			return host === domain || host.endsWith(`.${domain}`);
		});
}

/** The proxy claude would send a request for `url` through, or undefined for none. */
export function proxyFor(url: URL, env: Env): string | undefined {
	const proxy = first(env, ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy', 'ALL_PROXY', 'all_proxy']);
	if (proxy === undefined || bypassed(url, noProxyOf(env) ?? '')) return undefined;
	return proxy.includes('://') ? proxy : `http://${proxy}`;
}

export type Send = (target: URL, options: RequestOptions) => ClientRequest;

/** Sends requests straight to the upstream. */
export function direct(upstream: URL): Send {
	return upstream.protocol === 'https:' ? httpsRequest : httpRequest;
}

/**
 * Sends requests to the upstream through `proxy`, as claude does: to an https upstream through a CONNECT tunnel, so
 * the proxy never reads them; to an http one in absolute form, to the proxy itself (RFC 9112 §3.2.2).
 */
export function throughProxy(upstream: URL, proxy: string): Send {
	if (upstream.protocol === 'https:') {
		const agent = new HttpsProxyAgent(proxy);
		// Through the tunnel, https-proxy-agent 7.0.6 checks an IP address's certificate against 'localhost'.
		const identity = (_host: string, cert: PeerCertificate) => checkServerIdentity(upstream.hostname, cert);
		return (target, options) => httpsRequest(target, {...options, agent, checkServerIdentity: identity});
	}
	// http-proxy-agent 7.0.2 and 9.1.0 send the head twice when the body is piped before the socket is there.
	const via = new URL(proxy);
	const credentials =
		via.username || via.password
			? {
					'proxy-authorization': `Basic ${Buffer.from(`${decodeURIComponent(via.username)}:${decodeURIComponent(via.password)}`).toString('base64')}`,
				}
			: {};
	// To its origin: a login in the proxy's URL would go on to the upstream as an Authorization header.
	const origin = new URL(via.origin);
	return (target, options) =>
		direct(via)(origin, {...options, path: target.href, headers: {...options.headers, ...credentials}});
}

/**
 * NO_PROXY and no_proxy with `host` added, each keeping the user's entries (the other's when only one is set): the
 * programs claude runs read either.
 */
export function noProxyWith(env: Env, host: string): {NO_PROXY: string; no_proxy: string} {
	const add = (value: string | undefined): string => {
		if (value === undefined || value === '') return host;
		const entries = value.split(/[\s,]+/);
		return entries.includes(host) || entries.includes('*') ? value : `${value},${host}`;
	};
	return {NO_PROXY: add(env['NO_PROXY'] || env['no_proxy']), no_proxy: add(env['no_proxy'] || env['NO_PROXY'])};
}
