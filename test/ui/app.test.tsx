import {describe, expect, it} from 'vitest';
import {Session} from '../../src/session/session.js';
import {createStore} from '../../src/session/store.js';
import {initialState} from '../../src/state/state.js';
import {App} from '../../src/ui/app.js';
import {QUIET_MS} from '../../src/ui/key-gate.js';
import {stdoutLines} from '../helpers/fixtures.js';
import {FakeTransport} from '../helpers/fake-transport.js';
import {KEY} from '../helpers/keys.js';
import {render} from '../helpers/render.js';
import {sessionActions} from '../helpers/ui-actions.js';
import {tick, waitFor} from '../helpers/wait-for.js';
import {bashPermissionRequest} from '../helpers/bash-permission-request.js';

function setup() {
	const transport = new FakeTransport();
	const store = createStore(initialState(), {throttleMs: 0});
	let ids = 0;
	const session = new Session({store, newId: () => `uuid-${++ids}`});
	void session.attach(transport);
	const {actions, host} = sessionActions(session);
	// The key gate reads this clock (its real 500 ms); `settle` is a person stopping to read.
	const clock = {now: 1_000_000};
	const app = (closing = false) => (
		<App store={store} actions={actions} color={false} now={() => clock.now} quitWindowMs={500} closing={closing} />
	);
	const ui = render(app());
	return {transport, store, session, quit: host.quit, host, app, settle: () => (clock.now += QUIET_MS), ...ui};
}

const bashRequest = bashPermissionRequest();

