/**
 * An MCP elicitation in the state: asked once, withdrawn by claude, gone with the claude that asked it, and a
 * line when the server says what it asked in the browser is done.
 */
import {describe, expect, it} from 'vitest';
import {decodeStdoutLine} from '../../src/ingest/stdout-line.js';
import type {AppEvent} from '../../src/state/events.js';
import {reduce} from '../../src/state/reducer.js';
import {initialState} from '../../src/state/state.js';

const asked: AppEvent = {
	type: 'inbound',
	at: 5,
	message: {
		type: 'control_request',
		request_id: 'e1',
		request: {
			subtype: 'elicitation',
			mcp_server_name: 'auth',
			message: 'Sign in',
			mode: 'url',
			url: 'https://example.com/login',
			elicitation_id: 'e-77',
		},
	},
};

describe('an elicitation in the state', () => {
	it('is asked once, with its URL when it asks to open one', () => {
		const state = reduce(reduce(initialState(), asked), asked);
		expect(state.elicitations).toEqual([
			{
				requestId: 'e1',
				serverName: 'auth',
				message: 'Sign in',
				mode: 'url',
				url: 'https://example.com/login',
				receivedAt: 5,
			},
		]);
	});

	it('url mode without a URL is a form', () => {
		const state = reduce(initialState(), {
			...asked,
			message: {
				type: 'control_request',
				request_id: 'e2',
				request: {subtype: 'elicitation', mcp_server_name: 'x', mode: 'url'},
			},
		} as AppEvent);
		expect(state.elicitations[0]?.mode).toBe('form');
	});

	it('withdrawn by claude, is gone, and the transcript says so', () => {
		const state = reduce(reduce(initialState(), asked), {
			type: 'inbound',
			at: 6,
			message: {type: 'control_cancel_request', request_id: 'e1'},
		});
		expect(state.elicitations).toEqual([]);
		expect(state.committed.at(-1)).toMatchObject({
			kind: 'notice',
			text: 'MCP server auth asked "Sign in": withdrawn by claude before an answer.',
		});
	});

	it('dies with the claude that asked it, which then crashed mid-turn', () => {
		const state = reduce(reduce(initialState(), asked), {type: 'child-exited', exitCode: 1, signal: null, at: 7});
		expect(state.elicitations).toEqual([]);
		expect(state.child.crashedMidTurn).toBe(true);
	});
});

describe('elicitation_complete', () => {
	it('says in the transcript that the server is done with what it asked in the browser', () => {
		const line = JSON.stringify({
			type: 'system',
			subtype: 'elicitation_complete',
			mcp_server_name: 'auth',
			elicitation_id: 'e-77',
			session_id: 's',
			uuid: 'u1',
		});
		const event = decodeStdoutLine(line, 7);
		expect(event?.type).toBe('inbound');
		const state = reduce(initialState(), event!);
		const items = [...state.committed, ...state.pending];
		expect(items).toContainEqual(
			expect.objectContaining({
				kind: 'notice',
				level: 'info',
				text: 'auth: what it asked you to do in the browser is done',
			}),
		);
		expect(state.debug).toEqual([]);
	});
});
