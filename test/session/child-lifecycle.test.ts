/**
 * What the session owes each claude child: a new child numbers its requests afresh and gets
 * answers; prompts die with the child that asked; the exit of a child already replaced says
 * nothing; quitting marks the exit as ours; and every frame is recorded both ways as sent.
 */
import {describe, expect, it, vi} from 'vitest';
import {Session} from '../../src/session/session.js';
import {createStore} from '../../src/session/store.js';
import {initialState} from '../../src/state/state.js';
import {FakeTransport} from '../helpers/fake-transport.js';
import {readRecording} from '../helpers/fixtures.js';
import {tick, waitFor} from '../helpers/wait-for.js';

const bash = (id: string, toolUseId?: string) => ({
	type: 'control_request',
	request_id: id,
	request: {
		subtype: 'can_use_tool',
		tool_name: 'Bash',
		input: {command: 'ls', description: 'List'},
		...(toolUseId === undefined ? {} : {tool_use_id: toolUseId}),
	},
});

function setup(options: {requestTimeoutMs?: number} = {}) {
	const store = createStore(initialState(), {throttleMs: 0});
	const recorded: Array<[string, string]> = [];
	const session = new Session({
		store,
		recorder: {record: (direction, line) => recorded.push([direction, line])},
		...options,
	});
	return {store, session, recorded};
}

const notices = (store: ReturnType<typeof createStore>) =>
	store.getState().committed.flatMap(item => (item.kind === 'notice' ? [`${item.level}: ${item.text}`] : []));

describe('a restarted child', () => {
	it('may reuse request ids: the new child is answered', async () => {
		const {store, session} = setup();
		const first = new FakeTransport();
		const firstDone = session.attach(first);
		first.emit({
			type: 'control_request',
			request_id: '1',
			request: {subtype: 'request_user_dialog', dialog_kind: 'confirm'},
		});
		await waitFor(() => first.writes.length === 1);
		first.exit();
		await firstDone;
		const second = new FakeTransport();
		void session.attach(second);
		second.emit({
			type: 'control_request',
			request_id: '1',
			request: {subtype: 'request_user_dialog', dialog_kind: 'confirm'},
		});
		await waitFor(() => second.writes.length === 1);
		expect(second.written()).toEqual([
			{type: 'control_response', response: {subtype: 'success', request_id: '1', response: {behavior: 'cancelled'}}},
		]);
		expect(store.getState().child.running).toBe(false);
	});

	it('takes its open prompts with it: they cannot be answered to the next child', async () => {
		const {store, session} = setup();
		const first = new FakeTransport();
		const firstDone = session.attach(first);
		first.emit(bash('req-1', 'toolu_1'));
		await waitFor(() => session.openRequestIds().length === 1);
		first.exit({exitCode: 1, signal: null});
		await firstDone;
		expect(session.openRequestIds()).toEqual([]);
		expect(store.getState().permissions).toEqual([]);
		const second = new FakeTransport();
		void session.attach(second);
		expect(session.decide('req-1', {behavior: 'allow', scope: 'once', updatedInput: {}})).toBe(false);
		expect(second.writes).toEqual([]);
	});

	it('the late exit of a child already replaced neither reports it nor forgets the new prompts', async () => {
		const {store, session} = setup();
		const first = new FakeTransport();
		const firstDone = session.attach(first);
		const second = new FakeTransport();
		void session.attach(second);
		second.emit(bash('req-2', 'toolu_2'));
		await waitFor(() => store.getState().permissions.length === 1);
		first.exit({exitCode: 1, signal: null});
		await firstDone;
		expect(notices(store)).toEqual([]);
		expect(session.openRequestIds()).toEqual(['req-2']);
		expect(session.decide('req-2', {behavior: 'deny', scope: 'once', source: 'user', message: 'no'})).toBe(true);
		expect(second.written()).toHaveLength(1);
	});
});

