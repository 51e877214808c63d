import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {IDLE_PLAYED_MS, Player, UNTIMED_GAP_MS} from '../../src/replay/player.js';
import {createStore} from '../../src/session/store.js';
import {initialState} from '../../src/state/state.js';
import {sharedTranscriptNames} from '../helpers/fixtures.js';
import {allItems, fixtureLines, outline, replayState} from '../helpers/replay-state.js';

async function* linesOf(lines: readonly string[]): AsyncGenerator<string> {
	yield* lines;
}

const user = (t: number, text: string, uuid: string) =>
	JSON.stringify({t, dir: 'in', msg: {type: 'user', uuid, message: {role: 'user', content: text}}});
const out = (t: number, msg: object) => JSON.stringify({t, dir: 'out', msg: {session_id: 's', ...msg}});
const result = (t: number) =>
	out(t, {
		type: 'result',
		subtype: 'success',
		is_error: false,
		result: 'ok',
		duration_ms: 5,
		num_turns: 1,
		total_cost_usd: 0,
		usage: {input_tokens: 1, output_tokens: 1},
	});
const notice = (t: number, text: string) =>
	out(t, {type: 'system', subtype: 'informational', content: text, level: 'info'});

/** Two turns: frames at 0, 1000, 3000 ms; then a second turn after an idle minute. */
const RECORDING = [
	user(0, 'first', 'u1'),
	notice(1000, 'one'),
	result(3000),
	user(63_000, 'second', 'u2'),
	result(63_500),
];

function player(lines: readonly string[], options: {speed?: number; paused?: boolean} = {}) {
	const store = createStore(initialState(), {throttleMs: 0});
	const instance = new Player({lines: linesOf(lines), dispatch: event => store.dispatch(event), ...options});
	const done = instance.run();
	return {
		player: instance,
		store,
		done,
		played: () => instance.status().frames,
		transcript: () => outline(allItems(store.getState())),
	};
}

describe('Player pacing', () => {
	beforeEach(() => vi.useFakeTimers());
	afterEach(() => vi.useRealTimers());

	it('plays frames at their recorded times at 1×', async () => {
		const {played} = player(RECORDING);
		await vi.advanceTimersByTimeAsync(0);
		expect(played()).toBe(1);
		await vi.advanceTimersByTimeAsync(999);
		expect(played()).toBe(1);
		await vi.advanceTimersByTimeAsync(1);
		expect(played()).toBe(2);
		await vi.advanceTimersByTimeAsync(2000);
		expect(played()).toBe(3);
	});

	it('+ doubles the pace, also in the middle of a wait; - slows it', async () => {
		const {player: p, played} = player(RECORDING);
		await vi.advanceTimersByTimeAsync(500);
		p.faster(); // 2×: the remaining 500 ms of recorded time take 250 ms
		await vi.advanceTimersByTimeAsync(249);
		expect(played()).toBe(1);
		await vi.advanceTimersByTimeAsync(1);
		expect(played()).toBe(2);
		p.slower();
		p.slower(); // 0.5×: 2000 ms recorded take 4000 ms
		expect(p.status().speed).toBe(0.5);
		await vi.advanceTimersByTimeAsync(3999);
		expect(played()).toBe(2);
		await vi.advanceTimersByTimeAsync(1);
		expect(played()).toBe(3);
	});

	it('+ and - climb the speed ladder from any starting speed, within 0.5× and instant', () => {
		const {player: p} = player([], {speed: 3});
		p.faster();
		expect(p.status().speed).toBe(5);
		p.slower();
		expect(p.status().speed).toBe(2);
		for (let i = 0; i < 9; i++) p.faster();
		expect(p.status().speed).toBe(Infinity);
		p.slower();
		expect(p.status().speed).toBe(20);
		for (let i = 0; i < 9; i++) p.slower();
		expect(p.status().speed).toBe(0.5);
	});

	it('instant plays everything without waiting', async () => {
		const {done, played, player: p} = player(RECORDING, {speed: Infinity});
		await vi.advanceTimersByTimeAsync(0);
		await done;
		expect(played()).toBe(5);
		expect(p.status().ended).toBe(true);
	});

	it('a long silence is cut short and said so', async () => {
		const {player: p, played, transcript} = player(RECORDING);
		await vi.advanceTimersByTimeAsync(3000);
		expect(played()).toBe(3);
		await vi.advanceTimersByTimeAsync(IDLE_PLAYED_MS);
		expect(played()).toBe(4);
		expect(transcript()).toContain('info: Replay: skipped 1m 0s without output.');
		expect(p.status().ended).toBe(false);
	});

	it('space pauses and resumes where it was', async () => {
		const {player: p, played} = player(RECORDING);
		await vi.advanceTimersByTimeAsync(600);
		p.togglePause();
		await vi.advanceTimersByTimeAsync(10_000);
		expect(played()).toBe(1);
		expect(p.status().paused).toBe(true);
		p.togglePause();
		await vi.advanceTimersByTimeAsync(399);
		expect(played()).toBe(1);
		await vi.advanceTimersByTimeAsync(1);
		expect(played()).toBe(2);
	});

	it('steps one frame at a time while paused', async () => {
		const {player: p, played} = player(RECORDING, {paused: true});
		await vi.advanceTimersByTimeAsync(10_000);
		expect(played()).toBe(0);
		p.stepFrame();
		await vi.advanceTimersByTimeAsync(0);
		expect(played()).toBe(1);
		p.stepFrame();
		await vi.advanceTimersByTimeAsync(0);
		expect(played()).toBe(2);
		await vi.advanceTimersByTimeAsync(10_000);
		expect(played()).toBe(2);
	});

	it('steps by turn: through the next result, or up to the next user message', async () => {
		const {player: p, played, transcript} = player(RECORDING, {paused: true});
		p.stepTurn();
		await vi.advanceTimersByTimeAsync(0);
		expect(played()).toBe(3);
		expect(transcript().at(-1)).toBe('result success');
		expect(p.status().paused).toBe(true);
		await vi.advanceTimersByTimeAsync(100_000);
		expect(played()).toBe(3);
		p.stepTurn();
		await vi.advanceTimersByTimeAsync(0);
		expect(played()).toBe(5);
	});

	it('a turn step from inside a turn that has no result stops before the next message', async () => {
		const {
			player: p,
			played,
			transcript,
		} = player([user(0, 'first', 'u1'), notice(10, 'one'), user(20, 'second', 'u2'), result(30)], {paused: true});
		p.stepFrame();
		await vi.advanceTimersByTimeAsync(0);
		p.stepTurn();
		await vi.advanceTimersByTimeAsync(0);
		expect(played()).toBe(2);
		expect(transcript().at(-1)).toBe('info: one');
		expect(p.status().paused).toBe(true);
	});

	it('jumps to the end from a pause, with no idle notice', async () => {
		const {player: p, done, transcript} = player(RECORDING, {paused: true});
		p.jumpToEnd();
		await vi.advanceTimersByTimeAsync(0);
		await done;
		expect(p.status()).toMatchObject({ended: true, frames: 5, paused: false});
		expect(transcript()).toEqual(['user: first', 'info: one', 'result success', 'user: second', 'result success']);
	});

	it('plain stdout (no times) plays at a fixed gap', async () => {
		const lines = [notice(0, 'a'), notice(0, 'b'), notice(0, 'c')].map(line =>
			JSON.stringify((JSON.parse(line) as {msg: unknown}).msg),
		);
		const {played} = player(lines);
		await vi.advanceTimersByTimeAsync(UNTIMED_GAP_MS - 1);
		expect(played()).toBe(0);
		await vi.advanceTimersByTimeAsync(1);
		expect(played()).toBe(1);
		await vi.advanceTimersByTimeAsync(UNTIMED_GAP_MS * 2);
		expect(played()).toBe(3);
	});

	it('plain stdout that ends mid-turn ends it after its last frame: a thought cut off lasts no negative time', async () => {
		const event = (value: object) => JSON.stringify({type: 'stream_event', session_id: 's', event: value});
		const lines = [
			event({type: 'message_start', message: {id: 'm1', role: 'assistant', content: [], model: 'm'}}),
			event({type: 'content_block_start', index: 0, content_block: {type: 'thinking', thinking: ''}}),
			event({type: 'content_block_delta', index: 0, delta: {type: 'thinking_delta', thinking: 'Hmm.'}}),
		];
		const {done, store} = player(lines, {speed: Infinity});
		await vi.advanceTimersByTimeAsync(0);
		await done;
		const thought = allItems(store.getState()).find(item => item.kind === 'thinking');
		expect(thought).toMatchObject({status: 'done', durationMs: UNTIMED_GAP_MS * 2});
	});

	it('counts malformed lines and plays on', async () => {
		const {done, store, played} = player(
			[notice(0, 'a'), 'not json at all', '{"t":5,"dir":"out","raw":"{broken"}', notice(10, 'b')],
			{speed: Infinity},
		);
		await vi.advanceTimersByTimeAsync(0);
		await done;
		expect(store.getState().malformedLines).toBe(2);
		expect(played()).toBe(4);
	});
});

