/**
 * Property tests over random and mutated claude output: parser + reducer never throw and keep their
 * invariants, and the session answers every permission request exactly once (or not at all when
 * claude cancelled it first), whatever arrives in whatever order.
 */
import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {Session} from '../../src/session/session.js';
import {decodeStdoutLine} from '../../src/ingest/stdout-line.js';
import {createStore} from '../../src/session/store.js';
import {reduce} from '../../src/state/reducer.js';
import {initialState, type AppState} from '../../src/state/state.js';
import type {ToolStatus, TranscriptItem} from '../../src/state/transcript.js';
import {FakeTransport} from '../helpers/fake-transport.js';
import {sharedTranscriptNames, stdoutLines} from '../helpers/fixtures.js';
import {tick} from '../helpers/wait-for.js';

const FIXTURES = sharedTranscriptNames().map(stdoutLines);
const STATUSES: readonly ToolStatus[] = [
	'input-streaming',
	'waiting',
	'awaiting-permission',
	'running',
	'done',
	'error',
	'denied',
	'interrupted',
];

type Mutation =
	| {kind: 'drop' | 'duplicate' | 'swap'; at: number}
	| {kind: 'truncate'; at: number; keep: number}
	| {kind: 'insert'; at: number; line: string};

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
	fc.record({kind: fc.constantFrom('drop' as const, 'duplicate' as const, 'swap' as const), at: fc.nat()}),
	fc.record({kind: fc.constant('truncate' as const), at: fc.nat(), keep: fc.nat()}),
	fc.record({
		kind: fc.constant('insert' as const),
		at: fc.nat(),
		line: fc.oneof(
			fc.string(),
			fc.json(),
			fc.jsonValue().map(value => JSON.stringify({type: 'stream_event', event: value})),
		),
	}),
);

function mutate(lines: readonly string[], mutations: readonly Mutation[]): string[] {
	const out = [...lines];
	for (const change of mutations) {
		const at = out.length === 0 ? 0 : change.at % out.length;
		if (change.kind === 'drop') out.splice(at, 1);
		else if (change.kind === 'duplicate' && out[at] !== undefined) out.splice(at, 0, out[at]!);
		else if (change.kind === 'swap' && at + 1 < out.length) [out[at], out[at + 1]] = [out[at + 1]!, out[at]!];
		else if (change.kind === 'truncate' && out[at] !== undefined)
			out[at] = out[at]!.slice(0, change.keep % (out[at]!.length + 1));
		else if (change.kind === 'insert') out.splice(at, 0, change.line);
	}
	return out;
}

function toolItems(items: readonly TranscriptItem[]): Array<Extract<TranscriptItem, {kind: 'tool'}>> {
	return items.flatMap(item => (item.kind === 'tool' ? [item, ...toolItems(item.call.children)] : []));
}

function checkInvariants(state: AppState): void {
	const tools = toolItems([...state.committed, ...state.pending]).filter(item => !item.expanded);
	const ids = tools.map(item => item.call.id);
	// Each tool call lives in exactly one place, in exactly one known state.
	expect(new Set(ids).size).toBe(ids.length);
	for (const item of tools) expect(STATUSES).toContain(item.call.status);
	const requests = state.permissions.map(request => request.requestId);
	expect(new Set(requests).size).toBe(requests.length);
	const items = [...state.committed, ...state.pending].map(item => item.id);
	expect(new Set(items).size).toBe(items.length);
}

describe('parser + reducer on mutated real streams', () => {
	it('never throw, and keep tool calls, prompts and items unique and well-formed', () => {
		fc.assert(
			fc.property(fc.nat({max: FIXTURES.length - 1}), fc.array(mutation, {maxLength: 12}), (fixture, mutations) => {
				let state = initialState();
				mutate(FIXTURES[fixture]!, mutations).forEach((line, index) => {
					const event = decodeStdoutLine(line, index);
					if (event) state = reduce(state, event);
				});
				checkInvariants(state);
			}),
			{numRuns: 500},
		);
	});

	it('survives arbitrary JSON values and strings as frames', () => {
		fc.assert(
			fc.property(
				fc.array(
					fc.oneof(
						fc.string(),
						fc.json(),
						fc.jsonValue().map(value => JSON.stringify(value)),
					),
					{maxLength: 40},
				),
				lines => {
					let state = initialState();
					lines.forEach((line, index) => {
						const event = decodeStdoutLine(line, index);
						if (event) state = reduce(state, event);
					});
					checkInvariants(state);
				},
			),
			{numRuns: 500},
		);
	});
});

type Op =
	| {kind: 'request'; subtype: string; twice: boolean}
	| {kind: 'cancel' | 'allow' | 'deny'; pick: number}
	| {kind: 'junk'; line: string};

const op: fc.Arbitrary<Op> = fc.oneof(
	fc.record({
		kind: fc.constant('request' as const),
		subtype: fc.constantFrom('can_use_tool', 'can_use_tool', 'teleport', 'hook_callback', 'elicitation', 'mcp_message'),
		twice: fc.boolean(),
	}),
	fc.record({kind: fc.constantFrom('cancel' as const, 'allow' as const, 'deny' as const), pick: fc.nat()}),
	fc.record({kind: fc.constant('junk' as const), line: fc.oneof(fc.string(), fc.json())}),
);

describe('the session answers each control_request once', () => {
	it('exactly one answer per request, none for one claude cancelled first, all before close returns', async () => {
		await fc.assert(
			fc.asyncProperty(fc.array(op, {maxLength: 25}), async ops => {
				const transport = new FakeTransport();
				const session = new Session({store: createStore(initialState(), {throttleMs: 0}), requestTimeoutMs: 60_000});
				void session.attach(transport);
				const answers = (id: string) =>
					transport
						.written()
						.filter(
							frame =>
								frame['type'] === 'control_response' && (frame['response'] as {request_id?: string}).request_id === id,
						).length;
				const sent: string[] = [];
				const cancelledFirst = new Set<string>();
				for (const [index, step] of ops.entries()) {
					if (step.kind === 'request') {
						const id = `req-${index}`;
						sent.push(id);
						const frame = {
							type: 'control_request',
							request_id: id,
							request: {
								subtype: step.subtype,
								tool_name: 'Bash',
								input: {command: `echo ${index}`},
								tool_use_id: `toolu_${index}`,
							},
						};
						transport.emit(frame);
						if (step.twice) transport.emit(frame);
					} else if (step.kind === 'junk') transport.emit(step.line);
					else {
						const id = sent[step.pick % Math.max(1, sent.length)];
						if (id === undefined) continue;
						if (step.kind === 'cancel') {
							if (answers(id) === 0) cancelledFirst.add(id);
							transport.emit({type: 'control_cancel_request', request_id: id});
						} else
							session.decide(
								id,
								step.kind === 'allow'
									? {behavior: 'allow', scope: 'once', updatedInput: {command: 'x'}}
									: {behavior: 'deny', scope: 'once', source: 'user', message: 'no'},
							);
					}
					await tick();
				}
				await session.close();
				for (const id of sent) expect(answers(id), id).toBe(cancelledFirst.has(id) ? 0 : 1);
			}),
			{numRuns: 150},
		);
	});
});
