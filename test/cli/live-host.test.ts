import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {wireEditor} from '../../src/cli/editor-wiring.js';
import {type LaunchSpec, LiveHost} from '../../src/cli/live-host.js';
import {INITIALIZE_WAIT_MS} from '../../src/ide/editor-connection.js';
import {Session} from '../../src/session/session.js';
import {createStore} from '../../src/session/store.js';
import {sessionsDir} from '../../src/sessions/session-path.js';
import {loadSessionHistory} from '../../src/sessions/session-store.js';
import {sessionPreview} from '../../src/ingest/session-preview.js';
import {rewindPoints} from '../../src/state/rewind.js';
import {initialState} from '../../src/state/state.js';
import {sharedFixturesDir} from '../helpers/fixtures.js';
import {FakeTransport} from '../helpers/fake-transport.js';
import {startStandInEditor} from '../helpers/stand-in-editor.js';
import {allItems, outline} from '../helpers/replay-state.js';
import {waitFor} from '../helpers/wait-for.js';

function setup(cwd = '/work/project') {
	const home = mkdtempSync(path.join(tmpdir(), 'cctui-host-'));
	const dir = sessionsDir(cwd, {HOME: home});
	mkdirSync(dir, {recursive: true});
	writeFileSync(
		path.join(dir, 'saved-session.jsonl'),
		readFileSync(path.join(sharedFixturesDir, 'l-session-file.jsonl')),
	);
	const store = createStore(initialState(), {throttleMs: 0});
	const session = new Session({store});
	const launches: LaunchSpec[] = [];
	const transports: FakeTransport[] = [];
	const host = new LiveHost({
		store,
		session,
		cwd,
		env: {HOME: home},
		thinkingDisplay: 'summarized',
		onQuit: () => undefined,
		launch: spec => {
			launches.push(spec);
			transports.push(new FakeTransport());
			return transports.at(-1)!;
		},
	});
	return {store, session, host, launches, transports, home};
}

const requests = (transport: FakeTransport) =>
	transport.written().map(frame => (frame['request'] as {subtype?: string} | undefined)?.subtype ?? frame['type']);

