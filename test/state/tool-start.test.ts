/**
 * When a tool call starts to run. claude sends no "started" event: a call whose input is complete waits (for its
 * permission check, or behind an earlier call: claude runs a call that is not read-only only once those are done)
 * until the person allows it or claude reports on it.
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {ranFor} from '../../src/present/tool-summary.js';
import type {AppEvent} from '../../src/state/events.js';
import {findTool} from '../../src/state/items.js';
import {reduce} from '../../src/state/reducer.js';
import {initialState, type AppState} from '../../src/state/state.js';
import type {ToolCall} from '../../src/state/transcript.js';
import {ownFixturesDir} from '../helpers/fixtures.js';
import {allItems, recordingEvents} from '../helpers/replay-state.js';
import {inbound} from '../helpers/stream-events.js';

/** Each status the call `id` takes as the events fold, with the event that moved it there. */
function statuses(events: readonly AppEvent[], id: string): Array<{status: string; event: AppEvent; call: ToolCall}> {
	const seen: Array<{status: string; event: AppEvent; call: ToolCall}> = [];
	let state: AppState = initialState();
	for (const event of events) {
		state = reduce(state, event);
		const call = findTool(allItems(state), id);
		if (call && call.status !== seen.at(-1)?.status) seen.push({status: call.status, event, call});
	}
	return seen;
}

/** One assistant message of these tool calls, at `at`. */
const callsAt = (content: readonly object[], at: number) =>
	inbound({type: 'assistant', message: {id: 'm1', role: 'assistant', content}}, at);

const isResultFor = (event: AppEvent, id: string) =>
	event.type === 'inbound' &&
	event.message.type === 'user' &&
	Array.isArray(event.message.message.content) &&
	event.message.message.content.some(block => block.type === 'tool_result' && block.tool_use_id === id);

describe('a call is running only once something says so', () => {
	it('claude 2.1.330: a Write after an Edit in one message waits through the Edit, is asked, runs from the allow', () => {
		const events = recordingEvents('m-rewind-files.jsonl');
		const write = statuses(events, 'toolu_mock_0002');
		expect(write.map(step => step.status)).toEqual([
			'input-streaming',
			'waiting',
			'awaiting-permission',
			'running',
			'done',
		]);
		// The Edit's result comes while the Write waits: the Write can have started no earlier.
		const editResult = events.find(event => isResultFor(event, 'toolu_mock_0001'))!;
		const asked = write.find(step => step.status === 'awaiting-permission')!;
		expect(asked.call.readySince).toBe(editResult.at);
		const allowed = write.find(step => step.status === 'running')!;
		expect(allowed.event.type).toBe('permission-decided');
		expect(allowed.call.runningSince).toBe(allowed.event.at);
		// Its time is from the allow: not the Edit it waited behind, nor the person's answer.
		const done = write.at(-1)!;
		expect(ranFor(done.call)).toBe(done.event.at - allowed.event.at);
	});

	it('claude 2.1.330: a Bash that will be asked waits, not runs, between its input and the prompt', () => {
		const bash = statuses(recordingEvents('b-bash-allow.jsonl'), 'toolu_mock_0001');
		expect(bash.map(step => step.status)).toEqual([
			'input-streaming',
			'waiting',
			'awaiting-permission',
			'running',
			'done',
		]);
	});

	it('claude 2.1.330: a Bash it runs unasked waits until its task starts, then counts from when it could start', () => {
		const events = recordingEvents(path.join(ownFixturesDir, 'cctui-records/steer-writes.jsonl'));
		const bash = statuses(events, 'toolu_36b101_0002');
		expect(bash.map(step => step.status)).toEqual(['input-streaming', 'waiting', 'running', 'done']);
		const running = bash[2]!;
		expect(
			running.event.type === 'inbound' && running.event.message.type === 'system' && running.event.message.subtype,
		).toBe('task_started');
		const ready = bash[1]!.call.readySince!;
		expect(running.call.runningSince).toBe(ready);
		expect(running.event.at - ready).toBeGreaterThan(2_500);
	});

	it('tool_progress says a waiting call runs', () => {
		const events = [
			callsAt([{type: 'tool_use', id: 't1', name: 'Bash', input: {command: 'make'}}], 1_000),
			inbound({type: 'tool_progress', tool_use_id: 't1', tool_name: 'Bash', elapsed_time_seconds: 2, uuid: 'p'}, 3_000),
		];
		expect(statuses(events, 't1').map(step => [step.status, step.call.runningSince])).toEqual([
			['waiting', undefined],
			['running', 1_000],
		]);
	});

	it('a call claude ran unasked after another took its time from that one’s result', () => {
		const use = (id: string, name: string) => ({type: 'tool_use', id, name, input: {}});
		const result = (id: string, at: number) =>
			inbound(
				{
					type: 'user',
					parent_tool_use_id: null,
					message: {role: 'user', content: [{type: 'tool_result', tool_use_id: id, content: 'ok'}]},
				},
				at,
			);
		const events = [
			callsAt([use('bash', 'Bash'), use('write', 'Write'), use('read', 'Read')], 1_000),
			result('bash', 9_000),
			result('write', 9_100),
			result('read', 9_150),
		];
		const state = events.reduce(reduce, initialState());
		const items = allItems(state);
		expect(ranFor(findTool(items, 'bash')!)).toBe(8_000);
		expect(ranFor(findTool(items, 'write')!)).toBe(100);
		expect(ranFor(findTool(items, 'read')!)).toBe(50);
	});
});
