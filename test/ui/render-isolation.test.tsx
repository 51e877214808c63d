/** Typing re-renders the editor only: neither history nor the live transcript items render again. */
import {describe, expect, it, vi} from 'vitest';
import {createStore, type Store} from '../../src/session/store.js';
import {initialState} from '../../src/state/state.js';
import {App} from '../../src/ui/app.js';
import type {UiActions} from '../../src/ui/actions.js';
import type * as AssistantTextModule from '../../src/ui/components/assistant-text.js';
import {render} from '../helpers/render.js';
import {messageStart, streamEvent, textDelta} from '../helpers/stream-events.js';
import {tick} from '../helpers/wait-for.js';

const rendered: string[] = [];
vi.mock('../../src/ui/components/assistant-text.js', async importOriginal => {
	const original = await importOriginal<typeof AssistantTextModule>();
	return {
		AssistantText(props: Parameters<typeof original.AssistantText>[0]) {
			rendered.push(props.item.text);
			return original.AssistantText(props);
		},
	};
});

const frame = streamEvent;
const delta = textDelta;
/** A streamed message begins, with a text block. */
function startText(store: Store): void {
	store.dispatch(messageStart());
	store.dispatch(frame({type: 'content_block_start', index: 0, content_block: {type: 'text', text: ''}}));
}

describe('render isolation', () => {
	it('keystrokes in the input render no transcript item; a delta renders only the live one', async () => {
		const store = createStore(initialState(), {throttleMs: 0});
		const actions = new Proxy({}, {get: () => () => undefined}) as UiActions;
		const ui = render(<App store={store} actions={actions} color={false} />);
		startText(store);
		for (const text of ['In history.', '\n\n', 'Live ', 'text']) store.dispatch(delta(text));
		await ui.waitForFrame('Live text');
		expect(ui.allOutput()).toContain('In history.');

		rendered.length = 0;
		await ui.type(...'typing here');
		await ui.waitForFrame('typing here');
		expect(rendered).toEqual([]);

		store.dispatch(delta(' grows'));
		await ui.waitForFrame('Live text grows');
		await tick(20);
		expect(new Set(rendered)).toEqual(new Set(['Live text grows']));
	});

	it("a key draws the editor only, not deltas the store's throttle still holds back", async () => {
		// A throttle no test outlasts: the deltas below are never told to React.
		const store = createStore(initialState(), {throttleMs: 3_600_000});
		const actions = new Proxy({}, {get: () => () => undefined}) as UiActions;
		const ui = render(<App store={store} actions={actions} color={false} />);
		startText(store);
		await ui.waitForFrame('working');
		for (const text of ['Held ', 'back.\n\n', 'Still held']) store.dispatch(delta(text));

		rendered.length = 0;
		await ui.type(...'typed');
		await ui.waitForFrame('typed');
		expect(rendered).toEqual([]);
		expect(ui.allOutput()).not.toContain('Held back.');
	});
});
