import {isDeepStrictEqual} from 'node:util';
import {describe, expect, it} from 'vitest';
import type {z} from 'zod';
import {fastFrame} from '../../src/protocol/fast-path.js';
import {formatIssue, parseLine} from '../../src/protocol/parse-line.js';
import {inboundSchemas} from '../../src/protocol/schemas.js';
import {sharedTranscriptNames, stdoutLines} from '../helpers/fixtures.js';

type Json = Record<string, unknown>;

const frames: Json[] = sharedTranscriptNames().flatMap(name => stdoutLines(name).map(line => JSON.parse(line) as Json));

function schemaFor(frame: Json): z.ZodType {
	return inboundSchemas[frame['type'] as keyof typeof inboundSchemas];
}

/** The fast path may only accept what zod accepts, and must give what zod gives. Returns a complaint or undefined. */
function disagreement(frame: Json): string | undefined {
	const fast = fastFrame(frame);
	if (fast === undefined) return undefined;
	const zod = schemaFor(frame).safeParse(frame);
	if (!zod.success)
		return `fast path accepted what zod rejects (${formatIssue(zod.error)}): ${JSON.stringify(frame).slice(0, 300)}`;
	return isDeepStrictEqual(fast, zod.data)
		? undefined
		: `fast path and zod differ: ${JSON.stringify(frame).slice(0, 300)}`;
}

/** Every key any inbound schema names, so mutations also add fields the fixtures leave out. */
function schemaKeys(schema: z.core.$ZodType, into = new Set<string>(), seen = new Set<unknown>()): Set<string> {
	if (seen.has(schema)) return into;
	seen.add(schema);
	const def = schema._zod.def as unknown as Record<string, unknown>;
	const children: unknown[] = [
		def['innerType'],
		def['element'],
		def['valueType'],
		def['in'],
		...((def['options'] as unknown[] | undefined) ?? []),
	];
	const shape = def['shape'] as Record<string, z.core.$ZodType> | undefined;
	for (const [key, child] of Object.entries(shape ?? {})) {
		into.add(key);
		children.push(child);
	}
	for (const child of children) if (child) schemaKeys(child as z.core.$ZodType, into, seen);
	return into;
}

const KNOWN_KEYS = [...new Set(Object.values(inboundSchemas).flatMap(schema => [...schemaKeys(schema)]))];
const WRONG_VALUES: unknown[] = [null, 0, Infinity, 'x', true, [], {}, [1], {type: 'x'}, 'unknown_variant'];
// Between them, of a wrong type for every field, and null for the non-nullable ones.
const ADDED_VALUES: unknown[] = [null, 0, 'x'];
/** The fast path looks no deeper than frame.request.permission_suggestions[0].rules[0]; below that every value is z.unknown(). */
const MAX_DEPTH = 5;

type Path = readonly (string | number)[];

/** Objects inside a frame, by path (the first element of each array only). */
function objectPaths(value: unknown, path: Path = []): Path[] {
	if (path.length > MAX_DEPTH) return [];
	if (Array.isArray(value)) return value.length > 0 ? objectPaths(value[0], [...path, 0]) : [];
	if (typeof value !== 'object' || value === null) return [];
	return [path, ...Object.entries(value).flatMap(([key, child]) => objectPaths(child, [...path, key]))];
}

/** A copy of `value` with `change` applied to the object at `path`, copying only that path. */
function withChange(value: unknown, path: Path, change: (target: Json) => void): Json {
	const copy = (Array.isArray(value) ? [...value] : {...(value as Json)}) as Json;
	const [head, ...rest] = path;
	if (head === undefined) change(copy);
	else copy[head] = withChange(copy[head], rest, change);
	return copy;
}

/** The frame with each field removed or set to a wrong type, and each field a schema names added with a wrong type. */
function* mutations(frame: Json): Generator<Json> {
	for (const path of objectPaths(frame)) {
		const target = path.reduce<Json>((node, key) => node[key] as Json, frame);
		for (const key of Object.keys(target)) {
			yield withChange(frame, path, node => delete node[key]);
			for (const value of WRONG_VALUES) yield withChange(frame, path, node => (node[key] = value));
		}
		for (const key of KNOWN_KEYS) {
			if (!(key in target))
				for (const value of ADDED_VALUES) yield withChange(frame, path, node => (node[key] = value));
		}
	}
}

/** The variants a frame holds (type and subtype tags down to MAX_DEPTH): one sample of each is mutated. */
function variants(value: unknown, depth = 0): string {
	if (depth > MAX_DEPTH || typeof value !== 'object' || value === null) return '';
	const record = value as Json;
	const tag = Array.isArray(value) ? '' : `${String(record['type'] ?? '')}/${String(record['subtype'] ?? '')}`;
	return `${tag}(${Object.values(record)
		.map(child => variants(child, depth + 1))
		.filter(Boolean)
		.join(',')})`;
}

