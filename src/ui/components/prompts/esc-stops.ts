/**
 * What Esc on a prompt stops, as its footer says it. Esc sends claude `interrupt`, and claude 2.1.330 stops with it
 * the running turn and every background agent (a background shell goes on), whichever of them asked.
 */
import type {BackgroundTask} from '../../../state/tasks.js';

export function escStops(busy: boolean, tasks: readonly BackgroundTask[]): string {
	const agents = tasks.filter(task => task.taskType === 'local_agent').length;
	if (agents === 0) return 'Esc interrupts the turn';
	const them = agents === 1 ? 'the background agent' : `the ${agents} background agents`;
	return busy ? `Esc stops the turn and ${them}` : `Esc stops ${them}`;
}
