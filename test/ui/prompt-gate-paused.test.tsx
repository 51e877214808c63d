/**
 * usePromptGate's drawing: the prompt is drawn paused ("Keys paused while you type") exactly while
 * it would not take a key, and drawn ready the moment it would, on faked timers and an injected
 * clock moved together. A prompt drawn ready too early invites a key it will not take; one drawn
 * paused for good looks broken.
 */
import {Text} from 'ink';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {TEXT} from '../../src/ui/input-keys.js';
import {type PromptGate, usePromptGate} from '../../src/ui/use-prompt-gate.js';
import {render} from '../helpers/render.js';

const QUIET = 500;
/** Taken before the timers are faked: React's scheduler runs on real time. */
const realSetTimeout = globalThis.setTimeout;

/** Mounts the probe and lets its effect record the prompt at the clock's start. */
async function setup(promptId: string | undefined) {
	const clock = {now: 1_000_000};
	const api: {gate?: PromptGate} = {};
	// One clock for every render, as the App's: a new one would show the prompt anew.
	const now = () => clock.now;
	let renders = 0;
	function Probe({id}: {readonly id: string | undefined}) {
		const gate = usePromptGate(id, QUIET, now, true);
		api.gate = gate;
		renders++;
		return <Text>{`paused ${gate.route.paused}`}</Text>;
	}
	const ui = render(<Probe id={promptId} />);
	const gate = () => api.gate!;
	/** React draws a state change on its own scheduler, on real time: wait until it has drawn nothing for a while. */
	const settled = async () => {
		for (let quiet = 0, seen = renders; quiet < 3; quiet = renders === seen ? quiet + 1 : 0, seen = renders)
			await new Promise(resolve => realSetTimeout(resolve, 5));
	};
	/** Moves the clock and the faked timers together, then lets React draw. */
	const pass = async (ms: number) => {
		clock.now += ms;
		await vi.advanceTimersByTimeAsync(ms);
		await settled();
	};
	await pass(0);
	return {
		...ui,
		clock,
		gate,
		pass,
		paused: () => gate().route.paused,
		show: (id?: string) => ui.rerender(<Probe id={id} />),
	};
}

beforeEach(() => {
	vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout']});
});
afterEach(() => {
	vi.useRealTimers();
});

describe('usePromptGate: when the prompt is drawn paused', () => {
	it('a new prompt is paused for the quiet time from when it shows, then ready', async () => {
		const {pass, paused} = await setup('p1');
		expect(paused()).toBe(true);
		await pass(QUIET - 1);
		expect(paused()).toBe(true);
		await pass(1);
		expect(paused()).toBe(false);
	});

	it('says the person is typing only when a key came: a prompt that has only just come is dim, not "typing"', async () => {
		const {gate, pass, clock, show} = await setup('p1');
		expect(gate().route.typing).toBe(false);
		await pass(100);
		gate().judge();
		await pass(0);
		expect(gate().route.typing).toBe(true);
		await pass(QUIET);
		expect(gate().route).toMatchObject({paused: false, typing: false});
		// A prompt that comes while the person types: typing from the start.
		gate().judge();
		clock.now += 10;
		show('p2');
		await pass(0);
		expect(gate().route).toMatchObject({paused: true, typing: true});
	});

	it('shown anew by the key it took (the next question), it is paused for the quiet time from then, dim, not "typing"', async () => {
		const {gate, pass} = await setup('p1');
		await pass(QUIET + 200);
		gate().route.attach(() => gate().route.shownAnew());
		expect(gate().judge()).toBe(true);
		gate().deliver('1', TEXT);
		await pass(0);
		expect(gate().route).toMatchObject({paused: true, typing: false});
		await pass(QUIET - 1);
		expect(gate().route.paused).toBe(true);
		await pass(1);
		expect(gate().route.paused).toBe(false);
	});

	it('a key typed while it is paused moves the end of the pause to the quiet time after that key', async () => {
		const {gate, pass, paused} = await setup('p1');
		await pass(300);
		expect(gate().judge()).toBe(false);
		// The first pause would have ended here; the key moved it.
		await pass(QUIET - 300);
		expect(paused()).toBe(true);
		await pass(299);
		expect(paused()).toBe(true);
		await pass(1);
		expect(paused()).toBe(false);
	});

	it('a key the prompt had no use for starts a message: the prompt is paused again, for the quiet time after it', async () => {
		const {gate, pass, paused} = await setup('p1');
		gate().route.attach(() => false);
		await pass(QUIET);
		expect(paused()).toBe(false);
		await pass(100);
		expect(gate().judge()).toBe(true);
		expect(gate().deliver('h', TEXT)).toBe(false);
		gate().typed(true);
		await pass(0);
		expect(paused()).toBe(true);
		await pass(QUIET - 1);
		expect(paused()).toBe(true);
		await pass(1);
		expect(paused()).toBe(false);
	});

	it('with no prompt on screen, typing pauses nothing', async () => {
		const {gate, pass, paused} = await setup(undefined);
		await pass(10);
		gate().judge();
		gate().typed(true);
		await pass(0);
		expect(paused()).toBe(false);
		expect(vi.getTimerCount()).toBe(0);
	});

	it('once the prompt is answered and gone, nothing is paused and no timer is left to redraw it', async () => {
		const {pass, paused, show} = await setup('p1');
		await pass(100);
		expect(paused()).toBe(true);
		show(undefined);
		await pass(0);
		expect(paused()).toBe(false);
		expect(vi.getTimerCount()).toBe(0);
	});

	it('unmounted, it leaves no timer behind', async () => {
		const {pass, unmount} = await setup('p1');
		await pass(100);
		expect(vi.getTimerCount()).toBe(1);
		unmount();
		expect(vi.getTimerCount()).toBe(0);
	});

	it('the next prompt pauses anew, even when the keyboard has been quiet', async () => {
		const {pass, paused, show} = await setup('p1');
		await pass(QUIET * 4);
		expect(paused()).toBe(false);
		show('p2');
		await pass(0);
		expect(paused()).toBe(true);
		await pass(QUIET);
		expect(paused()).toBe(false);
	});
});

describe('usePromptGate: the prompt attached to it', () => {
	it('a prompt that leaves after another attached does not take that one’s keys away', async () => {
		const {gate, pass} = await setup('p1');
		const first = vi.fn((_input: string) => undefined);
		const second = vi.fn((_input: string) => undefined);
		const detachFirst = gate().route.attach(first);
		gate().route.attach(second);
		detachFirst();
		await pass(QUIET);
		expect(gate().judge()).toBe(true);
		expect(gate().deliver('1', TEXT)).toBe(true);
		expect(second).toHaveBeenCalledOnce();
		expect(second.mock.calls[0]?.[0]).toBe('1');
		expect(first).not.toHaveBeenCalled();
	});
});
