/** useAppState: the App's slices, each current after a change, and the prompt to answer only while claude runs. */
import {Text} from 'ink';
import {describe, expect, it} from 'vitest';
import {initialState, withState} from '../../src/state/state.js';
import {useAppState} from '../../src/ui/use-app-state.js';
import {manualStore} from '../helpers/manual-store.js';
import {bashRequest} from '../helpers/permission-request.js';
import {render} from '../helpers/render.js';

const request = bashRequest('r1');

describe('useAppState', () => {
	it('follows each slice it reads, and shows no prompt once claude has stopped', async () => {
		const {store, set, get} = manualStore(initialState());
		function Probe() {
			const state = useAppState(store);
			return (
				<Text>{`busy ${state.busy} · prompt ${state.prompt?.requestId ?? '-'} · malformed ${state.malformedLines}`}</Text>
			);
		}
		const {waitForFrame, lastFrame} = render(<Probe />);
		await waitForFrame('busy false · prompt - · malformed 0');
		set(withState(get(), {busy: true, permissions: [request], malformedLines: 2}));
		await waitForFrame('busy true · prompt r1 · malformed 2');
		set(withState(get(), {child: {...get().child, running: false}}));
		await waitForFrame('prompt -');
		expect(lastFrame()).toContain('busy true');
	});
});
