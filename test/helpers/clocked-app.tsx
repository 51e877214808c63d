/** The App and its session over a fake claude, reading a clock the test moves: key timing and the times shown are checked exactly, with no wall clock. */
import type {EditorLink} from '../../src/ide/link.js';
import {Session} from '../../src/session/session.js';
import {createStore} from '../../src/session/store.js';
import {initialState} from '../../src/state/state.js';
import {App} from '../../src/ui/app.js';
import {FakeTransport} from './fake-transport.js';
import {render} from './render.js';
import {sessionActions} from './ui-actions.js';

/** `start`: the clock's first reading (0 checks that nothing treats the epoch as "long ago"); `editor`: a connected editor. */
export function clockedApp(start = 1_000_000, editor?: EditorLink) {
	const clock = {now: start};
	const transport = new FakeTransport();
	const store = createStore(initialState(), {throttleMs: 0});
	const session = new Session({store, now: () => clock.now});
	if (editor) session.useEditor(() => editor);
	void session.attach(transport);
	const {actions, host} = sessionActions(session);
	const ui = render(<App store={store} actions={actions} color={false} now={() => clock.now} />);
	const sent = (type: string) => transport.written().filter(frame => frame['type'] === type);
	return {
		...ui,
		clock,
		transport,
		store,
		session,
		host,
		quit: host.quit,
		answers: () => sent('control_response'),
		sent,
	};
}
