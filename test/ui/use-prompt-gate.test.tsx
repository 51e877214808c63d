/** usePromptGate on an injected clock: when the prompt on screen takes a key, and where a key it takes goes. */
import {Text} from 'ink';
import {describe, expect, it, vi} from 'vitest';
import {TEXT} from '../../src/ui/input-keys.js';
import {type PromptGate, usePromptGate} from '../../src/ui/use-prompt-gate.js';
import {render} from '../helpers/render.js';

/** `empty`: whether the message input holds no text, as the App tells the gate on each render. */
function setup(promptId: string | undefined) {
	const clock = {now: 1_000_000};
	const api: {gate?: PromptGate} = {};
	// One clock for every render, as the App's: a new one would show the prompt anew.
	const now = () => clock.now;
	function Probe({
		id,
		empty = true,
		back,
	}: {
		readonly id: string | undefined;
		readonly empty?: boolean;
		readonly back?: number;
	}) {
		const gate = usePromptGate(id, 500, now, empty, back);
		api.gate = gate;
		return <Text>{`paused ${gate.route.paused} composing ${gate.route.composing}`}</Text>;
	}
	const ui = render(<Probe id={promptId} />);
	return {
		...ui,
		clock,
		gate: () => api.gate!,
		show: (id: string | undefined, empty = true) => ui.rerender(<Probe id={id} empty={empty} />),
		/** The screen back after a suspend (`fg`), the prompt still `id`. */
		back: (id: string, at: number) => ui.rerender(<Probe id={id} back={at} />),
	};
}

