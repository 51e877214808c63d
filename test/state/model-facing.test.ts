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
const user = (content: unknown, extra: object = {}) =>
	inbound({type: 'user', parent_tool_use_id: null, message: {role: 'user', content}, ...extra});

describe('text for the model', () => {
	it('a compaction summary is one line, the summary behind it', () => {
		const summary =
			'This session is being continued from a previous conversation that ran out of context.\n<system-reminder>be brief</system-reminder>';
		const items = shown(user(summary, {isSynthetic: true}));
		expect(outline(items)).toEqual(['info: Conversation compacted.']);
		expect(items[0]).toMatchObject({kind: 'notice', detail: summary});
	});

	it('the output-limit note and any other synthetic text are neutral lines, never the person’s words', () => {
		const items = shown(
			user([{type: 'text', text: 'Output token limit hit. Resume directly from where you left off.'}], {
				isSynthetic: true,
			}),
			user('Remember the plan file.', {isSynthetic: true}),
		);
		expect(outline(items)).toEqual([
			'warning: The answer hit the output token limit; claude goes on from where it stopped.',
			'info: claude added a note for the model.',
		]);
		expect(items.some(item => item.kind === 'user')).toBe(false);
		expect(items[1]).toMatchObject({detail: 'Remember the plan file.'});
	});

	it('an interrupt marker for tool use is "Interrupted."', () => {
		expect(
			outline(shown(user([{type: 'text', text: '[Request interrupted by user for tool use]'}], {isSynthetic: true}))),
		).toEqual(['warning: Interrupted.']);
	});

	it('one interrupt that also stopped a background agent (a marker under its call too, as 2.1.330 sends) says so once', () => {
		const marker = [{type: 'text', text: '[Request interrupted by user for tool use]'}];
		const notices = outline(
			shown(user(marker, {parent_tool_use_id: 'toolu_agent', agent_id: 'a1'}), user(marker)),
		).filter(line => line.includes('Interrupted'));
		expect(notices).toEqual(['warning: Interrupted.']);
	});
});

describe('turns that end early', () => {
	const result = (stop_reason: string | null) =>
		inbound({type: 'result', subtype: 'success', is_error: false, result: 'x', stop_reason});
	it.each([
		['max_tokens', 'The answer stopped at the output token limit.'],
		['refusal', 'The model declined to answer.'],
		['pause_turn', 'The model paused this turn; send a message to let it go on.'],
		['model_context_window_exceeded', 'The answer stopped: the context window is full (/compact makes room).'],
	])('%s says so', (reason, words) => {
		expect(outline(shown(result(reason)))).toEqual([`warning: ${words}`, 'result success']);
	});

	it('end_turn, tool_use, none and names of Object.prototype say nothing more', () => {
		for (const reason of ['end_turn', 'tool_use', null, 'constructor'])
			expect(outline(shown(result(reason)))).toEqual(['result success']);
	});
});

it('a conversation reset is marked as the start of a new conversation', () => {
	expect(outline(shown(inbound({type: 'conversation_reset', new_conversation_id: 'c2', trigger: 'clear'})))).toEqual([
		'info: — Conversation reset: a new conversation starts here —',
	]);
});

describe('a tool call the person stopped', () => {
	const STOCK =
		"The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file edit, the new_string was NOT written to the file). STOP what you are doing and wait for the user to tell you how to proceed.";
	const bashCall = inbound({
		type: 'assistant',
		parent_tool_use_id: null,
		message: {
			id: 'm1',
			content: [{type: 'tool_use', id: 't1', name: 'Bash', input: {command: 'sleep 30', description: 'Wait'}}],
		},
	});
	const stopped = (text: string) =>
		user([{type: 'tool_result', tool_use_id: 't1', content: text, is_error: true}], {
			tool_use_result: `Error: ${text}`,
		});

	it('a Bash interrupted while it runs is "interrupted", not failed, and the stock words to the model are marked as such', () => {
		// FINDINGS §3e: task_started, then the interrupt: task_notification stopped, the stock rejection, the marker.
		const items = shown(
			bashCall,
			inbound({
				type: 'system',
				subtype: 'task_started',
				task_id: 'b1',
				tool_use_id: 't1',
				task_type: 'local_bash',
				is_backgrounded: false,
			}),
			inbound({type: 'system', subtype: 'task_notification', task_id: 'b1', tool_use_id: 't1', status: 'stopped'}),
			stopped(STOCK),
			user([{type: 'text', text: '[Request interrupted by user for tool use]'}]),
		);
		expect(items[0]).toMatchObject({
			kind: 'tool',
			call: {status: 'interrupted', result: {text: STOCK, forModel: true}},
		});
		expect(outline(items).slice(1)).toEqual(['warning: Interrupted.']);
	});

	it('a Bash stopped while it ran, with the correction claude 2.1.330 adds to the stock words, is "interrupted" too', () => {
		// Verbatim from a recording against claude 2.1.330 (Esc during `sleep 8`).
		const corrected = `${STOCK} Correction to the text above: this call was stopped while running, not refused before it ran. It may have run in part or in full, and its changes may have been written. No permission prompt was involved. Work it started elsewhere (a remote command, a background process) may still be running, so check before starting the same work again. The instruction to stop and wait still stands.`;
		const items = shown(
			bashCall,
			user([{type: 'tool_result', tool_use_id: 't1', content: corrected, is_error: true}], {
				tool_use_result: 'User rejected tool use',
				tool_result_meta: [{id: 't1', non_execution_kind: 'user-rejected'}],
			}),
		);
		expect(items[0]).toMatchObject({call: {status: 'interrupted', result: {text: corrected, forModel: true}}});
	});

	it.each([
		[
			"The user doesn't want to take this action right now. STOP what you are doing and wait for the user to tell you how to proceed.",
		],
		['[Request interrupted by user for tool use]'],
	])('so is one whose result is %s', text => {
		expect(shown(bashCall, stopped(text))[0]).toMatchObject({call: {status: 'interrupted', result: {forModel: true}}});
	});

	it('a rejection the CLI records stays "denied", without the stock words as its reason', () => {
		const items = shown(
			bashCall,
			user([{type: 'tool_result', tool_use_id: 't1', content: STOCK, is_error: true}], {
				tool_result_meta: [{id: 't1', permission_decision: {decision: 'reject'}}],
			}),
		);
		expect(items[0]).toMatchObject({call: {status: 'denied', result: {forModel: true}}});
		expect(items[0]?.kind === 'tool' && items[0].call.denial).toBeUndefined();
	});

	it('a real failure that merely mentions the words is still a failure', () => {
		expect(shown(bashCall, stopped(`grep: ${STOCK}`))[0]).toMatchObject({
			call: {status: 'error', result: {text: `grep: ${STOCK}`}},
		});
	});
});