describe('App end to end over a fake claude', () => {
	it('sends what was typed when Enter is pressed, and shows it in the transcript', async () => {
		const {type, transport, allOutput} = setup();
		await type(...'hello');
		expect(transport.writes).toEqual([]);
		await type(KEY.enter);
		expect(transport.written()).toEqual([
			{
				type: 'user',
				session_id: '',
				parent_tool_use_id: null,
				uuid: 'uuid-1',
				message: {role: 'user', content: 'hello'},
			},
		]);
		await waitFor(() => allOutput().includes('› hello'));
	});

	it('Alt+Enter and Ctrl+J insert new lines instead of sending', async () => {
		const {type, transport} = setup();
		await type('a', KEY.altEnter, 'b', KEY.ctrlJ, 'c', KEY.enter);
		expect(transport.written()[0]).toMatchObject({message: {content: 'a\nb\nc'}});
	});

	it('a prompt that comes while nobody types shows its answers dim at first, not a word about typing', async () => {
		const {transport, waitForFrame, frame} = setup();
		transport.emit(bashRequest);
		await waitForFrame('Claude wants to run a command');
		expect(frame()).toContain('1. Yes, once');
		expect(frame()).not.toContain('Keys paused');
	});

	it('keys typed as a prompt appears answer nothing: they finish the message being typed, and Enter sends it', async () => {
		const {type, transport, waitForFrame, frame, settle} = setup();
		await type(...'yes ple');
		transport.emit(bashRequest);
		await waitForFrame('Claude wants to run a command');
		await type('y', KEY.enter, '1');
		expect(transport.written().filter(sent => sent['type'] === 'control_response')).toEqual([]);
		expect(transport.written()).toMatchObject([{type: 'user', message: {content: 'yes pley'}}]);
		// The next message is under the prompt, which says why it did not take the keys, and how to answer.
		await waitForFrame(/Message keeps the keys · Tab answers[\s\S]*› 1/);
		settle();
		await type('\t');
		settle();
		await type('1');
		expect(transport.writes.at(-1)).toBe(
			'{"type":"control_response","response":{"subtype":"success","request_id":"req-1","response":{"behavior":"allow","updatedInput":{"command":"touch marker.txt","description":"Make a marker"},"toolUseID":"toolu_1"}}}\n',
		);
		await waitForFrame(text => !text.includes('wants to run a command'));
		expect(frame()).toContain('› 1');
	});

	it('Esc interrupts a running turn', async () => {
		const {type, transport, store} = setup();
		await type(...'go', KEY.enter);
		await waitFor(() => store.getState().busy);
		await type(KEY.escape);
		expect(transport.written().at(-1)).toEqual({
			type: 'control_request',
			request_id: 'cctui_1',
			request: {subtype: 'interrupt'},
		});
	});

	it('Esc at a prompt interrupts the turn, and a message waiting to start comes back into the input', async () => {
		const {type, transport, store, waitForFrame, frame, settle} = setup();
		await type(...'go', KEY.enter);
		await waitFor(() => store.getState().busy);
		await type(...'then this', KEY.enter);
		await waitFor(() => store.getState().queue.length === 1);
		transport.emit(bashRequest);
		await waitForFrame('Claude wants to run a command');
		settle();
		await type(KEY.escape);
		await waitFor(() => store.getState().queue.length === 0);
		expect(transport.written().at(-1)).toMatchObject({request: {subtype: 'interrupt'}});
		await waitForFrame('› then this');
		// Not sent: it waits in the input for Enter.
		expect(transport.written().filter(sent => sent['type'] === 'user')).toHaveLength(1);
		expect(frame()).not.toContain('queued');
	});

	it('Ctrl+C interrupts first and quits on the second press', async () => {
		const {type, transport, store, quit, frame} = setup();
		await type(...'go', KEY.enter);
		await waitFor(() => store.getState().busy);
		await type(KEY.ctrlC);
		expect(transport.written().at(-1)).toMatchObject({request: {subtype: 'interrupt'}});
		expect(quit).not.toHaveBeenCalled();
		expect(frame()).toContain('Press Ctrl+C again to quit');
		await type(KEY.ctrlC);
		expect(quit).toHaveBeenCalledTimes(1);
		// What stays on the terminal after exit no longer asks for a second press.
		expect(frame()).not.toContain('again to quit');
	});

	it('on quitting, the last frame keeps what was still streaming and drops the editor, prompt and status line', async () => {
		const {type, transport, waitForFrame, frame, rerender, app, quit} = setup();
		await type(...'go', KEY.enter);
		const stream = (event: object) =>
			transport.emit(JSON.stringify({type: 'stream_event', session_id: 's-1', parent_tool_use_id: null, event}));
		stream({type: 'message_start', message: {id: 'msg_1', content: []}});
		stream({type: 'content_block_start', index: 0, content_block: {type: 'text', text: ''}});
		stream({type: 'content_block_delta', index: 0, delta: {type: 'text_delta', text: 'Half an answer'}});
		transport.emit(JSON.stringify(bashRequest));
		await waitForFrame('Claude wants to run a command');
		// A 24-row screen gives the prompt all its rows; the text still streaming waits under it.
		expect(frame()).not.toContain('Half an answer');
		rerender(app(true));
		await waitForFrame(text => !text.includes('wants to run a command'));
		expect(frame()).toContain('Half an answer');
		expect(frame()).not.toMatch(/esc to interrupt|Yes, once|working…/);
		// Keys reach nothing any more: a late "y" approves nothing, Esc interrupts nothing, Ctrl+C quits nothing.
		const before = transport.written().length;
		await type('y', KEY.escape, KEY.ctrlC, KEY.ctrlC);
		await tick(80);
		expect(transport.written().slice(before)).toEqual([]);
		expect(quit).not.toHaveBeenCalled();
	});

	it('reads two Ctrl+C that arrive in one chunk (a busy moment) as two presses', async () => {
		const {type, transport, store, quit} = setup();
		await type(...'go', KEY.enter);
		await waitFor(() => store.getState().busy);
		await type(KEY.ctrlC + KEY.ctrlC);
		expect(transport.written().at(-1)).toMatchObject({request: {subtype: 'interrupt'}});
		expect(quit).toHaveBeenCalledTimes(1);
	});

	it('renders a whole recorded turn: thinking, text, result and the status line', async () => {
		const {transport, waitForFrame, allOutput} = setup();
		for (const line of stdoutLines('a-thinking-text.jsonl')) transport.emit(line);
		await waitForFrame(/ready · default · claude-opus-5-5/);
		const output = allOutput();
		expect(output).toContain('The user asks for 2+2. That is basic arithmetic; the answer is 4.');
		expect(output).toContain('2 + 2 = **4**.');
		expect(output).toMatch(/✓ Done · \d/);
	});

	it('Up recalls the previous message', async () => {
		const {type, waitForFrame} = setup();
		await type(...'first', KEY.enter);
		await type(KEY.up);
		await waitForFrame(/› first/);
	});

	it('/denied lists the session deny rules and /denied clear forgets them; nothing is sent to claude', async () => {
		const {type, transport, store, waitForFrame, allOutput, settle} = setup();
		transport.emit(bashRequest);
		await waitForFrame('Claude wants to run a command');
		settle();
		await type('d');
		await waitFor(() => store.getState().denyRules.length === 1);
		await waitForFrame('1 denied for session');
		await type(...'/denied', KEY.enter);
		await waitFor(
			() => allOutput().includes('Bash(touch marker.txt)') && allOutput().includes('Denied for this session:'),
		);
		await type(...'/denied clear', KEY.enter);
		await waitFor(() => store.getState().denyRules.length === 0);
		expect(transport.written().filter(frame => frame['type'] === 'user')).toEqual([]);
	});

	it('/help lists keys and commands from the keymap; other /commands go to claude', async () => {
		const {type, transport, allOutput} = setup();
		await type(...'/help', KEY.enter);
		await waitFor(() => allOutput().includes('press twice to quit'));
		expect(allOutput()).toContain('/denied [clear]');
		await type(...'/compact', KEY.enter);
		expect(transport.written()).toEqual([
			{
				type: 'user',
				session_id: '',
				parent_tool_use_id: null,
				uuid: 'uuid-1',
				message: {role: 'user', content: '/compact'},
			},
		]);
	});

	it('Alt+T asks for the next thinking display; the status line shows it pending, then confirmed', async () => {
		const {type, transport, waitForFrame, frame} = setup();
		await waitForFrame('thinking: claude default');
		await type('\u001Bt');
		expect(transport.written()).toEqual([
			{
				type: 'control_request',
				request_id: 'cctui_1',
				request: {subtype: 'set_max_thinking_tokens', thinking_display: 'summarized'},
			},
		]);
		await waitForFrame('thinking: summarized…');
		transport.emit({type: 'control_response', response: {subtype: 'success', request_id: 'cctui_1'}});
		await waitForFrame(/thinking: summarized(?!…)/);
		// The display every claude starts with is no news; one changed after it is said, in case the status line drops it.
		expect(frame()).not.toContain('Thinking display:');
		await type(...'/thinking highlights', KEY.enter);
		expect(transport.written()[1]).toEqual({
			type: 'control_request',
			request_id: 'cctui_2',
			request: {subtype: 'set_max_thinking_tokens', thinking_display: 'highlights'},
		});
		transport.emit({type: 'control_response', response: {subtype: 'success', request_id: 'cctui_2'}});
		await waitForFrame("Thinking display: highlights, from claude's next request.");
	});

	it('claude stopped with a draft in the input: the line says r restarts on an empty input, where r is a letter', async () => {
		const {type, transport, waitForFrame, frame, host} = setup();
		transport.exit({exitCode: 1, signal: null});
		await type(...'unsent draft');
		// It stopped before anything was said or it named a session (a bad flag): there is no conversation to continue.
		await waitForFrame(text => text.replace(/\s+/g, ' ').includes('Press r on an empty input to restart it.'));
		expect(frame()).not.toContain('continue this conversation');
		await type('r');
		await waitForFrame('unsent draftr');
		expect(host.restart).not.toHaveBeenCalled();
		await type(...Array.from('unsent draftr', () => KEY.backspace), 'r');
		await waitFor(() => host.restart.mock.calls.length === 1);
		expect(frame()).not.toContain('draft');
	});
});
