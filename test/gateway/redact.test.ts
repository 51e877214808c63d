/** What of a request the gateway may show: credentials never, in a header or in the upstream's URL. */
import {describe, expect, it} from 'vitest';
import {REDACTED, redactArgv, redactHeaders, redactUrl} from '../../src/gateway/redact.js';

describe('redactUrl', () => {
	it('drops a user name, a password, or both, and leaves a URL without them as it is', () => {
		expect(redactUrl(new URL('https://me:s3cret@proxy.example/v1'))).toBe('https://proxy.example/v1');
		// A token given as the user name alone, as some proxies take it.
		expect(redactUrl(new URL('https://t0ken@proxy.example/'))).toBe('https://proxy.example/');
		expect(redactUrl(new URL('https://:s3cret@proxy.example/'))).toBe('https://proxy.example/');
		expect(redactUrl(new URL('http://127.0.0.1:8080/base'))).toBe('http://127.0.0.1:8080/base');
	});

	it("hides the query's values and keeps their names", () => {
		expect(redactUrl(new URL('https://apim.example/anthropic?subscription-key=QSECRET&v=1&flag'))).toBe(
			'https://apim.example/anthropic?subscription-key=[redacted]&v=[redacted]&flag',
		);
	});
});

describe('redactArgv', () => {
	it('redacts each URL in the arguments, as --upstream URL, --upstream=URL or inside a longer one', () => {
		expect(
			redactArgv([
				'--gateway',
				'--upstream',
				'http://alice:S3CRETPW@127.0.0.1:41006/anthropic?subscription-key=QSECRET',
				'--upstream=https://t0ken@gw.example/',
				'--',
				'--settings',
				'{"env":{"ANTHROPIC_BASE_URL":"https://me:pw@gw.example/v"}}',
				'hello',
			]),
		).toEqual([
			'--gateway',
			'--upstream',
			'http://127.0.0.1:41006/anthropic?subscription-key=[redacted]',
			'--upstream=https://gw.example/',
			'--',
			'--settings',
			'{"env":{"ANTHROPIC_BASE_URL":"https://gw.example/v"}}',
			'hello',
		]);
	});

	it("hides an inline --settings JSON's credentials and any API key, and keeps what only configures", () => {
		expect(
			redactArgv([
				'--',
				'--settings',
				'{"env":{"ANTHROPIC_API_KEY":"sk-ant-api03-S3CRET","ANTHROPIC_AUTH_TOKEN" : "tok\\"en","ANTHROPIC_CUSTOM_HEADERS":"x-k: v","ANTHROPIC_MODEL":"opus"},"apiKeyHelper":"pass show k"}',
				'use sk-ant-admin01-XYZ_9 here',
			]),
		).toEqual([
			'--',
			'--settings',
			'{"env":{"ANTHROPIC_API_KEY":"[redacted]","ANTHROPIC_AUTH_TOKEN" : "[redacted]","ANTHROPIC_CUSTOM_HEADERS":"[redacted]","ANTHROPIC_MODEL":"opus"},"apiKeyHelper":"[redacted]"}',
			'use [redacted] here',
		]);
	});
});

describe('redactHeaders', () => {
	it('shows descriptive headers (a repeated one joined), hides every other value, and leaves out absent ones', () => {
		expect(
			redactHeaders({
				'content-type': 'application/json',
				'x-stainless-helper': ['stream', 'retry'],
				'x-api-key': 'sk-ant-secret',
				'ocp-apim-subscription-key': ['k1', 'k2'],
				'retry-after': undefined,
				'x-custom': undefined,
			}),
		).toEqual({
			'content-type': 'application/json',
			'x-stainless-helper': 'stream, retry',
			'x-api-key': REDACTED,
			'ocp-apim-subscription-key': REDACTED,
		});
	});
});
