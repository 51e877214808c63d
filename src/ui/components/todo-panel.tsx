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

function TodoPanelView({todos}: {readonly todos: readonly TodoRow[]}) {
	return (
		<Box flexDirection="column" marginTop={1}>
			<Text bold>
				Tasks <Text dimColor>{todoProgress(todos)}</Text>
			</Text>
			{todos.map(todo => (
				<Text
					key={todo.id}
					{...(todo.status === 'completed'
						? {dimColor: true, strikethrough: true}
						: todo.status === 'in_progress'
							? {color: 'cyan', bold: true}
							: {})}
				>
					{'  '}
					{MARK[todo.status]}{' '}
					{sanitizeLine(todo.status === 'in_progress' && todo.activeForm ? todo.activeForm : todo.content)}
				</Text>
			))}
		</Box>
	);
}

export const TodoPanel = memo(TodoPanelView);
