/**
 * Background tasks (a Bash run in the background, a background agent, a monitor): claude sends the
 * whole set of live ones whenever it changes (`background_tasks_changed`, replace semantics). cctui
 * keeps that set, with when it first saw each task, for the status line and /tasks.
 */
import {type AppState, withState} from './state.js';

export interface BackgroundTask {
	readonly taskId: string;
	readonly taskType: string;
	readonly description: string;
	/** When cctui first saw it running. */
	readonly since: number;
}

/** claude's new set of live tasks; one it named before keeps its start time. */
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
	return withState(state, {session: {...state.session, backgroundTasks: next}});
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