describe('quitting', () => {
	it("marks the exit as cctui's own, not a crash", async () => {
		const {store, session} = setup();
		const transport = new FakeTransport();
		const done = session.attach(transport);
		await session.close();
		await done;
		expect(store.getState().child).toMatchObject({running: false, crashedMidTurn: false, endedByUs: true});
		expect(notices(store)).toEqual(['info: claude stopped.']);
	});

	it('closing an idle claude writes nothing to it: there is no turn to interrupt', async () => {
		const {session} = setup();
		const transport = new FakeTransport();
		const done = session.attach(transport);
		await session.close();
		await done;
		expect(transport.written()).toEqual([]);
	});

	it('a request cctui awaits fails with the reason claude will not answer it', async () => {
		const {session} = setup();
		const exiting = new FakeTransport();
		const done = session.attach(exiting);
		const unanswered = session.ask({subtype: 'mcp_status'});
		exiting.exit();
		await done;
		await expect(unanswered).rejects.toThrow(/^claude exited before it answered$/);

		void session.attach(new FakeTransport());
		const closing = session.ask({subtype: 'mcp_status'});
		await session.close();
		await expect(closing).rejects.toThrow(/^cctui closed claude before it answered$/);
	});

	it("keeps blank lines of claude's stderr out of the tail shown when it crashes", async () => {
		const {store, session} = setup();
		const transport = new FakeTransport();
		const done = session.attach(transport);
		for (const line of ['Error: boom', '', '   ', 'at main']) transport.emitStderr(line);
		transport.exit({exitCode: 1, signal: null});
		await done;
		expect(store.getState().child.stderrTail).toEqual(['Error: boom', 'at main']);
	});

	it('a child that dies by itself is not marked as ended by cctui', async () => {
		const {store, session} = setup();
		const transport = new FakeTransport();
		const done = session.attach(transport);
		transport.exit({exitCode: 0, signal: null});
		await done;
		expect(store.getState().child.endedByUs).toBeUndefined();
		expect(notices(store)).toEqual(['info: claude exited with code 0.']);
	});

	describe('mid-turn (claude side of the capture e2-interrupt-during-permission)', () => {
		const lines = readRecording('e2-interrupt-during-permission.jsonl');
		const asked = lines.findIndex(line => line.dir === 'in' && JSON.stringify(line.msg).includes('"interrupt"'));
		const out = (from: number, to?: number) =>
			lines.slice(from, to).flatMap(line => (line.dir === 'out' ? [line.msg as object] : []));
		const user = lines.find(line => line.dir === 'in')?.msg as {uuid: string};

		function midTurn(transport = new FakeTransport()) {
			const store = createStore(initialState(), {throttleMs: 0});
			const ids = [user.uuid, 'held-1'];
			const session = new Session({store, newId: () => ids.shift() ?? 'later'});
			const done = session.attach(transport);
			session.submit('touch x');
			for (const frame of out(0, asked)) transport.emit(frame);
			return {store, session, transport, done};
		}
		const sent = (transport: FakeTransport) =>
			transport.written().map(frame => {
				const body = (frame['request'] ?? frame['response']) as {subtype: string; behavior?: string};
				return `${String(frame['type'])} ${body?.subtype ?? ''}`.trim();
			});

		/** Mid-turn, a message typed, then close(): claude has been sent the message, its cancel and the interrupt. */
		async function closingWithHeld() {
			const {store, session, transport} = midTurn();
			await waitFor(() => session.openRequestIds().length === 1);
			session.submit('and then');
			const closed = session.close();
			await waitFor(() => transport.writes.length === 4);
			return {store, session, transport, closed};
		}
		/** claude answers the cancel with `response`, then stops the turn as it did in the capture. */
		function answerCancel(transport: FakeTransport, response: Record<string, unknown>) {
			transport.emit({type: 'control_response', response: {subtype: 'success', request_id: 'cctui_1', response}});
			for (const frame of out(asked))
				transport.emit(JSON.parse(JSON.stringify(frame).replace('"host_req_1"', '"cctui_2"')) as object);
		}

		it('interrupts the turn before ending stdin: claude withdraws its prompt, nothing is denied', async () => {
			const {store, session, transport, done} = midTurn();
			await waitFor(() => session.openRequestIds().length === 1);
			const closed = session.close();
			await waitFor(() => transport.writes.length === 2);
			// stdin stays open until claude has stopped: ended now, claude would go on with the turn.
			expect(transport.stdinClosed).toBe(false);
			for (const frame of out(asked))
				transport.emit(JSON.parse(JSON.stringify(frame).replace('"host_req_1"', '"cctui_1"')) as object);
			await closed;
			await done;
			expect(sent(transport)).toEqual(['user', 'control_request interrupt']);
			expect(transport.writesAtClose).toBe(2);
			expect(store.getState()).toMatchObject({busy: false, child: {endedByUs: true}});
		});

		it('takes back a message claude holds before the interrupt, and keeps it for the next claude', async () => {
			const {store, transport, closed} = await closingWithHeld();
			answerCancel(transport, {cancelled: true, message_uuid: 'held-1'});
			await closed;
			expect(sent(transport)).toEqual([
				'user',
				'user',
				'control_request cancel_async_message',
				'control_request interrupt',
			]);
			// Not held any more: a restart writes it to the next claude.
			expect(store.getState().queue).toEqual([{uuid: 'held-1', text: 'and then'}]);
		});

		/** A restart: the next claude, and what cctui writes to it (the queue is sent once it runs). */
		function restart(session: Session, store: ReturnType<typeof createStore>) {
			const next = new FakeTransport();
			void session.attach(next);
			store.dispatch({type: 'child-restarted', at: 1});
			session.sendQueued();
			return next.written().filter(frame => frame['type'] === 'user');
		}

		it('a message claude had already started (it says cancelled: false) is not sent again to the next claude', async () => {
			const {store, session, transport, closed} = await closingWithHeld();
			// claude started it just before the cancel reached it; cctui reads the `started` after the snapshot.
			transport.emit({type: 'command_lifecycle', command_uuid: 'held-1', state: 'started', uuid: 'l-1'});
			answerCancel(transport, {cancelled: false});
			await closed;
			expect(store.getState().queue).toEqual([]);
			expect(restart(session, store)).toEqual([]);
		});

		it('a claude that answers nothing: close still ends within about a second, and what it held goes to the next claude once', async () => {
			const {store, session} = midTurn();
			await waitFor(() => session.openRequestIds().length === 1);
			session.submit('and then');
			const started = Date.now();
			await session.close();
			expect(Date.now() - started).toBeLessThan(1500);
			expect(restart(session, store).map(frame => frame['uuid'])).toEqual(['held-1']);
		});

		it('a message claude will not give back is not queued again: a restart would send it twice', async () => {
			const {store, transport, closed} = await closingWithHeld();
			answerCancel(transport, {cancelled: false});
			await closed;
			expect(store.getState().queue.filter(message => message.uuid === 'held-1')).toHaveLength(1);
		});

		it('a claude that does not stop in time: its prompt is denied and stdin ended after the interrupt', async () => {
			const {session, transport} = midTurn();
			await waitFor(() => session.openRequestIds().length === 1);
			await session.close();
			expect(sent(transport)).toEqual(['user', 'control_request interrupt', 'control_response success']);
			expect(transport.written()[2]).toMatchObject({response: {response: {behavior: 'deny'}}});
			expect(transport.writesAtClose).toBe(3);
		});

		it('Ctrl+C while claude is being ended adds no "Could not write" line', async () => {
			// stdin ended, the process not gone yet (it has up to 2 s).
			class SlowToExit extends FakeTransport {
				override async close() {
					this.stdinClosed = true;
					return this.exited;
				}
			}
			const transport = new SlowToExit();
			const {store, session, done} = midTurn(transport);
			await waitFor(() => session.openRequestIds().length === 1);
			const closed = session.close();
			await waitFor(() => transport.stdinClosed);
			expect(store.getState().busy).toBe(true);
			await session.stop();
			await session.stop();
			transport.exit();
			await closed;
			await done;
			expect(notices(store)).toEqual(['info: claude stopped.']);
		});
	});

	it('stops the clocks of our own requests: no timeout is reported after quitting', async () => {
		const {store, session} = setup({requestTimeoutMs: 20});
		void session.attach(new FakeTransport());
		session.interrupt();
		await session.close();
		await tick(60);
		expect(notices(store).filter(text => text.includes('did not answer'))).toEqual([]);
	});
});

