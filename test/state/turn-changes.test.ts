/**
 * Each turn's closing line says what it changed (issue 21): files and lines from the file tools'
 * results, counted per file, and that a Bash command's changes are not tracked.
 */
import {describe, expect, it} from 'vitest';
import {changeFacts} from '../../src/present/result-summary.js';
import type {ResultItem} from '../../src/state/transcript.js';
import {allItems, replayState} from '../helpers/replay-state.js';

const results = (fixture: string) =>
	allItems(replayState(fixture)).filter((item): item is ResultItem => item.kind === 'result');

describe('what a turn changed, from real recordings', () => {
	it('an edit and a new file, then another new file: counted per turn, per file', () => {
		const [first, second] = results('m-rewind-files.jsonl');
		expect(first!.changes).toEqual({files: 2, added: 2, removed: 1, ranBash: false});
		expect(changeFacts(first!)).toEqual(['2 files changed +2 −1']);
		expect(changeFacts(second!)).toEqual(['1 file changed +1 −0']);
	});

	it('a turn that ran Bash says its changes are not tracked', () => {
		const [bash] = results('b-bash-allow.jsonl');
		expect(changeFacts(bash!)).toEqual(['Bash changes are not tracked']);
		// A subagent's Bash counts too: its commands ran in this turn.
		expect(changeFacts(results('h4-subagent-foreground.jsonl')[0]!)).toEqual(['Bash changes are not tracked']);
	});

	it('a turn whose only tool was denied changed nothing, and says nothing', () => {
		const [denied] = results('c-bash-deny.jsonl');
		expect(denied!.changes).toBeUndefined();
		expect(changeFacts(denied!)).toEqual([]);
	});

	it('the closing line leads with the changes', () => {
		const lines = results('d-write-always-allow.jsonl');
		expect(lines.map(changeFacts)).toEqual([
			['1 file changed +1 −1'],
			['1 file changed +1 −0'],
			['Bash changes are not tracked'],
			['Bash changes are not tracked'],
		]);
	});
});