describe('LiveHost', () => {
	it("shows a resumed session's history before claude starts, then initializes and asks for summarized thinking", async () => {
		const {host, store, launches, transports} = setup();
		await host.start({resume: 'saved-session', prompt: 'and now?'});
		expect(launches).toEqual([{permissionMode: 'default', resume: 'saved-session', hookEvents: true}]);
		const lines = outline(allItems(store.getState()));
		expect(lines.slice(0, 2)).toEqual(['user: remember a secret word', 'text: Remember: the secret word is PAPAYA.']);
		expect(lines).toContain('info: Resumed session saved-se: 7 earlier messages above.');
		expect(lines.at(-1)).toBe('user: and now?');
		expect(requests(transports[0]!)).toEqual(['initialize', 'set_max_thinking_tokens', 'user']);
	});

	it('shows the history main.ts read while the UI loaded (--resume), and reads the file again for a later /resume', async () => {
		const {host, store, home, transports} = setup();
		const read = loadSessionHistory('/work/project', {HOME: home}, 'saved-session');
		const file = path.join(sessionsDir('/work/project', {HOME: home}), 'saved-session.jsonl');
		await read;
		rmSync(file);
		await host.start({resume: 'saved-session', history: {preview: Promise.resolve(undefined), whole: () => read}});
		expect(outline(allItems(store.getState()))).toContain('info: Resumed session saved-se: 7 earlier messages above.');
		transports[0]!.emit({type: 'system', subtype: 'init', session_id: 'other', model: 'm', permissionMode: 'default'});
		await host.restart('saved-session');
		expect(outline(allItems(store.getState()))).toContain(
			'warning: No saved session saved-session for this folder; claude will say whether it can resume it.',
		);
	});

	it("shows a long session's end first, read apart, and its whole history once that is read", async () => {
		const {host, store, home} = setup();
		const file = path.join(sessionsDir('/work/project', {HOME: home}), 'saved-session.jsonl');
		const preview = sessionPreview(readFileSync(file), 8);
		expect(preview).toBeDefined();
		let shownWhileRead: string[] = [];
		await host.start({
			resume: 'saved-session',
			history: {
				preview: Promise.resolve(preview),
				whole: () => {
					shownWhileRead = outline(store.getState().historyPreview);
					return loadSessionHistory('/work/project', {HOME: home}, 'saved-session');
				},
			},
		});
		expect(shownWhileRead.length).toBeGreaterThan(0);
		expect(shownWhileRead[0]).toMatch(/^user: /);
		const whole = outline(allItems(store.getState()));
		expect(whole).toEqual(expect.arrayContaining(shownWhileRead));
		expect(store.getState().historyPreview).toEqual([]);
	});

	it('shows the preview of a long session picked with /resume too', async () => {
		const {host, store, home, transports} = setup();
		const file = path.join(sessionsDir('/work/project', {HOME: home}), 'saved-session.jsonl');
		// Longer than the preview's 200 lines: bookkeeping lines before the conversation.
		const bookkeeping = '{"type":"queue-operation","operation":"dequeue","sessionId":"x"}\n'.repeat(300);
		writeFileSync(file, bookkeeping + readFileSync(file, 'utf8'));
		await host.start({});
		transports[0]!.emit({type: 'system', subtype: 'init', session_id: 'other', model: 'm', permissionMode: 'default'});
		const previews: string[][] = [];
		store.subscribe(() => {
			const preview = store.getState().historyPreview;
			if (preview.length > 0) previews.push(outline(preview));
		});
		await host.restart('saved-session');
		expect(previews[0]?.[0]).toBe('user: remember a secret word');
		expect(store.getState().historyPreview).toEqual([]);
		expect(outline(allItems(store.getState()))).toContain('info: Resumed session saved-se: 7 earlier messages above.');
	});

	it('takes the preview down when the whole file cannot be read after all', async () => {
		const {host, store, home} = setup();
		const file = path.join(sessionsDir('/work/project', {HOME: home}), 'saved-session.jsonl');
		const preview = Promise.resolve(sessionPreview(readFileSync(file), 8));
		await host.start({resume: 'saved-session', history: {preview, whole: () => Promise.resolve(undefined)}});
		expect(store.getState().historyPreview).toEqual([]);
		expect(outline(allItems(store.getState()))).toContain(
			'warning: No saved session saved-session for this folder; claude will say whether it can resume it.',
		);
	});

	it("tells the UI once about a resumed session's history, not once for each of its events", async () => {
		const {host, store, launches} = setup();
		let beforeClaude = 0;
		store.subscribe(() => {
			if (launches.length === 0) beforeClaude++;
		});
		await host.start({resume: 'saved-session'});
		expect(outline(allItems(store.getState())).length).toBeGreaterThan(5);
		expect(beforeClaude).toBe(1);
	});

	it('forks on the first start only (--fork-session); a restart resumes the fork', async () => {
		const {host, store, launches, transports} = setup();
		await host.start({resume: 'saved-session', fork: true});
		expect(launches).toEqual([{permissionMode: 'default', resume: 'saved-session', fork: true, hookEvents: true}]);
		transports[0]!.emit({
			type: 'system',
			subtype: 'init',
			session_id: 'forked-2',
			model: 'm',
			permissionMode: 'default',
		});
		await waitFor(() => store.getState().session.sessionId === 'forked-2');
		transports[0]!.exit({exitCode: 1, signal: null});
		await waitFor(() => !store.getState().child.running);
		host.actions().restart();
		await waitFor(() => launches.length === 2);
		expect(launches[1]).toEqual({permissionMode: 'default', resume: 'forked-2', hookEvents: true});
	});

	it('restarts a crashed claude with --resume of this conversation and sends the setup again', async () => {
		const {host, store, launches, transports} = setup();
		await host.start({});
		transports[0]!.emit({
			type: 'system',
			subtype: 'init',
			session_id: 'live-123',
			model: 'm',
			permissionMode: 'acceptEdits',
		});
		await waitFor(() => store.getState().session.sessionId === 'live-123');
		transports[0]!.exit({exitCode: 1, signal: null});
		await waitFor(() => !store.getState().child.running);
		host.actions().restart();
		await waitFor(() => launches.length === 2);
		expect(launches[1]).toEqual({permissionMode: 'acceptEdits', resume: 'live-123', hookEvents: true});
		await waitFor(() => store.getState().child.running);
		expect(requests(transports[1]!)).toEqual(['initialize', 'set_max_thinking_tokens']);
		expect(outline(allItems(store.getState())).at(-1)).toBe('info: claude restarted; the conversation continues.');
	});

	it('a claude resumed with --resume that crashes before its first frame is restarted resuming that session', async () => {
		const {host, store, launches, transports} = setup();
		await host.start({resume: 'saved-session'});
		transports[0]!.exit({exitCode: 1, signal: null});
		await waitFor(() => !store.getState().child.running);
		host.actions().restart();
		await waitFor(() => launches.length === 2);
		expect(launches[1]).toMatchObject({resume: 'saved-session'});
	});

	it("/resume of another session counts its tokens from zero and its cost from its file's", async () => {
		const {host, store, session, launches, transports} = setup();
		await host.start({});
		transports[0]!.emit({type: 'system', subtype: 'init', session_id: 'old-1', model: 'm', permissionMode: 'default'});
		session.submit('spend');
		transports[0]!.emit({
			type: 'result',
			subtype: 'success',
			is_error: false,
			total_cost_usd: 0.5,
			session_id: 'old-1',
		});
		await waitFor(() => store.getState().usage.costUsd === 0.5);
		host.actions().resumeSession('saved-session');
		await waitFor(() => launches.length === 2);
		// The saved session is claude 2.1.330's l-session-file, whose last cost-state says $0.00236.
		expect(store.getState().usage).toMatchObject({costUsd: 0.00236, inputTokens: 0, outputTokens: 0});
	});

	it('--fork-session: the saved id is not the new session’s (claude names it on its first frame)', async () => {
		const {host, store} = setup();
		await host.start({resume: 'saved-session', fork: true});
		expect(store.getState().session.sessionId).toBeUndefined();
	});

	it('/clear starts a new conversation without resume (forgetting the old id); /resume shows the chosen history', async () => {
		const {host, store, launches, transports} = setup();
		await host.start({});
		transports[0]!.emit({type: 'system', subtype: 'init', session_id: 'old-1', model: 'm', permissionMode: 'default'});
		await waitFor(() => store.getState().session.sessionId === 'old-1');
		host.actions().newConversation();
		await waitFor(() => launches.length === 2);
		expect(launches[1]).toEqual({permissionMode: 'default', hookEvents: true});
		await waitFor(() => store.getState().child.running);
		// Until the new claude names its session, the old one is just a saved session /resume can offer.
		expect(store.getState().session.sessionId).toBeUndefined();
		// The old claude was ended by cctui for the next one: no exit code to worry about, and nothing but the new start.
		expect(outline(allItems(store.getState())).join('\n')).not.toMatch(
			/claude (stopped|restarted)|exited with|killed by/,
		);
		host.actions().resumeSession('saved-session');
		await waitFor(() => launches.length === 3);
		expect(launches[2]).toEqual({permissionMode: 'default', resume: 'saved-session', hookEvents: true});
		await waitFor(() => store.getState().session.sessionId === 'saved-session');
		expect(outline(allItems(store.getState()))).toContain('info: — New conversation —');
		expect(outline(allItems(store.getState()))).toContain('text: Still PAPAYA.');
		// Another conversation, not this one continued: its history says "Resumed session", and that is all.
		await waitFor(() => store.getState().child.running);
		expect(outline(allItems(store.getState())).at(-1)).toBe(
			'info: Resumed session saved-se: 7 earlier messages above.',
		);
		expect(outline(allItems(store.getState())).join('\n')).not.toMatch(/claude (stopped|restarted)/);
		host.actions().restart();
		await waitFor(() => launches.length === 4);
		await waitFor(() => store.getState().child.running);
		expect(outline(allItems(store.getState())).slice(-2)).toEqual([
			'info: Resumed session saved-se: 7 earlier messages above.',
			'info: claude restarted; the conversation continues.',
		]);
	});
});

