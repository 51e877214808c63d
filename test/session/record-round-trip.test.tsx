/**
 * --record → replay: a live session against the fake CLI process, recorded by the real writer,
 * then played back through the real player, ends in the same transcript, usage and session facts,
 * and renders the same.
 */
import {createReadStream, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {type LaunchSpec, LiveHost} from '../../src/cli/live-host.js';
import {transcriptMarkdown} from '../../src/export/markdown.js';
import {readTranscript} from '../../src/export/read-transcript.js';
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

/**
 * A live host over the fake claude, recording to `file`; `sessionFor` names the session each claude it starts takes
 * (FAKE_CLAUDE_SESSION), `modes` the FAKE_CLAUDE_MODE and FAKE_CLAUDE_STDERR of the first ones (echo after them).
 * `finish` ends it and resolves with the state the live session ended in.
 */
function recordingHost(
	file: string,
	sessionFor?: (spec: LaunchSpec) => string | undefined,
	modes: Array<{mode: string; stderr?: string}> = [],
) {
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
		launch: spec => {
			const {mode = 'echo', stderr} = modes.shift() ?? {};
			return spawnChild({
				command: fakeClaude,
				args: [],
				cwd: path.dirname(file),
				env: {
					...env,
					FAKE_CLAUDE_MODE: mode,
					...(stderr === undefined ? {} : {FAKE_CLAUDE_STDERR: stderr}),
					...(sessionFor ? {FAKE_CLAUDE_SESSION: sessionFor(spec)} : {}),
				},
			});
		},
		cwd: path.dirname(file),
		env,
		thinkingDisplay: 'summarized',
		onQuit: () => undefined,
	});
	const results = () => allItems(store.getState()).filter(item => item.kind === 'result').length;
	const finish = async () => {
		const live = store.getState();
		await session.close();
		await host.finished();
		recorder.close();
		return live;
	};
	return {store, host, results, finish};
}

