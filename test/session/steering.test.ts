/**
 * Steering (FINDINGS §7): a message typed while claude works is written to claude at once; claude
 * holds it and gives it to the model at the next tool result. Driven by claude's side of the real
 * capture n-steer-midturn, with the person's message sent where the capture sent it.
 */
import {describe, expect, it} from 'vitest';
import {Session} from '../../src/session/session.js';
import {createStore} from '../../src/session/store.js';
import {initialState} from '../../src/state/state.js';
import {type Answer, AnsweringTransport} from '../helpers/answering-transport.js';
import {readRecording} from '../helpers/fixtures.js';
import {allItems, outline} from '../helpers/replay-state.js';
import {waitFor} from '../helpers/wait-for.js';

const FIRST = 'a08fd1ee-cf69-4e7d-aefd-69a86be08edb';
const STEER = '7d6cdaa1-2fde-4430-b753-d8b9a9d1b50c';
const STEER_TEXT = 'STEER-TEXT: also check the readme';

function setup(answer: (request: Record<string, unknown>) => Answer = () => ({response: {}})) {
	const transport = new AnsweringTransport(answer);
	const store = createStore(initialState('acceptEdits'), {throttleMs: 0});
	const ids = [FIRST, STEER];
	const session = new Session({store, newId: () => ids.shift() ?? 'later'});
	void session.attach(transport);
	const users = () => transport.written().filter(frame => frame['type'] === 'user');
	return {transport, store, session, users};
}

/** claude's frames of the capture, in order, and where the person's second message was written. */
function captured() {
	const lines = readRecording('n-steer-midturn.jsonl');
	const steerAt = lines.findIndex(line => line.dir === 'in' && JSON.stringify(line.msg).includes(STEER_TEXT));
	const out = (from: number, to: number) =>
		lines.slice(from, to).flatMap(line => (line.dir === 'out' ? [line.msg as object] : []));
	return {before: out(0, steerAt), after: out(steerAt, lines.length)};
}

async function emitAll(transport: AnsweringTransport, frames: readonly object[]) {
	for (const frame of frames) transport.emit(frame);
	await new Promise(resolve => setTimeout(resolve, 20));
}