describe('LiveHost and the rewind points', () => {
	it('after /clear the old conversation’s prompts are no rewind points; after /resume only that session’s are', async () => {
		const {host, store, session, launches, transports} = setup();
		await host.start({});
		transports[0]!.emit({type: 'system', subtype: 'init', session_id: 'old-1', model: 'm', permissionMode: 'default'});
		await waitFor(() => store.getState().session.sessionId === 'old-1');
		session.submit('in the old conversation');
		transports[0]!.emit({type: 'result', subtype: 'success', is_error: false, result: 'ok', session_id: 'old-1'});
		await waitFor(() => !store.getState().busy);
		expect(rewindPoints(store.getState()).map(point => point.text)).toEqual(['in the old conversation']);
		host.actions().newConversation();
		await waitFor(() => launches.length === 2);
		expect(rewindPoints(store.getState())).toEqual([]);
		host.actions().resumeSession('saved-session');
		await waitFor(() => launches.length === 3);
		expect(rewindPoints(store.getState()).map(point => point.text)).toEqual([
			'after resume: what was the word?',
			'what was it?',
			'remember a secret word',
		]);
	});

	it('a session resumed again after /clear shows its prompts again, and they are its rewind points', async () => {
		const {host, store, launches} = setup();
		await host.start({resume: 'saved-session'});
		const prompts = ['after resume: what was the word?', 'what was it?', 'remember a secret word'];
		const shownPrompts = () => outline(allItems(store.getState())).filter(line => line.startsWith('user: '));
		expect(rewindPoints(store.getState()).map(point => point.text)).toEqual(prompts);
		host.actions().newConversation();
		await waitFor(() => launches.length === 2);
		host.actions().resumeSession('saved-session');
		await waitFor(() => launches.length === 3);
		// Above, the first time it was resumed; below, again.
		expect(shownPrompts()).toEqual([...prompts, ...prompts].map(text => `user: ${text}`).reverse());
		expect(rewindPoints(store.getState()).map(point => point.text)).toEqual(prompts);
	});
});

