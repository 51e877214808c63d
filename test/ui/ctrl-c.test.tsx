/** Ctrl+C twice quits, on an injected clock with the real 2 s window: no wall-clock timing. */
import {describe, expect, it} from 'vitest';
import {clockedApp} from '../helpers/clocked-app.js';
import {KEY} from '../helpers/keys.js';

describe('Ctrl+C twice quits, within the real default of 2 s', () => {
	// The clock starts at 0: the first press must not count as the second of a pair begun at the epoch.
	const quitting = () => clockedApp(0);

	it('a second press 1999 ms after the first quits', async () => {
		const {type, clock, quit} = quitting();
		await type(KEY.ctrlC);
		clock.now += 1999;
		await type(KEY.ctrlC);
		expect(quit).toHaveBeenCalledTimes(1);
	});

	it('a second press 2000 ms after the first is a first press again', async () => {
		const {type, clock, quit} = quitting();
		await type(KEY.ctrlC);
		clock.now += 2000;
		await type(KEY.ctrlC);
		expect(quit).not.toHaveBeenCalled();
		await type(KEY.ctrlC);
		expect(quit).toHaveBeenCalledTimes(1);
	});
});
