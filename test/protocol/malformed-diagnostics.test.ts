/**
 * What a person is told about a line cctui cannot read: the reason names the failing field and
 * what was expected there, the excerpt is the line itself or its first 120 characters and its
 * length, and an unreadable control_request keeps its id so it can be refused.
 */
import {describe, expect, it} from 'vitest';
import {z} from 'zod';
import {excerptOf, formatIssue, parseFrame, parseLine} from '../../src/protocol/parse-line.js';

const malformed = (line: string) => {
	const parsed = parseLine(line);
	if (parsed?.kind !== 'malformed') throw new Error(`expected malformed, got ${JSON.stringify(parsed)}`);
	return parsed;
};

describe('the excerpt', () => {
	it('is the whole line up to 120 characters, else its first 120 and its length', () => {
		const exactly = `{${'x'.repeat(119)}`;
		expect(malformed(exactly).excerpt).toBe(exactly);
		const longer = `{${'x'.repeat(120)}`;
		expect(malformed(longer).excerpt).toBe(`${longer.slice(0, 120)}… (121 chars)`);
		expect(excerptOf('')).toBe('');
	});
});

describe('the reason', () => {
	it('for a line that is not JSON, quotes the parser', () => {
		expect(malformed('{"type":').error).toMatch(/^not JSON \(.+\)$/);
	});

	it('for JSON that is not an object', () => {
		for (const line of ['null', 'true', '"text"', '[{"type":"result"}]', '7']) {
			expect(parseLine(line)).toEqual({kind: 'malformed', error: 'not a JSON object', excerpt: line});
		}
		expect(parseFrame(null)).toEqual({kind: 'malformed', error: 'not a JSON object', excerpt: ''});
	});

	it('for an object without a string type', () => {
		for (const line of ['{}', '{"type":5}', '{"type":null}']) {
			expect(parseLine(line)).toEqual({kind: 'malformed', error: 'missing string field "type"', excerpt: line});
		}
	});

	it.each([
		[
			'a field of the wrong type',
			'{"type":"result","subtype":"success","is_error":"no"}',
			'result: is_error: expected boolean, received string',
		],
		[
			'a missing field',
			'{"type":"control_cancel_request"}',
			'control_cancel_request: request_id: missing (string or number expected)',
		],
		[
			'a field deep in a known block',
			'{"type":"assistant","message":{"id":"m","content":[{"type":"text","text":5}]}}',
			'assistant: message.content.0.text: expected string, received number',
		],
		[
			'a missing field deep in a known block',
			'{"type":"assistant","message":{"id":"m","content":[{"type":"text"}]}}',
			'assistant: message.content.0.text: missing (string expected)',
		],
		[
			'a field of a known delta',
			'{"type":"stream_event","event":{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":3}}}',
			'stream_event: event.delta.text: expected string, received number',
		],
		[
			'a value no variant takes: what each would have taken',
			'{"type":"user","message":{"role":"user","content":5}}',
			'user: message.content: expected string or array',
		],
		['a value that is not an object', '{"type":"stream_event","event":5}', 'stream_event: event: expected object'],
	])('names %s', (_, line, error) => {
		expect(malformed(line).error).toBe(error);
	});
});

describe('formatIssue', () => {
	it('says only the problem when it is at the top, without zod\'s "Invalid input: "', () => {
		expect(formatIssue(z.string().safeParse(5).error!)).toBe('expected string, received number');
		expect(formatIssue(z.string().safeParse(undefined).error!)).toBe('missing (string expected)');
	});

	it('keeps a message that says neither', () => {
		expect(formatIssue(z.string().min(3).safeParse('ab').error!)).toBe(
			'Too small: expected string to have >=3 characters',
		);
		expect(formatIssue(z.object({a: z.string().min(3)}).safeParse({a: 'ab'}).error!)).toBe(
			'a: Too small: expected string to have >=3 characters',
		);
	});

	it("for a union no branch of which got into the value, says the union's own message", () => {
		expect(formatIssue(z.union([z.literal('a'), z.literal('b')]).safeParse('c').error!)).toBe('Invalid input');
		expect(formatIssue(z.object({k: z.union([z.literal('a'), z.literal('b')])}).safeParse({k: 'c'}).error!)).toBe(
			'k: Invalid input',
		);
	});

	it('follows the union branch that got deepest, also inside a path', () => {
		const schema = z.object({x: z.union([z.object({a: z.object({b: z.string()})}), z.object({c: z.number()})])});
		expect(formatIssue(schema.safeParse({x: {a: {b: 1}}}).error!)).toBe('x.a.b: expected string, received number');
	});

	it('says "invalid" for an error without issues', () => {
		expect(formatIssue(new z.ZodError([]))).toBe('invalid');
	});
});

describe('an unreadable control_request', () => {
	it('keeps its id when the id is a string', () => {
		expect(
			malformed('{"type":"control_request","request_id":"r1","request":{"subtype":"can_use_tool"}}').requestId,
		).toBe('r1');
		expect(malformed('{"type":"control_request","request_id":"r2"}').requestId).toBe('r2');
	});

	it('keeps its id when the id is a number', () => {
		expect(malformed('{"type":"control_request","request_id":7,"request":{"subtype":"can_use_tool"}}').requestId).toBe(
			7,
		);
	});

	it('has none when the id is neither a string nor a number, and says no answer can be sent', () => {
		const told = '; no answer can be sent, claude may wait for one';
		for (const id of ['null', '{}', 'true', '1e999']) {
			const parsed = malformed(`{"type":"control_request","request_id":${id},"request":{"subtype":"can_use_tool"}}`);
			expect(parsed).not.toHaveProperty('requestId');
			expect(parsed.error).toBe(`control_request: request_id: expected string or number${told}`);
		}
		expect(malformed('{"type":"control_request","request":{"subtype":"can_use_tool"}}').error).toBe(
			`control_request: request_id: missing (string or number expected)${told}`,
		);
	});

	it('has none when the line is not a control_request', () => {
		expect(malformed('{"type":"result","request_id":"r1","subtype":"success","is_error":"no"}')).not.toHaveProperty(
			'requestId',
		);
	});
});