describe('usePromptGate', () => {
	it('with no prompt on screen, no key is the prompt’s', async () => {
		const {gate, clock, waitForFrame} = setup(undefined);
		await waitForFrame('paused false');
		clock.now += 10_000;
		expect(gate().judge()).toBe(false);
	});

	it('a prompt takes a key once it has been on screen, and the keyboard quiet, for the quiet time', async () => {
		const {gate, clock, waitForFrame} = setup('p1');
		await waitForFrame('paused true');
		clock.now += 499;
		expect(gate().judge()).toBe(false);
		// That key was typing: the quiet time starts again from it.
		clock.now += 499;
		expect(gate().judge()).toBe(false);
		clock.now += 500;
		expect(gate().judge()).toBe(true);
	});

	it('after a suspend (fg) the prompt on screen waits the quiet time again, even one being answered', async () => {
		const {gate, clock, waitForFrame, back} = setup('p1');
		await waitForFrame('paused true');
		gate().route.attach(() => undefined);
		clock.now += 500;
		expect(gate().judge()).toBe(true);
		expect(gate().deliver('', {...TEXT, downArrow: true})).toBe(true);
		// Away for a while, then `fg` and a key 150 ms later: not the prompt's.
		clock.now += 5000;
		back('p1', clock.now);
		await waitForFrame('paused true');
		clock.now += 150;
		expect(gate().judge()).toBe(false);
		clock.now += 500;
		expect(gate().judge()).toBe(true);
	});

	it('a key the gate lets through goes to the attached prompt; once one did something there, the next keys are the prompt’s', async () => {
		const {gate, clock, waitForFrame} = setup('p1');
		await waitForFrame('paused true');
		expect(gate().deliver('1', TEXT)).toBe(false);
		const handler = vi.fn((input: string) => (input === '1' ? undefined : false));
		const detach = gate().route.attach(handler);
		clock.now += 500;
		expect(gate().judge()).toBe(true);
		expect(gate().deliver('x', TEXT)).toBe(false);
		expect(gate().deliver('1', TEXT)).toBe(true);
		// Engaged: a quick next key is still the prompt's.
		clock.now += 10;
		expect(gate().judge()).toBe(true);
		detach();
		expect(gate().deliver('1', TEXT)).toBe(false);
		expect(handler).toHaveBeenCalledTimes(2);
	});

	it('a message put in the input other than by a key (Up taking a queued one back) holds the prompt however long the pause; not once Tab gave it the keys', async () => {
		const {gate, clock, waitForFrame, frame, show} = setup('p1');
		await waitForFrame('paused true');
		show('p1', false);
		await waitForFrame('composing true');
		clock.now += 5000;
		expect(gate().judge()).toBe(false);
		// Emptied, then Tab after a quiet time: the prompt has the keys, and a message put back now does not take them.
		gate().typed(true);
		show('p1', true);
		clock.now += 500;
		expect(gate().judge()).toBe(false);
		expect(gate().focus()).toBe(true);
		show('p1', false);
		await waitForFrame('paused true composing false');
		// The effect of the rerender has run: the prompt still does not say the message keeps its keys.
		await new Promise(resolve => setTimeout(resolve, 50));
		expect(frame()).toContain('composing false');
		clock.now += 500;
		expect(gate().judge()).toBe(true);
	});

	it('a key the prompt had no use for starts a message: however long the pauses, the keys that follow are the message’s until Tab', async () => {
		const {gate, clock, waitForFrame, show} = setup('p1');
		await waitForFrame('paused true');
		// Takes every key but letters, as a permission prompt takes Down, digits and Enter.
		const handler = vi.fn((input: string) => (/^[a-z]$/.test(input) ? false : undefined));
		gate().route.attach(handler);
		clock.now += 500;
		expect(gate().judge()).toBe(true);
		expect(gate().deliver('', {...TEXT, downArrow: true})).toBe(true);
		// Engaged, then "s" of "stop": no answer, so the App gives it to the message and says so.
		clock.now += 1000;
		expect(gate().judge()).toBe(true);
		expect(gate().deliver('s', TEXT)).toBe(false);
		gate().typed(false);
		show('p1', false);
		await waitForFrame('composing true');
		// The rest of the message, with pauses of a person thinking between words: none of them is the prompt's.
		for (const gap of [50, 50, 800, 150, 2000]) {
			clock.now += gap;
			expect(gate().judge()).toBe(false);
			gate().typed(false);
		}
		// Tab gives the prompt the keys after the quiet time; the message is left as it is.
		clock.now += 2000;
		expect(gate().judge()).toBe(false);
		gate().focus();
		await waitForFrame('paused true composing false');
		clock.now += 499;
		expect(gate().judge()).toBe(false);
		// That key went to the message: it holds the prompt again.
		gate().typed(false);
		clock.now += 5000;
		expect(gate().judge()).toBe(false);
		gate().focus();
		clock.now += 500;
		expect(gate().judge()).toBe(true);
		expect(handler).toHaveBeenCalledTimes(2);
	});

	it('a message sent or cleared still holds the prompt it held: the next message may follow; only Tab lets it go', async () => {
		const {gate, clock, waitForFrame, show} = setup('p1');
		await waitForFrame('paused true');
		clock.now += 100;
		expect(gate().judge()).toBe(false);
		gate().typed(false);
		show('p1', false);
		clock.now += 5000;
		expect(gate().judge()).toBe(false);
		gate().typed(false);
		// Enter: the message is sent, the input empty. The first letter of the next one, 0.6 s later, is not an answer.
		clock.now += 100;
		expect(gate().judge()).toBe(false);
		gate().typed(true);
		show('p1', true);
		await waitForFrame('composing true');
		clock.now += 600;
		expect(gate().judge()).toBe(false);
		gate().typed(false);
		// Cleared (Ctrl+U), and a minute without a key: still the message's.
		clock.now += 100;
		expect(gate().judge()).toBe(false);
		gate().typed(true);
		clock.now += 60_000;
		expect(gate().judge()).toBe(false);
		// A Tab in the flow of typing is the message's (it completes an @path); one after a quiet time hands over.
		clock.now += 100;
		expect(gate().judge()).toBe(false);
		expect(gate().focus()).toBe(false);
		clock.now += 500;
		expect(gate().judge()).toBe(false);
		expect(gate().focus()).toBe(true);
		await waitForFrame('paused true composing false');
		clock.now += 499;
		expect(gate().judge()).toBe(false);
		clock.now += 500;
		expect(gate().judge()).toBe(true);
	});

	it('a Tab sooner than the quiet time after the prompt came hands nothing over', async () => {
		const {gate, clock, waitForFrame, show} = setup(undefined);
		await waitForFrame('paused false');
		expect(gate().judge()).toBe(false);
		gate().typed(false);
		clock.now += 60_000;
		show('p1', false);
		await waitForFrame('composing true');
		clock.now += 499;
		expect(gate().judge()).toBe(false);
		expect(gate().focus()).toBe(false);
		clock.now += 500;
		expect(gate().judge()).toBe(false);
		expect(gate().focus()).toBe(true);
	});

	it('text in the input when a prompt comes is a message begun, however long ago it was typed', async () => {
		const {gate, clock, waitForFrame, show} = setup(undefined);
		await waitForFrame('paused false');
		expect(gate().judge()).toBe(false);
		gate().typed(false);
		show(undefined, false);
		clock.now += 499;
		show('p1', false);
		await waitForFrame('composing true');
		clock.now += 5000;
		expect(gate().judge()).toBe(false);
		// The message sent; a later message typed, then left for a minute: a prompt after that is held by it too.
		gate().typed(true);
		show(undefined, true);
		await waitForFrame('paused false');
		expect(gate().judge()).toBe(false);
		gate().typed(false);
		show(undefined, false);
		clock.now += 60_000;
		show('p2', false);
		await waitForFrame('composing true');
		clock.now += 60_000;
		expect(gate().judge()).toBe(false);
		// Emptied, it still holds the prompt it held; the next prompt, with the input empty, the quiet time alone.
		gate().typed(true);
		show('p2', true);
		clock.now += 60_000;
		expect(gate().judge()).toBe(false);
		show('p3', true);
		await waitForFrame('composing false');
		clock.now += 500;
		expect(gate().judge()).toBe(true);
	});

	it('a message composed under one prompt still holds the next: answering with Tab leaves the keys to the message', async () => {
		const {gate, clock, waitForFrame, show} = setup('p1');
		await waitForFrame('paused true');
		gate().route.attach(() => undefined);
		clock.now += 100;
		expect(gate().judge()).toBe(false);
		gate().typed(false);
		show('p1', false);
		clock.now += 500;
		expect(gate().judge()).toBe(false);
		expect(gate().focus()).toBe(true);
		clock.now += 500;
		expect(gate().judge()).toBe(true);
		expect(gate().deliver('1', TEXT)).toBe(true);
		show('p2', false);
		await waitForFrame('composing true');
		clock.now += 5000;
		expect(gate().judge()).toBe(false);
	});

	it('a new prompt is not engaged: its first keys wait for the quiet time again', async () => {
		const {gate, clock, waitForFrame, show} = setup('p1');
		await waitForFrame('paused true');
		gate().route.attach(() => undefined);
		clock.now += 500;
		expect(gate().judge()).toBe(true);
		expect(gate().deliver('1', TEXT)).toBe(true);
		show('p2');
		await waitForFrame('paused true');
		clock.now += 10;
		expect(gate().judge()).toBe(false);
	});

	it('a prompt that shows something new as a key is handled (the next question) is engaged no more: it waits the quiet time again', async () => {
		const {gate, clock, waitForFrame} = setup('p1');
		await waitForFrame('paused true');
		// The prompt's `1` brings its next question, as the question picker does.
		gate().route.attach(() => gate().route.shownAnew());
		clock.now += 500;
		expect(gate().judge()).toBe(true);
		expect(gate().deliver('1', TEXT)).toBe(true);
		await waitForFrame('paused true');
		clock.now += 60;
		expect(gate().judge()).toBe(false);
		// That key was typing too: the quiet time runs from it.
		clock.now += 499;
		expect(gate().judge()).toBe(false);
		clock.now += 500;
		expect(gate().judge()).toBe(true);
	});

	it('a key that comes between the first prompt’s render and its effect is not that prompt’s', () => {
		const judged: boolean[] = [];
		function Probe() {
			const gate = usePromptGate('p1', 500, () => 1_000_000, true);
			// No prompt was ever recorded as shown: the key is judged before any effect ran.
			judged.push(gate.judge());
			return <Text>p1</Text>;
		}
		render(<Probe />);
		expect(judged[0]).toBe(false);
	});

	it('a key that comes between a new prompt’s render and its effect is not that prompt’s, however long the last one showed', async () => {
		const clock = {now: 1_000_000};
		const judged: boolean[] = [];
		function Probe({id, keyNow}: {readonly id: string; readonly keyNow: boolean}) {
			const gate = usePromptGate(id, 500, () => clock.now, true);
			// A key handled during this render: the new prompt is drawn, but its effect has not recorded it yet.
			if (keyNow) judged.push(gate.judge());
			return <Text>{id}</Text>;
		}
		const ui = render(<Probe id="p1" keyNow={false} />);
		await ui.waitForFrame('p1');
		clock.now += 10_000;
		ui.rerender(<Probe id="p2" keyNow />);
		expect(judged[0]).toBe(false);
	});
});
