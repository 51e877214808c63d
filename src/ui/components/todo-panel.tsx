/**
 * The task checklist as one panel above the input, updated in place as TodoWrite / TaskCreate /
 * TaskUpdate calls finish (the transcript keeps only a one-line note per update).
 */
import {Box, Text} from 'ink';
import {memo} from 'react';
import type {TodoRow} from '../../state/todos.js';
import {sanitizeLine} from '../../text/sanitize.js';

const MARK = {pending: '☐', in_progress: '◼', completed: '☑'} as const;

export function todoProgress(todos: readonly TodoRow[]): string {
	return `${todos.filter(todo => todo.status === 'completed').length}/${todos.length} done`;
}

/**
 * The todos that fit in `max` rows: all, or a run of them from just before the first not done, so the one under way
 * shows on a screen a long list would fill (its rows are the live answer's).
 */
export function todoWindow(
	todos: readonly TodoRow[],
	max: number,
): {shown: readonly TodoRow[]; above: number; below: number} {
	if (todos.length <= max) return {shown: todos, above: 0, below: 0};
	const room = Math.max(1, max - 2); // a row each for the counts of those left out
	const next = todos.findIndex(todo => todo.status !== 'completed');
	const from = Math.max(0, Math.min((next === -1 ? todos.length : next) - 1, todos.length - room));
	return {shown: todos.slice(from, from + room), above: from, below: Math.max(0, todos.length - from - room)};
}

function TodoPanelView({todos, maxItems}: {readonly todos: readonly TodoRow[]; readonly maxItems: number}) {
	const {shown, above, below} = todoWindow(todos, maxItems);
	return (
		<Box flexDirection="column" marginTop={1}>
			<Text bold>
				Tasks <Text dimColor>{todoProgress(todos)}</Text>
			</Text>
			{above > 0 ? <Text dimColor>{`    … ${above} more above`}</Text> : null}
			{shown.map(todo => {
				const style =
					todo.status === 'completed'
						? {dimColor: true, strikethrough: true}
						: todo.status === 'in_progress'
							? {color: 'cyan', bold: true}
							: {};
				// A long item wraps under its own text, not under its mark.
				return (
					<Box key={todo.id}>
						<Box width={4} flexShrink={0}>
							<Text {...style}>{`  ${MARK[todo.status]}`}</Text>
						</Box>
						<Text {...style}>
							{sanitizeLine(todo.status === 'in_progress' && todo.activeForm ? todo.activeForm : todo.content)}
						</Text>
					</Box>
				);
			})}
			{below > 0 ? <Text dimColor>{`    … ${below} more below`}</Text> : null}
		</Box>
	);
}

export const TodoPanel = memo(TodoPanelView);
