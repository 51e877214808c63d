/**
 * A resumed session puts thousands of items into history at once. The first frame shows the end of
 * that history and the input box without laying out all of it; the rest is written into the
 * scrollback above, in order, each item once.
 */
import {describe, expect, it} from 'vitest';
import {createStore} from '../../src/session/store.js';
import {initialState} from '../../src/state/state.js';
import type {TranscriptItem} from '../../src/state/transcript.js';
import {App} from '../../src/ui/app.js';
import type {UiActions} from '../../src/ui/actions.js';
import {bashRequest} from '../helpers/permission-request.js';
import {render} from '../helpers/render.js';

const actions = new Proxy({}, {get: () => () => undefined}) as UiActions;
const items = (count: number, from = 0): TranscriptItem[] =>
	Array.from({length: count}, (_, i) => ({kind: 'user', id: `u${from + i}`, text: `message ${from + i}.`}));
const written = (text: string) => [...text.matchAll(/message (\d+)\./g)].map(match => Number(match[1]));

describe('a long history arriving at once', () => {
	it('first shows its end and the input box, then writes it all above, in order, once', async () => {
		const store = createStore({...initialState(), committed: items(3000)}, {throttleMs: 0});
		const ui = render(<App store={store} actions={actions} color={false} />);

		const first = ui.frames[0] ?? '';
		expect(first).toContain('message 2999.');
		expect(first).toContain('Ask Claude anything');
		// Not the whole history laid out in the first frame.
		expect(written(first).length).toBeLessThan(1000);

		await ui.waitForFrame(frame => written(frame).length === 3000, 10_000);
		expect(written(ui.frame())).toEqual(items(3000).map((_, i) => i));
		ui.unmount();
	});

	it('shows the end of a paragraph wider than the screen in the first frame, wrapped as history will show it', async () => {
		const paragraph = `${'A paragraph that goes on well past the edge of the screen. '.repeat(5)}Its last words.`;
		const thought = `${'A thought that goes on well past the edge of the screen. '.repeat(4)}Its own last words.`;
		const store = createStore(
			{
				...initialState(),
				committed: [
					...items(3000),
					{kind: 'thinking', id: 't', text: thought, status: 'done', redacted: false, startedAt: 0, committedChars: 0},
					{kind: 'text', id: 'a', text: paragraph, status: 'done', committedChars: paragraph.length},
				],
			},
			{throttleMs: 0},
		);
		const ui = render(<App store={store} actions={actions} color={false} />);
		const first = ui.frames[0] ?? '';
		expect(first).not.toContain('message 0.');
		// Cut into the terminal's rows (100 columns here), mid-word as the terminal cuts them.
		const rows = first.split('\n');
		expect(rows).toContain('ast words.');
		expect(rows.join('')).toContain(paragraph);
		expect(rows.join('')).toContain(thought);
		await ui.waitForFrame(frame => written(frame).length === 3000, 10_000);
		ui.unmount();
	});

	it('leaves the screen to a permission prompt: the backlog does not show above it', async () => {
		const store = createStore(
			{...initialState(), committed: items(3000), permissions: [bashRequest('r1')]},
			{throttleMs: 0},
		);
		const ui = render(<App store={store} actions={actions} color={false} />);
		const first = ui.frames[0] ?? '';
		expect(first).toContain('Yes, once');
		expect(first).not.toContain('message 2999.');
		await ui.waitForFrame(frame => written(frame).length === 3000, 10_000);
		ui.unmount();
	});

	it('writes what a live session adds in the frame it arrives', async () => {
		const store = createStore({...initialState(), committed: items(3)}, {throttleMs: 0});
		const ui = render(<App store={store} actions={actions} color={false} />);
		expect(written(ui.frames[0] ?? '')).toEqual([0, 1, 2]);
		store.dispatch({type: 'user-sent', uuid: 'n', text: 'message 3.', at: 1});
		await ui.waitForFrame('message 3.');
		expect(written(ui.frame())).toEqual([0, 1, 2, 3]);
		ui.unmount();
	});

	it("shows a resumed session's preview until its whole history is here, then writes the whole, each item once", async () => {
		const store = createStore(initialState(), {throttleMs: 0});
		const ui = render(<App store={store} actions={actions} color={false} />);
		const typed = (n: number) => ({type: 'user-sent' as const, uuid: `p${n}`, text: `message ${n}.`, at: n});
		store.dispatch({type: 'history-preview', events: [typed(2998), typed(2999)], at: 1});
		await ui.waitForFrame('message 2999.');
		expect(written(ui.frame())).toEqual([2998, 2999]);
		expect(ui.frame()).toContain('Ask Claude anything');

		// As LiveHost puts the whole history in: one notification for the lot.
		const release = store.hold();
		for (let n = 0; n < 3000; n++) store.dispatch(typed(n));
		store.dispatch({type: 'history-loaded', sessionId: 's', messages: 3000, unreadable: 0, at: 3});
		release();
		expect(store.getState().historyPreview).toEqual([]);
		await ui.waitForFrame(frame => written(frame).length >= 3000, 10_000);
		expect(written(ui.frame())).toEqual(items(3000).map((_, i) => i));
		ui.unmount();
	});
});