describe('LiveHost and what the person chose', () => {
	/** Answers our control request of `subtype` on `transport` with success and `response`. */
	function confirm(transport: FakeTransport, subtype: string, response: object = {}) {
		const frame = transport
			.written()
			.findLast(written => (written['request'] as {subtype?: string} | undefined)?.subtype === subtype);
		transport.emit({
			type: 'control_response',
			response: {subtype: 'success', request_id: frame?.['request_id'], response},
		});
	}

	it('gives a new claude (/clear) the model and effort chosen, and counts the new conversation from zero', async () => {
		const {host, store, launches, transports} = setup();
		await host.start({});
		const first = transports[0]!;
		first.emit({type: 'system', subtype: 'init', session_id: 'old-1', model: 'opus', permissionMode: 'default'});
		host.actions().setModel('haiku');
		host.actions().setEffort('high');
		confirm(first, 'set_model', {model: 'claude-haiku-5-5'});
		confirm(first, 'apply_flag_settings');
		first.emit({
			type: 'result',
			subtype: 'success',
			is_error: false,
			total_cost_usd: 0.25,
			usage: {input_tokens: 44_000, output_tokens: 3500},
		});
		await waitFor(() => store.getState().usage.costUsd === 0.25 && store.getState().session.effort === 'high');
		host.actions().newConversation();
		await waitFor(() => launches.length === 2);
		await waitFor(() => store.getState().child.running);
		const second = transports[1]!;
		expect(requests(second)).toEqual(['initialize', 'set_max_thinking_tokens', 'set_model', 'apply_flag_settings']);
		expect(
			second
				.written()
				.find(frame => frame['type'] === 'control_request' && JSON.stringify(frame).includes('set_model')),
		).toMatchObject({request: {model: 'haiku'}});
		expect(store.getState().session).toMatchObject({model: 'claude-haiku-5-5', effort: 'high'});
		expect(store.getState().usage).toMatchObject({costUsd: 0, inputTokens: 0, outputTokens: 0});
	});

	it('leaves the model to the new claude when none was chosen', async () => {
		const {host, store, launches, transports} = setup();
		await host.start({});
		host.actions().newConversation();
		await waitFor(() => launches.length === 2);
		await waitFor(() => store.getState().child.running);
		expect(requests(transports[1]!)).toEqual(['initialize', 'set_max_thinking_tokens']);
	});

	it('tells the new claude to use its own default when that was chosen (over the --model it is started with)', async () => {
		const {host, store, launches, transports} = setup();
		await host.start({});
		host.actions().setModel(null);
		confirm(transports[0]!, 'set_model', {model: 'claude-opus-5-5'});
		await waitFor(() => store.getState().session.model === 'claude-opus-5-5');
		host.actions().newConversation();
		await waitFor(() => launches.length === 2);
		await waitFor(() => store.getState().child.running);
		expect(requests(transports[1]!)).toEqual(['initialize', 'set_max_thinking_tokens', 'set_model']);
		const asked = transports[1]!.written().find(frame => JSON.stringify(frame).includes('set_model'));
		expect(asked).toMatchObject({request: {subtype: 'set_model', model: null}});
	});
});

