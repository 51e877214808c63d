/** A live host in /work/project under a throwaway HOME, its claudes `makeTransport`'s, drawn by the App. */
import {type LaunchSpec, LiveHost} from '../../src/cli/live-host.js';
import type {RecordingWriter} from '../../src/session/recording-writer.js';
import {Session} from '../../src/session/session.js';
import {createStore} from '../../src/session/store.js';
import {initialState} from '../../src/state/state.js';
import type {Transport} from '../../src/transport/transport.js';
import {App} from '../../src/ui/app.js';
import {render} from './render.js';

export const PROJECT = '/work/project';

/** `newId`: the ids the session gives the messages it sends, for a test that names them; `recorder`: --record's. */
export function hostOnScreen<T extends Transport>(
	home: string,
	makeTransport: () => T,
	{newId, recorder}: {newId?: () => string; recorder?: RecordingWriter} = {},
) {
	const store = createStore(initialState(), {throttleMs: 0});
	const session = new Session({store, ...(newId ? {newId} : {}), ...(recorder ? {recorder} : {})});
	const launches: LaunchSpec[] = [];
	const transports: T[] = [];
	const host = new LiveHost({
		store,
		session,
		cwd: PROJECT,
		env: {HOME: home},
		thinkingDisplay: 'summarized',
		onQuit: () => undefined,
		...(recorder ? {recorder} : {}),
		launch: spec => {
			launches.push(spec);
			transports.push(makeTransport());
			return transports.at(-1)!;
		},
	});
	const ui = render(<App store={store} actions={host.actions()} color={false} history={[]} />);
	return {store, session, host, launches, transports, ...ui};
}
