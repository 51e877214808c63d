/** Reads a slice of the session store; re-renders only when that slice changes (by reference). */
import {useSyncExternalStore} from 'react';
import type {AppState} from '../state/state.js';

export interface ReadableStore {
	getState(): AppState;
	subscribe(listener: () => void): () => void;
}

export function useStore<T>(store: ReadableStore, select: (state: AppState) => T): T {
	return useSyncExternalStore(store.subscribe, () => select(store.getState()));
}
