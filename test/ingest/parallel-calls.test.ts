/**
 * Parallel tool calls in a session file: claude writes each call of one answer as a line of its own and each result
 * as the child of its own call, so the parentUuid chain passes through one call and one result. claude resumes all of
 * them (2.1.330, checked against what it sends the API); so do resume, `replay` and `export` (whose run of the CLI is
 * in test/cli/replay-watch.test.ts).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {readSessionHistory} from '../../src/ingest/session-file.js';
import {reduce} from '../../src/state/reducer.js';
import {initialState} from '../../src/state/state.js';
import {ownFixturesDir} from '../helpers/fixtures.js';
import {allItems, outline} from '../helpers/replay-state.js';

const parallel = path.join(ownFixturesDir, 'sessions', 'parallel-tool-calls.jsonl');

/** Each tool call resume shows: its name, what it was for, its status. */
function resumedCalls(file: string): string[] {
	const state = readSessionHistory(readFileSync(file, 'utf8')).events.reduce(reduce, initialState());
	return allItems(state).flatMap(item =>
		item.kind === 'tool'
			? [`${item.call.name} ${JSON.stringify(Object.values(item.call.input as object)[0])} ${item.call.status}`]
			: [],
	);
}

describe('parallel tool calls in a session file', () => {
	it('resume shows all three calls of claude 2.1.330’s answer, each with its result', () => {
		const state = readSessionHistory(readFileSync(parallel, 'utf8')).events.reduce(reduce, initialState());
		expect(outline(allItems(state))).toEqual([
			'user: go',
			'text: Running three at once.',
			'tool Bash [done] {"command":"echo one","description":"first"} → one',
			'tool Bash [done] {"command":"echo two","description":"second"} → two',
			'tool Read [done] {"file_path":"/etc/hostname"} → 1\tvm\n2\t',
			'text: All three done.',
		]);
	});

	it('public files of claude 2.1.38 and 2.1.39: no call is missing, none finished shows as interrupted', () => {
		const head = resumedCalls(path.join(ownFixturesDir, 'public', 'spotter-2.1.39-session-head-excerpt.jsonl'));
		expect(head.slice(0, 2)).toEqual(['Bash "bd show spotter-fum" done', 'Bash "bd ready" done']);
		expect(head).toHaveLength(13);
		expect(head.filter(call => !call.endsWith(' done'))).toEqual([
			'Read "/home/USER/projects/spotter-worktrees/spotter-fum/test/fixtures/transcripts/subagent.jsonl" error',
		]);
		const heavy = resumedCalls(path.join(ownFixturesDir, 'public', 'spotter-2.1.38-tool-heavy.jsonl'));
		expect(heavy.slice(2, 4)).toEqual([
			'WebSearch "xterm.js scroll not working embedded page captures scroll events" done',
			'Glob "assets/js/**/*.js" done',
		]);
		expect(heavy.every(call => call.endsWith(' done'))).toBe(true);
	});
});
