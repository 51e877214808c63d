// Benchmark 2: the cost of one streamed delta with 5,000 finished items in history against an
// empty history. The real App renders through Ink and the frame differ into a fake 120x40 terminal; each delta is
// dispatched, then rendered and written before the next one.
import {render} from 'ink';
import {createElement} from 'react';
import {asRecordedLine} from '../dist/protocol/recording.js';
import {eventsForRecordedLine} from '../dist/session/recording-events.js';
import {createStore} from '../dist/session/store.js';
import {reduce} from '../dist/state/reducer.js';
import {initialState} from '../dist/state/state.js';
import {diffingStdout} from '../dist/terminal/diffing-stdout.js';
import {App} from '../dist/ui/app.js';
import {FakeStdin, FakeStdout} from './fake-terminal.mjs';
import {fixtureLines} from './fixtures.mjs';

/** Finished transcript items of every recording, repeated (with fresh ids) up to `count`. */
function historyItems(count) {
	const real = fixtureLines().flatMap(lines => {
		const state = lines.flatMap((line, index) => eventsForRecordedLine(asRecordedLine(line), index)).reduce(reduce, initialState());
		return state.committed;
	});
	return Array.from({length: count}, (_, i) => ({...real[i % real.length], id: `h${i}`}));
}

const frame = (event, parent = null) => ({type: 'inbound', at: 0, message: {type: 'stream_event', uuid: 'u', session_id: 's', parent_tool_use_id: parent, event}});
const delta = text => frame({type: 'content_block_delta', index: 0, delta: {type: 'text_delta', text}});
const settle = () => new Promise(resolve => setTimeout(resolve, 2));

async function deltaCost(items, deltas) {
	const store = createStore({...initialState(), committed: items}, {throttleMs: 0});
	const terminal = new FakeStdout();
	// Through the frame differ, as cctui writes to a terminal.
	const stdout = diffingStdout(terminal);
	const actions = new Proxy({}, {get: () => () => undefined});
	const ink = render(createElement(App, {store, actions, color: true}), {stdout, stdin: new FakeStdin(), stderr: terminal, exitOnCtrlC: false, patchConsole: false, maxFps: 1000});
	await settle();
	store.dispatch(frame({type: 'message_start', message: {id: 'm1', type: 'message', role: 'assistant', model: 'bench', content: [], usage: {input_tokens: 1, output_tokens: 1}}}));
	store.dispatch(frame({type: 'content_block_start', index: 0, content_block: {type: 'text', text: ''}}));
	await settle();
	const bytesBefore = terminal.bytes;
	const cpuBefore = process.cpuUsage();
	for (let i = 0; i < deltas; i++) {
		// A word per delta, a paragraph break now and then: like a model writing prose.
		store.dispatch(delta(i % 40 === 39 ? 'end.\n\n' : `word${i % 10} `));
		await settle();
	}
	const cpu = process.cpuUsage(cpuBefore);
	const bytes = terminal.bytes - bytesBefore;
	ink.unmount();
	return {cpuMs: (cpu.user + cpu.system) / 1000 / deltas, bytes: bytes / deltas};
}

export async function measureHistoryCost({historySize = 5000, deltas = 400} = {}) {
	const items = historyItems(historySize);
	await deltaCost([], 50); // warm-up
	const empty = [];
	const full = [];
	for (let round = 0; round < 3; round++) {
		empty.push(await deltaCost([], deltas));
		full.push(await deltaCost(items, deltas));
	}
	const median = (runs, key) => runs.map(r => r[key]).sort((a, b) => a - b)[1];
	return {
		emptyCpuMs: median(empty, 'cpuMs'),
		fullCpuMs: median(full, 'cpuMs'),
		emptyBytes: median(empty, 'bytes'),
		fullBytes: median(full, 'bytes'),
	};
}
