// The real App rendered through Ink and the frame differ into a fake 120x40 terminal, with a text
// block open to stream deltas into: what benchmarks 2 and 5 measure.
import {render} from 'ink';
import {createElement} from 'react';
import {diffingStdout} from '../dist/terminal/diffing-stdout.js';
import {App} from '../dist/ui/app.js';
import {FakeStdin, FakeStdout} from './fake-terminal.mjs';

const frame = event => ({
	type: 'inbound',
	at: 0,
	message: {type: 'stream_event', uuid: 'u', session_id: 's', parent_tool_use_id: null, event},
});

/** A text delta for the open block. */
export const delta = text => frame({type: 'content_block_delta', index: 0, delta: {type: 'text_delta', text}});

/** Lets Ink render and write what was dispatched. */
export const settle = () => new Promise(resolve => setTimeout(resolve, 2));

/**
 * Renders the App over `store` and opens a text block; `terminal.bytes` counts what reaches the terminal,
 * `keyboard.type(keys)` types.
 */
export async function startStreamingApp(store) {
	const terminal = new FakeStdout();
	const keyboard = new FakeStdin();
	const actions = new Proxy({}, {get: () => () => undefined});
	// Through the frame differ, as cctui writes to a terminal.
	const ink = render(createElement(App, {store, actions, color: true}), {
		stdout: diffingStdout(terminal),
		stdin: keyboard,
		stderr: terminal,
		exitOnCtrlC: false,
		patchConsole: false,
		maxFps: 1000,
	});
	await settle();
	store.dispatch(
		frame({
			type: 'message_start',
			message: {
				id: 'm1',
				type: 'message',
				role: 'assistant',
				model: 'bench',
				content: [],
				usage: {input_tokens: 1, output_tokens: 1},
			},
		}),
	);
	store.dispatch(frame({type: 'content_block_start', index: 0, content_block: {type: 'text', text: ''}}));
	return {terminal, keyboard, ink};
}
