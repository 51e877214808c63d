/**
 * The two decoders of the wire format can never drift (issue 20): parseLine, which takes the
 * commonest frames by the fast path (fast-path.ts), must give exactly what the schemas alone give
 * (parseFrameBySchema) — the same message, the same unknown-frame tag, the same diagnostic — for
 * every line of every fixture under test/fixtures, and for fuzzed lines made from them: fields
 * removed, set to null, wrong types, huge values or any unicode, unknown fields added, variant
 * tags swapped, keys shuffled.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {isDeepStrictEqual} from 'node:util';
import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import type {z} from 'zod';
import {fastFrame} from '../../src/protocol/fast-path.js';
import {parseFrameBySchema, parseLine} from '../../src/protocol/parse-line.js';
import {inboundSchemas} from '../../src/protocol/schemas.js';
import {ownFixturesDir} from '../helpers/fixtures.js';

type Json = Record<string, unknown>;
type Path = readonly (string | number)[];

/** A line that a host could read: each line of each fixture, and the frame a recording line holds. */
function fixtureLines(): string[] {
	const files = readdirSync(ownFixturesDir, {recursive: true, encoding: 'utf8'}).filter(file => /\.jsonl?$/.test(file));
	const lines = new Set<string>();
	const add = (line: string): unknown => {
		const value = json(line);
		if (value !== undefined) lines.add(line);
		return value;
	};
	for (const file of files.sort()) {
		for (const line of readFileSync(path.join(ownFixturesDir, file), 'utf8').split('\n')) {
			const recorded = add(line) as {dir?: unknown; msg?: unknown; raw?: unknown} | undefined;
			if (typeof recorded !== 'object' || recorded === null || recorded.dir === undefined) continue;
			if (recorded.msg !== undefined) add(JSON.stringify(recorded.msg));
			if (typeof recorded.raw === 'string') add(recorded.raw);
		}
	}
	return [...lines];
}

/** The line's JSON value; undefined when it is not JSON (then no decoder sees it). */
function json(line: string): unknown {
	try {
		return JSON.parse(line) as unknown;
	} catch {
		return undefined;
	}
}

/** Both decoders on one line: undefined when they agree, else what each gave. */
function disagreement(line: string): string | undefined {
	const production = parseLine(line);
	const reference = parseFrameBySchema(JSON.parse(line), line);
	if (isDeepStrictEqual(production, reference)) return undefined;
	const show = (value: unknown) => JSON.stringify(value)?.slice(0, 400);
	return `${line.slice(0, 400)}\n  parseLine:          ${show(production)}\n  parseFrameBySchema: ${show(reference)}`;
}

const lines = fixtureLines();
const frames = lines
	.map(line => JSON.parse(line) as unknown)
	.filter((value): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value));

/** Every key and every literal (variant tags) that an inbound schema names. */
function schemaNames(schema: z.core.$ZodType, keys: Set<string>, tags: Set<string>, seen = new Set<unknown>()): void {
	if (seen.has(schema)) return;
	seen.add(schema);
	const def = schema._zod.def as unknown as Record<string, unknown>;
	if (def['type'] === 'literal')
		for (const value of def['values'] as unknown[]) if (typeof value === 'string') tags.add(value);
	const children: unknown[] = [
		def['innerType'],
		def['element'],
		def['valueType'],
		def['in'],
		...((def['options'] as unknown[] | undefined) ?? []),
	];
	for (const [key, child] of Object.entries((def['shape'] as Record<string, unknown> | undefined) ?? {})) {
		keys.add(key);
		children.push(child);
	}
	for (const child of children) if (child) schemaNames(child as z.core.$ZodType, keys, tags, seen);
}
const schemaKeys = new Set<string>();
const schemaTags = new Set<string>();
for (const schema of Object.values(inboundSchemas)) schemaNames(schema, schemaKeys, schemaTags);

/** Written into a line as bare JSON text: numbers JSON.stringify cannot write. */
const RAW_NUMBERS: Readonly<Record<string, string>> = {
	'\u0000inf': '1e999',
	'\u0000-inf': '-1e999',
	'\u0000tiny': '1e-400',
	'\u0000-zero': '-0',
};

