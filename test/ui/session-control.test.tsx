/** Steering a session with keys: pickers, mode cycling, the queue, completion, history search. */
import {describe, expect, it} from 'vitest';
import {Session} from '../../src/session/session.js';
import type {SessionSummary} from '../../src/sessions/session-store.js';
import {createStore} from '../../src/session/store.js';
import {initialState} from '../../src/state/state.js';
import {App} from '../../src/ui/app.js';
import {FakeTransport} from '../helpers/fake-transport.js';
import {KEY} from '../helpers/keys.js';
import {render} from '../helpers/render.js';
import {sessionActions} from '../helpers/ui-actions.js';
import {waitFor} from '../helpers/wait-for.js';

const SHIFT_TAB = '\u001B[Z';
const CTRL_R = '\u0012';
const TAB = '\t';

const models = [
	{value: 'default', resolvedModel: 'claude-opus-5-5', displayName: 'Default (recommended)', description: 'Opus 5.5'},
	{value: 'sonnet', resolvedModel: 'claude-sonnet-5-5', displayName: 'Sonnet', description: 'Sonnet 5.5'},
	{value: 'haiku', resolvedModel: 'claude-haiku-5-5', displayName: 'Haiku', description: 'Haiku 5.5'},
	{value: 'opus', resolvedModel: 'claude-opus-5-5', displayName: 'Opus', description: 'Opus 5.5 by name'},
];

function setup(options: {sessions?: SessionSummary[]; history?: string[]; mode?: string; model?: string} = {}) {
	const transport = new FakeTransport();
	const store = createStore(initialState(options.mode, undefined, options.model), {throttleMs: 0});
	let ids = 0;
	const session = new Session({store, newId: () => `u${++ids}`});
	void session.attach(transport);
	const {actions, host} = sessionActions(session, options.sessions ?? []);
	const ui = render(<App store={store} actions={actions} color={false} history={options.history ?? []} />);
	const requests = () =>
		transport
			.written()
			.filter(frame => frame['type'] === 'control_request')
			.map(frame => frame['request']);
	return {transport, store, session, host, requests, ...ui};
}

