/**
 * A turn stopped mid-answer, as older claudes end it (the versions auditor's recordings, trimmed to the turn):
 * 2.1.0 ends it with `error_during_execution` but `is_error: false`; 2.1.178 sends the partial answer's
 * `assistant` message after the interrupt, with no stop for its block. Either way the turn was interrupted and
 * the answer was cut short, as with 2.1.330.
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {resultHeadline} from '../../src/present/result-summary.js';
import type {ResultItem} from '../../src/state/transcript.js';
import {ownFixturesDir} from '../helpers/fixtures.js';
import {allItems, outline, replayState} from '../helpers/replay-state.js';

const replay = (version: string) =>
	allItems(replayState(path.join(ownFixturesDir, version, 'interrupted-midstream.jsonl')));
const resultOf = (items: ReturnType<typeof replay>) => items.find((item): item is ResultItem => item.kind === 'result');

describe('an interrupted turn with an older claude', () => {
	it('2.1.0: the turn ended interrupted, not "Done"', () => {
		const result = resultOf(replay('claude-2.1.0'));
		expect(result?.isError).toBe(true);
		expect(result && resultHeadline(result)).toBe('Turn ended: interrupted');
	});

	it('2.1.178: the answer stopped mid-stream is marked cut short', () => {
		const items = replay('claude-2.1.178');
		expect(outline(items).filter(line => line.startsWith('text'))).toEqual([
			'text (aborted): This is a long slow answer that will be interrupted part way through, wo',
		]);
		const result = resultOf(items);
		expect(result && resultHeadline(result)).toBe('Turn ended: interrupted');
	});
});
