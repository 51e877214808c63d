/**
 * The todo panel: a todo too long for its row wraps under its own text, as a list item does, not back under its
 * mark; a list longer than a quarter of the screen shows the todos around the one under way.
 */
import {Box} from 'ink';
import {render} from 'ink-testing-library';
import {describe, expect, it} from 'vitest';
import {Session} from '../../src/session/session.js';
import {createStore} from '../../src/session/store.js';
import {initialState} from '../../src/state/state.js';
import type {TodoRow} from '../../src/state/todos.js';
import {App} from '../../src/ui/app.js';
import {TodoPanel, todoWindow} from '../../src/ui/components/todo-panel.js';
import {render as renderApp} from '../helpers/render.js';
import {sessionActions} from '../helpers/ui-actions.js';

const todo = (n: number, status: TodoRow['status']): TodoRow => ({id: String(n), content: `Step ${n}`, status});
const list = (done: number, total: number) =>
	Array.from({length: total}, (_, i) => todo(i + 1, i < done ? 'completed' : i === done ? 'in_progress' : 'pending'));

it('hangs the rows a long todo wraps onto under its text', () => {
	const content = 'Check every file the build writes and then the tests';
	const {lastFrame} = render(
		<Box width={30}>
			<TodoPanel todos={[{id: '1', content, status: 'pending'}]} maxItems={5} />
		</Box>,
	);
	const rows = lastFrame()!.split('\n').slice(2);
	expect(rows.length).toBeGreaterThan(1);
	expect(rows[0]).toMatch(/^ {2}☐ Check/);
	for (const row of rows.slice(1)) expect(row).toMatch(/^ {4}\S/);
	expect(rows.map(row => row.slice(4).trim()).join(' ')).toBe(content);
});

describe('a list longer than the panel', () => {
	it('keeps every todo when they fit', () => {
		expect(todoWindow(list(2, 6), 6)).toEqual({shown: list(2, 6), above: 0, below: 0});
	});

	it('shows the todos from the last one done, and counts those left out on two rows', () => {
		const {shown, above, below} = todoWindow(list(5, 12), 6);
		expect(shown.map(row => row.id)).toEqual(['5', '6', '7', '8']);
		expect([above, below]).toEqual([4, 4]);
	});

	it('shows the last ones when all are done, and the first ones when none is', () => {
		expect(todoWindow(list(12, 12), 6).shown.map(row => row.id)).toEqual(['9', '10', '11', '12']);
		expect(todoWindow(list(0, 12), 6)).toMatchObject({above: 0, below: 8});
	});

	it('takes at most a quarter of a 24-row screen in the app, the todo under way in view', async () => {
		const store = createStore({...initialState(), todos: list(9, 20)}, {throttleMs: 0});
		const {actions} = sessionActions(new Session({store}));
		const ui = renderApp(<App store={store} actions={actions} color={false} />);
		Object.defineProperty(ui.stdout, 'rows', {value: 24, configurable: true});
		ui.stdout.emit('resize');
		await ui.waitForFrame(text => text.includes('Tasks 9/20 done'));
		const frame = ui.frame();
		expect(frame).toContain('Step 10');
		expect(frame).toContain('… 8 more above');
		expect(frame).toContain('… 8 more below');
		expect(frame).not.toContain('Step 1\n');
		expect(frame).not.toContain('Step 20');
	});
});
