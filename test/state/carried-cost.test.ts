/**
 * The cost after a fork from a later prompt, or a resume, goes on from what the session cost before it. claude
 * 2.1.204 restarts `total_cost_usd` in the fork (the versions auditor's recording: $0.04894 before, $0.016755 after
 * the fork's first turn); 2.1.332 carries it over ($0.070224 before, $0.087968 after). Resumed, 2.1.330 goes on from
 * its file's `cost-state` (l-session-file: $0.00168 before, $0.00236 after), 2.1.204 from zero (COMPATIBILITY.md).
 */
import {describe, expect, it} from 'vitest';
import type {AppEvent} from '../../src/state/events.js';
import {reduce} from '../../src/state/reducer.js';
import {initialState} from '../../src/state/state.js';
import {inbound} from '../helpers/stream-events.js';

const result = (total: number) => inbound({type: 'result', subtype: 'success', is_error: false, total_cost_usd: total});
const init = (version: string) =>
	inbound({type: 'system', subtype: 'init', session_id: 's1', claude_code_version: version, tools: []});
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

describe('the cost of a resumed session', () => {
	const loaded = (costUsd?: number): AppEvent => ({
		type: 'history-loaded',
		sessionId: 's1',
		messages: 2,
		unreadable: 0,
		...(costUsd === undefined ? {} : {costUsd}),
		at: 0,
	});

	it("is its file's cost from the first screen, before claude says anything", () => {
		expect(reduce(initialState(), loaded(0.00168)).usage.costUsd).toBeCloseTo(0.00168, 6);
	});

	it('claude 2.1.330 carries it over: its totals are taken as they are', () => {
		const events = [loaded(0.00168), init('2.1.330'), result(0.00236)];
		expect(events.reduce(reduce, initialState()).usage.costUsd).toBeCloseTo(0.00236, 6);
	});

	it("claude 2.1.204 counts from zero: cctui adds the file's cost to each total", () => {
		const events = [loaded(0.05), init('2.1.204'), result(0.11), init('2.1.204'), result(0.2)];
		const states = events.map((_, index) => events.slice(0, index + 1).reduce(reduce, initialState()));
		expect(states[2]!.usage.costUsd).toBeCloseTo(0.16, 6);
		expect(states[4]!.usage.costUsd).toBeCloseTo(0.25, 6);
	});

	it('a file that says nothing of its cost (claude 2.1.204 wrote it) leaves it to claude', () => {
		const events = [loaded(), init('2.1.204'), result(0.11)];
		expect(events.reduce(reduce, initialState()).usage.costUsd).toBeCloseTo(0.11, 6);
	});

	it('a restart of the session this run already counted keeps the higher count it has', () => {
		const events = [init('2.1.330'), result(0.3), loaded(0.2)];
		expect(events.reduce(reduce, initialState()).usage).toMatchObject({costUsd: 0.3});
		expect(events.reduce(reduce, initialState()).usage.costBefore).toBeUndefined();
	});

	it('never goes down after a claude killed before it saved its last turn is restarted (r)', () => {
		// $0.11 shown; the killed claude's file saved $0.05; its next turn costs $0.01, which claude adds to what it saved.
		const events = [init('2.1.330'), result(0.05), result(0.11), loaded(0.05), init('2.1.330'), result(0.06)];
		const states = events.map((_, index) => events.slice(0, index + 1).reduce(reduce, initialState()));
		expect(states[3]!.usage.costUsd).toBeCloseTo(0.11, 6);
		expect(states[5]!.usage.costUsd).toBeCloseTo(0.12, 6);
	});

	it('goes on from the count it has after an older claude, which counts from zero, is restarted', () => {
		const events = [init('2.1.204'), result(0.11), loaded(), init('2.1.204'), result(0.01)];
		expect(events.reduce(reduce, initialState()).usage.costUsd).toBeCloseTo(0.12, 6);
	});
});

describe('the cost after claude is restarted in the same conversation (r, /restart)', () => {
	const restarted = (costSaved: number): AppEvent => ({type: 'child-restarted', sessionId: 's', costSaved, at: 0});

	it('goes on from what this run showed when the file saved less (a claude killed before it could save)', () => {
		// As the tester saw with 2.1.330: $0.22 shown, killed, nothing saved; the next turn reported $0.05.
		const events = [init('2.1.330'), result(0.11), result(0.22), restarted(0), init('2.1.330'), result(0.05)];
		const states = events.map((_, index) => events.slice(0, index + 1).reduce(reduce, initialState()));
		expect(states[3]!.usage.costUsd).toBeCloseTo(0.22, 6);
		expect(states[5]!.usage.costUsd).toBeCloseTo(0.27, 6);
	});

	it('takes claude’s totals as they are when its file saved all of it (a /restart)', () => {
		const events = [init('2.1.330'), result(0.22), restarted(0.22), init('2.1.330'), result(0.27)];
		expect(events.reduce(reduce, initialState()).usage.costUsd).toBeCloseTo(0.27, 6);
	});
});
