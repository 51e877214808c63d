/**
 * A field that only decorates never rejects a line (issue 28, item 1). Real API traffic carries
 * `"estimated_tokens": null` on thinking deltas, and other fields will surprise us next; cctui
 * must read such a line as if the field were absent. For every stdout line of every recording:
 * each field whose removal still leaves a readable line (an optional one) is set to null, a
 * string, a number and an object, and the line must still be read, and the reducer's state after
 * the whole recording must be what it is with the field removed (or, for data cctui keeps as it
 * came, such as a tool's input, with that value kept).
 */
import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {parseLine} from '../../src/protocol/parse-line.js';
import {decodeFileLine} from '../../src/ingest/file-line.js';
import {reduce} from '../../src/state/reducer.js';
import {initialState} from '../../src/state/state.js';
import {readRecording, sharedTranscriptNames, type RecordedLine} from '../helpers/fixtures.js';

type Json = Record<string, unknown>;
type Path = readonly (string | number)[];

const GARBAGE: readonly unknown[] = [null, 'x', 7, {unexpected: true}];
/**
 * Optional fields that are the conversation itself, not decoration: a message's content blocks and
 * a tool result's content. Garbage there rejects the line, and the diagnostic names the field.
 */
const ESSENTIAL = new Set(['message.content', 'event.message.content', 'message.content.0.content']);
/** Deep enough for every schema field (request.permission_suggestions[0].rules[0].toolName). */
const MAX_DEPTH = 6;

/** Every field of a frame, by path (the first element of each array only). */
function fieldPaths(value: unknown, path: Path = []): Path[] {
	if (path.length > MAX_DEPTH || typeof value !== 'object' || value === null) return [];
	if (Array.isArray(value)) return value.length > 0 ? fieldPaths(value[0], [...path, 0]) : [];
	return Object.entries(value).flatMap(([key, child]) => [[...path, key], ...fieldPaths(child, [...path, key])]);
}

/** A deep copy of `frame` with the field at `path` set to `value` (undefined: removed). */
function withField(frame: Json, path: Path, value: unknown): Json {
	const copy = structuredClone(frame);
	const parent = path.slice(0, -1).reduce<Json>((node, key) => node[key] as Json, copy);
	const key = path.at(-1)!;
	if (value === undefined) delete parent[key];
	else parent[key] = value;
	return copy;
}

function valueAt(value: unknown, path: Path): unknown {
	return path.reduce<unknown>(
		(node, key) => (typeof node === 'object' && node !== null ? (node as Json)[key] : undefined),
		value,
	);
}

interface Sample {
	readonly file: string;
	readonly line: number;
	readonly frame: Json;
	readonly path: Path;
}

/** Every optional field of every recorded stdout frame: removing it leaves a line cctui reads. */
const samples: Sample[] = sharedTranscriptNames().flatMap(file =>
	readRecording(file).flatMap((recorded, line) => {
		if (recorded.dir !== 'out' || !recorded.msg) return [];
		const frame = recorded.msg;
		return fieldPaths(frame)
			.filter(path => parseLine(JSON.stringify(withField(frame, path, undefined)))?.kind === 'message')
			.map(path => ({file, line, frame, path}));
	}),
);

/** The reducer's state after the whole recording, with line `index`'s frame replaced. */
function stateWith(file: string, index: number, frame: Json): string {
	const lines = readRecording(file).map((recorded, at): RecordedLine =>
		at === index ? {...recorded, msg: frame} : recorded,
	);
	const state = lines
		.flatMap((recorded, at) => decodeFileLine(JSON.stringify(recorded), at, at).events)
		.reduce(reduce, initialState());
	return JSON.stringify(state);
}