describe('LiveHost.fork', () => {
	const SECOND = {uuid: '084913e3-1285-45b5-917a-bc6f0fe1a69c', text: 'what was it?'};
	const FIRST = {uuid: 'dfdf1283-a392-4877-aca5-4b21eaeac0b9', text: 'remember a secret word'};

	async function resumed() {
		const setupResult = setup();
		await setupResult.host.start({resume: 'saved-session'});
		setupResult.transports[0]!.emit({type: 'system', subtype: 'init', session_id: 'saved-session', model: 'm'});
		await waitFor(() => setupResult.store.getState().session.sessionId === 'saved-session');
		return setupResult;
	}

	it('resumes the saved session up to the message before the prompt, under a new id, and gives the prompt back', async () => {
		const {host, store, launches, transports} = await resumed();
		await expect(host.fork(SECOND)).resolves.toEqual([{text: 'what was it?', attachments: []}]);
		expect(transports[0]!.stdinClosed).toBe(true);
		// The message before "what was it?" in the file is its parentUuid.
		expect(launches[1]).toEqual({
			permissionMode: 'default',
			resume: 'saved-session',
			fork: true,
			resumeAt: 'ee3ab382-2c4e-4a6a-a3e9-38dd917bb9d1',
			hookEvents: true,
		});
		const lines = outline(allItems(store.getState()));
		expect(lines).toContainEqual(expect.stringMatching(/^info: ──── Forked to here ──── 2 prompts/));
		expect(lines).toContain('info: The session before the fork is kept: cctui --resume saved-session');
		expect(store.getState().session.sessionId).toBeUndefined();
	});

	it('a message waiting for the claude that stopped is not sent into the fork: it comes back with the prompt', async () => {
		const {host, session, store, transports} = await resumed();
		transports[0]!.exit({exitCode: 1, signal: null});
		await waitFor(() => !store.getState().child.running);
		// Enter while claude is not running: it waits for the next claude of this conversation.
		session.submit('for the conversation as it is');
		expect(store.getState().queue).toHaveLength(1);
		await expect(host.fork(SECOND)).resolves.toEqual([
			{text: 'what was it?', attachments: []},
			{text: 'for the conversation as it is', attachments: []},
		]);
		// The forked claude's first frame is where a waiting message would be sent.
		transports[1]!.emit({type: 'system', subtype: 'init', session_id: 'forked', model: 'm'});
		await waitFor(() => store.getState().session.sessionId === 'forked');
		expect(transports[1]!.written().filter(frame => frame['type'] === 'user')).toEqual([]);
		expect(store.getState().queue).toEqual([]);
		expect(outline(allItems(store.getState())).at(-1)).toBe(
			'warning: The message waiting to start was not sent to this conversation: it is back in the input.',
		);
	});

	it('claude 2.0.30 cannot fork (it wants another id): one line says so, and claude goes on as it was', async () => {
		const {host, session, store, launches, transports} = await resumed();
		session.setClaudeVersion('2.0.30');
		await expect(host.fork(SECOND)).resolves.toEqual([]);
		expect(launches).toHaveLength(1);
		expect(transports[0]!.stdinClosed).toBe(false);
		const lines = outline(allItems(store.getState()));
		expect(lines).toContain(
			'error: Cannot fork: claude 2.0.30 cannot restore files or fork (claude 2.1.0 and newer can).',
		);
		expect(lines).not.toContainEqual(expect.stringMatching(/Forked to here/));
	});

	it('right after --resume, before claude’s first frame: the resumed id is the session’s, so it forks', async () => {
		const {host, store, launches} = setup();
		await host.start({resume: 'saved-session'});
		expect(store.getState().session.sessionId).toBe('saved-session');
		await expect(host.fork(SECOND)).resolves.toEqual([{text: 'what was it?', attachments: []}]);
		expect(launches[1]).toMatchObject({resume: 'saved-session', fork: true});
	});

	/** A turn's result in the session resumed: what the status line counts. */
	const paid = {type: 'result', subtype: 'success', is_error: false, total_cost_usd: 0.4} as const;

	it('from before the first prompt: a new conversation, its tokens counted from zero as its cost is', async () => {
		const {host, store, launches, transports} = await resumed();
		transports[0]!.emit({...paid, usage: {input_tokens: 120_000, output_tokens: 200}});
		await waitFor(() => store.getState().usage.costUsd === 0.4);
		await expect(host.fork(FIRST)).resolves.toEqual([{text: 'remember a secret word', attachments: []}]);
		expect(launches[1]).toEqual({permissionMode: 'default', hookEvents: true});
		transports[1]!.emit({...paid, total_cost_usd: 0.05, usage: {input_tokens: 5000, output_tokens: 24}});
		await waitFor(() => store.getState().usage.costUsd === 0.05);
		expect(store.getState().usage).toMatchObject({inputTokens: 5000, outputTokens: 24, turns: 1});
	});

	it('from a later prompt: claude carries the cost over, and the tokens go on counting with it', async () => {
		const {host, store, transports} = await resumed();
		transports[0]!.emit({...paid, usage: {input_tokens: 120_000, output_tokens: 200}});
		await waitFor(() => store.getState().usage.costUsd === 0.4);
		await host.fork(SECOND);
		transports[1]!.emit({...paid, total_cost_usd: 0.5, usage: {input_tokens: 5000, output_tokens: 24}});
		await waitFor(() => store.getState().usage.costUsd === 0.5);
		expect(store.getState().usage).toMatchObject({inputTokens: 125_000, outputTokens: 224, turns: 2});
	});

	it('refuses, saying why, while a turn runs, before claude named the session, for a prompt not in its file or one sent mid-turn', async () => {
		const {host, session, store, launches} = await resumed();
		await expect(host.fork({uuid: 'not-there', text: 'x'})).resolves.toEqual([]);
		await expect(host.fork({...SECOND, steered: true})).resolves.toEqual([]);
		session.submit('busy now');
		await expect(host.fork(SECOND)).resolves.toEqual([]);
		const fresh = setup();
		await fresh.host.start({});
		await expect(fresh.host.fork(SECOND)).resolves.toEqual([]);
		expect(launches).toHaveLength(1);
		expect(fresh.launches).toHaveLength(1);
		const errors = (state: typeof store) =>
			outline(allItems(state.getState())).filter(line => line.startsWith('error:'));
		expect(errors(store)).toEqual([
			"error: Cannot fork: the prompt is not in session saved-session's file.",
			'error: Cannot fork: it was sent mid-turn, which claude keeps no checkpoint of: choose the prompt of its turn.',
			'error: Cannot fork: a turn is running; press Esc to stop it first.',
		]);
		expect(errors(fresh.store)).toEqual(['error: Cannot fork: claude has not named this session yet.']);
	});
});

