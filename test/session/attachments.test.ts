/**
 * A message with a long paste or an image: claude gets the paste whole and the image as a block,
 * whether the message goes at once, mid-turn (steering), after the turn, or to a restarted claude;
 * the transcript and the queue show the placeholder. Driven by claude's side of the capture
 * n-steer-midturn, as steering.test.ts is.
 */
import {describe, expect, it} from 'vitest';
import type {Attachment} from '../../src/protocol/attachments.js';
import {Session} from '../../src/session/session.js';
import {createStore} from '../../src/session/store.js';
import {initialState} from '../../src/state/state.js';
import {AnsweringTransport} from '../helpers/answering-transport.js';
import {readRecording} from '../helpers/fixtures.js';
import {allItems, outline} from '../helpers/replay-state.js';
import {waitFor} from '../helpers/wait-for.js';

const FIRST = 'a08fd1ee-cf69-4e7d-aefd-69a86be08edb';
const STEER = '7d6cdaa1-2fde-4430-b753-d8b9a9d1b50c';
const STEER_TEXT = 'STEER-TEXT: also check the readme';
const PASTED = Array.from({length: 12}, (_, index) => `row ${index + 1}`).join('\n');
const TEXT = 'see [Pasted text #1 +12 lines] and [Image #2 a.png 1 KB]';
const ATTACHMENTS: readonly Attachment[] = [
	{kind: 'text', id: 1, text: PASTED},
	{kind: 'image', id: 2, name: 'a.png', path: '/w/a.png', mediaType: 'image/png', data: 'iVBORw0K', bytes: 900},
];
const CONTENT = [
	{type: 'image', source: {type: 'base64', media_type: 'image/png', data: 'iVBORw0K'}},
	{type: 'text', text: `see ${PASTED} and [Image #2 a.png 1 KB]`},
];

function setup() {
	const transport = new AnsweringTransport(() => ({response: {}}));
	const store = createStore(initialState('acceptEdits'), {throttleMs: 0});
	// The capture's own uuids: claude's frames name them.
	const ids = [FIRST, STEER];
	const session = new Session({store, newId: () => ids.shift() ?? 'later'});
	void session.attach(transport);
	const contents = (from = transport) =>
		from
			.written()
			.filter(frame => frame['type'] === 'user')
			.map(frame => (frame['message'] as {content: unknown}).content);
	return {transport, store, session, contents};
}

function captured(keepLifecycle = true) {
	const lines = readRecording('n-steer-midturn.jsonl');
	const steerAt = lines.findIndex(line => line.dir === 'in' && JSON.stringify(line.msg).includes(STEER_TEXT));
	const out = (from: number, to: number) =>
		lines
			.slice(from, to)
			.flatMap(line => (line.dir === 'out' ? [line.msg as {type?: string}] : []))
			.filter(frame => keepLifecycle || frame.type !== 'command_lifecycle');
	return {before: out(0, steerAt), after: out(steerAt, lines.length)};
}

async function emitAll(transport: AnsweringTransport, frames: readonly object[]) {
	for (const frame of frames) transport.emit(frame);
	await new Promise(resolve => setTimeout(resolve, 20));
}

describe('a message with attachments', () => {
	it('sent at once: the paste whole and the image as a block; the transcript shows the placeholders', () => {
		const {store, session, contents} = setup();
		session.submit(TEXT, ATTACHMENTS);
		expect(contents()).toEqual([CONTENT]);
		expect(outline(allItems(store.getState()))).toEqual([`user: ${TEXT}`]);
	});

	it('sent mid-turn (steering): written whole at once, and queued with its attachments', async () => {
		const {transport, store, session, contents} = setup();
		session.submit('do the slow thing');
		await emitAll(transport, captured().before);
		session.submit(TEXT, ATTACHMENTS);
		expect(contents().at(-1)).toEqual(CONTENT);
		expect(store.getState().queue).toEqual([{uuid: STEER, text: TEXT, attachments: ATTACHMENTS, sent: true}]);
	});

	it('held by cctui until the turn ends (a claude without lifecycle frames), then sent whole', async () => {
		const {transport, store, session, contents} = setup();
		const {before, after} = captured(false);
		session.submit('do the slow thing');
		await emitAll(transport, before);
		session.submit(TEXT, ATTACHMENTS);
		expect(store.getState().queue).toEqual([{uuid: STEER, text: TEXT, attachments: ATTACHMENTS}]);
		await emitAll(transport, after);
		await waitFor(() => contents().length === 2);
		expect(contents()[1]).toEqual(CONTENT);
	});

	it('held by a claude that crashed: sent whole again to the next one', async () => {
		const {transport, store, session, contents} = setup();
		session.submit('do the slow thing');
		await emitAll(transport, captured().before);
		session.submit(TEXT, ATTACHMENTS);
		transport.exit({exitCode: 1, signal: null});
		await waitFor(() => !store.getState().child.running);
		expect(store.getState().queue).toEqual([{uuid: STEER, text: TEXT, attachments: ATTACHMENTS}]);
		const next = new AnsweringTransport(() => ({response: {}}));
		void session.attach(next);
		store.dispatch({type: 'child-restarted', at: 1});
		session.sendQueued();
		expect(contents(next)).toEqual([CONTENT]);
	});
});