describe('our own requests', () => {
	it('an answer in time stops the clock', async () => {
		const {store, session} = setup({requestTimeoutMs: 40});
		const transport = new FakeTransport();
		void session.attach(transport);
		session.interrupt();
		transport.emit({type: 'control_response', response: {subtype: 'success', request_id: 'cctui_1', response: {}}});
		await waitFor(() => Object.keys(store.getState().hostRequests).length === 0);
		await tick(80);
		expect(notices(store).filter(text => text.includes('did not answer'))).toEqual([]);
	});

	it('die with the claude they were sent to: no timeout is reported after it exits, nor against the next claude', async () => {
		vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout']});
		try {
			const {store, session} = setup();
			const first = new FakeTransport();
			const firstDone = session.attach(first);
			session.initialize();
			session.setThinkingDisplay('summarized');
			first.exit({exitCode: 1, signal: null});
			await firstDone;
			// Their clocks stopped, and the state no longer waits for their answers.
			expect(vi.getTimerCount()).toBe(0);
			expect(store.getState().hostRequests).toEqual({});
			vi.advanceTimersByTime(5_000);
			// r, within the first claude's 15 s: the next one answers its own request in time.
			const second = new FakeTransport();
			void session.attach(second);
			const asked = session.ask({subtype: 'get_context_usage'});
			second.emit({type: 'control_response', response: {subtype: 'success', request_id: 'cctui_3', response: {}}});
			await asked;
			vi.advanceTimersByTime(20_000);
			expect(notices(store).filter(text => text.includes('did not answer'))).toEqual([]);
			expect(notices(store)).toContain('error: claude exited with code 1.');
		} finally {
			vi.useRealTimers();
		}
	});

	it('one that cannot be written says so and starts no clock', async () => {
		const {store, session} = setup({requestTimeoutMs: 20});
		const transport = new FakeTransport();
		const done = session.attach(transport);
		transport.exit();
		await done;
		session.interrupt();
		await tick(60);
		expect(notices(store).filter(text => text.startsWith('error'))).toEqual([
			'error: Could not write to claude: it is not running.',
		]);
	});
});

