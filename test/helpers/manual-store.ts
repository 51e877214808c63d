/** A store whose state the test sets by hand, telling its subscribers as the session's store does. */
import type {AppState} from '../../src/state/state.js';
import type {ReadableStore} from '../../src/ui/use-store.js';

export function manualStore(initial: AppState) {
	let state = initial;
	const listeners = new Set<() => void>();
	const store: ReadableStore = {
		getState: () => state,
		subscribe: listener => {
			listeners.add(listener);
			return () => listeners.delete(listener);
		},
	};
	const set = (next: AppState) => {
		state = next;
		for (const listener of listeners) listener();
	};
	return {store, set, get: () => state};
}
