/** The notifier: only while the window is known not to be focused, for a new prompt or the end of a long turn. */
import {describe, expect, it} from 'vitest';
import {alertBytes, LONG_TURN_MS, notifyWhenAway} from '../../src/cli/notifier.js';
import {Session} from '../../src/session/session.js';
import {createStore} from '../../src/session/store.js';
import {initialState} from '../../src/state/state.js';
import type {AppEvent} from '../../src/state/events.js';
import {KeyFilter} from '../../src/terminal/key-stdin.js';
import {FakeTransport} from '../helpers/fake-transport.js';
import {tick} from '../helpers/wait-for.js';

const ask = (requestId: string): AppEvent => ({
	type: 'inbound',
	at: 0,
	message: {
		type: 'control_request',
		request_id: requestId,
		request: {subtype: 'can_use_tool', tool_name: 'Bash', input: {command: 'ls'}, tool_use_id: `t-${requestId}`},
	},
});

function setup(env: NodeJS.ProcessEnv = {TERM_PROGRAM: 'WezTerm'}, mode: 'both' | 'bell' | 'desktop' | 'off' = 'both') {
	const store = createStore(initialState(), {throttleMs: 0});
	const written: string[] = [];
	const clock = {now: 1_000};
	const notifier = notifyWhenAway(store, {mode, env, write: bytes => written.push(bytes), now: () => clock.now});
	return {store, written, clock, notifier};
}

describe('notifications', () => {
	it('an MCP elicitation while the window is not focused notifies too, naming the server', () => {
		const {store, written, notifier} = setup();
		notifier.focus(false);
		store.dispatch({
			type: 'inbound',
			at: 0,
			message: {
				type: 'control_request',
				request_id: 'e1',
				request: {subtype: 'elicitation', mcp_server_name: 'asker', message: 'Who are you?'},
			},
		});
		expect(written).toEqual(['\u001B]9;MCP server asker asks for input\u0007\u0007']);
	});

	it('a prompt while the window is not focused rings and notifies; focused, or focus unknown, nothing', () => {
		const {store, written, notifier} = setup();
		store.dispatch(ask('r1'));
		expect(written).toEqual([]); // focus unknown: the terminal has not reported it
		notifier.focus(false);
		store.dispatch(ask('r2'));
		expect(written).toEqual(['\u001B]9;claude asks: Bash\u0007\u0007']);
		notifier.focus(true);
		store.dispatch(ask('r3'));
		expect(written).toHaveLength(1);
	});

	it('a request a session rule answers asks nobody: no bell, no notification; one still asked rings', async () => {
		const {store, written, notifier} = setup();
		const transport = new FakeTransport();
		const session = new Session({store});
		void session.attach(transport);
		const bash = (id: string, command: string) =>
			transport.emit({
				type: 'control_request',
				request_id: id,
				request: {subtype: 'can_use_tool', tool_name: 'Bash', input: {command}, tool_use_id: `t-${id}`},
			});
		bash('r1', 'echo hello-two > out2.txt');
		await tick();
		session.decide('r1', {behavior: 'deny', scope: 'session', source: 'user', message: 'no'});
		notifier.focus(false);
		bash('r2', 'echo hello-two > out2.txt');
		await tick();
		expect(store.getState().permissions).toEqual([]);
		expect(written).toEqual([]);
		bash('r3', 'ls');
		await tick();
		expect(written).toEqual(['\u001B]9;claude asks: Bash\u0007\u0007']);
	});

	it('the end of a turn of 20 s or more, not of a short one', () => {
		const {store, written, clock, notifier} = setup({}, 'bell');
		notifier.focus(false);
		store.dispatch({type: 'user-sent', uuid: 'u1', text: 'go', at: clock.now});
		clock.now += LONG_TURN_MS - 1;
		store.dispatch({type: 'turn-ended', at: clock.now});
		expect(written).toEqual([]);
		store.dispatch({type: 'user-sent', uuid: 'u2', text: 'go', at: clock.now});
		clock.now += LONG_TURN_MS;
		store.dispatch({type: 'turn-ended', at: clock.now});
		expect(written).toEqual(['\u0007']);
	});

	it('what each mode writes, and desktop notifications only where the terminal shows them', () => {
		expect(alertBytes('both', {TERM_PROGRAM: 'iTerm.app'}, 'hi')).toBe('\u001B]9;hi\u0007\u0007');
		expect(alertBytes('desktop', {TERM: 'rxvt-unicode'}, 'a;b')).toBe('\u001B]777;notify;cctui;a b\u0007');
		expect(alertBytes('both', {TERM: 'xterm-256color'}, 'hi')).toBe('\u0007');
		expect(alertBytes('desktop', {TERM: 'xterm-256color'}, 'hi')).toBe('');
		expect(alertBytes('off', {TERM_PROGRAM: 'WezTerm'}, 'hi')).toBe('');
		// Model text in a notification is stripped of control sequences.
		expect(alertBytes('desktop', {TERM_PROGRAM: 'WezTerm'}, 'x\u001B]52;c;evil\u0007y')).not.toContain('52;');
	});

	it('focus reports are read from the keys and never reach the app as keys', () => {
		const focus: boolean[] = [];
		const filter = new KeyFilter(value => focus.push(value));
		expect(filter.push('a\u001B[Ob\u001B[I')).toBe('ab');
		expect(focus).toEqual([false, true]);
	});
});