describe('a fork, recorded', () => {
	/**
	 * Two turns, a fork from before the second prompt (or the first: a new conversation), and a turn of the fork; the
	 * fake claude saves its session.
	 */
	async function forkRecorded(file: string, from: 'first' | 'second' = 'second') {
		const {store, host, results, finish} = recordingHost(file);
		await host.start({prompt: 'first'});
		await waitFor(() => results() === 1, {timeoutMs: 10_000});
		host.actions().submit('second');
		await waitFor(() => results() === 2, {timeoutMs: 10_000});
		const point = rewindPoints(store.getState()).find(candidate => candidate.text === from);
		await expect(host.fork(point!)).resolves.toMatchObject([{text: from}]);
		host.actions().submit(`${from}, again`);
		await waitFor(() => results() === 3, {timeoutMs: 10_000});
		return finish();
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

	it('from before the first prompt: the export sums up the conversation it left apart, its turns not rewound', async () => {
		const file = path.join(mkdtempSync(path.join(tmpdir(), 'cctui-record-')), 'session.jsonl');
		const live = await forkRecorded(file, 'first');
		const replay = await replayed(file);
		expect(replay.usage).toEqual(live.usage);
		expect(replay.earlierUsage).toEqual(live.earlierUsage);
		expect(transcriptMarkdown(replay, 'session.jsonl')).toContain(
			[
				'## Summary',
				'',
				'- 3 turns in 2 conversations, 2 of them left behind by a fork and left out',
				'- Conversation 1 (session `fake-session-0001`): 2 turns · 20 in · 10 out · $0.0020',
				'- Conversation 2 (session `fake-session-0001`): 1 turn · 10 in · 5 out · $0.0010',
			].join('\n'),
		);
	});
});

describe('/clear, /resume and /restart, recorded', () => {
	/**
	 * A turn in session A, /clear and a turn in B, /resume of A and a turn, /restart and a turn. The fake claude takes
	 * its session id from its environment (a new one for /clear) and saves each prompt in its session file.
	 */
	async function switchesRecorded(file: string) {
		// The ids of the new conversations' claudes, in turn.
		const fresh = ['1111aaaa-session', '2222bbbb-session'];
		const {store, host, results, finish} = recordingHost(file, spec => spec.resume ?? fresh.shift());
		const turn = async (text: string, count: number) => {
			host.actions().submit(text);
			await waitFor(() => results() === count, {timeoutMs: 10_000});
		};
		await host.start({});
		await turn('in A', 1);
		host.actions().newConversation();
		await waitFor(() => outline(allItems(store.getState())).includes('info: — New conversation —'));
		await turn('in B', 2);
		expect(host.actions().resumeSession('1111aaaa-session')).toBeUndefined();
		await waitFor(() => store.getState().session.sessionId === '1111aaaa-session');
		await turn('in A again', 3);
		host.actions().restart();
		await waitFor(
			() => outline(allItems(store.getState())).at(-1) === 'info: claude restarted; the conversation continues.',
		);
		await turn('in A after the restart', 4);
		return finish();
	}

	const file = path.join(mkdtempSync(path.join(tmpdir(), 'cctui-record-')), 'session.jsonl');
	let live: AppState;
	beforeAll(async () => {
		live = await switchesRecorded(file);
	});

	it('plays back each with what the live session showed; a resumed history is counted, not shown', async () => {
		const meta = readFileSync(file, 'utf8')
			.trimEnd()
			.split('\n')
			.map(line => JSON.parse(line) as {dir: string; msg: {event: string}})
			.filter(line => line.dir === 'meta')
			.map(line => line.msg);
		expect(meta).toEqual([
			expect.objectContaining({event: 'cctui'}),
			{event: 'conversation-new'},
			{event: 'conversation-resumed', sessionId: '1111aaaa-session', messages: 1, unreadable: 0},
			{event: 'claude-restarted', sessionId: '1111aaaa-session', costSaved: 0},
		]);
		const replay = await replayed(file);
		const lines = outline(allItems(live));
		const at = lines.indexOf('info: Resumed session 1111aaaa: 1 earlier message above.');
		// Live, A's history (its prompt, from its session file) showed above that line; the recording holds its count.
		expect(lines[at - 1]).toBe('user: in A');
		expect(outline(allItems(replay))).toEqual([
			...lines.slice(0, at - 1),
			'info: Resumed session 1111aaaa: 1 earlier message, not in this recording.',
			...lines.slice(at + 1),
		]);
		expect(lines).toEqual(
			expect.arrayContaining(['info: — New conversation —', 'info: claude restarted; the conversation continues.']),
		);
		expect(replay.usage).toEqual(live.usage);
		expect(replay.earlierUsage).toEqual(live.earlierUsage);
		expect(replay.session).toEqual(live.session);
	});

	it('exports each conversation under its divider, and sums up each apart', async () => {
		const markdown = transcriptMarkdown(await readTranscript(file), 'session.jsonl');
		expect(markdown).toContain('> Note: — New conversation —\n\n## Turn 2\n\n**User:**\n\n> in B');
		expect(markdown).toContain(
			'> Note: Resumed session 1111aaaa: 1 earlier message, not in this recording.\n\n## Turn 3\n\n**User:**\n\n> in A again',
		);
		expect(markdown).toContain('> Note: claude restarted; the conversation continues.\n\n## Turn 4');
		// The fake claude's cost counts from zero in each process: a new conversation's from zero, a restart's on from the one before.
		expect(markdown).toContain(
			[
				'## Summary',
				'',
				'- 4 turns in 3 conversations',
				'- Conversation 1 (session `1111aaaa-session`): 1 turn · 10 in · 5 out · $0.0010',
				'- Conversation 2 (session `2222bbbb-session`): 1 turn · 10 in · 5 out · $0.0010',
				'- Conversation 3 (session `1111aaaa-session`): 2 turns · 20 in · 10 out · $0.0020',
			].join('\n'),
		);
	});

	it('recorded by a cctui that wrote none of these lines, plays as it did', async () => {
		const old = path.join(path.dirname(file), 'old.jsonl');
		const lines = readFileSync(file, 'utf8').split('\n');
		writeFileSync(
			old,
			lines.filter(line => !/"event":"(conversation-new|conversation-resumed|claude-restarted)"/.test(line)).join('\n'),
		);
		const replay = outline(allItems(await replayed(old)));
		expect(replay.filter(line => line.startsWith('info:'))).toEqual([]);
		expect(replay.filter(line => line.startsWith('user:'))).toEqual([
			'user: in A',
			'user: in B',
			'user: in A again',
			'user: in A after the restart',
		]);
	});
});

/** The recording's `meta` lines' messages, in order. */
function metaLines(file: string): Array<Record<string, unknown>> {
	return readFileSync(file, 'utf8')
		.trimEnd()
		.split('\n')
		.map(line => JSON.parse(line) as {dir: string; msg: Record<string, unknown>})
		.filter(line => line.dir === 'meta')
		.map(line => line.msg);
}

/** The recording without its lines of these host events: as a cctui that did not write them recorded it. */
function withoutEvents(file: string, events: readonly string[]): string {
	const old = path.join(path.dirname(file), `old-${path.basename(file)}`);
	const pattern = new RegExp(`"event":"(${events.join('|')})"`);
	writeFileSync(
		old,
		readFileSync(file, 'utf8')
			.split('\n')
			.filter(line => !pattern.test(line))
			.join('\n'),
	);
	return old;
}

describe('a session resumed at the start (--resume, --continue), recorded', () => {
	/** A turn in a session, ended; then a cctui started resuming it (or forking it), recording a turn. */
	async function resumedRecorded(fork: boolean) {
		const dir = mkdtempSync(path.join(tmpdir(), 'cctui-record-'));
		const first = recordingHost(path.join(dir, 'first.jsonl'));
		await first.host.start({prompt: 'in A'});
		await waitFor(() => first.results() === 1, {timeoutMs: 10_000});
		await first.finish();
		const file = path.join(dir, 'session.jsonl');
		const {host, results, finish} = recordingHost(file);
		await host.start({resume: 'fake-session-0001', fork, prompt: 'in A again'});
		await waitFor(() => results() === 1, {timeoutMs: 10_000});
		return {file, live: await finish()};
	}

	it.each([false, true])(
		'plays back saying which session it resumed and how much came before (fork: %s)',
		async fork => {
			const {file, live} = await resumedRecorded(fork);
			expect(metaLines(file)).toEqual([
				expect.objectContaining({event: 'cctui'}),
				{
					event: 'conversation-resumed',
					sessionId: 'fake-session-0001',
					messages: 1,
					unreadable: 0,
					start: true,
					...(fork ? {fork: true} : {}),
				},
			]);
			const lines = outline(allItems(live));
			// Live, the history (the prompt, from claude's session file) showed above the line that counts it.
			expect(lines.slice(0, 2)).toEqual(['user: in A', 'info: Resumed session fake-ses: 1 earlier message above.']);
			const replay = await replayed(file);
			expect(outline(allItems(replay))).toEqual([
				'info: Resumed session fake-ses: 1 earlier message, not in this recording.',
				...lines.slice(2),
			]);
			expect(lines.slice(2)).toContain('user: in A again');
			expect(replay.usage).toEqual(live.usage);
			expect(replay.earlierUsage).toEqual(live.earlierUsage);
			expect(replay.session).toEqual(live.session);

			const markdown = transcriptMarkdown(await readTranscript(file), 'session.jsonl');
			expect(markdown).toContain(
				'> Note: Resumed session fake-ses: 1 earlier message, not in this recording.\n\n## Turn 1\n\n**User:**\n\n> in A again',
			);
			// One conversation: the one it resumed and continued.
			expect(markdown).toContain('## Summary\n\n- 1 turn\n');

			// A recording made before cctui wrote the line plays as it did: the turn, and nothing said before it.
			const old = outline(allItems(await replayed(withoutEvents(file, ['conversation-resumed']))));
			expect(old).toEqual(lines.slice(2));
		},
	);
});

describe('a crash, recorded', () => {
	// More lines than the notice shows, a blank one (live, stderr's blank lines are not kept), and terminal controls:
	// a title-setting OSC and a clear-screen.
	const stderr = [
		'line 1',
		'line 2',
		'line 3',
		'line 4',
		'',
		'line 5 \u001B]0;owned\u0007 title',
		'line 6 \u001B[2J cleared',
		'',
		'',
	].join('\n');

	/** claude crashes in the first turn; r restarts it, resuming the conversation, and a turn follows. */
	async function crashRecorded(file: string) {
		const {store, host, results, finish} = recordingHost(file, undefined, [{mode: 'crash', stderr}]);
		await host.start({prompt: 'go'});
		await waitFor(() => !store.getState().child.running, {timeoutMs: 10_000});
		atCrash = store.getState();
		host.actions().restart();
		await waitFor(
			() => outline(allItems(store.getState())).at(-1) === 'info: claude restarted; the conversation continues.',
			{timeoutMs: 10_000},
		);
		host.actions().submit('again');
		await waitFor(() => results() === 1, {timeoutMs: 10_000});
		return finish();
	}

	const file = path.join(mkdtempSync(path.join(tmpdir(), 'cctui-record-')), 'session.jsonl');
	let live: AppState;
	let atCrash: AppState;
	beforeAll(async () => {
		live = await crashRecorded(file);
	});

	it('played to the crash, is where live was: the exit, and the stderr the debug panel shows, blank lines left out', async () => {
		const lines = readFileSync(file, 'utf8').split('\n');
		const cut = path.join(path.dirname(file), 'to-the-crash.jsonl');
		writeFileSync(
			cut,
			lines
				.slice(
					0,
					lines.findIndex(line => line.includes('"claude-restarted"')),
				)
				.join('\n'),
		);
		const replay = await replayed(cut);
		expect(atCrash.child.stderrTail).not.toContain('');
		expect(replay.child).toEqual(atCrash.child);
	});

	it('plays back the crash notice live showed, with its stderr drawn as live drew it, before the restart', async () => {
		const shown = ['line 3', 'line 4', 'line 5 \u001B]0;owned\u0007 title', 'line 6 \u001B[2J cleared'];
		expect(metaLines(file)).toEqual([
			expect.objectContaining({event: 'cctui'}),
			{event: 'claude-exited', exitCode: 3, signal: null, stderr: ['line 2', ...shown]},
			{event: 'claude-restarted', sessionId: 'fake-session-0001', costSaved: 0},
		]);
		const lines = outline(allItems(live));
		const crash = `error: claude exited with code 3 in the middle of a turn.\nLast lines on stderr:\n  line 2\n${shown.map(line => `  ${line}`).join('\n')}`;
		expect(lines).toContain(crash);
		expect(lines.indexOf(crash)).toBeLessThan(lines.indexOf('info: claude restarted; the conversation continues.'));
		const replay = await replayed(file);
		expect(outline(allItems(replay))).toEqual(lines);
		expect(replay.usage).toEqual(live.usage);
		expect(replay.session).toEqual(live.session);
		const frame = await drawn(replay);
		expect(frame).toBe(await drawn(live));
		expect(frame).toContain('claude exited with code 3 in the middle of a turn.');
		expect(frame).not.toMatch(/\u001B\]0;|\u001B\[2J/);
	});

	it('exports the crash notice, its stderr sanitized, before the restart', async () => {
		const markdown = transcriptMarkdown(await readTranscript(file), 'session.jsonl');
		expect(markdown).toMatch(
			/> Error: claude exited with code 3 in the middle of a turn\.\n> Last lines on stderr:\n>  {2}line 2\n(>.*\n){4}\n> Note: claude restarted; the conversation continues\./,
		);
		expect(markdown).toContain('line 6');
		expect(markdown).not.toMatch(/\u001B|\u0007/);
	});

	it('recorded by a cctui that wrote no crash line, plays as it did', async () => {
		const old = outline(allItems(await replayed(withoutEvents(file, ['claude-exited']))));
		expect(old.filter(line => line.startsWith('error:'))).toEqual([]);
		expect(old).toEqual(outline(allItems(live)).filter(line => !line.startsWith('error:')));
	});
});
