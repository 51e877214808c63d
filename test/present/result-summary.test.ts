import {describe, expect, it} from 'vitest';
import type {ResultItem} from '../../src/state/transcript.js';
import {resultHeadline} from '../../src/present/result-summary.js';

const failed = (terminalReason?: string): ResultItem => ({
	kind: 'result',
	id: 'r',
	isError: true,
	subtype: 'error_during_execution',
	...(terminalReason ? {terminalReason} : {}),
});

describe('resultHeadline', () => {
	it('names the reasons claude gives, and says only "error" for any other', () => {
		expect(resultHeadline({...failed(), isError: false})).toBe('Done');
		expect(resultHeadline(failed('max_turns'))).toBe('Turn ended: turn limit reached');
		expect(resultHeadline(failed('something_new'))).toBe('Turn ended with an error');
		expect(resultHeadline(failed())).toBe('Turn ended with an error');
		// Not "function Object() { [native code] }".
		expect(resultHeadline(failed('constructor'))).toBe('Turn ended with an error');
	});
});
