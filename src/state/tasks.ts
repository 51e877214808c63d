/**
 * Background tasks (a Bash run in the background, a background agent, a monitor): claude sends the
 * whole set of live ones whenever it changes (`background_tasks_changed`, replace semantics). cctui
 * keeps that set, with when it first saw each task, for the status line and /tasks.
 */
import {mapItems} from './items.js';
import {type AppState, withState} from './state.js';
import {moveTo} from './tool-calls.js';
import type {ToolCall, TranscriptItem} from './transcript.js';

export interface BackgroundTask {
	readonly taskId: string;
	readonly taskType: string;
	readonly description: string;
	/** When cctui first saw it running. */
	readonly since: number;
}

/**
 * Whether a call is a background task's (a background agent's, by the `agent_id` its frames carry, or a call that
 * started one) while that task runs: its result comes when the task gets to it, after the turn that started it.
 */
export function ofLiveTask(call: ToolCall, tasks: readonly BackgroundTask[]): boolean {
	return tasks.some(task => task.taskId === call.agentId || task.taskId === call.task?.taskId);
}

/** Ends the open calls of the tasks no longer running: nothing more will come for them. */
function closeEndedTasks(items: readonly TranscriptItem[], ended: readonly BackgroundTask[], at: number) {
	return mapItems(items, item =>
		item.kind === 'tool' && !item.call.settled && ofLiveTask(item.call, ended)
			? {...item, call: {...moveTo(item.call, 'interrupted', at), settled: true}}
			: item,
	);
}

/** claude's new set of live tasks; one it named before keeps its start time, one it leaves out has ended. */
export function tasksChanged(state: AppState, tasks: readonly Record<string, unknown>[], at: number): AppState {
	const known = new Map((state.session.backgroundTasks ?? []).map(task => [task.taskId, task]));
	const next = tasks.flatMap((task): BackgroundTask[] => {
		const taskId = task['task_id'];
		if (typeof taskId !== 'string') return [];
		return [
			{
				taskId,
				taskType: typeof task['task_type'] === 'string' ? task['task_type'] : 'task',
				description: typeof task['description'] === 'string' ? task['description'] : '',
				since: known.get(taskId)?.since ?? at,
			},
		];
	});
	const ended = [...known.values()].filter(task => !next.some(live => live.taskId === task.taskId));
	const pending = ended.length > 0 ? closeEndedTasks(state.pending, ended, at) : state.pending;
	return withState(state, {pending, session: {...state.session, backgroundTasks: next}});
}

/** The answer to `get_task_output`. */
export function taskOutputText(taskId: string, output: string, truncated: boolean): string {
	const body = output.replace(/\n$/, '');
	return `Output of task ${taskId}${truncated ? ' (its last part)' : ''}:\n${body === '' ? '(nothing yet)' : body}`;
}

/** The transcript's line for a background task that ended: from claude's `task_notification`, or from a session file. */
export function taskEndNotice(status: string, summary?: string): {level: 'info' | 'warning'; text: string} {
	return {
		level: status === 'completed' ? 'info' : 'warning',
		text: `Background task ${status}${summary ? `: ${summary}` : ''}`,
	};
}
