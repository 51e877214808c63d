/**
 * A subagent's Write and Edit (finding: missing from the turn's line, /diff and rewinds). claude 2.1.330 sends a
 * subagent's tool results without `tool_use_result` and keeps no checkpoint of what it wrote, so cctui works the
 * change out from the call's input, and from the file as the prompt read it when there was a prompt. Both recordings
 * are cctui's `--record` of the real claude 2.1.330 (test/fixtures/cctui-records/README.md): the main thread writes
 * exist.txt, then a subagent writes sub.txt, edits it, overwrites exist.txt and edits it.
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {changesLines} from '../../src/present/changes.js';
import {previewSummary} from '../../src/present/rewind.js';
import {changeFacts} from '../../src/present/result-summary.js';
import type {AppEvent} from '../../src/state/events.js';
import {reduce} from '../../src/state/reducer.js';
import {restoredText, subagentFilesSince, type FilePreview} from '../../src/state/rewind.js';
import {initialState} from '../../src/state/state.js';
import type {ChangesItem, ResultItem} from '../../src/state/transcript.js';
import {sessionChanges} from '../../src/state/turn-changes.js';
import {ownFixturesDir} from '../helpers/fixtures.js';
import {allItems, recordingEvents, replayState} from '../helpers/replay-state.js';

const record = (name: string) => path.join(ownFixturesDir, 'cctui-records', name);
const PROJECT = '/home/dev/project';
const PROMPT = '4305c9e5-6f98-4e3a-87bd-7d9178296b63';

const resultsOf = (items: ReturnType<typeof allItems>) =>
	items.filter((item): item is ResultItem => item.kind === 'result');

function diffText(state: ReturnType<typeof replayState>): string {
	const item: ChangesItem = {
		kind: 'changes',
		id: 'c',
		turns: sessionChanges(allItems(state), state.undone, state.session.cwd).map((turn, index) => ({
			...turn,
			number: index + 1,
		})),
		scope: 'session',
	};
	return changesLines(item, {color: false, width: 100, cwd: PROJECT}).join('\n');
}

describe("a subagent's file tools, run without prompts (acceptEdits)", () => {
	const state = replayState(record('subagent-writes.jsonl'));

	it("counts them in the turn's line, marked as estimated where the file before was not known", () => {
		const [result] = resultsOf(allItems(state));
		// exist.txt +3 (main) · sub.txt created +2, edited +1 −1 · exist.txt overwritten +4 (unknown before), edited +1 −1.
		expect(changeFacts(result!)).toEqual(['2 files changed +11 −2 (estimated)']);
	});

	it('lists them in /diff as a subagent’s, not in claude’s checkpoints', () => {
		const text = diffText(state);
		expect(text).toMatch(
			/sub\.txt \+3 −1 · by a subagent, counts estimated from its input \(the file before it was not read\); not in claude's checkpoints/,
		);
		expect(text).toContain('+ TWO');
	});

	it("a rewind of the files (claude restored exist.txt only) leaves the subagent's sub.txt changes standing", () => {
		const changes = sessionChanges(allItems(state), state.undone, state.session.cwd)[0]!.changes;
		expect(changes.map(change => [change.filePath, change.bySubagent === true, change.undone === true])).toEqual([
			['exist.txt', false, true],
			['sub.txt', true, false],
			// claude's checkpoints hold exist.txt (the main thread wrote it): restoring it took the subagent's changes too.
			['exist.txt', true, true],
		]);
	});

	it('names the files a rewind leaves, in the picker and in the line after restoring', () => {
		const before = replayState(record('subagent-writes.jsonl'));
		const untouched = subagentFilesSince(before, PROMPT, [`${PROJECT}/exist.txt`]);
		expect(untouched).toEqual([`${PROJECT}/sub.txt`]);
		const preview: FilePreview = {
			kind: 'files',
			files: [`${PROJECT}/exist.txt`],
			insertions: 0,
			deletions: 4,
			untouched,
		};
		expect(previewSummary(preview)).toBe('1 file +0 −4 · 1 file a subagent changed not restored');
		expect(restoredText(preview, {uuid: PROMPT, text: 'go'}, PROJECT)).toBe(
			[
				'Restored 1 file to before “go” (+0 −4):',
				'  exist.txt',
				"Not restored: claude's checkpoints do not hold what a subagent wrote, so this file stays as it is:",
				'  sub.txt',
			].join('\n'),
		);
	});
});

describe("a subagent's file tools, each allowed at its prompt", () => {
	/** The recording, with the file as cctui read it for each prompt (the session's file-snapshot), before the answer. */
	function withSnapshots(): AppEvent[] {
		const snapshots: Record<string, string | null> = {
			'eb274713-8eb2-454d-9358-5a28665def55': null,
			'71bf7f50-ad15-4d4b-b590-50372afff065': 'one\ntwo\n',
			'a7892d1b-f9d6-438a-8f91-20ea6fefb2ac': 'a\nb\nc\n',
			'e6eafb7f-af65-4ea9-ad16-555578f5057f': 'a\nB\nc\nd\n',
		};
		return recordingEvents(record('subagent-writes-asked.jsonl')).flatMap(event => {
			const requestId = event.type === 'permission-decided' ? event.requestId : undefined;
			const content = requestId === undefined ? undefined : snapshots[String(requestId)];
			return content === undefined
				? [event]
				: [{type: 'file-snapshot', requestId: requestId!, content, at: event.at} as AppEvent, event];
		});
	}

	it('counts them exactly, one file however it is named', () => {
		const state = withSnapshots().reduce(reduce, initialState());
		const [result] = resultsOf(allItems(state));
		// exist.txt +3 (main) · sub.txt +2, +1 −1 · exist.txt a,b,c → a,B,c,d +2 −1, then +1 −1.
		expect(result!.changes).toEqual({files: 2, added: 9, removed: 3, ranBash: false});
		const text = diffText(state);
		expect(text).toMatch(/exist\.txt \+3 −2 · by a subagent; not in claude's checkpoints/);
		expect(text).toContain('2 + B');
	});

	it('without the file as read, the same calls are estimated', () => {
		const [result] = resultsOf(allItems(replayState(record('subagent-writes-asked.jsonl'))));
		expect(changeFacts(result!)).toEqual(['2 files changed +11 −2 (estimated)']);
	});
});
