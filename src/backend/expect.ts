import {lastToolResults, lastUserText, systemText} from './request-info.js';
import type {Expect} from './scenario.js';

export interface ExpectResult {
	check: keyof Expect;
	expected: string;
	passed: boolean;
}

// Checks what the model was shown; results are recorded, never turned into HTTP failures.
export function checkExpect(expect: Expect | undefined, body: unknown): ExpectResult[] {
	if (!expect) return [];
	const haystacks: Record<keyof Expect, () => string[]> = {
		lastUserTextIncludes: () => [lastUserText(body)],
		toolResultIncludes: () => lastToolResults(body),
		systemIncludes: () => [systemText(body)],
		bodyIncludes: () => [JSON.stringify(body)],
	};
	const results: ExpectResult[] = [];
	for (const check of Object.keys(haystacks) as Array<keyof Expect>) {
		const expected = expect[check];
		if (expected === undefined) continue;
		results.push({check, expected, passed: haystacks[check]().some(text => text.includes(expected))});
	}
	return results;
}
