/**
 * Text written for the model is never shown as the person's (issue 19, item 3): synthetic user
 * frames become a short neutral line with the text behind Ctrl+O; a turn that stopped early says
 * why; a conversation reset is marked.
 */
import {describe, expect, it} from 'vitest';
import {parseLine} from '../../src/protocol/parse-line.js';
import type {AppEvent} from '../../src/state/events.js';
import {reduce} from '../../src/state/reducer.js';
import {initialState} from '../../src/state/state.js';
import {allItems, outline} from '../helpers/replay-state.js';

const inbound = (frame: object): AppEvent => {
	const parsed = parseLine(JSON.stringify({session_id: 's', ...frame}));
	if (parsed?.kind !== 'message') throw new Error(`unreadable: ${JSON.stringify(frame)}`);
	return {type: 'inbound', message: parsed.message, at: 0};
};
const shown = (...events: AppEvent[]) => allItems(events.reduce(reduce, initialState()));
const user = (content: unknown, extra: object = {}) => inbound({type: 'user', parent_tool_use_id: null, message: {role: 'user', content}, ...extra});

describe('text for the model', () => {
	it('a compaction summary is one line, the summary behind it', () => {
		const summary = 'This session is being continued from a previous conversation that ran out of context.\n<system-reminder>be brief</system-reminder>';
		const items = shown(user(summary, {isSynthetic: true}));
		expect(outline(items)).toEqual(['info: Conversation compacted.']);
		expect(items[0]).toMatchObject({kind: 'notice', detail: summary});
	});

	it('the output-limit note and any other synthetic text are neutral lines, never the person’s words', () => {
		const items = shown(user([{type: 'text', text: 'Output token limit hit. Resume directly from where you left off.'}], {isSynthetic: true}), user('Remember the plan file.', {isSynthetic: true}));
		expect(outline(items)).toEqual(['warning: The answer hit the output token limit; claude goes on from where it stopped.', 'info: claude added a note for the model.']);
		expect(items.some(item => item.kind === 'user')).toBe(false);
		expect(items[1]).toMatchObject({detail: 'Remember the plan file.'});
	});

	it('an interrupt marker for tool use is "Interrupted."', () => {
		expect(outline(shown(user([{type: 'text', text: '[Request interrupted by user for tool use]'}], {isSynthetic: true})))).toEqual(['warning: Interrupted.']);
	});
});

describe('turns that end early', () => {
	const result = (stop_reason: string | null) => inbound({type: 'result', subtype: 'success', is_error: false, result: 'x', stop_reason});
	it.each([
		['max_tokens', 'The answer stopped at the output token limit.'],
		['refusal', 'The model declined to answer.'],
		['pause_turn', 'The model paused this turn; send a message to let it go on.'],
		['model_context_window_exceeded', 'The answer stopped: the context window is full (/compact makes room).'],
	])('%s says so', (reason, words) => {
		expect(outline(shown(result(reason)))).toEqual([`warning: ${words}`, 'result success']);
	});

	it('end_turn, tool_use, none and names of Object.prototype say nothing more', () => {
		for (const reason of ['end_turn', 'tool_use', null, 'constructor']) expect(outline(shown(result(reason)))).toEqual(['result success']);
	});
});

it('a conversation reset is marked as the start of a new conversation', () => {
	expect(outline(shown(inbound({type: 'conversation_reset', new_conversation_id: 'c2', trigger: 'clear'})))).toEqual(['info: — Conversation reset: a new conversation starts here —']);
});
