/** Background tasks as claude 2.1.330 reported them (frames captured from it: a Bash run in the background, then stopped). */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {decodeStdoutLine} from '../../src/ingest/stdout-line.js';
import {tasksText} from '../../src/present/tasks.js';
import {reduce} from '../../src/state/reducer.js';
import {initialState, type AppState} from '../../src/state/state.js';
import {ownFixturesDir} from '../helpers/fixtures.js';
import {answered} from '../helpers/host-answer.js';
import {allItems, outline, recordingEvents, replayState} from '../helpers/replay-state.js';
import {findTool} from '../../src/state/items.js';

const changed = (tasks: object[]) =>
	JSON.stringify({type: 'system', subtype: 'background_tasks_changed', tasks, uuid: 'u', session_id: 's'});
const job = {task_id: 'bkfr7yy0w', run_id: '0mwwpqpby-8f303914', task_type: 'local_bash', description: 'Long job'};

const fold = (lines: Array<[string, number]>, state: AppState = initialState()) =>
	lines.reduce((next, [line, at]) => {
		const event = decodeStdoutLine(line, at);
		return event ? reduce(next, event) : next;
	}, state);

describe('background tasks', () => {
	it('/tasks stop says it is stopping the task before claude’s notice that it stopped, which comes before its answer', () => {
		const state = replayState(path.join(ownFixturesDir, 'cctui-records/stop-task.jsonl'));
		const lines = outline(allItems(state));
		expect(lines.slice(lines.indexOf('info: Stopping task b06bcd6av.'))).toEqual([
			'info: Stopping task b06bcd6av.',
			'warning: Background task stopped: Long bg job',
		]);
	});

	it('claude’s set replaces cctui’s; a task keeps the time it was first seen; an empty set ends them', () => {
		const agent = {task_id: 'a1', task_type: 'local_agent', description: 'Review'};
		const state = fold([
			[changed([job]), 1_000],
			[changed([job, agent]), 5_000],
		]);
		expect(state.session.backgroundTasks).toEqual([
			{taskId: 'bkfr7yy0w', taskType: 'local_bash', description: 'Long job', since: 1_000},
			{taskId: 'a1', taskType: 'local_agent', description: 'Review', since: 5_000},
		]);
		expect(tasksText(state.session.backgroundTasks ?? [], 66_000)).toBe(
			[
				'Background tasks:',
				'  bkfr7yy0w · shell · Long job · running 1m 5s',
				'  a1 · agent · Review · running 1m 1s',
				'(/tasks output <id> · /tasks stop <id>)',
			].join('\n'),
		);
		expect(fold([[changed([]), 9_000]], state).session.backgroundTasks).toEqual([]);
		expect(tasksText([], 0)).toBe('No background tasks are running.');
	});

	it('they end with claude', () => {
		const state = fold([[changed([job]), 1_000]]);
		const exited = reduce(state, {type: 'child-exited', exitCode: 1, signal: null, at: 2_000});
		expect(exited.session.backgroundTasks).toEqual([]);
	});

	it('a task’s output, as get_task_output answered', () => {
		const state = answered(
			'get_task_output',
			{output: 'started\n', total_bytes: 8, truncated: false},
			'bkfr7yy0w',
		).reduce(reduce, initialState());
		expect(state.committed.at(-1)).toMatchObject({kind: 'notice', text: 'Output of task bkfr7yy0w:\nstarted'});
	});

	describe('a background agent’s call still running when the turn that started it ends', () => {
		// claude 2.1.330: the subagent's Bash `sleep 8` starts before the main turn's result and ends 8 s after it.
		const events = recordingEvents(path.join(ownFixturesDir, 'cctui-records/background-agent-open-call.jsonl'));
		const resultAt = events.findIndex(event => event.type === 'inbound' && event.message.type === 'result');
		const atResult = events.slice(0, resultAt + 1).reduce(reduce, initialState());
		const sleep = (state: AppState) => findTool([...state.committed, ...state.pending], 'toolu_152353_0002');

		it('stays open past that turn’s result and takes its own result when it comes', () => {
			expect(sleep(atResult)).toMatchObject({status: 'waiting'});
			expect(sleep(atResult)?.settled).toBeUndefined();
			const state = events.reduce(reduce, initialState());
			expect(sleep(state)).toMatchObject({
				status: 'done',
				settled: true,
				result: {text: '(Bash completed with no output)', isError: false},
			});
			expect(outline(allItems(state)).filter(line => line.startsWith('tool Bash') || line.startsWith('info:'))).toEqual(
				[
					'tool Bash [done] {"command":"sleep 8","description":"sub sleep"} → (Bash completed with no output)',
					'info: Background task completed: Subagent report: all good.',
				],
			);
		});

		it('ends as interrupted when its task ends without it, or claude exits', () => {
			const ended = fold([[changed([]), 9_000]], atResult);
			expect(sleep(ended)).toMatchObject({status: 'interrupted', settled: true, endedAt: 9_000});
			const exited = reduce(atResult, {type: 'child-exited', exitCode: 1, signal: null, at: 9_000});
			expect(sleep(exited)).toMatchObject({status: 'interrupted', settled: true});
		});
	});

	it('a foreground agent stopped by an interrupt is not called a background task, and its stop is said once', () => {
		// cctui's recording of claude 2.1.330: a foreground Agent whose subagent runs a long Bash, Esc while it runs.
		// The interrupt settles the Agent call in history; claude's task_notification for it (and for its Bash) comes after.
		const state = replayState(path.join(ownFixturesDir, 'cctui-records/foreground-agent-stopped.jsonl'));
		const lines = outline(allItems(state));
		expect(lines.filter(line => line.startsWith('warning:') || line.startsWith('info:'))).toEqual([
			'warning: Interrupted.',
		]);
		expect(lines.find(line => line.startsWith('tool Agent'))).toMatch(/^tool Agent \[interrupted\]/);
	});
});