/** Deep enough for every schema field (request.permission_suggestions[0].rules[0].toolName). */
const MAX_DEPTH = 6;

/** Every field inside a value, by path, down to MAX_DEPTH; [] is the value itself. */
function fieldPaths(value: unknown, at: Path = []): Path[] {
	if (at.length > MAX_DEPTH || typeof value !== 'object' || value === null) return [at];
	const entries: [string | number, unknown][] = Array.isArray(value)
		? value.map((item, index) => [index, item])
		: Object.entries(value);
	return [at, ...entries.flatMap(([name, child]) => fieldPaths(child, [...at, name]))];
}

const valueAt = (root: unknown, at: Path): unknown => at.reduce<unknown>((node, name) => (node as Json)[name], root);
const isContainer = (node: unknown): node is Json => typeof node === 'object' && node !== null;

/** The variants a frame holds, by its type and subtype tags and those of the objects in it. */
function variant(value: unknown, depth = 0): string {
	if (depth > MAX_DEPTH || !isContainer(value)) return '';
	const tag = Array.isArray(value) ? '' : `${String(value['type'] ?? '')}/${String(value['subtype'] ?? '')}`;
	return `${tag}(${Object.values(value)
		.map(child => variant(child, depth + 1))
		.filter(Boolean)
		.join(',')})`;
}

const claimed = frames.filter(frame => fastFrame(frame) !== undefined);

/** One frame of each variant the fast path takes (the shortest recorded). */
const samples = [
	...new Map(
		[...claimed]
			.sort((a, b) => JSON.stringify(b).length - JSON.stringify(a).length)
			.map(frame => [variant(frame), frame] as const),
	).values(),
];

/** Every subtree of the fixture frames: a block, a delta, a usage, put where something else was. */
const subtrees: unknown[] = samples.flatMap(frame =>
	fieldPaths(frame)
		.map(at => valueAt(frame, at))
		.filter(isContainer),
);

const value = fc.oneof(
	{
		arbitrary: fc.constantFrom<unknown>(
			null,
			true,
			0,
			-1,
			1.5,
			2 ** 53 + 1,
			1e308,
			'',
			'x',
			[],
			{},
			[1],
			{type: 'x'},
			...Object.keys(RAW_NUMBERS),
		),
		weight: 4,
	},
	fc.constantFrom(...schemaTags),
	fc.string({unit: 'binary', maxLength: 40}),
	fc.constantFrom('\u{1F600}\u200F\u202E\u2028\u0000\uD800', 'é'.repeat(5000), 'x'.repeat(100_000)),
	fc.double(),
	fc.jsonValue({maxDepth: 2}),
	fc.constantFrom(...subtrees),
);
const name = fc.oneof(
	fc.constantFrom(...schemaKeys),
	fc.string({unit: 'binary', maxLength: 12}),
	fc.constantFrom('__proto__', 'constructor', 'toString'),
);

/** One change at the field `pick` picks (modulo the fields of the frame). */
const mutation = fc.record({
	// Unbiased: fast-check's bias toward small values would pick the frame's first fields nearly always.
	pick: fc.noBias(fc.nat()),
	kind: fc.constantFrom('remove', 'set', 'set', 'add', 'retag', 'shuffle'),
	name,
	value,
	tag: fc.constantFrom(...schemaTags),
	order: fc.noBias(fc.array(fc.nat(), {minLength: 64, maxLength: 64})),
});
type Change = typeof mutation extends fc.Arbitrary<infer T> ? T : never;

/** Sets a key as a line carries it (assigning '__proto__' would set the prototype instead). */
function setOwn(target: Json, key: string, to: unknown): void {
	Object.defineProperty(target, key, {value: to, enumerable: true, configurable: true, writable: true});
}

function shuffle(target: Json, order: readonly number[]): void {
	const entries = Object.entries(target)
		.map((entry, index) => ({entry, rank: order[index % order.length]! + index / order.length}))
		.sort((a, b) => a.rank - b.rank);
	for (const key of Object.keys(target)) delete target[key];
	if (Array.isArray(target)) target.push(...entries.map(({entry}) => entry[1]));
	else for (const {entry} of entries) setOwn(target, entry[0], entry[1]);
}

