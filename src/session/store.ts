/**
 * A tiny external store over the pure reducer. Subscribers (React, via useSyncExternalStore) are
 * told about streaming deltas at most once per `throttleMs`; anything else notifies at once, so a
 * permission prompt or a result never waits behind the throttle. Ten frames a second reads as
 * smooth streaming (Claude Code's own TUI draws about nine) and each frame costs Ink several ms.
 */
import type {AppEvent} from '../state/events.js';
import {reduce} from '../state/reducer.js';
import type {AppState} from '../state/state.js';
import {testFault} from '../util/test-fault.js';

export interface Store {
	getState(): AppState;
	dispatch(event: AppEvent): void;
	subscribe(listener: () => void): () => void;
	/**
	 * Holds notifications until the returned release is called; then listeners hear once if anything
	 * changed. A replay playing thousands of frames at once redraws once per batch, not per frame.
	 */
	hold(): () => void;
}

export interface StoreOptions {
	/** Minimum interval between notifications caused by streaming events. @default 100 */
	readonly throttleMs?: number;
	readonly setTimer?: (callback: () => void, ms: number) => unknown;
	readonly clearTimer?: (handle: unknown) => void;
}

/** Frequent, cosmetic events: coalesce them. */
function isStreamingNoise(event: AppEvent): boolean {
	if (event.type !== 'inbound') return event.type === 'stderr';
	const {message} = event;
	if (message.type === 'stream_event') return message.event.type === 'content_block_delta';
	return message.type === 'system' && message.subtype === 'thinking_tokens';
}

export function createStore(initial: AppState, options: StoreOptions = {}): Store {
	const throttleMs = options.throttleMs ?? 100;
	const setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
	const clearTimer = options.clearTimer ?? (handle => clearTimeout(handle as NodeJS.Timeout));
	let state = initial;
	const listeners = new Set<() => void>();
	let timer: unknown;
	let holds = 0;
	let heldChange = false;

	const notify = (): void => {
		if (holds > 0) {
			heldChange = true;
			return;
		}
		if (timer !== undefined) {
			clearTimer(timer);
			timer = undefined;
		}
		for (const listener of listeners) listener();
	};

	return {
		getState: () => state,
		dispatch(event) {
			if (event.type === 'inbound') testFault('reducer');
			const next = reduce(state, event);
			if (next === state) return;
			state = next;
			if (!isStreamingNoise(event)) notify();
			else if (timer === undefined) {
				timer = setTimer(() => {
					timer = undefined;
					notify();
				}, throttleMs);
			}
		},
		subscribe(listener) {
			listeners.add(listener);
			return () => listeners.delete(listener);
		},
		hold() {
			holds++;
			let released = false;
			return () => {
				if (released) return;
				released = true;
				holds--;
				if (holds === 0 && heldChange) {
					heldChange = false;
					notify();
				}
			};
		},
	};
}
