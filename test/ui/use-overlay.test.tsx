/** The picker hook on its own: which picker `open` shows, and what closing it with a value does. */
import {Text} from 'ink';
import {describe, expect, it, vi} from 'vitest';
import {createStore} from '../../src/session/store.js';
import {initialState} from '../../src/state/state.js';
import {type OverlayControl, useOverlay} from '../../src/ui/use-overlay.js';
import {mockActions} from '../helpers/mock-actions.js';
import {render} from '../helpers/render.js';
import {tick, waitFor} from '../helpers/wait-for.js';

const MODES = ['default', 'acceptEdits', 'plan'];
const HISTORY = () => ['first', 'second', 'first'];

function setup({pickSessionAtStart = false} = {}) {
	// The prompt asking, if any; renderAgain shows it.
	const prompt: {asking?: string} = {};
	const store = createStore(initialState(), {throttleMs: 0});
	const actions = mockActions({
		sessions: [
			{
				id: 'other-session',
				modified: new Date('2026-01-02T03:04:00Z'),
				file: '/tmp/other-session.jsonl',
				bytes: 2048,
				firstPrompt: 'fix it',
			},
		],
	});
	const choose = vi.fn();
	const api: {current?: OverlayControl} = {};
	function Probe() {
		const control = useOverlay({
			...{store, actions, modes: MODES, history: HISTORY, choose, pickSessionAtStart},
			asking: prompt.asking,
			now: () => 42,
		});
		api.current = control;
		const {overlay} = control;
		return (
			<Text>
				{overlay
					? `${overlay.title}: ${overlay.items.map(item => item.value).join(',')} (initial ${overlay.initial ?? overlay.current ?? '-'})`
					: 'no picker'}
			</Text>
		);
	}
	const ui = render(<Probe />);
	return {...ui, control: () => api.current!, actions, choose, prompt, renderAgain: () => ui.rerender(<Probe />)};
}

describe('useOverlay', () => {
	it('opens the permission-mode picker on the current mode; picking sets the mode and closes it', async () => {
		const {control, actions, waitForFrame} = setup();
		await waitForFrame('no picker');
		control().open('mode');
		await waitForFrame('Permission mode: default,acceptEdits,plan (initial default)');
		control().close('plan');
		await waitForFrame('no picker');
		expect(actions.setPermissionMode).toHaveBeenCalledWith('plan');
	});

	it('closing without a value does nothing else', async () => {
		const {control, actions, waitForFrame} = setup();
		control().open('effort');
		await waitForFrame('Thinking effort: low,medium,high,xhigh,max');
		control().close();
		await waitForFrame('no picker');
		expect(actions.setEffort).not.toHaveBeenCalled();
	});

	it('the history picker lists earlier messages newest first, once each; picking one hands it to the editor', async () => {
		const {control, choose, waitForFrame} = setup();
		control().open('history');
		await waitForFrame('Earlier messages (Ctrl+R): first,second');
		control().close('second');
		await waitForFrame('no picker');
		expect(choose).toHaveBeenCalledWith('second');
	});

	it('with pickSessionAtStart the session picker opens at start, and not again when the component renders again', async () => {
		const {actions, control, waitForFrame, renderAgain, frame} = setup({pickSessionAtStart: true});
		await waitForFrame('Resume a session of this folder: other-session');
		control().close();
		await waitForFrame('no picker');
		renderAgain();
		await tick(20);
		expect(frame()).toBe('no picker');
		expect(actions.listSessions).toHaveBeenCalledTimes(1);
	});

	it('a prompt that comes closes the picker open, nothing chosen, and says which one it closed and when', async () => {
		const {control, choose, prompt, renderAgain, waitForFrame} = setup();
		control().open('history');
		await waitForFrame('Earlier messages (Ctrl+R): first,second');
		expect(control().closedBy).toBeUndefined();
		prompt.asking = 'p1';
		renderAgain();
		await waitForFrame('no picker');
		expect(control().closedBy).toEqual({requestId: 'p1', at: 42, text: 'Ctrl+R picker closed: a prompt came'});
		expect(choose).not.toHaveBeenCalled();
	});

	it('a /resume list that comes once a prompt asks does not open behind it', async () => {
		const {control, prompt, renderAgain, frame} = setup();
		prompt.asking = 'p1';
		renderAgain();
		control().open('resume');
		// The list comes, the picker opens, the prompt closes it: each a render of its own, slow on a busy machine.
		await waitFor(() => control().closedBy !== undefined, {what: 'the picker closed by the prompt'});
		expect(frame()).toBe('no picker');
		expect(control().closedBy?.text).toBe('/resume picker closed: a prompt came');
	});
});
