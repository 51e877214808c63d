/** useStore: a component reading a slice of the store re-renders when that slice changes, and only then. */
import {Text} from 'ink';
import {describe, expect, it} from 'vitest';
import {isBusy} from '../../src/state/selectors.js';
import {initialState, withState} from '../../src/state/state.js';
import {useStore} from '../../src/ui/use-store.js';
import {manualStore} from '../helpers/manual-store.js';
import {render} from '../helpers/render.js';
import {tick} from '../helpers/wait-for.js';

describe('useStore', () => {
	it('re-renders on a change to the slice it reads, not on a change elsewhere', async () => {
		const {store, set, get} = manualStore(initialState());
		let renders = 0;
		function Probe() {
			renders++;
			return <Text>{`busy ${useStore(store, isBusy)}`}</Text>;
		}
		const {waitForFrame} = render(<Probe />);
		await waitForFrame('busy false');
		const before = renders;
		set(withState(get(), {malformedLines: 3}));
		await tick(20);
		expect(renders).toBe(before);
		set(withState(get(), {busy: true}));
		await waitForFrame('busy true');
		expect(renders).toBe(before + 1);
	});
});