describe('Player over the real recordings', () => {
	it.each(sharedTranscriptNames())('%s plays to the same end state as folding it', async name => {
		const {done, store, player: p} = player(fixtureLines(name), {speed: Infinity});
		await done;
		expect(p.status().ended).toBe(true);
		expect(outline(allItems(store.getState()))).toEqual(outline(allItems(replayState(name))));
	});
});

describe('Player batches while nothing waits', () => {
	it('instant play notifies the store once per batch, not per frame', async () => {
		const lines = fixtureLines('g-multiturn-and-queued.jsonl');
		const store = createStore(initialState(), {throttleMs: 0});
		let notified = 0;
		store.subscribe(() => notified++);
		const p = new Player({
			lines: linesOf(lines),
			dispatch: event => store.dispatch(event),
			hold: () => store.hold(),
			speed: Infinity,
		});
		await p.run();
		expect(p.status().frames).toBeGreaterThan(50);
		expect(notified).toBeLessThan(5);
		expect(outline(allItems(store.getState()))).toEqual(outline(allItems(replayState('g-multiturn-and-queued.jsonl'))));
	});

	it('a live stream that pauses between frames shows what came so far while it waits', async () => {
		let resume!: () => void;
		const gate = new Promise<void>(resolve => (resume = resolve));
		async function* live() {
			yield notice(0, 'first');
			yield notice(0, 'second');
			await gate;
			yield notice(0, 'third');
		}
		const store = createStore(initialState(), {throttleMs: 0});
		const seen: string[][] = [];
		store.subscribe(() => seen.push(outline(allItems(store.getState()))));
		const p = new Player({
			lines: live(),
			dispatch: event => store.dispatch(event),
			hold: () => store.hold(),
			speed: Infinity,
		});
		const done = p.run();
		await new Promise(resolve => setTimeout(resolve, 20));
		expect(seen.at(-1)).toEqual(['info: first', 'info: second']);
		resume();
		await done;
		expect(seen.at(-1)).toEqual(['info: first', 'info: second', 'info: third']);
	});
});
