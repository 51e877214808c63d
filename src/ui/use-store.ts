/**
 * Reads a slice of the session store; re-renders only when that slice changes (by reference).
 * Components see the state as of the store's last notification, not the latest: the store holds
 * back streamed deltas (its throttle), and a render for another reason, a key above all, must not
 * draw them. Otherwise every key typed while claude streams is also a stream frame: the live
 * text laid out again and finished paragraphs written to history, before the key shows.
 */
import {useSyncExternalStore} from 'react';
import type {AppState} from '../state/state.js';

export interface ReadableStore {
	getState(): AppState;
	subscribe(listener: () => void): () => void;
}

/** Each store's state as its listeners last heard of it. */
const told = new WeakMap<ReadableStore, AppState>();

function toldState(store: ReadableStore): AppState {
	let state = told.get(store);
	if (state === undefined) told.set(store, (state = store.getState()));
	return state;
}

/**
 * Subscribes React's listener behind one that records the state first. Subscribing takes the state
 * as it is: whatever was told between the first render and the subscription (React subscribes in
 * an effect) is then drawn, since React compares the slice once subscribed.
 */
const subscribers = new WeakMap<ReadableStore, (listener: () => void) => () => void>();

function subscriberOf(store: ReadableStore): (listener: () => void) => () => void {
	let subscribe = subscribers.get(store);
	if (!subscribe) {
		subscribe = listener => {
			told.set(store, store.getState());
			return store.subscribe(() => {
				told.set(store, store.getState());
				listener();
			});
		};
		subscribers.set(store, subscribe);
	}
	return subscribe;
}

export function useStore<T>(store: ReadableStore, select: (state: AppState) => T): T {
	return useSyncExternalStore(subscriberOf(store), () => select(toldState(store)));
}
