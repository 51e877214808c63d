/** /tasks in words: each background task, its kind, what it does and how long it has run. */
import type {BackgroundTask} from '../state/tasks.js';
import {formatDuration} from './format.js';

const KINDS: Readonly<Record<string, string>> = {local_bash: 'shell', local_agent: 'agent', monitor: 'monitor'};

export function tasksText(tasks: readonly BackgroundTask[], now: number): string {
	if (tasks.length === 0) return 'No background tasks are running.';
	const lines = tasks.map(
		task =>
			`  ${task.taskId} · ${KINDS[task.taskType] ?? task.taskType} · ${task.description} · running ${formatDuration(Math.max(0, now - task.since))}`,
	);
	return `Background tasks:\n${lines.join('\n')}\n(/tasks output <id> · /tasks stop <id>)`;
}