describe('LiveHost and the claude version', () => {
	it('asks for hook events only from a claude that knows the flag (2.1.53 refuses to start with it)', async () => {
		for (const [version, hookEvents] of [
			['2.1.330 (Claude Code)', true],
			['2.1.101 (Claude Code)', true],
			['2.1.53 (Claude Code)', false],
			['1.0.128 (Claude Code)', false],
		] as const) {
			const launches: LaunchSpec[] = [];
			const store = createStore(initialState(), {throttleMs: 0});
			const host = new LiveHost({
				store,
				session: new Session({store}),
				cwd: '/work/project',
				env: {},
				thinkingDisplay: 'summarized',
				claudeVersion: Promise.resolve(version),
				onQuit: () => undefined,
				launch: spec => {
					launches.push(spec);
					return new FakeTransport();
				},
			});
			await host.start({});
			expect(launches[0]?.hookEvents === true).toBe(hookEvents);
		}
	});

	it('keeps a message typed before claude started, and sends it once it has', async () => {
		let version!: (value: string) => void;
		const transports: FakeTransport[] = [];
		const store = createStore(initialState(), {throttleMs: 0});
		const session = new Session({store});
		const host = new LiveHost({
			store,
			session,
			cwd: '/work/project',
			env: {},
			thinkingDisplay: 'summarized',
			claudeVersion: new Promise(resolve => (version = resolve)),
			onQuit: () => undefined,
			launch: () => {
				transports.push(new FakeTransport());
				return transports.at(-1)!;
			},
		});
		const started = host.start({});
		session.submit('typed early');
		expect(store.getState().queue).toEqual([expect.objectContaining({text: 'typed early'})]);
		version('2.1.330');
		await started;
		expect(transports[0]!.written().filter(frame => frame['type'] === 'user')).toHaveLength(1);
		// Nothing was lost on the way: no "could not write to claude".
		expect(outline(allItems(store.getState())).filter(line => line.startsWith('error'))).toEqual([]);
	});

	it('the first prompt, when it names an image file, sends it as an image block', async () => {
		const cwd = mkdtempSync(path.join(tmpdir(), 'cctui-host-images-'));
		const png = Buffer.from(
			'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
			'base64',
		);
		writeFileSync(path.join(cwd, 'shot.png'), png);
		const {host, transports, home} = setup(cwd);
		try {
			await host.start({prompt: 'what is in shot.png?'});
			const images = () =>
				transports[0]!
					.written()
					.filter(frame => frame['type'] === 'user')
					.map(frame => JSON.stringify(frame['message']).includes(png.toString('base64')));
			await waitFor(() => images().length === 1);
			expect(images()).toEqual([true]);
		} finally {
			rmSync(cwd, {recursive: true, force: true});
			rmSync(home, {recursive: true, force: true});
		}
	});
});

