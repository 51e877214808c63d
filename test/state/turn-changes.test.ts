/**
 * Each turn's closing line says what it changed (issue 21): files and lines from the file tools'
 * results, counted per file, and that a Bash command's changes are not tracked.
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {changesLines} from '../../src/present/changes.js';
import {changeFacts} from '../../src/present/result-summary.js';
import {reduce} from '../../src/state/reducer.js';
import {initialState, type AppState} from '../../src/state/state.js';
import type {AppEvent} from '../../src/state/events.js';
import type {ResultMessage} from '../../src/protocol/types.js';
import type {ResultItem} from '../../src/state/transcript.js';
import {ownFixturesDir} from '../helpers/fixtures.js';
import {allItems, fixtureLines, recordingEvents, replayState} from '../helpers/replay-state.js';
import {decodeFileLine} from '../../src/ingest/file-line.js';

const FIRST_PROMPT = '11111111-1111-4111-8111-111111111111';
const SECOND_PROMPT = '22222222-2222-4222-8222-222222222222';

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

	it('a turn whose only Bash call claude blocked without running it says nothing of Bash', () => {
		// cctui's recording of claude 2.1.330: a subagent's `sleep 30`, refused with "<tool_use_error>Blocked: …".
		const [blocked] = allItems(replayState(path.join(ownFixturesDir, 'cctui-records/bash-blocked.jsonl'))).filter(
			(item): item is ResultItem => item.kind === 'result',
		);
		expect(blocked!.changes).toBeUndefined();
		expect(changeFacts(blocked!)).toEqual([]);
		// The same call had it run and failed (claude's "Exit code N" result): it may have changed files.
		const failed = fixtureLines(path.join(ownFixturesDir, 'cctui-records/bash-blocked.jsonl'))
			.map(line => line.replace(/"content":"<tool_use_error>Blocked: [^"]*"/, '"content":"Exit code 1\\nno such file"'))
			.flatMap((line, index) => decodeFileLine(line, index, index).events)
			.reduce(reduce, initialState());
		const [ranAndFailed] = allItems(failed).filter((item): item is ResultItem => item.kind === 'result');
		expect(changeFacts(ranAndFailed!)).toEqual(['Bash changes are not tracked']);
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

describe('a turn a message joined mid-turn (steering)', () => {
	it('counts from the first message the result answers, not only from the one sent mid-turn', () => {
		// m-rewind-files as if the second prompt had been sent before the first turn ended: one result answers both.
		const events = recordingEvents('m-rewind-files.jsonl');
		const results = events.flatMap((event, index) =>
			event.type === 'inbound' && event.message.type === 'result' ? [index] : [],
		);
		const [first, second] = results;
		const last = events[second!] as AppEvent & {type: 'inbound'; message: ResultMessage};
		const joined = [
			...events.slice(0, first),
			...events.slice(first! + 1, second),
			{
				...last,
				message: {...last.message, user_message_uuids: [FIRST_PROMPT, SECOND_PROMPT]},
			},
		];
		const state = joined.reduce(reduce, initialState());
		const [result] = allItems(state).filter((item): item is ResultItem => item.kind === 'result');
		expect(result!.changes).toEqual({files: 3, added: 3, removed: 1, ranBash: false});
	});
});

describe('a turn claude starts by itself', () => {
	it('counts only its own changes: a background task finishing changed nothing, and its line says nothing', () => {
		// Recorded by cctui against claude 2.1.330: that turn's result names no message of the person's.
		const [prompted, byItself] = results(path.join(ownFixturesDir, 'cctui-records/background-task-turn.jsonl'));
		expect(changeFacts(prompted!)).toEqual(['1 file changed +3 −0', 'Bash changes are not tracked']);
		expect(byItself!.changes).toBeUndefined();
		expect(changeFacts(byItself!)).toEqual([]);
	});
});

describe('a turn after a background agent’s Bash', () => {
	it('says nothing of Bash when the Bash ended before the turn began: it ran in none of it', () => {
		// Recorded by cctui against claude 2.1.330: the agent's `sleep 8` runs after the turn that started it ended, and
		// claude starts a turn of its own once the agent is done.
		const [started, finished] = results(path.join(ownFixturesDir, 'cctui-records/background-agent.jsonl'));
		expect(started!.changes).toBeUndefined();
		expect(finished!.changes).toBeUndefined();
		expect(changeFacts(finished!)).toEqual([]);
	});

	it('still says it for the turn the agent’s Bash ran in, though the Bash ended after the turn’s line', () => {
		// The agent's `sleep 8` starts before the main turn's result and ends 8 s later.
		const [started, finished] = results(path.join(ownFixturesDir, 'cctui-records/background-agent-open-call.jsonl'));
		expect(changeFacts(started!)).toEqual(['Bash changes are not tracked']);
		expect(finished!.changes).toBeUndefined();
	});
});

describe('/diff', () => {
	// The recording ends by restoring the files to before its first prompt: up to there, every change stands.
	const events = recordingEvents('m-rewind-files.jsonl');
	const firstRewind = events.findIndex(event => event.type === 'host-request-sent' && event.subtype === 'rewind_files');
	const fold = (upTo: number) => events.slice(0, upTo).reduce(reduce, initialState());
	const shown = (turn?: number, state = fold(firstRewind)) =>
		reduce(state, {type: 'changes-shown', ...(turn === undefined ? {} : {turn}), at: 0});
	const changes = (state: AppState) => allItems(state).filter(item => item.kind === 'changes');
	const cwd = '/home/dev/project-m-rewind-files';

	it('shows every turn that changed a file, newest first, each file with its diff', () => {
		const [item] = changes(shown());
		const text = changesLines(item!, {color: false, width: 80, cwd}).join('\n');
		expect(text).toContain('Changes in this session, newest turn first (2 turns):');
		expect(text.indexOf('Turn 2 · write second.txt')).toBeLessThan(text.indexOf('Turn 1 · Change alpha to beta'));
		expect(text).toContain('  notes.txt +1 −1');
		expect(text).toMatch(/ {4}1 - alpha\n {4}1 \+ beta/);
		expect(text).toContain('  second.txt +1 −0');
		expect(text).toContain('what Bash commands changed is not tracked');
	});

	it('N shows the turn N back; one past the turns that changed files is named as not there', () => {
		const text = changesLines(changes(shown(2))[0]!, {color: false, width: 80, cwd}).join('\n');
		expect(text).toContain('Changes of turn 1:');
		expect(text).not.toContain('second.txt');
		expect(changesLines(changes(shown(3))[0]!, {color: false, width: 80})).toEqual([
			'No such turn: 2 turns changed files (/diff 1 is the latest).',
		]);
	});

	it('after the files were restored to before a prompt, the changes since are marked undone, without a diff', () => {
		// Two dry runs come first, and change nothing.
		const restore = events.findIndex(
			event => event.type === 'host-request-sent' && event.subtype === 'rewind_files' && !event.dryRun,
		);
		expect(restore).toBeGreaterThan(firstRewind);
		const afterDryRuns = changesLines(changes(shown(undefined, fold(restore)))[0]!, {color: false, width: 80, cwd});
		expect(afterDryRuns).toContain('  notes.txt +1 −1');
		const text = changesLines(changes(shown(undefined, fold(events.length)))[0]!, {color: false, width: 80, cwd});
		expect(text).toContain('  notes.txt +1 −1 · undone by a rewind');
		expect(text).toContain('  second.txt +1 −0 · undone by a rewind');
		expect(text.join('\n')).not.toMatch(/1 - alpha/);
	});

	it('names a turn by the message that started it, also where a message sent while it ran joined it', () => {
		// Recorded by cctui against claude 2.1.330: the steer came during the Bash call, before the second Write.
		const state = replayState(path.join(ownFixturesDir, 'cctui-records/steer-writes.jsonl'));
		expect(
			allItems(state)
				.filter(item => item.kind === 'user')
				.map(item => item.kind === 'user' && item.text),
		).toEqual(['write the files', 'STEER: also write second.txt']);
		const text = changesLines(changes(reduce(state, {type: 'changes-shown', at: 0}))[0]!, {
			color: false,
			width: 80,
			cwd: '/home/dev/project',
		});
		expect(text.slice(0, 6)).toEqual([
			'Changes in this session, newest turn first (1 turn):',
			'',
			'Turn 1 · write the files',
			'  first.txt +1 −0',
			'    1 + one',
			'  second.txt +1 −0',
		]);
	});

	it('in a session without changes, says there are none yet', () => {
		const state = reduce(replayState('b-bash-allow.jsonl'), {type: 'changes-shown', at: 0});
		expect(changesLines(changes(state)[0]!, {color: false, width: 80})).toEqual([
			'No file changes in this session yet.',
		]);
	});
});

describe('notebook edits', () => {
	// Recorded by cctui against claude 2.1.330: one turn, five NotebookEdit calls on nb.ipynb (replace, delete,
	// insert, replace, replace). Their results carry the cell's old_source and new_source, no structuredPatch.
	const fixture = path.join(ownFixturesDir, 'cctui-records/notebook-edits-turn.jsonl');

	it('count the lines of each cell changed, the notebook once', () => {
		const [turn] = results(fixture);
		expect(changeFacts(turn!)).toEqual(['1 file changed +4 −5', 'Bash changes are not tracked']);
	});

	it('/diff lists the notebook once in the turn, with every edit’s lines', () => {
		const state = reduce(replayState(fixture), {type: 'changes-shown', at: 0});
		const item = allItems(state).find(found => found.kind === 'changes')!;
		const text = changesLines(item, {color: false, width: 80, cwd: '/home/dev/project'}).join('\n');
		expect(text.match(/nb\.ipynb/g)).toEqual(['nb.ipynb']);
		expect(text).toContain('  nb.ipynb +4 −5');
		for (const line of ['2 - os.remove("data.db")', "1 + print('safe')", '1 - print(1)', '1 + x = 2'])
			expect(text).toContain(line);
	});
});