/** Variants the fast path takes that the recordings lack. */
const unrecorded: Json[] = [
	...[
		{type: 'redacted_thinking', data: 'x'},
		{type: 'server_tool_use', id: 'x', name: 'x', input: {}},
		{type: 'text', text: 'x', citations: [{}]},
	].map(block => ({type: 'assistant', message: {id: 'x', content: [block]}})),
	...[
		{type: 'image', source: {}},
		{type: 'tool_result', tool_use_id: 'x', content: [{type: 'text', text: 'x'}], is_error: true},
	].map(block => ({type: 'user', message: {content: [block]}})),
	{type: 'user', message: {role: 'user', content: 'x'}},
	{type: 'stream_event', event: {type: 'ping'}},
	{type: 'stream_event', event: {type: 'error', error: {}}},
	{
		type: 'stream_event',
		event: {type: 'content_block_delta', index: 0, delta: {type: 'citations_delta', citation: {}}},
	},
	{type: 'system', subtype: 'init', mcp_servers: [{name: 'x', status: 'x'}]},
	{type: 'control_response', response: {subtype: 'error', request_id: 'x', error: 'x', error_code: 'x'}},
	{
		type: 'control_request',
		request_id: 'x',
		request: {
			subtype: 'can_use_tool',
			tool_name: 'x',
			input: {},
			permission_suggestions: [
				{
					type: 'addRules',
					rules: [{toolName: 'x', ruleContent: 'x'}],
					behavior: 'allow',
					destination: 'session',
					mode: 'x',
					directories: ['x'],
				},
			],
			suppress_always_allow_rule: true,
		},
	},
];

describe('fastFrame', () => {
	it('agrees with zod on every recorded stdout line', () => {
		expect(frames.map(disagreement).filter(Boolean)).toEqual([]);
	});

	it('takes most recorded lines (else it is not worth having)', () => {
		const fast = frames.filter(frame => fastFrame(frame) !== undefined).length;
		expect(fast / frames.length).toBeGreaterThan(0.95);
	});

	it('takes the variants the recordings lack', () => {
		expect(unrecorded.filter(frame => fastFrame(frame) === undefined)).toEqual([]);
	});

	it('agrees with zod on mutations of every frame variant it takes', () => {
		const samples = [
			...new Map(
				[...frames, ...unrecorded].filter(frame => fastFrame(frame)).map(frame => [variants(frame), frame]),
			).values(),
		];
		const problems: string[] = [];
		for (const sample of samples) {
			for (const mutated of mutations(sample)) {
				const problem = disagreement(mutated);
				if (problem) problems.push(problem);
			}
		}
		expect(problems.slice(0, 5)).toEqual([]);
	});

	it('leaves an own __proto__ key to zod, which drops it', () => {
		const frame = JSON.parse('{"type":"stream_event","event":{"type":"message_stop","__proto__":{"x":1}}}') as Json;
		expect(fastFrame(frame)).toBeUndefined();
		expect(parseLine(JSON.stringify(frame))).toMatchObject({kind: 'message'});
	});
});

describe('parseLine with the fast path', () => {
	const delta = (text: unknown, index = '0') =>
		`{"type":"stream_event","event":{"type":"content_block_delta","index":${index},"delta":{"type":"text_delta","text":${JSON.stringify(text)}}}}`;

	it('returns a valid common frame as decoded', () => {
		expect(parseLine(delta('hi'))).toEqual({kind: 'message', message: JSON.parse(delta('hi'))});
	});

	it('still reports invalid common frames with zod’s message', () => {
		for (const line of [delta(5), delta('hi', '"0"'), delta('hi', '1e999'), delta('hi', 'null')]) {
			const zod = inboundSchemas.stream_event.safeParse(JSON.parse(line));
			expect(zod.success).toBe(false);
			expect(parseLine(line)).toEqual({
				kind: 'malformed',
				error: `stream_event: ${formatIssue(zod.error!)}`,
				excerpt: line,
			});
		}
		expect(parseLine(delta(5))).toMatchObject({
			error: 'stream_event: event.delta.text: expected string, received number',
		});
	});

	it('still tags unknown variants of common frames', () => {
		const line = JSON.stringify({
			type: 'stream_event',
			event: {type: 'content_block_delta', index: 0, delta: {type: 'compaction_delta'}},
		});
		expect(parseLine(line)).toMatchObject({
			kind: 'message',
			message: {event: {delta: {type: 'unknown', original: 'compaction_delta'}}},
		});
	});
});
