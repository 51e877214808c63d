/** An `assistant` frame with `error` (claude's synthetic error messages) becomes an error notice. */
import {describe, expect, it} from 'vitest';
import {decodeStdoutLine} from '../../src/ingest/stdout-line.js';
import {reduce} from '../../src/state/reducer.js';
import {initialState} from '../../src/state/state.js';
import type {TranscriptItem} from '../../src/state/transcript.js';

function noticeFor(error: string, text: string): TranscriptItem | undefined {
	// The shape claude 2.1.330 sends when it is not logged in (`model: "<synthetic>"`, no stream events).
	const line = JSON.stringify({
		type: 'assistant',
		message: {
			id: 'e1',
			model: '<synthetic>',
			role: 'assistant',
			content: [{type: 'text', text}],
			stop_reason: 'stop_sequence',
		},
		parent_tool_use_id: null,
		session_id: 's',
		uuid: 'u',
		error,
	});
	const event = decodeStdoutLine(line, 0);
	if (!event) throw new Error('not read');
	const state = reduce(initialState(), event);
	return [...state.committed, ...state.pending].find(item => item.kind === 'notice');
}

describe('claude error messages', () => {
	it('not logged in: claude says "run /login", which only its own TUI can do, so cctui says what to do instead', () => {
		const notice = noticeFor('authentication_failed', 'Not logged in · Please run /login');
		expect(notice).toMatchObject({level: 'error'});
		expect(notice && 'text' in notice ? notice.text : '').toBe(
			"Not logged in · Please run /login\ncctui cannot open claude's login: run `claude` in a terminal and log in there with /login, then /restart here (or start cctui with ANTHROPIC_API_KEY set).",
		);
	});

	it("other errors show claude's words alone", () => {
		expect(noticeFor('rate_limit', 'Rate limited')).toMatchObject({level: 'error', text: 'Rate limited'});
		expect(noticeFor('constructor', 'Odd')).toMatchObject({level: 'error', text: 'Odd'});
	});
});
