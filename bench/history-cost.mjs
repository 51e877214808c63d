// Benchmark 2: the cost of one streamed delta with 5,000 finished items in history against an
// empty history. The real App renders through Ink and the frame differ into a fake 120x40 terminal; each delta is
// dispatched, then rendered and written before the next one.
import {asRecordedLine, decodeRecordingLine} from '../dist/ingest/recording-line.js';
import {createStore} from '../dist/session/store.js';
import {reduce} from '../dist/state/reducer.js';
import {initialState} from '../dist/state/state.js';
import {fixtureLines} from './fixtures.mjs';
import {delta, settle, startStreamingApp} from './streaming-app.mjs';

/** Finished transcript items of every recording, repeated (with fresh ids) up to `count`. */
function historyItems(count) {
	const real = fixtureLines().flatMap(lines => {
		const state = lines
			.flatMap((line, index) => decodeRecordingLine(asRecordedLine(line), index))
			.reduce(reduce, initialState());
		return state.committed;
	});
	return Array.from({length: count}, (_, i) => ({...real[i % real.length], id: `h${i}`}));
}

/** Waits until the terminal has been sent nothing for a while: a long history is written a chunk per frame. */
async function quiet(terminal) {
	for (let bytes = -1; bytes !== terminal.bytes;) {
		bytes = terminal.bytes;
		for (let i = 0; i < 10; i++) await settle();
	}
}

async function deltaCost(items, deltas) {
	const store = createStore({...initialState(), committed: items}, {throttleMs: 0});
	const {terminal, ink} = await startStreamingApp(store);
	// The deltas stream into a history already on screen: writing it (benchmark 9) is not a delta's cost.
	await quiet(terminal);
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
