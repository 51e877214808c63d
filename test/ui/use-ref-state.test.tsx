/** useRefState: a key handler reads what the keys before it set, even before React renders again. */
import {Text} from 'ink';
import {describe, expect, it} from 'vitest';
import {useRefState} from '../../src/ui/use-ref-state.js';
import {render} from '../helpers/render.js';

describe('useRefState', () => {
	it('get() returns the latest value at once, and updates given as functions build on it', async () => {
		const api: {get?: () => number; set?: (next: number | ((previous: number) => number)) => void} = {};
		function Probe() {
			const [value, get, set] = useRefState(0);
			api.get = get;
			api.set = set;
			return <Text>{`value ${value}`}</Text>;
		}
		const {waitForFrame} = render(<Probe />);
		await waitForFrame('value 0');
		// Three keys in one read: each sees the one before, with no render between them.
		api.set!(previous => previous + 1);
		api.set!(previous => previous + 1);
		expect(api.get!()).toBe(2);
		api.set!(10);
		expect(api.get!()).toBe(10);
		await waitForFrame('value 10');
	});
});
