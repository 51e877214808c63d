/** useViewOptions: the transcript's and the live region's views, kept by reference until an input changes. */
import {Text} from 'ink';
import {useState} from 'react';
import {describe, expect, it} from 'vitest';
import {useViewOptions, type ViewInputs} from '../../src/ui/use-view-options.js';
import {liveRowsFor, type ViewOptions} from '../../src/ui/view.js';
import {render} from '../helpers/render.js';
import {waitFor} from '../helpers/wait-for.js';

const now = () => 42;
const inputs: ViewInputs = {columns: 80, rows: 24, color: false, showThinking: true, cwd: '/w', replay: false, now};

function probe(initial: ViewInputs) {
	const seen: {view: ViewOptions; liveView: ViewOptions}[] = [];
	let setInputs: (next: ViewInputs) => void = () => {};
	function Probe() {
		const [current, set] = useState(initial);
		setInputs = set;
		const views = useViewOptions(current);
		seen.push(views);
		return <Text>{`${views.view.width} ${views.liveView.liveRows}`}</Text>;
	}
	return {seen, set: (next: ViewInputs) => setInputs(next), rendered: render(<Probe />)};
}

describe('useViewOptions', () => {
	it('a live session: the live view has the rows it may take and the clock; the transcript view has neither', async () => {
		const {seen, rendered} = probe(inputs);
		await rendered.waitForFrame(`80 ${liveRowsFor(24)}`);
		const {view, liveView} = seen.at(-1)!;
		expect(view).toEqual({width: 80, color: false, showThinking: true, live: false, cwd: '/w'});
		expect(liveView).toEqual({...view, live: true, liveRows: liveRowsFor(24), now});
	});

	it('a replay counts no running time', async () => {
		const {seen, rendered} = probe({...inputs, replay: true, rows: 8});
		await rendered.waitForFrame(`80 ${liveRowsFor(8)}`);
		expect(seen.at(-1)!.liveView.now).toBeUndefined();
		expect(seen.at(-1)!.view.replay).toBe(true);
	});

	it('keeps both views by reference while the inputs are the same, and makes new ones when one changes', async () => {
		const {seen, set, rendered} = probe(inputs);
		await rendered.waitForFrame('80');
		const renders = seen.length;
		set({...inputs});
		await waitFor(() => seen.length > renders, {what: 'a render with equal inputs'});
		const [first, second] = [seen.at(-2)!, seen.at(-1)!];
		expect(second.view).toBe(first.view);
		expect(second.liveView).toBe(first.liveView);
		set({...inputs, rows: 10});
		await rendered.waitForFrame(`80 ${liveRowsFor(10)}`);
		expect(seen.at(-1)!.view).toBe(first.view);
		expect(seen.at(-1)!.liveView).not.toBe(first.liveView);
	});
});