function mutate(frame: Json, change: Change): Json {
	const copy = structuredClone(frame);
	const paths = fieldPaths(copy);
	const at = paths[change.pick % paths.length]!;
	const parent = at.length > 0 ? (valueAt(copy, at.slice(0, -1)) as Json) : undefined;
	const key = at.at(-1);
	const here = valueAt(copy, at);
	const container = isContainer(here) ? here : parent!;
	switch (change.kind) {
		case 'remove':
			if (Array.isArray(parent)) parent.splice(key as number, 1);
			else if (parent) delete parent[key!];
			break;
		case 'set':
			if (parent) setOwn(parent, String(key), change.value);
			break;
		case 'add':
			if (Array.isArray(container)) container.push(change.value);
			else setOwn(container, change.name, change.value);
			break;
		case 'retag':
			if (!Array.isArray(container))
				setOwn(container, 'subtype' in container && change.pick % 2 === 0 ? 'subtype' : 'type', change.tag);
			break;
		case 'shuffle':
			shuffle(container, change.order);
			break;
	}
	return copy;
}

/** Each field of each sample removed or set to a wrong value: every single change, not a sample of them. */
const SWEEP_VALUES: readonly unknown[] = [undefined, null, 0, '\u0000inf', 'x', true, [], {}];

/** The fields a schema names, in objects a schema describes (the first item of each array). */
function schemaPaths(value: unknown, at: Path = []): Path[] {
	if (at.length > MAX_DEPTH || !isContainer(value)) return [];
	const entries: [string | number, unknown][] = Array.isArray(value)
		? value.slice(0, 1).map(item => [0, item])
		: Object.entries(value).filter(([key]) => schemaKeys.has(key));
	return entries.flatMap(([key, child]) => [[...at, key], ...schemaPaths(child, [...at, key])]);
}

function* singleChanges(frame: Json): Generator<Json> {
	for (const at of schemaPaths(frame)) {
		for (const to of SWEEP_VALUES) {
			const copy = structuredClone(frame);
			const parent = valueAt(copy, at.slice(0, -1)) as Json;
			if (to === undefined) delete parent[at.at(-1)!];
			else parent[at.at(-1)!] = to;
			yield copy;
		}
	}
}

function lineOf(frame: Json): string {
	let line = JSON.stringify(frame);
	for (const [marker, text] of Object.entries(RAW_NUMBERS)) line = line.replaceAll(JSON.stringify(marker), text);
	return line;
}

describe('parseLine and the schemas alone agree', () => {
	it('the fixtures have lines of every kind to try (else this proves nothing)', () => {
		expect(lines.length).toBeGreaterThan(3000);
		expect(claimed.length).toBeGreaterThan(2000);
		expect(frames.filter(frame => fastFrame(frame) === undefined).length).toBeGreaterThan(100);
	});

	it('on every line of every fixture', () => {
		expect(lines.map(disagreement).filter(Boolean).slice(0, 5)).toEqual([]);
	});

	it('on every fixture variant the fast path takes with any one field removed or of a wrong type', () => {
		const problems = samples.flatMap(frame =>
			[...singleChanges(frame)].map(changed => disagreement(lineOf(changed))).filter(Boolean),
		);
		expect(problems.slice(0, 5)).toEqual([]);
	});

	it('on fixture lines with fields removed, wrong, huge, unicode, added, retagged or shuffled', () => {
		const reached = {fast: 0, schema: 0};
		// Lines the fast path takes as often as a stream has them (deltas, mostly), each variant it takes, any line at all.
		const start = fc.oneof(
			{arbitrary: fc.constantFrom(...claimed), weight: 2},
			fc.constantFrom(...samples),
			fc.constantFrom(...frames),
		);
		fc.assert(
			fc.property(start, fc.array(mutation, {minLength: 1, maxLength: 4}), (frame, changes) => {
				const line = lineOf(changes.reduce(mutate, frame));
				reached[fastFrame(JSON.parse(line)) === undefined ? 'schema' : 'fast']++;
				expect(disagreement(line)).toBeUndefined();
			}),
			{numRuns: 4000},
		);
		// Both paths got fuzzed lines: the comparison is not vacuous either way.
		expect(reached.fast).toBeGreaterThan(800);
		expect(reached.schema).toBeGreaterThan(800);
	});
});
