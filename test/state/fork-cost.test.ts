/**
 * The cost after a fork from a later prompt goes on from what the session cost before it. claude 2.1.204 restarts
 * `total_cost_usd` in the fork (the versions auditor's recording: $0.04894 before, $0.016755 after the fork's first
 * turn); 2.1.332 carries it over ($0.070224 before, $0.087968 after).
 */
import {describe, expect, it} from 'vitest';
import type {AppEvent} from '../../src/state/events.js';
import {reduce} from '../../src/state/reducer.js';
import {initialState} from '../../src/state/state.js';
import {inbound} from '../helpers/stream-events.js';

const result = (total: number) => inbound({type: 'result', subtype: 'success', is_error: false, total_cost_usd: total});
const fork: AppEvent = {type: 'conversation-forked', uuid: 'u1', from: 'old-session', at: 0};

function costAfterFork(version: string, before: number, after: number) {
	const events: AppEvent[] = [{type: 'claude-version', version, at: 0}, result(before), fork, result(after)];
	return events.reduce(reduce, initialState()).usage.costUsd;
}

describe('the cost after a fork', () => {
	it('claude 2.1.204 restarts it: cctui adds what came before', () => {
		expect(costAfterFork('2.1.204', 0.04894, 0.016755)).toBeCloseTo(0.065695, 6);
	});

	it('claude 2.1.332 carries it over: taken as it is', () => {
		expect(costAfterFork('2.1.332', 0.070224, 0.087968)).toBeCloseTo(0.087968, 6);
	});

	it('a fork from before the first prompt is a new conversation: from zero', () => {
		const events: AppEvent[] = [
			{type: 'claude-version', version: '2.1.204', at: 0},
			result(0.04894),
			{...fork, fresh: true},
			result(0.01),
		];
		expect(events.reduce(reduce, initialState()).usage.costUsd).toBeCloseTo(0.01, 6);
	});
});
