/**
 * A subagent's permission request names the subagent that asks: the description of the Agent or Task call it runs
 * under, so that with two subagents asking the person knows which one a prompt is from.
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {askingAgent} from '../../src/state/items.js';
import {reduce} from '../../src/state/reducer.js';
import {initialState} from '../../src/state/state.js';
import type {ToolCall, ToolItem, TranscriptItem} from '../../src/state/transcript.js';
import {ownFixturesDir} from '../helpers/fixtures.js';
import {recordingEvents} from '../helpers/replay-state.js';

const record = (name: string) => path.join(ownFixturesDir, 'cctui-records', name);

const call = (id: string, name: string, input: Record<string, unknown>, more: Partial<ToolCall> = {}): ToolItem => ({
	kind: 'tool',
	id,
	call: {id, name, inputJson: '', input, status: 'running', startedAt: 0, children: [], ...more},
});

describe('the subagent a permission request comes from', () => {
	it("is named on each of a recorded subagent's requests", () => {
		let state = initialState();
		const asked: Array<string | undefined> = [];
		for (const event of recordingEvents(record('subagent-writes-asked.jsonl'))) {
			const before = state.permissions.length;
			state = reduce(state, event);
			if (state.permissions.length > before) asked.push(state.permissions.at(-1)!.agent);
		}
		// The first is the main thread's own Write; the four after it, the subagent's.
		expect(asked).toEqual([undefined, 'Write files', 'Write files', 'Write files', 'Write files']);
	});

	it('is told apart among two subagents running side by side, by the call asked about or the agent id', () => {
		const items = [
			call(
				'task-a',
				'Task',
				{description: 'alpha', subagent_type: 'general-purpose'},
				{
					children: [call('bash-a', 'Bash', {command: 'ls'}, {agentId: 'agent-a'})],
				},
			),
			call(
				'task-b',
				'Task',
				{description: 'beta', subagent_type: 'general-purpose'},
				{
					children: [call('bash-b', 'Bash', {command: 'ls'}, {agentId: 'agent-b'})],
				},
			),
		];
		expect(askingAgent(items, 'bash-b', 'agent-b')).toBe('beta');
		expect(askingAgent(items, 'bash-a', 'agent-a')).toBe('alpha');
		// A call not streamed yet: its agent's other calls say which subagent it is.
		expect(askingAgent(items, 'bash-b2', 'agent-b')).toBe('beta');
		expect(askingAgent(items, 'other', 'agent-c')).toBeUndefined();
	});

	it("is a background agent's label when its items are at top level", () => {
		const items: TranscriptItem[] = [
			{...call('bash-c', 'Bash', {command: 'ls'}, {agentId: 'agent-c'}), agent: 'general-purpose: gamma'},
		];
		expect(askingAgent(items, 'bash-c', 'agent-c')).toBe('gamma');
	});
});
