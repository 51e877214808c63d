/**
 * When the screen came back after a suspend (`fg`) is kept until the next one: the prompt gate waits the quiet time
 * from it, and a value lost at the next frame would arm the prompt anew at a moment nobody chose.
 */
import {expect, it} from 'vitest';
import {reduce} from '../../src/state/reducer.js';
import {initialState} from '../../src/state/state.js';
import {inbound} from '../helpers/stream-events.js';

it('outlasts the frames that follow it', () => {
	const back = reduce(initialState(), {type: 'screen-back', at: 42});
	const after = [
		inbound({type: 'system', subtype: 'init', session_id: 's1', tools: []}),
		{type: 'user-sent', uuid: 'u1', text: 'hi', at: 50} as const,
		inbound({type: 'result', subtype: 'success', is_error: false, result: 'ok'}),
	].reduce(reduce, back);
	expect(after.screenBackAt).toBe(42);
});
