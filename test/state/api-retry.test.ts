/** claude's api_retry as the transcript says it: the error it names, or that the request failed when it names none. */
import {expect, it} from 'vitest';
import {reduce} from '../../src/state/reducer.js';
import {initialState} from '../../src/state/state.js';
import type {InboundMessage} from '../../src/protocol/types.js';

const said = (retry: Record<string, unknown>) =>
	reduce(initialState(), {
		type: 'inbound',
		message: {type: 'system', subtype: 'api_retry', session_id: 's', ...retry} as unknown as InboundMessage,
		at: 0,
	}).committed.flatMap(item => (item.kind === 'notice' ? [item.text] : []));

it('names the error and its status', () => {
	expect(said({attempt: 1, max_retries: 10, retry_delay_ms: 500, error_status: 529, error: 'overloaded'})).toEqual([
		'API overloaded (529): retrying in 0.5s (attempt 1/10)',
	]);
});

it('an error claude calls "unknown" (no answer came) reads as a failed request', () => {
	expect(said({attempt: 1, max_retries: 10, retry_delay_ms: 500, error: 'unknown'})).toEqual([
		'API request failed: retrying in 0.5s (attempt 1/10)',
	]);
});