describe('session control from the keyboard', () => {
	it('the status line says claude is starting until it answers initialize, not ready; then ready; again after a restart', async () => {
		const {transport, session, store, waitForFrame, frame} = setup();
		session.initialize();
		await waitForFrame('starting claude… · default');
		expect(frame()).not.toMatch(/ready ·/);
		transport.emit({
			type: 'control_response',
			response: {subtype: 'success', request_id: 'cctui_1', response: {models}},
		});
		await waitForFrame('ready · default');
		expect(frame()).not.toContain('starting claude');
		// A new claude (/clear, /restart) is asked again, and is starting until it answers, an error too.
		store.dispatch({type: 'child-restarted', at: 1});
		session.initialize();
		await waitForFrame('starting claude…');
		transport.emit({
			type: 'control_response',
			response: {subtype: 'error', request_id: 'cctui_2', error: 'not now'},
		});
		await waitForFrame('ready · default');
	});

	it('/model opens the models claude listed; Enter sends set_model', async () => {
		const {type, transport, session, waitForFrame, requests} = setup();
		session.initialize();
		transport.emit({
			type: 'control_response',
			response: {subtype: 'success', request_id: 'cctui_1', response: {models}},
		});
		await type(...'/model', KEY.enter);
		await waitForFrame('Sonnet Sonnet 5.5');
		await type(KEY.down, KEY.enter);
		await waitFor(() => requests().length === 2);
		expect(requests()[1]).toEqual({subtype: 'set_model', model: 'sonnet'});
		transport.emit({
			type: 'control_response',
			response: {subtype: 'success', request_id: 'cctui_2', response: {model: 'claude-sonnet-5-5'}},
		});
		await waitForFrame('Model: claude-sonnet-5-5, from the next message.');
	});

	it('/model opus is marked as Opus, not as the default that resolves to the same model', async () => {
		const {type, transport, session, waitForFrame, frame, requests} = setup();
		session.initialize();
		transport.emit({
			type: 'control_response',
			response: {subtype: 'success', request_id: 'cctui_1', response: {models}},
		});
		await type(...'/model opus', KEY.enter);
		await waitFor(() => requests().length === 2);
		transport.emit({
			type: 'control_response',
			response: {subtype: 'success', request_id: 'cctui_2', response: {model: 'claude-opus-5-5'}},
		});
		await waitForFrame('claude-opus-5-5');
		await type(...'/model', KEY.enter);
		await waitForFrame('Opus 5.5 by name');
		expect(frame()).toContain('❯ Opus (now) Opus 5.5 by name');
		expect(frame()).not.toContain('Default (recommended) (now)');
	});

	it.each([
		['the alias', 'opus'],
		['the id', 'claude-opus-5-5'],
	])('started with --model as %s, the picker marks Opus, not the default that resolves to it', async (_, model) => {
		const {type, transport, session, waitForFrame, frame} = setup({model});
		session.initialize();
		transport.emit({
			type: 'control_response',
			response: {subtype: 'success', request_id: 'cctui_1', response: {models}},
		});
		transport.emit({type: 'system', subtype: 'init', session_id: 's1', model: 'claude-opus-5-5', tools: []});
		await type(...'/model', KEY.enter);
		await waitForFrame('Opus 5.5 by name');
		expect(frame()).toContain('❯ Opus (now) Opus 5.5 by name');
		expect(frame()).not.toContain('Default (recommended) (now)');
	});

	it('typing filters the picker; Esc closes it without sending anything', async () => {
		const {type, transport, session, waitForFrame, frame, requests} = setup();
		session.initialize();
		transport.emit({
			type: 'control_response',
			response: {subtype: 'success', request_id: 'cctui_1', response: {models}},
		});
		await type(...'/model', KEY.enter);
		await waitForFrame('Haiku');
		await type('h', 'a', 'i');
		await waitForFrame(text => text.includes('filter: hai') && !text.includes('Sonnet 5.5'));
		await type(KEY.escape);
		await waitForFrame(text => !text.includes('filter:'));
		expect(frame()).toContain('Ask Claude anything');
		expect(requests()).toHaveLength(1);
	});

	it("Shift+Tab cycles the permission mode; the CLI's answer shows in the status line", async () => {
		const {type, transport, waitForFrame, requests} = setup();
		await type(SHIFT_TAB);
		expect(requests()).toEqual([{subtype: 'set_permission_mode', mode: 'acceptEdits'}]);
		transport.emit({
			type: 'control_response',
			response: {subtype: 'success', request_id: 'cctui_1', response: {mode: 'acceptEdits'}},
		});
		await waitForFrame('ready · acceptEdits');
		await type(SHIFT_TAB);
		expect(requests()[1]).toEqual({subtype: 'set_permission_mode', mode: 'plan'});
	});

	it('a mode the session started in stays in the picker, marked when current, and in the Shift+Tab cycle; /mode takes any mode claude sets', async () => {
		const {type, transport, waitForFrame, frame, requests} = setup({mode: 'dontAsk'});
		const confirm = async (id: number, mode: string) => {
			transport.emit({
				type: 'control_response',
				response: {subtype: 'success', request_id: `cctui_${id}`, response: {mode}},
			});
			await waitForFrame(`ready · ${mode}`);
		};
		await type(...'/mode', KEY.enter);
		await waitForFrame('dontAsk (now)');
		expect(frame()).toMatch(/default[^]*acceptEdits[^]*plan[^]*dontAsk \(now\)/);
		await type(KEY.escape);
		await type(SHIFT_TAB);
		expect(requests()).toEqual([{subtype: 'set_permission_mode', mode: 'default'}]);
		await confirm(1, 'default');
		for (const mode of ['acceptEdits', 'plan']) {
			await type(SHIFT_TAB);
			await confirm(requests().length, mode);
		}
		// The usual modes show in the status line; one that lets tools run or be refused unasked is also said in words.
		expect(frame()).not.toContain('Mode ');
		await type(SHIFT_TAB);
		expect(requests().at(-1)).toEqual({subtype: 'set_permission_mode', mode: 'dontAsk'});
		await confirm(requests().length, 'dontAsk');
		await waitForFrame('Mode dontAsk: a tool no rule allows is refused without asking.');
		await type(...'/mode auto', KEY.enter);
		expect(requests().at(-1)).toEqual({subtype: 'set_permission_mode', mode: 'auto'});
		await confirm(requests().length, 'auto');
		await waitForFrame('Mode auto: claude decides which tools run without asking.');
		await type(...'/mode', KEY.enter);
		await waitForFrame('auto (now)');
		expect(frame()).toContain('dontAsk');
	});

	it('/effort high and /context, /cost send their requests; the confirmed effort shows in the status line', async () => {
		const {type, requests, transport, waitForFrame, frame} = setup();
		await type(...'/effort high', KEY.enter);
		expect(frame()).not.toContain('effort:');
		transport.emit({type: 'control_response', response: {subtype: 'success', request_id: 'cctui_1', response: {}}});
		await waitForFrame('· effort: high ·');
		// Said once: a restart tells the new claude the same effort again, which is no change.
		await waitForFrame("Effort: high, from claude's next request.");
		await type(...'/effort high', KEY.enter);
		transport.emit({type: 'control_response', response: {subtype: 'success', request_id: 'cctui_2', response: {}}});
		await waitFor(() => requests().length === 2);
		await type(...'/effort low', KEY.enter);
		transport.emit({type: 'control_response', response: {subtype: 'success', request_id: 'cctui_3', response: {}}});
		await waitForFrame("Effort: low, from claude's next request.");
		expect(frame().match(/Effort: high/g)).toHaveLength(1);
		await type(...'/context', KEY.enter);
		await type(...'/cost', KEY.enter);
		expect(requests()).toEqual([
			{subtype: 'apply_flag_settings', settings: {effortLevel: 'high'}},
			{subtype: 'apply_flag_settings', settings: {effortLevel: 'high'}},
			{subtype: 'apply_flag_settings', settings: {effortLevel: 'low'}},
			{subtype: 'get_context_usage'},
			{subtype: 'get_session_cost'},
		]);
	});

	it("/resume lists this folder's sessions with date, first prompt and size; Enter resumes the chosen one", async () => {
		const sessions: SessionSummary[] = [
			{
				id: 'aaaaaaaa-1',
				file: '/x/a.jsonl',
				// Local time, as shown: the same frame in any time zone.
				modified: new Date(2026, 10, 20, 10, 0),
				bytes: 2048,
				firstPrompt: 'fix the login bug',
			},
			{
				id: 'bbbbbbbb-2',
				file: '/x/b.jsonl',
				modified: new Date(2026, 10, 19, 9, 30),
				bytes: 512,
				firstPrompt: 'write docs',
			},
		];
		const {type, host, waitForFrame} = setup({sessions});
		await type(...'/resume', KEY.enter);
		await waitForFrame('2026-11-20 10:00  fix the login bug 2.0 KB · aaaaaaaa');
		await type(KEY.down, KEY.enter);
		await waitFor(() => host.resumeSession.mock.calls.length === 1);
		expect(host.resumeSession).toHaveBeenCalledWith('bbbbbbbb-2');
	});

	it('/clear starts a new conversation; /restart restarts claude on this one', async () => {
		const {type, host} = setup();
		await type(...'/clear', KEY.enter);
		expect(host.newConversation).toHaveBeenCalledTimes(1);
		await type(...'/restart', KEY.enter);
		expect(host.restart).toHaveBeenCalledTimes(1);
	});

	it('shows messages queued during a turn; Up takes the last one back to edit', async () => {
		const {type, store, waitForFrame} = setup();
		await type(...'first', KEY.enter);
		await waitFor(() => store.getState().busy);
		await type(...'second', KEY.enter);
		await waitForFrame('⏳ queued: second');
		await type(KEY.up);
		// The queue lets go of it before the editor takes it (withdrawing may ask claude): a frame may fall between.
		await waitForFrame(text => !text.includes('queued: second') && text.includes('› second'));
		expect(store.getState().queue).toEqual([]);
	});

	it("Tab completes a /command, ours or claude's", async () => {
		const {type, waitForFrame} = setup();
		await type('/', 'd', 'e');
		await waitForFrame('/denied list the tools denied');
		await type(TAB);
		await waitForFrame('› /denied');
	});

	it('Tab completes an @path from the working folder', async () => {
		const {type, waitForFrame} = setup();
		await type(...'look at @REA');
		await type(TAB);
		await waitForFrame('› look at @README.md');
		await type(...' and @s', TAB);
		await waitForFrame('› look at @README.md  and @src/');
	});

	it('Tab puts a path with a space in quoted, as claude reads it, and completes inside the quotes', async () => {
		const {type, waitForFrame} = setup();
		await type(...'see @my', TAB);
		await waitForFrame(/› see @"my\s*│/);
		await type('s', TAB);
		await waitForFrame('› see @"my shot.png" ');
		await type(...'and @my', TAB, 'f', TAB);
		await waitForFrame('› see @"my shot.png" and @"my file.txt"');
	});

	it('Ctrl+R searches earlier messages (kept across runs) and puts the chosen one in the editor', async () => {
		const {type, waitForFrame} = setup({history: ['deploy to staging', 'run the tests', 'deploy to prod']});
		await type(CTRL_R);
		await waitForFrame('Earlier messages');
		await type('s', 't', 'a');
		await waitForFrame(text => text.includes('deploy to staging') && !text.includes('run the tests'));
		await type(KEY.enter);
		await waitForFrame('› deploy to staging');
	});

	it('a picker fits a small screen: its title and filter show, and as many items as fit', async () => {
		const history = Array.from({length: 20}, (_, i) => `message ${i}`);
		const {type, waitForFrame, frame, stdout} = setup({history});
		Object.defineProperty(stdout, 'rows', {value: 15, configurable: true});
		stdout.emit('resize');
		await type(CTRL_R);
		await waitForFrame('Earlier messages (Ctrl+R) · type to filter');
		const rows = frame().split('\n');
		expect(rows.length).toBeLessThan(15);
		expect(rows.filter(row => row.includes('message '))).toHaveLength(8);
		expect(frame()).toContain('· 20 items');
	});

	it('/effort marks the effort now and opens on it', async () => {
		const {type, transport, waitForFrame} = setup();
		await type(...'/effort high', KEY.enter);
		transport.emit({type: 'control_response', response: {subtype: 'success', request_id: 'cctui_1', response: {}}});
		await waitForFrame('effort: high');
		await type(...'/effort', KEY.enter);
		await waitForFrame('❯ high (now)');
	});
});