describe('fields that only decorate', () => {
	it('the recordings have optional fields to try (else this proves nothing)', () => {
		expect(samples.length).toBeGreaterThan(1000);
		expect(samples.some(sample => sample.path.join('.') === 'event.delta.estimated_tokens')).toBe(true);
	});

	it('an optional field set to null, a string, a number or an object never makes a line unreadable', () => {
		const rejected = samples.flatMap(({file, line, frame, path}) =>
			GARBAGE.flatMap(value => {
				const parsed = parseLine(JSON.stringify(withField(frame, path, value)));
				if (parsed?.kind === 'message') return [];
				const error = parsed?.kind === 'malformed' ? parsed.error : String(parsed?.kind);
				if (ESSENTIAL.has(path.join('.')) && error.includes(`: ${path.join('.')}: expected`)) return [];
				return [`${file}:${line + 1} ${path.join('.')} = ${JSON.stringify(value)}: ${error}`];
			}),
		);
		expect([...new Set(rejected.map(problem => problem.replace(/^\S+ /, '')))].slice(0, 30)).toEqual([]);
	});

	it('the reducer shows the same as with the field absent, or as with the value kept where cctui keeps data as it came', () => {
		fc.assert(
			fc.property(fc.constantFrom(...samples), fc.constantFrom(...GARBAGE), ({file, line, frame, path}, value) => {
				const mutated = withField(frame, path, value);
				const parsed = parseLine(JSON.stringify(mutated));
				if (parsed?.kind !== 'message') return ESSENTIAL.has(path.join('.'));
				// Kept: an undeclared field (loose objects pass them through) or data under z.unknown().
				const kept = valueAt(parsed.message, path) !== undefined;
				const expected = kept ? mutated : withField(frame, path, undefined);
				expect(stateWith(file, line, mutated), `${file}:${line + 1} ${path.join('.')} = ${JSON.stringify(value)}`).toBe(
					stateWith(file, line, expected),
				);
				return true;
			}),
			{numRuns: 400},
		);
	});

	it('thinking streams live when the API sends estimated_tokens as a number or null', () => {
		const before = readRecording('o-thinking-estimated-tokens.jsonl');
		const lastThinking = before.findLastIndex(recorded =>
			JSON.stringify(recorded.msg ?? {}).includes('"thinking_delta"'),
		);
		const state = before
			.slice(0, lastThinking + 1)
			.flatMap((recorded, at) => decodeFileLine(JSON.stringify(recorded), at, at).events)
			.reduce(reduce, initialState());
		expect(state.malformedLines).toBe(0);
		const thinking = [...state.committed, ...state.pending].filter(item => item.kind === 'thinking');
		expect(thinking.map(item => item.kind === 'thinking' && item.status)).toEqual(['streaming']);
		expect(thinking[0]?.kind === 'thinking' && thinking[0].text.length).toBeGreaterThan(40);
	});
});

describe('a list with an item that does not fit', () => {
	const read = (frame: object) => {
		const parsed = parseLine(JSON.stringify(frame));
		return parsed?.kind === 'message' ? (parsed.message as unknown as Json) : undefined;
	};
	const rule = {
		type: 'addRules',
		rules: [{toolName: 'Bash', ruleContent: 'ls'}],
		behavior: 'allow',
		destination: 'session',
	};

	it('keeps the other items: one bad tool name, server, suggestion or uuid costs only itself', () => {
		expect(
			read({
				type: 'system',
				subtype: 'init',
				session_id: 's',
				tools: ['Bash', null],
				mcp_servers: [
					{name: null, status: 'failed'},
					{name: 'docs', status: 'connected'},
				],
			}),
		).toMatchObject({tools: ['Bash'], mcp_servers: [{name: 'docs', status: 'connected'}]});
		expect(
			read({
				type: 'control_request',
				request_id: 'r1',
				request: {
					subtype: 'can_use_tool',
					tool_name: 'Bash',
					input: {command: 'ls'},
					permission_suggestions: [{type: null}, rule],
				},
			}),
		).toMatchObject({request: {permission_suggestions: [rule]}});
		expect(
			read({type: 'result', subtype: 'success', is_error: false, session_id: 's', user_message_uuids: ['u1', 7]}),
		).toMatchObject({user_message_uuids: ['u1']});
	});
});

describe('a field that words what a frame says, not what it is', () => {
	const read = (frame: object) => {
		const parsed = parseLine(JSON.stringify(frame));
		return parsed?.kind === 'message' ? (parsed.message as unknown as Json) : undefined;
	};

	it("a task's end without a readable status still ends it; a denial without a tool name still denies its call", () => {
		expect(
			read({type: 'system', subtype: 'task_notification', session_id: 's', task_id: 't1', status: null}),
		).toMatchObject({status: 'ended'});
		expect(
			read({type: 'system', subtype: 'permission_denied', session_id: 's', tool_name: null, tool_use_id: 'toolu_1'}),
		).toMatchObject({tool_name: 'A tool', tool_use_id: 'toolu_1'});
	});
});
