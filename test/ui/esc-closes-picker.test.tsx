/**
 * Esc Esc hammered to close a picker (/rewind, /model, Ctrl+R's history) while a turn runs, no prompt on screen: the
 * first Esc closes the picker; the ones still coming on its heels, each within the quiet time of the one before, do
 * nothing: they interrupt no turn and make no Esc pair toward the rewind picker. An Esc after a pause acts as ever.
 */
import {describe, expect, it} from 'vitest';
import {Session} from '../../src/session/session.js';
import {createStore} from '../../src/session/store.js';
import type {EditorContext} from '../../src/state/editor.js';
import {initialState} from '../../src/state/state.js';
import {App} from '../../src/ui/app.js';
import {QUIET_MS} from '../../src/ui/key-gate.js';
import {FakeTransport} from '../helpers/fake-transport.js';
import {KEY} from '../helpers/keys.js';
import {render} from '../helpers/render.js';
import {sessionActions} from '../helpers/ui-actions.js';
import {waitFor} from '../helpers/wait-for.js';

const CTRL_R = '\u0012';

const models = [
	{value: 'default', resolvedModel: 'claude-opus-5-5', displayName: 'Default (recommended)', description: 'Opus 5.5'},
	{value: 'sonnet', resolvedModel: 'claude-sonnet-5-5', displayName: 'Sonnet', description: 'Sonnet 5.5'},
];

/** Each picker, how it is opened, and a line it shows. */
const PICKERS = [
	{name: '/rewind', open: [...'/rewind', KEY.enter], shows: 'Rewind to before a prompt'},
	{name: '/model', open: [...'/model', KEY.enter], shows: 'Sonnet Sonnet 5.5'},
	{name: 'Ctrl+R', open: [CTRL_R], shows: 'Earlier messages (Ctrl+R)'},
];

const SELECTION: EditorContext = {kind: 'selection', filePath: '/w/app.ts', lineStart: 3, lineEnd: 14, text: 'a'};

async function setup() {
	const transport = new FakeTransport();
	const store = createStore(initialState(), {throttleMs: 0});
	let ids = 0;
	const session = new Session({store, newId: () => `u${++ids}`});
	void session.attach(transport);
	const dropped: number[] = [];
	const actions = {
		...sessionActions(session).actions,
		dropEditorContext: () => {
			dropped.push(1);
			store.dispatch({type: 'editor-context', context: 'drop', at: 0});
		},
	};
	const clock = {now: 1_000_000};
	const ui = render(
		<App store={store} actions={actions} color={false} history={['an earlier message']} now={() => clock.now} />,
	);
	session.initialize();
	transport.emit({type: 'control_response', response: {subtype: 'success', request_id: 'cctui_1', response: {models}}});
	const interrupts = () =>
		transport
			.written()
			.filter(frame => frame['type'] === 'control_request')
			.filter(frame => (frame['request'] as {subtype: string}).subtype === 'interrupt');
	/** A turn runs, with nothing asked. */
	const startTurn = async () => {
		await ui.type(...'go', KEY.enter);
		await waitFor(() => store.getState().busy);
	};
	const endTurn = async () => {
		transport.emit({type: 'result', subtype: 'success', is_error: false, result: 'ok'});
		await waitFor(() => !store.getState().busy);
	};
	/** A selection in a linked editor, shown above the input: Esc on the empty input drops it. */
	const select = async () => {
		store.dispatch({type: 'editor-changed', editor: {name: 'VS Code', link: 'connected'}, at: 0});
		store.dispatch({type: 'editor-context', context: SELECTION, at: 0});
		await ui.waitForFrame('12 lines selected in');
	};
	return {...ui, clock, interrupts, startTurn, endTurn, select, dropped};
}

describe('an Esc that closed a picker', () => {
	it.each(PICKERS)(
		'$name while a turn runs: the second Esc of Esc Esc interrupts nothing; an Esc after a pause interrupts',
		async ({open, shows}) => {
			const {type, waitForFrame, frame, clock, interrupts, startTurn} = await setup();
			await startTurn();
			await type(...open);
			await waitForFrame(shows);
			clock.now += 2_000;
			await type(KEY.escape);
			await waitForFrame(text => !text.includes(shows));
			clock.now += 150;
			await type(KEY.escape);
			// Still hammered: each within the quiet time of the Esc before it.
			clock.now += 400;
			await type(KEY.escape);
			expect(interrupts()).toEqual([]);
			expect(frame()).toContain('esc to interrupt');
			clock.now += QUIET_MS;
			await type(KEY.escape);
			await waitFor(() => interrupts().length === 1);
		},
	);

	it('between turns, the Escs after it make no pair: the rewind picker does not open; after a pause Esc Esc does', async () => {
		const {type, waitForFrame, frame, clock, startTurn, endTurn} = await setup();
		await startTurn();
		await endTurn();
		await type(CTRL_R);
		await waitForFrame('Earlier messages (Ctrl+R)');
		clock.now += 2_000;
		await type(KEY.escape);
		await waitForFrame(text => !text.includes('Earlier messages'));
		clock.now += 150;
		await type(KEY.escape);
		clock.now += 150;
		await type(KEY.escape);
		// The letters after it are the message, not the list's (`f` would fork).
		await type(...'fix');
		await waitForFrame('› fix');
		expect(frame()).not.toContain('Rewind to before a prompt');
		await type(KEY.backspace, KEY.backspace, KEY.backspace);
		clock.now += QUIET_MS;
		await type(KEY.escape, KEY.escape);
		await waitForFrame('Rewind to before a prompt');
	});

	it('the Esc after it keeps the editor’s selection; one after a pause drops it', async () => {
		const {type, waitForFrame, frame, clock, select, dropped} = await setup();
		await select();
		await type(CTRL_R);
		await waitForFrame('Earlier messages (Ctrl+R)');
		clock.now += 2_000;
		await type(KEY.escape);
		await waitForFrame(text => !text.includes('Earlier messages'));
		clock.now += 150;
		await type(KEY.escape);
		expect(dropped).toEqual([]);
		expect(frame()).toContain('12 lines selected in');
		clock.now += QUIET_MS;
		await type(KEY.escape);
		await waitForFrame(text => !text.includes('selected in'));
		expect(dropped).toEqual([1]);
	});
});
