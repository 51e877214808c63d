import {describe, expect, it} from 'vitest';
import {createStore} from '../../src/session/store.js';
import {initialState} from '../../src/state/state.js';
import {messageStart, streamEvent, textDelta} from '../helpers/stream-events.js';

const frame = streamEvent;
const start = [messageStart(), frame({type: 'content_block_start', index: 0, content_block: {type: 'text', text: ''}})];
const delta = textDelta;

/** A store whose throttle timer the test fires by hand. */
function manualStore() {
	const timers: Array<() => void> = [];
	const store = createStore(initialState(), {
		setTimer: callback => timers.push(callback),
		clearTimer: () => timers.splice(0),
	});
	let notified = 0;
	store.subscribe(() => notified++);
	return {store, timers, notified: () => notified};
}

describe('store notifications', () => {
	it('coalesces a burst of deltas into one notification when the throttle fires', () => {
		const {store, timers, notified} = manualStore();
		for (const event of start) store.dispatch(event);
		const before = notified();
		for (let i = 0; i < 100; i++) store.dispatch(delta('word '));
		expect(notified()).toBe(before);
		expect(timers).toHaveLength(1);
		timers.shift()!();
		expect(notified()).toBe(before + 1);
	});

	it('notifies at once for anything that is not a delta, taking pending deltas along', () => {
		const {store, timers, notified} = manualStore();
		for (const event of start) store.dispatch(event);
		store.dispatch(delta('partial'));
		const before = notified();
		store.dispatch(frame({type: 'content_block_stop', index: 0}));
		expect(notified()).toBe(before + 1);
		expect(timers).toEqual([]);
	});
});
