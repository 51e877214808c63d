/**
 * An MCP elicitation is a question for the person: it stays open until answered (accept with the
 * form's content, decline, cancel), is answered once, and cctui closing answers it with cancel.
 */
import {describe, expect, it} from 'vitest';
import {Session} from '../../src/session/session.js';
import {createStore} from '../../src/session/store.js';
import {initialState} from '../../src/state/state.js';
import {FakeTransport} from '../helpers/fake-transport.js';
import {tick, waitFor} from '../helpers/wait-for.js';

/** What claude 2.1.330 sent for test/fixtures/mcp/elicit-server.mjs (docs/CLI-FINDINGS.md). */
const elicitation = (id: string) => ({
	type: 'control_request',
	request_id: id,
	request: {
		subtype: 'elicitation',
		mcp_server_name: 'asker',
		message: 'Who are you?',
		mode: 'form',
		requested_schema: {
			type: 'object',
			properties: {name: {type: 'string', title: 'Name'}, age: {type: 'integer', minimum: 0}},
			required: ['name'],
		},
		property_order: ['name', 'age'],
	},
});

function setup() {
	const transport = new FakeTransport();
	const store = createStore(initialState(), {throttleMs: 0});
	const session = new Session({store, now: () => 1000});
	void session.attach(transport);
	return {transport, store, session};
}

const notices = (store: ReturnType<typeof createStore>) =>
	store.getState().committed.flatMap(item => (item.kind === 'notice' ? [item.text] : []));

describe('an MCP elicitation', () => {
	it('waits for the person, then sends what was accepted, once', async () => {
		const {transport, store, session} = setup();
		transport.emit(elicitation('e1'));
		await waitFor(() => store.getState().elicitations.length === 1);
		expect(transport.writes).toEqual([]);
		expect(store.getState().elicitations[0]).toMatchObject({
			requestId: 'e1',
			serverName: 'asker',
			message: 'Who are you?',
			mode: 'form',
			propertyOrder: ['name', 'age'],
		});
		expect(session.answerElicitation('e1', {action: 'accept', content: {name: 'Ada', age: 36}})).toBe(true);
		expect(session.answerElicitation('e1', {action: 'decline'})).toBe(false);
		expect(transport.written()).toEqual([
			{
				type: 'control_response',
				response: {subtype: 'success', request_id: 'e1', response: {action: 'accept', content: {name: 'Ada', age: 36}}},
			},
		]);
		expect(store.getState().elicitations).toEqual([]);
		expect(notices(store)).toEqual(['MCP server asker asked "Who are you?": accepted, sent name, age.']);
	});

	it('delivered twice, is asked and answered once', async () => {
		const {transport, store, session} = setup();
		transport.emit(elicitation('e1'));
		transport.emit(elicitation('e1'));
		await tick(20);
		expect(store.getState().elicitations).toHaveLength(1);
		session.answerElicitation('e1', {action: 'decline'});
		expect(transport.written()).toHaveLength(1);
		expect(notices(store)).toEqual(['MCP server asker asked "Who are you?": declined.']);
	});

	it('is not a permission: decide() cannot answer it, and answerElicitation() cannot answer a tool', async () => {
		const {transport, store, session} = setup();
		transport.emit(elicitation('e1'));
		transport.emit({
			type: 'control_request',
			request_id: 'p1',
			request: {subtype: 'can_use_tool', tool_name: 'Bash', input: {command: 'ls'}},
		});
		await waitFor(() => store.getState().permissions.length === 1 && store.getState().elicitations.length === 1);
		expect(session.decide('e1', {behavior: 'allow', scope: 'once', updatedInput: {}})).toBe(false);
		expect(session.answerElicitation('p1', {action: 'cancel'})).toBe(false);
		expect(transport.writes).toEqual([]);
	});

	it('withdrawn by claude, is no longer asked or answered', async () => {
		const {transport, store, session} = setup();
		transport.emit(elicitation('e1'));
		await waitFor(() => store.getState().elicitations.length === 1);
		transport.emit({type: 'control_cancel_request', request_id: 'e1'});
		await waitFor(() => store.getState().elicitations.length === 0);
		expect(session.answerElicitation('e1', {action: 'accept', content: {name: 'x'}})).toBe(false);
		expect(transport.writes).toEqual([]);
	});

	it('still open when cctui closes, is cancelled', async () => {
		const {transport, store, session} = setup();
		transport.emit(elicitation('e1'));
		await waitFor(() => store.getState().elicitations.length === 1);
		await session.close();
		expect(transport.written()).toEqual([
			{type: 'control_response', response: {subtype: 'success', request_id: 'e1', response: {action: 'cancel'}}},
		]);
		expect(notices(store)).toContain(
			'MCP server asker asked "Who are you?": cancelled, cctui closed before an answer.',
		);
	});
});
