import {describe, expect, it} from 'vitest';
import {parseLine} from '../../src/protocol/parse-line.js';
import {reduce} from '../../src/state/reducer.js';
import {initialState} from '../../src/state/state.js';
import {allItems, outline} from '../helpers/replay-state.js';

const NOW = Date.UTC(2026, 10, 25, 12, 0);
/** The local clock time cctui shows for an instant (the machine's time zone). */
const local = (ms: number) =>
	`${String(new Date(ms).getHours()).padStart(2, '0')}:${String(new Date(ms).getMinutes()).padStart(2, '0')}`;

function shown(info: Record<string, unknown>): string[] {
	const parsed = parseLine(JSON.stringify({type: 'rate_limit_event', rate_limit_info: info, session_id: 's'}));
	if (parsed?.kind !== 'message') throw new Error('unreadable');
	return outline(allItems(reduce(initialState(), {type: 'inbound', message: parsed.message, at: NOW})));
}

describe('usage limits in plain words', () => {
	it('says nothing while usage is allowed', () => {
		expect(shown({status: 'allowed', resetsAt: NOW / 1000 + 3600, rateLimitType: 'five_hour'})).toEqual([]);
	});

	it('a warning names the limit, how much is used and when it resets (as claude 2.1.286 sends it)', () => {
		const resets = NOW + 2 * 3600_000;
		const info = {
			status: 'allowed_warning',
			resetsAt: resets / 1000,
			rateLimitType: 'five_hour',
			unifiedWindows: {five_hour: {utilization: 0.85, resetsAt: resets / 1000}},
		};
		expect(shown(info)).toEqual([
			`warning: You are close to your 5-hour limit (85% used); it resets at ${local(resets)}.`,
		]);
	});

	it('a rejection names the limit and a reset days away with its date', () => {
		const resets = NOW + 3 * 24 * 3600_000;
		expect(shown({status: 'rejected', resetsAt: resets / 1000, rateLimitType: 'seven_day_opus'})).toEqual([
			`error: You have reached your weekly Opus limit; it resets at Nov ${new Date(resets).getDate()}, ${local(resets)}.`,
		]);
	});

	it('says what it can when claude leaves fields out or sends garbage in them', () => {
		expect(shown({status: 'allowed_warning', resetsAt: null, rateLimitType: 7})).toEqual([
			'warning: You are close to your usage limit.',
		]);
		expect(shown({status: 'queued'})).toEqual(['warning: Rate limit: queued.']);
		// A time no date can hold, a share no limit has.
		expect(shown({status: 'rejected', resetsAt: 1e16})).toEqual(['error: You have reached your usage limit.']);
		expect(shown({status: 'rejected', resetsAt: 'soon'})).toEqual(['error: You have reached your usage limit.']);
		expect(shown({status: 'allowed_warning', utilization: 1e308})).toEqual([
			'warning: You are close to your usage limit.',
		]);
	});
});
