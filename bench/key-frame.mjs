// Benchmark 10b: the CPU of a key's frame while streamed deltas are held back by the store's throttle,
// against one with nothing held back. The real App renders through Ink and the frame differ into a
// fake 120x40 terminal; the bench drives the store's throttle timer by hand, so each round is: deltas
// (held back, or told at once), a key typed and drawn (measured), then the stream's frame.
import {createStore} from '../dist/session/store.js';
import {initialState} from '../dist/state/state.js';
import {delta, settle, startStreamingApp} from './streaming-app.mjs';

/** What a 2 ms stream sends between two frames: 50 deltas of 12 characters, a paragraph break in some. */
const DELTAS = Array.from({length: 50}, (_, i) => (i % 20 === 19 ? 'a sentence.\n\n' : 'twelve chars'));

export async function measureKeyFrame({rounds = 200} = {}) {
	let frameDue;
	const store = createStore(initialState(), {
		setTimer: callback => (frameDue = callback),
		clearTimer: () => (frameDue = undefined),
	});
	const {terminal, keyboard, ink} = await startStreamingApp(store);
	const streamFrame = async () => {
		frameDue?.();
		frameDue = undefined;
		await settle();
	};
	const cost = {held: {cpu: 0, bytes: 0}, none: {cpu: 0, bytes: 0}};
	for (let round = 0; round < rounds + 20; round++) {
		const held = round % 2 === 0;
		for (const text of DELTAS) store.dispatch(delta(text));
		if (!held) await streamFrame();
		const bytes = terminal.bytes;
		const cpu = process.cpuUsage();
		keyboard.type(String.fromCharCode(97 + (round % 26)));
		await settle();
		const used = process.cpuUsage(cpu);
		// The first rounds warm up.
		if (round >= 20) {
			cost[held ? 'held' : 'none'].cpu += (used.user + used.system) / 1000;
			cost[held ? 'held' : 'none'].bytes += terminal.bytes - bytes;
		}
		await streamFrame();
	}
	ink.unmount();
	const per = ({cpu, bytes}) => ({cpuMs: cpu / (rounds / 2), bytes: bytes / (rounds / 2)});
	return {held: per(cost.held), none: per(cost.none)};
}
