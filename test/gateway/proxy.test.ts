/** Which proxy claude would use, read as claude 2.1.330 reads its environment (each case checked against it). */
import {describe, expect, it} from 'vitest';
import {noProxyWith, proxyFor} from '../../src/gateway/proxy.js';

const PROXY = 'http://127.0.0.1:3128';
const api = new URL('http://api.localtest:8080/v1');

describe('proxyFor', () => {
	it('takes HTTPS_PROXY first, else HTTP_PROXY, else ALL_PROXY, for http and https URLs alike', () => {
		expect(proxyFor(api, {})).toBeUndefined();
		expect(proxyFor(api, {HTTPS_PROXY: PROXY, HTTP_PROXY: 'http://other:1'})).toBe(PROXY);
		expect(proxyFor(new URL('https://gw.corp/'), {HTTP_PROXY: PROXY})).toBe(PROXY);
		expect(proxyFor(api, {https_proxy: PROXY})).toBe(PROXY);
		expect(proxyFor(api, {ALL_PROXY: PROXY})).toBe(PROXY);
		expect(proxyFor(api, {HTTPS_PROXY: '127.0.0.1:3128'})).toBe(PROXY);
	});

	it.each([
		['localtest', true],
		['.localtest', true],
		['*.localtest', true],
		['API.LOCALTEST', true],
		['api.localtest:8080', true],
		['x.com api.localtest', true],
		['x.com, api.localtest', true],
		['*', true],
		['api.localtest:1', false],
		['ocaltest', false],
		['x.com', false],
	])('NO_PROXY=%s keeps api.localtest:8080 off the proxy: %s', (noProxy, direct) => {
		expect(proxyFor(api, {HTTPS_PROXY: PROXY, NO_PROXY: noProxy})).toBe(direct ? undefined : PROXY);
		expect(proxyFor(api, {HTTPS_PROXY: PROXY, no_proxy: noProxy})).toBe(direct ? undefined : PROXY);
	});
});

describe('noProxyWith', () => {
	it("adds the host to NO_PROXY and no_proxy, keeping the user's entries", () => {
		expect(noProxyWith({}, '127.0.0.1')).toEqual({NO_PROXY: '127.0.0.1', no_proxy: '127.0.0.1'});
		expect(noProxyWith({NO_PROXY: 'corp.example'}, '127.0.0.1')).toEqual({
			NO_PROXY: 'corp.example,127.0.0.1',
			no_proxy: 'corp.example,127.0.0.1',
		});
		expect(noProxyWith({NO_PROXY: 'a.example', no_proxy: 'b.example'}, '127.0.0.1')).toEqual({
			NO_PROXY: 'a.example,127.0.0.1',
			no_proxy: 'b.example,127.0.0.1',
		});
		expect(noProxyWith({NO_PROXY: 'x, 127.0.0.1', no_proxy: '*'}, '127.0.0.1')).toEqual({
			NO_PROXY: 'x, 127.0.0.1',
			no_proxy: '*',
		});
	});
});
