/** useKeys: what one read from the terminal holds reaches the handler key by key, in order (input-keys.ts). */
import {Text, type Key} from 'ink';
import {describe, expect, it} from 'vitest';
import {useKeys} from '../../src/ui/use-keys.js';
import {KEY} from '../helpers/keys.js';
import {render} from '../helpers/render.js';
import {waitFor} from '../helpers/wait-for.js';

const name = (input: string, key: Key) => (key.backspace || key.delete ? '⌫' : key.ctrl ? `^${input}` : input);

function setup(isActive = true) {
	const seen: string[] = [];
	function Probe() {
		useKeys((input, key) => seen.push(name(input, key)), {isActive});
		return <Text>keys</Text>;
	}
	return {...render(<Probe />), seen};
}

describe('useKeys', () => {
	it('hands on each key of a read that holds several, text between them as one insert', async () => {
		const {type, seen} = setup();
		await type(`abc${KEY.backspace}`);
		await waitFor(() => seen.length >= 2);
		await type('x\u0001y');
		await waitFor(() => seen.length >= 5);
		expect(seen).toEqual(['abc', '⌫', 'x', '^a', 'y']);
	});

	it('inactive, it hands on nothing', async () => {
		const {type, seen} = setup(false);
		await type('a', KEY.enter);
		expect(seen).toEqual([]);
	});
});
