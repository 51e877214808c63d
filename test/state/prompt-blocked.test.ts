/**
 * A prompt a UserPromptSubmit hook blocked (round 5, F8): claude reports it as `system/informational` with
 * `prompt_submit_outcome.kind: "blocked_by_hook"` (claude 2.1.330, a hook exiting 2 or answering
 * `{"decision":"block"}`); the model never sees it. It is taken back and given back to the input.
 */
import {describe, expect, it} from 'vitest';
import {reduce} from '../../src/state/reducer.js';
import {initialState} from '../../src/state/state.js';
import {inbound} from '../helpers/stream-events.js';

const blocked = (kept = false) =>
	inbound({
		type: 'system',
		subtype: 'informational',
		content: 'UserPromptSubmit operation blocked by hook:\nno\n\nOriginal prompt: fix it',
		level: 'warning',
		prevent_continuation: true,
		prompt_submit_outcome: {kind: 'blocked_by_hook', prompt_kept: kept, reason: 'no'},
		uuid: 'f1',
		session_id: 's1',
	});

const sent = [
	inbound({type: 'system', subtype: 'init', session_id: 's1', tools: []}),
	{type: 'user-sent', uuid: 'u1', text: 'first', at: 10} as const,
	inbound({type: 'result', subtype: 'success', is_error: false, result: 'ok'}),
	{
		type: 'user-sent',
		uuid: 'u2',
		text: 'fix it [Pasted text #1 +4 lines]',
		attachments: [{kind: 'text', id: 1, text: 'a\nb\nc\nd'}],
		at: 20,
	} as const,
].reduce(reduce, initialState());

const notices = (state: typeof sent) =>
	[...state.committed, ...state.pending].flatMap(item => (item.kind === 'notice' ? [item.text] : []));

describe('a prompt a hook blocked', () => {
	it('is taken back and given back whole, the latest started, with a line saying so', () => {
		const state = reduce(sent, blocked());
		expect(state.givenBack).toEqual([
			{uuid: 'u2', text: 'fix it [Pasted text #1 +4 lines]', attachments: [{kind: 'text', id: 1, text: 'a\nb\nc\nd'}]},
		]);
		expect(state.withdrawn).toEqual(['user-u2']);
		expect(notices(state)).toEqual([
			'UserPromptSubmit operation blocked by hook:\nno\n\nOriginal prompt: fix it',
			'A hook blocked this prompt: it was not sent (the message above), and it is back in the input.',
		]);
	});

	it('stays where claude says it kept the prompt, and for any other informational line', () => {
		for (const frame of [
			blocked(true),
			inbound({type: 'system', subtype: 'informational', content: 'hello', uuid: 'f2', session_id: 's1'}),
		]) {
			const state = reduce(sent, frame);
			expect(state.givenBack).toEqual([]);
			expect(state.withdrawn).toEqual([]);
		}
	});
});
