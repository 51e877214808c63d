import {describe, expect, it} from 'vitest';
import {BodyDigest} from '../../src/gateway/retries.js';

const digest = (chunks: readonly Buffer[]): string => {
	const body = new BodyDigest();
	for (const chunk of chunks) body.update(chunk);
	return body.digest();
};

describe('a request body digest', () => {
	const body = Buffer.from(
		JSON.stringify({
			model: 'm',
			messages: [{role: 'user', content: 'é "stream":true ✻'}],
			max_tokens: 128000,
			stream: true,
		}),
	);

	it('is the same however the body is cut into chunks, a character or a field cut included', () => {
		const whole = digest([body]);
		for (const size of [1, 2, 3, 7, 13, 40, 41]) {
			const chunks: Buffer[] = [];
			for (let at = 0; at < body.length; at += size) chunks.push(body.subarray(at, at + size));
			expect(digest(chunks)).toBe(whole);
		}
	});

	it('leaves out stream and max_tokens, which claude changes when it retries a broken stream, and nothing else', () => {
		const retry = Buffer.from(
			body.toString().replace('"max_tokens":128000', '"max_tokens":64000').replace('"stream":true}', '"stream":false}'),
		);
		expect(digest([retry])).toBe(digest([body]));
		expect(digest([Buffer.from(body.toString().replace('"model":"m"', '"model":"n"'))])).not.toBe(digest([body]));
		expect(digest([Buffer.from(body.toString().replace('é', 'e'))])).not.toBe(digest([body]));
	});
});
