/**
 * A picker open when a prompt comes: the prompt takes the screen, so the picker closes (nothing chosen) and the
 * status line says so. No key can then reach a picker out of sight, and keys still coming for the picker as the
 * prompt came (its Esc, its Enter) do nothing: the prompt's own keys work once it is ready, as on any prompt.
 */
import {describe, expect, it} from 'vitest';
import {Session} from '../../src/session/session.js';
import {createStore} from '../../src/session/store.js';
import {initialState} from '../../src/state/state.js';
import {App} from '../../src/ui/app.js';
import {QUIET_MS} from '../../src/ui/key-gate.js';
import {FakeTransport} from '../helpers/fake-transport.js';
import {KEY} from '../helpers/keys.js';
import {render} from '../helpers/render.js';
import {sessionActions} from '../helpers/ui-actions.js';
import {waitFor} from '../helpers/wait-for.js';
import {bashPermissionRequest} from '../helpers/bash-permission-request.js';

const CTRL_R = '\u0012';

const models = [
	{value: 'default', resolvedModel: 'claude-opus-5-5', displayName: 'Default (recommended)', description: 'Opus 5.5'},
	{value: 'sonnet', resolvedModel: 'claude-sonnet-5-5', displayName: 'Sonnet', description: 'Sonnet 5.5'},
];

const bashRequest = bashPermissionRequest();

async function setup(history: string[] = []) {
	const transport = new FakeTransport();
	const store = createStore(initialState(), {throttleMs: 0});
	let ids = 0;
	const session = new Session({store, newId: () => `u${++ids}`});
	void session.attach(transport);
	const {actions} = sessionActions(session);
	const clock = {now: 1_000_000};
	const ui = render(<App store={store} actions={actions} color={false} history={history} now={() => clock.now} />);
	session.initialize();
	transport.emit({type: 'control_response', response: {subtype: 'success', request_id: 'cctui_1', response: {models}}});
	const sent = (type: string) => transport.written().filter(frame => frame['type'] === type);
	const requests = () => sent('control_request').map(frame => frame['request'] as Record<string, unknown>);
	// A turn runs: the picker is opened during it.
	await ui.type(...'go', KEY.enter);
	await waitFor(() => store.getState().busy);
	return {...ui, transport, store, clock, sent, requests, settle: () => (clock.now += QUIET_MS)};
}

describe('a picker open when a prompt comes', () => {
	it('closes, says so; the Esc meant for it interrupts nothing, and an Esc once the prompt is ready interrupts as on any prompt', async () => {
		const {type, transport, waitForFrame, frame, requests, settle} = await setup();
		await type(...'/model', KEY.enter);
		await waitForFrame('Sonnet Sonnet 5.5');
		transport.emit(bashRequest);
		await waitForFrame('Claude wants to run a command');
		await waitForFrame('/model picker closed: a prompt came');
		expect(frame()).not.toContain('Sonnet 5.5');
		// Pressed as the prompt replaced the picker: meant for the picker, it does nothing.
		await type(KEY.escape);
		expect(requests().map(request => request['subtype'])).toEqual(['initialize']);
		expect(frame()).toContain('Claude wants to run a command');
		// Once the prompt is ready, Esc is the prompt's: it interrupts the turn, as its footer says.
		settle();
		await type(KEY.escape);
		await waitFor(() => requests().at(-1)?.['subtype'] === 'interrupt');
		expect(requests().some(request => request['subtype'] === 'set_model')).toBe(false);
	});

	it('keys still coming for the picker do nothing for as long as they come; the first after a pause is the prompt’s', async () => {
		const {type, transport, waitForFrame, frame, sent, clock, settle} = await setup();
		await type(...'/model', KEY.enter);
		await waitForFrame('Sonnet Sonnet 5.5');
		transport.emit(bashRequest);
		await waitForFrame('/model picker closed: a prompt came');
		// "son", filtering the picker, typed on past the quiet time since it closed: neither the message's nor the prompt's.
		for (const letter of 'sonn') {
			await type(letter);
			clock.now += 300;
		}
		expect(frame()).not.toMatch(/› s|› o|› n/);
		expect(sent('control_response')).toHaveLength(0);
		settle();
		await type('1');
		expect(sent('control_response')).toHaveLength(1);
	});

	it('once a key came for the prompt, a message typed quickly under it is whole: the picker’s keys are over', async () => {
		const {type, transport, waitForFrame, sent, clock, settle} = await setup();
		await type(...'/model', KEY.enter);
		await waitForFrame('Sonnet Sonnet 5.5');
		transport.emit(bashRequest);
		await waitForFrame('/model picker closed: a prompt came');
		settle();
		// "h" is no answer: it begins a message, and the keys after it come quickly.
		for (const letter of 'hold on') {
			await type(letter);
			clock.now += 50;
		}
		await waitForFrame('› hold on');
		expect(sent('control_response')).toHaveLength(0);
	});

	it('keys after the prompt is answered go to the message editor, not to the picker: it does not come back', async () => {
		const {type, transport, store, waitForFrame, frame, sent, requests, settle} = await setup();
		await type(...'/model', KEY.enter);
		await waitForFrame('Sonnet Sonnet 5.5');
		transport.emit(bashRequest);
		await waitForFrame('Claude wants to run a command');
		settle();
		await type('1');
		expect(sent('control_response')).toHaveLength(1);
		await waitForFrame(text => !text.includes('wants to run a command'));
		await type(...'/mo');
		await waitForFrame('› /mo');
		expect(frame()).not.toContain('Sonnet 5.5');
		expect(frame()).not.toContain('filter');
		await type(KEY.backspace, KEY.backspace, KEY.backspace, ...'hi');
		await waitForFrame('› hi');
		// Sent as a message (it waits for the turn): no model picked.
		await type(KEY.enter);
		await waitFor(() => store.getState().queue.some(queued => queued.text === 'hi'));
		expect(requests().some(request => request['subtype'] === 'set_model')).toBe(false);
	});

	it('Ctrl+R over a draft: the draft stays as it was, and an Enter meant for the picker neither picks nor sends it', async () => {
		const {type, transport, waitForFrame, frame, sent, settle} = await setup(['an earlier message']);
		await type(...'draft');
		await type(CTRL_R);
		await waitForFrame('Earlier messages (Ctrl+R)');
		transport.emit(bashRequest);
		await waitForFrame('Claude wants to run a command');
		await waitForFrame('Ctrl+R picker closed: a prompt came');
		await type(KEY.enter);
		expect(sent('user')).toHaveLength(1);
		expect(frame()).toContain('› draft');
		expect(frame()).not.toContain('an earlier message');
		// The draft holds the prompt as any message composed does: Tab, then 1 answers it.
		settle();
		await type('\t');
		settle();
		await type('1');
		expect(sent('control_response')).toHaveLength(1);
		await waitForFrame(text => !text.includes('wants to run a command') && text.includes('› draft'));
		expect(sent('user')).toHaveLength(1);
	});
});
