/**
 * hasItem looks a new item's id up in a long history through an index (src/state/committed-ids.ts)
 * instead of scanning it: an item already in history, or nested in a call that is, is still found,
 * and a state the reducer continued from twice sees only its own history. Each case runs after a short
 * history (scanned) and after a long one (indexed).
 */
import {describe, expect, it} from 'vitest';
import type {AppEvent} from '../../src/state/events.js';
import {reduce} from '../../src/state/reducer.js';
import {initialState, type AppState} from '../../src/state/state.js';
import {allItems, outline} from '../helpers/replay-state.js';
import {inbound} from '../helpers/stream-events.js';

const call = (id: string, command: string, parent: string | null = null) =>
	inbound({
		type: 'assistant',
		message: {id: `msg_${id}`, content: [{type: 'tool_use', id, name: 'Bash', input: {command}}]},
		parent_tool_use_id: parent,
	});
const done = (id: string, parent: string | null = null) =>
	inbound({
		type: 'user',
		message: {role: 'user', content: [{type: 'tool_result', tool_use_id: id, content: 'ok'}]},
		parent_tool_use_id: parent,
	});
const task = inbound({
	type: 'assistant',
	message: {id: 'msg_task', content: [{type: 'tool_use', id: 'toolu_task', name: 'Task', input: {prompt: 'look'}}]},
});

const fold = (events: readonly AppEvent[], state: AppState) => events.reduce(reduce, state);
const text = (id: string) =>
	inbound({type: 'assistant', message: {id, content: [{type: 'text', text: `Text ${id}.`}]}});
const longHistory = fold(
	Array.from({length: 70}, (_, index) => text(`msg_${index}`)),
	initialState(),
);
const warnings = (state: AppState) =>
	allItems(state).flatMap(item => (item.kind === 'notice' && item.level === 'warning' ? [item.text] : []));

describe.each([
	['a short history', () => initialState()],
	['a long history', () => longHistory],
])('ids already in history, after %s', (_name, start) => {
	it('is indexed only when long', () => {
		expect(start().historyIds === undefined).toBe(start().committed.length < 64);
	});

	it('a tool call in history whose frame comes again is shown once, with a warning', () => {
		const state = fold([call('toolu_1', 'ls'), done('toolu_1'), call('toolu_1', 'ls')], start());
		expect(state.committed.map(item => item.id)).toContain('toolu_1');
		expect(outline(allItems(state)).filter(line => line.startsWith('tool'))).toHaveLength(1);
		expect(warnings(state)).toEqual(['Protocol: tool call toolu_1 arrived twice; the repeat is ignored.']);
	});

	it('a subagent’s call nested in a call in history counts too', () => {
		const state = fold(
			[
				task,
				call('toolu_sub', 'pwd', 'toolu_task'),
				done('toolu_sub', 'toolu_task'),
				done('toolu_task'),
				call('toolu_sub', 'pwd', 'toolu_task'),
			],
			start(),
		);
		const taskItem = state.committed.find(item => item.id === 'toolu_task');
		expect(taskItem?.kind === 'tool' && taskItem.call.children.map(child => child.id)).toEqual(['toolu_sub']);
		expect(warnings(state)).toEqual(['Protocol: tool call toolu_sub arrived twice; the repeat is ignored.']);
	});

	it('a state continued twice sees only its own history, not what the other continuation added', () => {
		const first = fold([call('toolu_1', 'ls'), done('toolu_1')], start());
		const later = fold([call('toolu_2', 'pwd'), done('toolu_2'), call('toolu_2', 'pwd')], first);
		expect(warnings(later)).toEqual(['Protocol: tool call toolu_2 arrived twice; the repeat is ignored.']);
		// From `first` again, toolu_2 is new: after history grew there with no lookup first (a text), and after a lookup.
		const other = fold([text('msg_t'), call('toolu_2', 'pwd')], first);
		expect(other.committed.length).toBeGreaterThan(first.committed.length);
		expect(warnings(other)).toEqual([]);
		expect(warnings(fold([call('toolu_2', 'pwd')], first))).toEqual([]);
		expect(warnings(fold([call('toolu_1', 'ls')], first))).toEqual([
			'Protocol: tool call toolu_1 arrived twice; the repeat is ignored.',
		]);
	});
});
