/**
 * A message typed while claude works waits (`⏳ queued`) to steer the running turn of this conversation. /clear and
 * /resume of another session end that claude: what waited was written for the conversation left, so it comes back
 * into the input, with a line saying so, and the next claude gets none of it. /restart continues the same
 * conversation, and its claude gets it (README, "Steering and queueing").
 */
import {createReadStream, mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {sessionsDir} from '../../src/sessions/session-path.js';
import {createStore} from '../../src/session/store.js';
import {initialState} from '../../src/state/state.js';
import {openRecording, type RecordingWriter} from '../../src/session/recording-writer.js';
import {Player} from '../../src/replay/player.js';
import {splitLines} from '../../src/transport/line-splitter.js';
import {transcriptMarkdown} from '../../src/export/markdown.js';
import {readTranscript} from '../../src/export/read-transcript.js';
import {allItems, outline} from '../helpers/replay-state.js';
import {type Answer, AnsweringTransport} from '../helpers/answering-transport.js';
import {sharedFixturesDir} from '../helpers/fixtures.js';
import {hostOnScreen, PROJECT} from '../helpers/host-on-screen.js';
import {KEY} from '../helpers/keys.js';
import {waitFor} from '../helpers/wait-for.js';

const ONE_BACK = 'The message waiting to start was not sent to this conversation: it is back in the input.';

/**
 * `holds`: what claude does with the waiting message it is asked for back. It gives it back and stops the turn at
 * the interrupt, as 2.1.330 does; or it answers nothing (hung), and is ended holding it, which it never started.
 */
function setup(holds: 'gives-back' | 'hung' = 'gives-back', recorder?: RecordingWriter) {
	const home = mkdtempSync(path.join(tmpdir(), 'cctui-switch-'));
	const dir = sessionsDir(PROJECT, {HOME: home});
	mkdirSync(dir, {recursive: true});
	writeFileSync(
		path.join(dir, 'saved-session.jsonl'),
		readFileSync(path.join(sharedFixturesDir, 'l-session-file.jsonl')),
	);
	const ids = ['first-1', 'held-1'];
	let last: AnsweringTransport | undefined;
	const answer = (request: Record<string, unknown>): Answer => {
		if (holds === 'hung') return 'silent';
		if (request['subtype'] === 'cancel_async_message')
			return {response: {cancelled: true, message_uuid: request['message_uuid']}};
		if (request['subtype'] === 'interrupt') {
			const transport = last!;
			setTimeout(() => transport.emit({type: 'result', subtype: 'success', is_error: false, session_id: 'old-1'}), 5);
			return {response: {}};
		}
		return 'silent';
	};
	return hostOnScreen(home, () => (last = new AnsweringTransport(answer)), {
		newId: () => ids.shift() ?? `later-${Math.random()}`,
		...(recorder ? {recorder} : {}),
	});
}

/** The user messages written to one claude's stdin, as their text. */
const userTexts = (transport: AnsweringTransport) =>
	transport
		.written()
		.filter(frame => frame['type'] === 'user')
		.map(frame => {
			const content = (frame['message'] as {content: unknown}).content;
			return typeof content === 'string' ? content : JSON.stringify(content);
		});

/** A turn streams in conversation old-1, and `held C` is typed and Entered: claude holds it (`⏳ queued`). */
async function heldMidTurn(context: ReturnType<typeof setup>) {
	const {host, store, transports, type, waitForFrame} = context;
	await host.start({});
	const first = transports[0]!;
	first.emit({type: 'system', subtype: 'init', session_id: 'old-1', model: 'm', permissionMode: 'default'});
	await waitFor(() => store.getState().session.sessionId === 'old-1');
	await type(...'go C', KEY.enter);
	await waitFor(() => store.getState().busy);
	first.emit({type: 'command_lifecycle', command_uuid: 'first-1', state: 'started', uuid: 'l-1'});
	await waitFor(() => store.getState().session.steering === true);
	await type(...'held C', KEY.enter);
	await waitForFrame('queued');
	// Steering: written to that claude at once, which holds it until the model reads it.
	expect(userTexts(first).some(text => text.includes('held C'))).toBe(true);
	expect(store.getState().queue).toMatchObject([{uuid: 'held-1', text: 'held C', sent: true}]);
}

describe('a message waiting to start when the conversation changes', () => {
	it('/resume of another session: it comes back into the input, not sent to the resumed conversation', async () => {
		const context = setup();
		const {store, launches, transports, type, waitForFrame, frame} = context;
		await heldMidTurn(context);
		await type(...'/resume saved-session', KEY.enter);
		await waitFor(() => launches.length === 2);
		expect(launches[1]).toMatchObject({resume: 'saved-session'});
		await waitForFrame(ONE_BACK);
		await waitFor(() => store.getState().child.running);
		// Taken back from the old claude before the interrupt, so it did not start it there either.
		expect(transports[0]!.written().map(sent => (sent['request'] as {subtype?: string})?.subtype)).toContain(
			'cancel_async_message',
		);
		expect(userTexts(transports[1]!)).toEqual([]);
		expect(store.getState().queue).toEqual([]);
		expect(frame()).not.toContain('queued');
		expect(frame()).toContain('› held C');
		// It waits in the input: the next Enter sends it, now written for this conversation.
		await type(KEY.enter);
		await waitFor(() => userTexts(transports[1]!).length === 1);
		expect(userTexts(transports[1]!)[0]).toContain('held C');
	});

	it('a session picked in /resume’s list: the same', async () => {
		const context = setup();
		const {store, launches, transports, type, waitForFrame, frame} = context;
		await heldMidTurn(context);
		await type(...'/resume', KEY.enter);
		await waitForFrame('Resume a session of this folder');
		await type(KEY.enter);
		await waitFor(() => launches.length === 2);
		expect(launches[1]).toMatchObject({resume: 'saved-session'});
		await waitForFrame(ONE_BACK);
		await waitFor(() => store.getState().child.running);
		expect(userTexts(transports[1]!)).toEqual([]);
		expect(frame()).toContain('› held C');
	});

	it('/clear: it comes back into the input, after the new conversation’s line, not sent as its first prompt', async () => {
		const context = setup();
		const {store, launches, transports, type, waitForFrame, frame} = context;
		await heldMidTurn(context);
		await type(...'/clear', KEY.enter);
		await waitFor(() => launches.length === 2);
		expect(launches[1]).not.toHaveProperty('resume');
		await waitForFrame(ONE_BACK);
		await waitFor(() => store.getState().child.running);
		expect(userTexts(transports[1]!)).toEqual([]);
		const shown = frame();
		expect(shown.indexOf('— New conversation —')).toBeLessThan(shown.indexOf(ONE_BACK));
		expect(shown).toContain('› held C');
		expect(shown).not.toContain('queued');
	});

	it('claude held it and was ended without answering: it never started it, so it comes back too', async () => {
		const context = setup('hung');
		const {store, launches, transports, type, waitForFrame, frame} = context;
		await heldMidTurn(context);
		await type(...'/clear', KEY.enter);
		await waitFor(() => launches.length === 2, {timeoutMs: 4000});
		await waitForFrame(ONE_BACK);
		await waitFor(() => store.getState().child.running);
		expect(userTexts(transports[1]!)).toEqual([]);
		expect(frame()).toContain('› held C');
	});

	it('two waiting: both come back in order, one a line, and typing goes on after them', async () => {
		const context = setup();
		const {store, launches, transports, type, waitForFrame, frame} = context;
		await heldMidTurn(context);
		await type(...'held D', KEY.enter);
		await waitFor(() => store.getState().queue.length === 2);
		await type(...'/clear', KEY.enter);
		await waitFor(() => launches.length === 2);
		await waitForFrame(
			'The 2 messages waiting to start were not sent to this conversation: they are back in the input.',
		);
		await type(...' and more');
		await waitForFrame(/› held C\s*│\n│\s+held D and more/);
		expect(userTexts(transports[1]!)).toEqual([]);
		expect(frame()).not.toContain('queued');
	});

	it('--record keeps the line saying it came back: a replay and an export show it where the live session did', async () => {
		const file = path.join(mkdtempSync(path.join(tmpdir(), 'cctui-switch-record-')), 'session.jsonl');
		const recorder = openRecording(file, {
			meta: {version: 'test'},
			onError: error => {
				throw error;
			},
		});
		const context = setup('gives-back', recorder);
		const {store, session, launches, type, waitForFrame} = context;
		await heldMidTurn(context);
		await type(...'/clear', KEY.enter);
		await waitFor(() => launches.length === 2);
		await waitForFrame(ONE_BACK);
		const live = outline(allItems(store.getState())).filter(line => !line.startsWith('user:'));
		expect(live.slice(-2)).toEqual(['info: — New conversation —', `warning: ${ONE_BACK}`]);
		await session.close();
		recorder.close();

		const replay = createStore(initialState(), {throttleMs: 0});
		await new Player({
			lines: splitLines(createReadStream(file)),
			dispatch: event => replay.dispatch(event),
			speed: Infinity,
		}).run();
		expect(
			outline(allItems(replay.getState()))
				.filter(line => !line.startsWith('user:'))
				.slice(-2),
		).toEqual(live.slice(-2));
		// Nor does the replay end saying claude never started it: it came back, as live.
		expect(replay.getState().queue).toEqual([]);
		const markdown = transcriptMarkdown(await readTranscript(file), 'session.jsonl');
		expect(markdown).toContain(`> Note: — New conversation —\n\n> Warning: ${ONE_BACK}`);
	});

	it('/restart continues the same conversation: its next claude gets it, and the input stays empty', async () => {
		const context = setup();
		const {store, launches, transports, type, waitForFrame, frame} = context;
		await heldMidTurn(context);
		await type(...'/restart', KEY.enter);
		await waitFor(() => launches.length === 2);
		expect(launches[1]).toMatchObject({resume: 'old-1'});
		await waitFor(() => userTexts(transports[1]!).length === 1);
		expect(userTexts(transports[1]!)[0]).toContain('held C');
		await waitForFrame('claude restarted; the conversation continues.');
		expect(store.getState().queue).toEqual([]);
		expect(frame()).not.toContain('back in the input');
	});
});
