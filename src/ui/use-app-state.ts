/**
 * Every slice of the session's state the App shows, each read through its named selector: a
 * slice that keeps its reference does not re-render the App when another changes.
 */
import * as select from '../state/selectors.js';
import {useStore, type ReadableStore} from './use-store.js';

export function useAppState(store: ReadableStore) {
	return {
		committed: useStore(store, select.committedItems),
		pending: useStore(store, select.pendingItems),
		historyPreview: useStore(store, select.historyPreview),
		permissions: useStore(store, select.permissionQueue),
		// A permission prompt always wins the keyboard over a picker: nothing waits behind a menu.
		prompt: useStore(store, select.activePrompt),
		screenBackAt: useStore(store, select.screenBackAt),
		elicitations: useStore(store, select.elicitationQueue),
		elicitation: useStore(store, select.activeElicitation),
		session: useStore(store, select.sessionInfo),
		busy: useStore(store, select.isBusy),
		starting: useStore(store, select.isStarting),
		child: useStore(store, select.childStatus),
		queue: useStore(store, select.queuedMessages),
		givenBack: useStore(store, select.givenBackMessages),
		pendingDisplay: useStore(store, select.pendingThinkingDisplay),
		usage: useStore(store, select.usageInfo),
		denyRules: useStore(store, select.denyRules),
		retry: useStore(store, select.retryNotice),
		thinkingTokens: useStore(store, select.thinkingTokens),
		debug: useStore(store, select.debugEntries),
		todos: useStore(store, select.todoRows),
		openTodos: useStore(store, select.hasOpenTodos),
		malformedLines: useStore(store, select.malformedLineCount),
		api: useStore(store, select.apiRequests),
	};
}

export type AppStateView = ReturnType<typeof useAppState>;
