/** Header values that are credentials never leave the gateway: not into the panel, a recording or an error. */
import type {IncomingHttpHeaders, OutgoingHttpHeaders} from 'node:http';

/** Known credential headers, and any custom one (ANTHROPIC_CUSTOM_HEADERS) named like a secret. */
const SECRET =
	/^(authorization|proxy-authorization|cookie|set-cookie)$|api[-_]?key|token|secret|passw|auth|session-key/i;

export const REDACTED = '[redacted]';

export function redactHeaders(headers: IncomingHttpHeaders | OutgoingHttpHeaders): Record<string, string> {
	const out: Record<string, string> = {};
	for (const [name, value] of Object.entries(headers)) {
		if (value === undefined) continue;
		out[name] = SECRET.test(name) ? REDACTED : Array.isArray(value) ? value.join(', ') : String(value);
	}
	return out;
}

/** A URL as it may be shown: without a user name or password in it. */
export function redactUrl(url: URL): string {
	if (url.username === '' && url.password === '') return url.href;
	const copy = new URL(url.href);
	copy.username = '';
	copy.password = '';
	return copy.href;
}