describe('answers', () => {
	it('a request without a tool_use id is answered without one', async () => {
		const {session} = setup();
		const transport = new FakeTransport();
		void session.attach(transport);
		transport.emit(bash('req-1'));
		await waitFor(() => session.openRequestIds().length === 1);
		session.decide('req-1', {behavior: 'allow', scope: 'once', updatedInput: {command: 'ls -la'}});
		expect(transport.writes).toEqual([
			'{"type":"control_response","response":{"subtype":"success","request_id":"req-1","response":{"behavior":"allow","updatedInput":{"command":"ls -la"}}}}\n',
		]);
	});

	it('a prompt for a file change gets the file as it is now, to diff against', async () => {
		const {store, session} = setup();
		const transport = new FakeTransport();
		void session.attach(transport);
		const file = new URL(import.meta.url).pathname;
		transport.emit({
			type: 'control_request',
			request_id: 'w1',
			request: {subtype: 'can_use_tool', tool_name: 'Write', input: {file_path: file, content: 'x'}, tool_use_id: 't1'},
		});
		await waitFor(() => store.getState().permissions[0]?.fileBefore !== undefined);
		expect(store.getState().permissions[0]?.fileBefore).toContain(
			'a prompt for a file change gets the file as it is now',
		);
	});
});

describe('the recording', () => {
	it('holds every line from claude, its stderr and every line cctui wrote, as sent', async () => {
		const {session, recorded} = setup();
		const transport = new FakeTransport();
		const done = session.attach(transport);
		transport.emit({
			type: 'control_request',
			request_id: 'h1',
			request: {subtype: 'hook_callback', callback_id: 'cb', input: {}},
		});
		await waitFor(() => transport.writes.length === 1);
		transport.emitStderr('warn: x');
		transport.exit();
		await done;
		expect(recorded).toEqual([
			[
				'out',
				'{"type":"control_request","request_id":"h1","request":{"subtype":"hook_callback","callback_id":"cb","input":{}}}',
			],
			[
				'in',
				'{"type":"control_response","response":{"subtype":"error","request_id":"h1","error":"cctui registered no hook callback cb"}}',
			],
			['err', 'warn: x'],
		]);
	});
});
