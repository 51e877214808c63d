/**
 * A session shown once in this run (resumed, or typed live) and resumed again after /clear or another /resume:
 * its history is shown again in full, below the earlier copy, and its prompts are the conversation's rewind
 * points. An earlier conversation's items with the same ids do not count as shown (src/state/placement.ts
 * hasItem). Each case runs after a short history (scanned) and after a long one (indexed: committed-ids.ts).
 */
import {describe, expect, it} from 'vitest';
import type {AppEvent} from '../../src/state/events.js';
import {reduce} from '../../src/state/reducer.js';
import {conversationRewound, rewindPoints} from '../../src/state/rewind.js';
import {initialState, type AppState} from '../../src/state/state.js';
import {allItems, outline} from '../helpers/replay-state.js';
import {inbound} from '../helpers/stream-events.js';

const PROMPT = '11111111-1111-4111-8111-111111111111';

/** The session's file as events (ingest/session-file.ts): a prompt, a Bash call and its result, the answer. */
const history: AppEvent[] = [
	{type: 'user-sent', uuid: PROMPT, text: 'write one', at: 1},
	inbound({
		type: 'assistant',
		message: {id: 'msg_1', content: [{type: 'tool_use', id: 'toolu_1', name: 'Bash', input: {command: 'echo one'}}]},
	}),
	inbound({
		type: 'user',
		message: {role: 'user', content: [{type: 'tool_result', tool_use_id: 'toolu_1', content: 'one'}]},
	}),
	inbound({type: 'assistant', message: {id: 'msg_2', content: [{type: 'text', text: 'Wrote one.'}]}}),
	{type: 'turn-ended', at: 2},
];
const resumed: AppEvent[] = [
	...history,
	{type: 'history-loaded', sessionId: 'saved', messages: 4, unreadable: 0, at: 3},
];

const fold = (events: readonly AppEvent[], state: AppState) => events.reduce(reduce, state);
const longHistory = fold(
	Array.from({length: 70}, (_, index) =>
		inbound({type: 'assistant', message: {id: `msg_old_${index}`, content: [{type: 'text', text: 'old'}]}}),
	),
	initialState(),
);
const conversation = (state: AppState) => allItems(state).slice(state.conversationStart);
const shown = ['user: write one', 'tool Bash [done] {"command":"echo one"} → one', 'text: Wrote one.'];

describe.each([
	['a short history', () => initialState()],
	['a long history', () => longHistory],
])('a session resumed again, after %s', (_name, start) => {
	const once = fold(resumed, start());
	const left = reduce(once, {type: 'conversation-left', at: 4});
	const again = fold(resumed, left);

	it('shows its prompts, calls and answers again, with no warning', () => {
		expect(outline(conversation(once)).filter(line => shown.includes(line))).toEqual(shown);
		expect(outline(conversation(again)).filter(line => shown.includes(line))).toEqual(shown);
		expect(outline(allItems(again)).filter(line => line.startsWith('warning'))).toEqual([]);
	});

	it('its prompts are the rewind points, and a rewind takes back what followed the new copy only', () => {
		expect(rewindPoints(again).map(point => point.text)).toEqual(['write one']);
		const rewound = conversationRewound(again, PROMPT);
		expect(outline(allItems(rewound)).filter(line => line.includes('Rewound to here'))).toEqual([
			'info: ──── Rewound to here ──── 1 prompt and 1 tool call left the conversation; claude no longer sees them (they stay above).',
		]);
		expect(rewindPoints(rewound)).toEqual([]);
	});
});
