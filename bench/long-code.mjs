// Benchmark 5 (cctui's own, not issue 9's): streaming a long code block must cost the same per line
// however long the block already is. The real App renders through Ink and the frame differ into a
// fake 120x40 terminal, one frame every 20 lines; the CPU per line of a 2,000-line block is compared
// with that of a 500-line block (after a warm-up block).
import {createStore} from '../dist/session/store.js';
import {initialState} from '../dist/state/state.js';
import {delta, settle, startStreamingApp} from './streaming-app.mjs';

const PER_FRAME = 20;

/** CPU milliseconds per line of streaming a code block of `lines` lines. */
async function costPerLine(lines) {
	const store = createStore(initialState(), {throttleMs: 0});
	const {ink} = await startStreamingApp(store);
	store.dispatch(delta('Here is the whole file:\n\n```ts\n'));
	await settle();
	const before = process.cpuUsage();
	for (let line = 0; line < lines; line++) {
		store.dispatch(delta(`export const value${line} = compute(${line}, 'a string', [${line}, ${line + 1}]);\n`));
		if (line % PER_FRAME === PER_FRAME - 1) await settle();
	}
	await settle();
	const used = process.cpuUsage(before);
	ink.unmount();
	return (used.user + used.system) / 1000 / lines;
}

export async function measureLongCode() {
	await costPerLine(300); // warm-up
	const shortMs = await costPerLine(500);
	const longMs = await costPerLine(2000);
	return {shortMs, longMs};
}