describe('LiveHost and an editor that takes the connection and does not answer', () => {
	interface HungEditorRun {
		readonly host: LiveHost;
		/** The waits cut short by a message (the editor's own initialize wait is never run). */
		readonly waits: (() => void)[];
		readonly launches: LaunchSpec[];
		/** The user messages claude was sent, as JSON. */
		sent(): string;
		said(): string[];
	}

	async function withHungEditor(test: (run: HungEditorRun) => Promise<void>) {
		const root = mkdtempSync(path.join(tmpdir(), 'cctui-host-editor-'));
		const home = path.join(root, 'home');
		const work = path.join(root, 'work');
		const editor = await startStandInEditor({home, workspaceFolders: [work], silent: true});
		const store = createStore(initialState('default', work), {throttleMs: 0});
		const session = new Session({store});
		const waits: (() => void)[] = [];
		const wiring = wireEditor(store, session, work, {HOME: home}, (run, ms) => {
			if (ms !== INITIALIZE_WAIT_MS) waits.push(run);
			return () => undefined;
		});
		const launches: LaunchSpec[] = [];
		const transports: FakeTransport[] = [];
		const host = new LiveHost({
			store,
			session,
			cwd: work,
			env: {HOME: home},
			thinkingDisplay: 'summarized',
			claudeVersion: Promise.resolve('2.1.330'),
			onQuit: () => undefined,
			launch: spec => {
				launches.push(spec);
				transports.push(new FakeTransport());
				return transports.at(-1)!;
			},
			editor: wiring,
		});
		try {
			wiring.start(true);
			await test({
				host,
				waits,
				launches,
				sent: () => JSON.stringify(transports[0]?.written().filter(frame => frame['type'] === 'user') ?? []),
				said: () => outline(allItems(store.getState())),
			});
		} finally {
			wiring.stop();
			await editor.stop();
			rmSync(root, {recursive: true, force: true});
		}
	}

	const SAID =
		'info: VS Code has not answered yet: claude starts without it, so your message goes without its diagnostics tool.';

	it('a message typed meanwhile does not wait for it: claude starts without the editor, gets the message, and a line says why', async () => {
		await withHungEditor(async ({host, waits, launches, sent, said}) => {
			const started = host.start({});
			await new Promise(resolve => setTimeout(resolve, 50));
			// Nothing waits for claude yet: it waits for the editor.
			expect(launches).toEqual([]);
			expect(waits).toEqual([]);
			host.actions().submit('typed early');
			expect(waits).toHaveLength(1);
			waits[0]!();
			await started;
			expect(launches).toHaveLength(1);
			expect(launches[0]!.mcpConfigs).toBeUndefined();
			expect(sent()).toContain('typed early');
			expect(said()).toContain(SAID);
		});
	});

	it('nor does the prompt cctui was started with', async () => {
		await withHungEditor(async ({host, waits, launches, sent, said}) => {
			const started = host.start({prompt: 'fix the test'});
			await waitFor(() => waits.length === 1, {what: 'the wait cut short'});
			waits[0]!();
			await started;
			expect(launches).toHaveLength(1);
			expect(sent()).toContain('fix the test');
			expect(said()).toContain(SAID);
		});
	});
});
