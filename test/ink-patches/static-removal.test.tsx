/**
 * The ink-static-removal patch: after <Static> writes new items, its second commit (removing them) draws
 * nothing; every commit that changes the tree still draws. ink-testing-library's Ink runs in debug mode, where
 * every draw is one frame written whole, so the frames count the draws.
 */
import {Static, Text} from 'ink';
import {render} from 'ink-testing-library';
import {describe, expect, it} from 'vitest';
import {takeTreeChanged, watchCommits} from '../../src/ink-patches/commit-changes.js';

function Log({items, live}: {readonly items: readonly string[]; readonly live: string}) {
	return (
		<>
			<Static items={items as string[]}>{item => <Text key={item}>{item}</Text>}</Static>
			<Text>{live}</Text>
		</>
	);
}

describe('the Ink the unit tests run (ink-static-removal)', () => {
	it('draws once when <Static> writes an item, not again when it removes it', () => {
		const {stdout, rerender, unmount} = render(<Log items={['first']} live="live" />);
		const before = stdout.frames.length;
		rerender(<Log items={['first', 'second']} live="live" />);
		// Unpatched Ink writes this frame twice: once with the item, once after Static removes it.
		expect(stdout.frames.slice(before)).toEqual(['first\nsecond\nlive']);
		unmount();
	});

	it('draws every change to the live region, with or without new items beside it', () => {
		const {stdout, rerender, unmount} = render(<Log items={['first']} live="one" />);
		rerender(<Log items={['first', 'second']} live="two" />);
		expect(stdout.lastFrame()).toBe('first\nsecond\ntwo');
		rerender(<Log items={['first', 'second']} live="three" />);
		expect(stdout.lastFrame()).toBe('first\nsecond\nthree');
		unmount();
	});
});

describe('watchCommits', () => {
	const staticBox = {internal_static: true};
	const box = {};
	const calls: string[] = [];
	const config = watchCommits({
		removeChild: (parent: object) => calls.push(parent === staticBox ? 'removed from Static' : 'removed'),
		commitUpdate: (_node: object) => calls.push('updated'),
		appendChild: (_parent: object) => calls.push('appended'),
		getCurrentUpdatePriority: () => 0,
		someFutureHook: () => calls.push('future'),
		supportsMutation: true,
	});

	it('calls the hooks it watches with what they were given', () => {
		takeTreeChanged();
		config.removeChild(staticBox);
		config.removeChild(box);
		config.someFutureHook();
		expect(calls).toEqual(['removed from Static', 'removed', 'future']);
		expect(config.supportsMutation).toBe(true);
	});

	it("counts no change for Static's removals and props, or for hooks that leave the tree alone", () => {
		takeTreeChanged();
		config.removeChild(staticBox);
		config.commitUpdate(staticBox);
		config.getCurrentUpdatePriority();
		expect(takeTreeChanged()).toBe(false);
	});

	it('counts any other change to the tree, Static given new children included, once', () => {
		for (const change of [
			() => config.appendChild(staticBox),
			() => config.removeChild(box),
			() => config.commitUpdate(box),
		]) {
			takeTreeChanged();
			change();
			expect(takeTreeChanged()).toBe(true);
			expect(takeTreeChanged()).toBe(false);
		}
	});

	it('counts a hook it does not know as a change', () => {
		takeTreeChanged();
		config.someFutureHook();
		expect(takeTreeChanged()).toBe(true);
	});
});
