/** Ctrl+C twice quits, on an injected clock with the real 2 s window: no wall-clock timing. */
import {describe, expect, it} from 'vitest';
import {Session} from '../../src/session/session.js';
import {createStore} from '../../src/session/store.js';
import {initialState} from '../../src/state/state.js';
import {App} from '../../src/ui/app.js';
import {FakeTransport} from '../helpers/fake-transport.js';
import {KEY} from '../helpers/keys.js';
import {render} from '../helpers/render.js';
import {sessionActions} from '../helpers/ui-actions.js';

describe('Ctrl+C twice quits, within the real default of 2 s', () => {
	function quitting() {
		const clock = {now: 0};
		const transport = new FakeTransport();
		const store = createStore(initialState(), {throttleMs: 0});
		const session = new Session({store});
		void session.attach(transport);
		const {actions, host} = sessionActions(session);
		const ui = render(<App store={store} actions={actions} color={false} now={() => clock.now} />);
		return {...ui, clock, quit: host.quit};
	}

	it('a second press 1999 ms after the first quits', async () => {
		const {type, clock, quit} = quitting();
		await type(KEY.ctrlC);
		clock.now += 1999;
		await type(KEY.ctrlC);
		expect(quit).toHaveBeenCalledTimes(1);
	});

	it('a second press 2000 ms after the first is a first press again', async () => {
		const {type, clock, quit} = quitting();
		await type(KEY.ctrlC);
		clock.now += 2000;
		await type(KEY.ctrlC);
		expect(quit).not.toHaveBeenCalled();
		await type(KEY.ctrlC);
		expect(quit).toHaveBeenCalledTimes(1);
	});
});
