/**
 * The task checklist, kept in one place so the UI can show it as a panel that updates in place:
 * TodoWrite replaces the whole list; TaskCreate adds a row (its id comes with the result);
 * TaskUpdate patches one row by id.
 */
import {
	parseLenient,
	taskCreateInputSchema,
	taskCreateResultSchema,
	taskUpdateInputSchema,
	todoWriteInputSchema,
} from '../protocol/tool-inputs.js';
import type {ToolCall} from './transcript.js';

export type TodoStatus = 'pending' | 'in_progress' | 'completed';

export interface TodoRow {
	readonly id: string;
	readonly content: string;
	readonly status: TodoStatus;
	readonly activeForm?: string;
}

/** The checklist after a finished tool call; the same array when the call does not touch it. */
export function applyTodoTool(todos: readonly TodoRow[], call: ToolCall): readonly TodoRow[] {
	if (call.status !== 'done') return todos;
	switch (call.name) {
		case 'TodoWrite': {
			const input = parseLenient(todoWriteInputSchema, call.input);
			if (!input) return todos;
			return input.todos.map((todo, index) => ({
				id: String(index + 1),
				content: todo.content,
				status: todo.status,
				...(todo.activeForm ? {activeForm: todo.activeForm} : {}),
			}));
		}
		case 'TaskCreate': {
			const input = parseLenient(taskCreateInputSchema, call.input);
			if (!input) return todos;
			const id = parseLenient(taskCreateResultSchema, call.result?.structured)?.task.id ?? String(todos.length + 1);
			return [
				...todos,
				{id, content: input.subject, status: 'pending', ...(input.activeForm ? {activeForm: input.activeForm} : {})},
			];
		}
		case 'TaskUpdate': {
			const input = parseLenient(taskUpdateInputSchema, call.input);
			if (!input || !todos.some(todo => todo.id === input.taskId)) return todos;
			const {status} = input;
			if (status === 'deleted') return todos.filter(todo => todo.id !== input.taskId);
			return todos.map(todo =>
				todo.id === input.taskId
					? {
							...todo,
							...(input.subject ? {content: input.subject} : {}),
							...(status ? {status} : {}),
							...(input.activeForm ? {activeForm: input.activeForm} : {}),
						}
					: todo,
			);
		}
		default:
			return todos;
	}
}
