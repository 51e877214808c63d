/**
 * The todo panel takes its todos plus two rows: on a small screen that is most of it, and the
 * TodoWrite line already says "1/2 done · now: …". It shows from 16 rows up.
 */
import {describe, expect, it} from 'vitest';
import {Session} from '../../src/session/session.js';
import {createStore} from '../../src/session/store.js';
import {initialState} from '../../src/state/state.js';
import {App} from '../../src/ui/app.js';
import {render} from '../helpers/render.js';
import {sessionActions} from '../helpers/ui-actions.js';

function setup(rows: number) {
	const todos = [
		{id: '1', content: 'Write the tests', status: 'completed', activeForm: 'Writing the tests'},
		{id: '2', content: 'Fix the bug', status: 'in_progress', activeForm: 'Fixing the bug'},
	] as const;
	const store = createStore({...initialState(), todos}, {throttleMs: 0});
	const {actions} = sessionActions(new Session({store}));
	const ui = render(<App store={store} actions={actions} color={false} />);
	Object.defineProperty(ui.stdout, 'rows', {value: rows, configurable: true});
	ui.stdout.emit('resize');
	return ui;
}

describe('the todo panel', () => {
	it('shows on a screen of 16 rows', async () => {
		await setup(16).waitForFrame('Tasks 1/2 done');
	});

	it('is left out on a smaller one', async () => {
		const {frame, waitForFrame} = setup(15);
		await waitForFrame(text => text.includes('Ask Claude') && !text.includes('Tasks 1/2 done'));
		expect(frame()).not.toContain('Fix the bug');
	});
});
