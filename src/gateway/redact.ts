/** Header values that are credentials never leave the gateway: not into the panel, a recording or an error. */
import type {IncomingHttpHeaders, OutgoingHttpHeaders} from 'node:http';

/**
 * Headers that only describe a request or an answer, as claude and the API send them: shown as they are. Any other
 * header may be a credential, whatever its name (a company gateway's `Ocp-Apim-Subscription-Key`,
 * `x-portkey-virtual-key`, something in ANTHROPIC_CUSTOM_HEADERS), so only its name is shown.
 */
const DESCRIPTIVE = new RegExp(
	'^(?:' +
		[
			'accept(?:-encoding|-language)?',
			'content-(?:type|length|encoding)',
			'user-agent|host|connection|keep-alive|transfer-encoding|date|vary|server|via|cache-control|retry-after',
			'request-id|x-request-id|x-should-retry|x-robots-tag|cf-ray|cf-cache-status|strict-transport-security',
			'x-envoy-upstream-service-time|x-app',
			'anthropic-(?:version|beta|dangerous-direct-browser-access|organization-id|ratelimit-[a-z0-9-]+)',
			'x-stainless-[a-z-]+',
			'x-claude-code-(?:agent-id|session-id)',
		].join('|') +
		')$',
	'i',
);

export const REDACTED = '[redacted]';

export function redactHeaders(headers: IncomingHttpHeaders | OutgoingHttpHeaders): Record<string, string> {
	const out: Record<string, string> = {};
	for (const [name, value] of Object.entries(headers)) {
		if (value === undefined) continue;
		out[name] = DESCRIPTIVE.test(name) ? (Array.isArray(value) ? value.join(', ') : String(value)) : REDACTED;
	}
	return out;
}

/**
 * A URL as it may be shown: without a user name or password, and with its query's values hidden (a company gateway's
 * `?subscription-key=` is a credential too); the names stay, to tell which the URL carries.
 */
export function redactUrl(url: URL): string {
	if (url.username === '' && url.password === '' && url.search === '') return url.href;
	const copy = new URL(url.href);
	copy.username = '';
	copy.password = '';
	copy.search = url.search
		.slice(1)
		.split('&')
		.map(pair => (pair.includes('=') ? `${pair.slice(0, pair.indexOf('='))}=${REDACTED}` : pair))
		.join('&');
	return copy.href;
}

/** A JSON string member whose name says it holds a credential, as in `--settings '{"env":{"ANTHROPIC_API_KEY":"…"}}'`. */
const SECRET_MEMBER =
	/("[^"\\]*(?:key|token|secret|passw|credential|auth|header|cookie)[^"\\]*"\s*:\s*)"(?:[^"\\]|\\.)*"/gi;
/** An Anthropic API key wherever it stands. */
const API_KEY = /\bsk-ant-[\w-]+/g;

/**
 * Command-line arguments as they may be kept (a recording's first line): each http(s) URL in them redacted, and
 * credentials in what goes on to claude (an inline `--settings` JSON's secret members, an API key).
 */
export function redactArgv(argv: readonly string[]): string[] {
	return argv.map(arg =>
		arg
			.replace(/https?:\/\/[^\s"'<>]+/gi, url => (URL.canParse(url) ? redactUrl(new URL(url)) : url))
			.replace(SECRET_MEMBER, `$1"${REDACTED}"`)
			.replace(API_KEY, REDACTED),
	);
}