describe('a message sent while claude works', () => {
	it('is written at once, waits as queued, shows inside the running turn when claude starts it, and ends with it', async () => {
		const {transport, store, session, users} = setup();
		const {before, after} = captured();
		session.submit('do the slow thing');
		await emitAll(transport, before);
		expect(store.getState().busy).toBe(true);

		session.submit(STEER_TEXT);
		// Written now, not after the result.
		expect(users().map(frame => frame['uuid'])).toEqual([FIRST, STEER]);
		expect(store.getState().queue).toEqual([{uuid: STEER, text: STEER_TEXT, sent: true}]);

		// Up to claude's `started`: still queued, not in the transcript.
		const startedAt = after.findIndex(frame => JSON.stringify(frame).includes('"state":"started"'));
		await emitAll(transport, after.slice(0, startedAt));
		expect(outline(allItems(store.getState()))).not.toContain(`user: ${STEER_TEXT}`);
		await emitAll(transport, after.slice(startedAt, startedAt + 1));
		expect(store.getState().queue).toEqual([]);
		const lines = outline(allItems(store.getState()));
		// After the first tool's result, inside the same turn: no result line between.
		const steered = lines.indexOf(`user: ${STEER_TEXT}`);
		expect(steered).toBeGreaterThan(lines.findIndex(line => line.startsWith('tool Bash')));
		expect(lines.slice(0, steered).some(line => line.startsWith('result'))).toBe(false);

		await emitAll(transport, after.slice(startedAt + 1));
		const state = store.getState();
		expect(state.busy).toBe(false);
		expect(state.inFlight).toEqual([]);
		expect(outline(allItems(state)).filter(line => line.startsWith('result'))).toHaveLength(1);
		// The closing line counts the whole turn, the Bash call before the steered message too.
		const result = allItems(state).find(item => item.kind === 'result');
		expect(result?.kind === 'result' && result.changes).toMatchObject({ranBash: true});
	});

	it('Up takes it back while claude holds it: cancel_async_message, then it is gone from the queue', async () => {
		const {transport, store, session} = setup(request =>
			request['subtype'] === 'cancel_async_message'
				? {response: {cancelled: true, message_uuid: request['message_uuid']}}
				: {response: {}},
		);
		const {before} = captured();
		session.submit('do the slow thing');
		await emitAll(transport, before);
		session.submit(STEER_TEXT);
		await expect(session.withdraw(STEER)).resolves.toBe(true);
		expect(
			transport
				.written()
				.filter(frame => frame['type'] === 'control_request')
				.at(-1),
		).toMatchObject({
			request: {subtype: 'cancel_async_message', message_uuid: STEER},
		});
		expect(store.getState().queue).toEqual([]);
	});

	it("stop (Esc, Ctrl+C, a prompt's Esc, a rewind): each held message is taken back before the interrupt; it resolves with those claude let go of", async () => {
		const SECOND = 'later';
		const {transport, session} = setup(request =>
			request['subtype'] === 'cancel_async_message'
				? {response: {cancelled: request['message_uuid'] === SECOND, message_uuid: request['message_uuid']}}
				: {response: {}},
		);
		const {before} = captured();
		session.submit('do the slow thing');
		await emitAll(transport, before);
		session.submit(STEER_TEXT);
		session.submit('second');
		const taken = await session.stop();
		const requests = transport
			.written()
			.filter(frame => frame['type'] === 'control_request')
			.map(frame => frame['request'] as Record<string, unknown>)
			.filter(request => request['subtype'] !== 'initialize');
		expect(requests.slice(-3)).toEqual([
			{subtype: 'cancel_async_message', message_uuid: STEER},
			{subtype: 'cancel_async_message', message_uuid: SECOND},
			{subtype: 'interrupt'},
		]);
		// claude had started the first already: only the second comes back.
		expect(taken).toEqual([{uuid: SECOND, text: 'second', sent: true}]);
	});

	it('one claude already started cannot be taken back', async () => {
		const {transport, store, session} = setup(() => ({response: {cancelled: false}}));
		const {before} = captured();
		session.submit('do the slow thing');
		await emitAll(transport, before);
		session.submit(STEER_TEXT);
		await expect(session.withdraw(STEER)).resolves.toBe(false);
		expect(store.getState().queue).toEqual([{uuid: STEER, text: STEER_TEXT, sent: true}]);
	});

	it('a claude that reports no lifecycle (older versions) gets it after the result, as before', async () => {
		const {transport, store, session, users} = setup();
		const {before, after} = captured();
		const old = (frames: readonly object[]) =>
			frames.filter(frame => (frame as {type?: string}).type !== 'command_lifecycle');
		session.submit('do the slow thing');
		await emitAll(transport, old(before));
		session.submit(STEER_TEXT);
		expect(users()).toHaveLength(1);
		expect(store.getState().queue).toEqual([{uuid: STEER, text: STEER_TEXT}]);
		await emitAll(transport, old(after));
		await waitFor(() => users().length === 2);
	});

	it('what a crashed claude held is sent again to the next one', async () => {
		const {transport, store, session} = setup();
		const {before} = captured();
		session.submit('do the slow thing');
		await emitAll(transport, before);
		session.submit(STEER_TEXT);
		transport.exit({exitCode: 1, signal: null});
		await waitFor(() => !store.getState().child.running);
		expect(store.getState().queue).toEqual([{uuid: STEER, text: STEER_TEXT}]);
		const next = new AnsweringTransport(() => ({response: {}}));
		void session.attach(next);
		store.dispatch({type: 'child-restarted', at: 1});
		session.sendQueued();
		expect(next.written().filter(frame => frame['type'] === 'user')).toHaveLength(1);
	});
});
