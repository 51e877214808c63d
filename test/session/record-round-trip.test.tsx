/**
 * --record → replay: a live session against the fake CLI process, recorded by the real writer,
 * then played back through the real player, ends in the same transcript, usage and session facts,
 * and renders the same.
 */
import {createReadStream, mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {LiveHost} from '../../src/cli/live-host.js';
import {Player} from '../../src/replay/player.js';
import {openRecording} from '../../src/session/recording-writer.js';
import {Session} from '../../src/session/session.js';
import {createStore} from '../../src/session/store.js';
import {rewindPoints} from '../../src/state/rewind.js';
import {type AppState, initialState} from '../../src/state/state.js';
import {spawnChild} from '../../src/transport/child-transport.js';
import {splitLines} from '../../src/transport/line-splitter.js';
import {App} from '../../src/ui/app.js';
import {repoRoot} from '../helpers/fixtures.js';
import {render} from '../helpers/render.js';
import {allItems, outline} from '../helpers/replay-state.js';
import {sessionActions} from '../helpers/ui-actions.js';
import {waitFor} from '../helpers/wait-for.js';

const fakeClaude = path.join(repoRoot, 'test/helpers/fake-claude.mjs');

async function liveRecorded(file: string, mode: string) {
	const store = createStore(initialState(), {throttleMs: 0});
	const recorder = openRecording(file, {
		meta: {version: 'test', argv: ['--record', file]},
		onError: error => {
			throw error;
		},
	});
	const session = new Session({store, recorder});
	const host = new LiveHost({
		store,
		session,
		launch: () => spawnChild({command: fakeClaude, args: [], cwd: path.dirname(file), env: {FAKE_CLAUDE_MODE: mode}}),
		cwd: path.dirname(file),
		env: process.env,
		thinkingDisplay: 'summarized',
		onQuit: () => undefined,
	});
	await host.start({prompt: 'first'});
	const results = () => allItems(store.getState()).filter(item => item.kind === 'result').length;
	if (mode === 'permission') {
		await waitFor(() => store.getState().permissions.length === 1, {timeoutMs: 10_000});
		const request = store.getState().permissions[0]!;
		host.actions().decide(request.requestId, {behavior: 'allow', scope: 'once', updatedInput: request.input});
	}
	await waitFor(() => results() === 1, {timeoutMs: 10_000});
	host.actions().submit('second');
	if (mode === 'permission') {
		await waitFor(() => store.getState().permissions.length === 1, {timeoutMs: 10_000});
		host.actions().decide(store.getState().permissions[0]!.requestId, {
			behavior: 'deny',
			scope: 'once',
			source: 'user',
			message: 'not now',
		});
	}
	await waitFor(() => results() === 2, {timeoutMs: 10_000});
	const live = store.getState();
	await session.close();
	await host.finished();
	recorder.close();
	return live;
}

async function replayed(file: string): Promise<AppState> {
	const store = createStore(initialState(), {throttleMs: 0});
	await new Player({
		lines: splitLines(createReadStream(file)),
		dispatch: event => store.dispatch(event),
		speed: Infinity,
	}).run();
	return store.getState();
}

/** The transcript as the app draws it, durations aside (live and recorded clocks differ by a millisecond or so). */
async function drawn(state: AppState): Promise<string> {
	const store = createStore(state);
	const app = render(<App store={store} actions={sessionActions(new Session({store})).actions} color={false} />);
	await app.waitForFrame('ready');
	const output = app.allOutput().replace(/\d+(\.\d+)?(ms|s)\b/g, '<t>');
	app.unmount();
	return output;
}

describe('record → replay round trip', () => {
	it.each(['echo', 'permission'])('%s: the replay ends where the live session did', async mode => {
		const file = path.join(mkdtempSync(path.join(tmpdir(), 'cctui-record-')), 'session.jsonl');
		const live = await liveRecorded(file, mode);
		const lines = readFileSync(file, 'utf8')
			.trimEnd()
			.split('\n')
			.map(line => JSON.parse(line) as Record<string, unknown>);
		expect(lines[0]).toMatchObject({
			t: 0,
			dir: 'meta',
			msg: {event: 'cctui', version: 'test', argv: ['--record', file]},
		});
		expect(new Set(lines.map(line => line['dir']))).toEqual(new Set(['meta', 'in', 'out']));
		for (const line of lines) expect(Date.parse(line['ts'] as string)).not.toBeNaN();

		const replay = await replayed(file);
		expect(outline(allItems(replay))).toEqual(outline(allItems(live)));
		expect(outline(allItems(replay)).length).toBeGreaterThan(4);
		expect(replay.usage).toEqual(live.usage);
		expect(replay.session).toEqual(live.session);
		expect(replay.permissions).toEqual([]);
		expect(await drawn(replay)).toBe(await drawn(live));
	});
});

describe('a fork, recorded', () => {
	/** Two turns, a fork from before the second prompt, and a turn of the fork; the fake claude saves its session. */
	async function forkRecorded(file: string) {
		const store = createStore(initialState(), {throttleMs: 0});
		const recorder = openRecording(file, {
			meta: {version: 'test', argv: ['--record', file]},
			onError: error => {
				throw error;
			},
		});
		const session = new Session({store, recorder});
		const env = {...process.env, CLAUDE_CONFIG_DIR: path.join(path.dirname(file), 'claude')};
		const host = new LiveHost({
			store,
			session,
			recorder,
			launch: () => spawnChild({command: fakeClaude, args: [], cwd: path.dirname(file), env}),
			cwd: path.dirname(file),
			env,
			thinkingDisplay: 'summarized',
			onQuit: () => undefined,
		});
		const results = () => allItems(store.getState()).filter(item => item.kind === 'result').length;
		await host.start({prompt: 'first'});
		await waitFor(() => results() === 1, {timeoutMs: 10_000});
		host.actions().submit('second');
		await waitFor(() => results() === 2, {timeoutMs: 10_000});
		const [second] = rewindPoints(store.getState());
		await expect(host.fork(second!)).resolves.toMatchObject({text: 'second'});
		host.actions().submit('second, again');
		await waitFor(() => results() === 3, {timeoutMs: 10_000});
		const live = store.getState();
		await session.close();
		await host.finished();
		recorder.close();
		return live;
	}

	it('plays back with the fork where it happened live, and the session it kept', async () => {
		const file = path.join(mkdtempSync(path.join(tmpdir(), 'cctui-record-')), 'session.jsonl');
		const live = await forkRecorded(file);
		expect(outline(allItems(live))).toContainEqual(expect.stringMatching(/^info: ──── Forked to here ────/));
		const replay = await replayed(file);
		expect(outline(allItems(replay))).toEqual(outline(allItems(live)));
		expect(replay.withdrawn).toEqual(live.withdrawn);
		expect(replay.usage).toEqual(live.usage);
		expect(replay.session).toEqual(live.session);
	});
});
