/** useArmed: a prompt on its own takes keys only after its delay; isArmed answers from the timer, before the redraw. */
import {Text} from 'ink';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {useArmed} from '../../src/ui/use-armed.js';
import {render} from '../helpers/render.js';

afterEach(() => {
	vi.useRealTimers();
});

function setup(delayMs: number) {
	const api: {isArmed?: () => boolean} = {};
	function Probe() {
		const {armed, isArmed} = useArmed(delayMs);
		api.isArmed = isArmed;
		return <Text>{`armed ${armed}`}</Text>;
	}
	return {...render(<Probe />), isArmed: () => api.isArmed!()};
}

describe('useArmed', () => {
	it('is unarmed for the delay, then armed', async () => {
		vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout']});
		const {isArmed, frame, waitForFrame} = setup(300);
		await vi.advanceTimersByTimeAsync(0);
		expect(frame()).toBe('armed false');
		await vi.advanceTimersByTimeAsync(299);
		expect(isArmed()).toBe(false);
		await vi.advanceTimersByTimeAsync(1);
		expect(isArmed()).toBe(true);
		// The redraw that shows it comes after: React schedules it outside the faked timers.
		vi.useRealTimers();
		await waitForFrame('armed true');
	});

	it('a delay of 0 is armed at once', () => {
		const {isArmed, frame} = setup(0);
		expect(isArmed()).toBe(true);
		expect(frame()).toBe('armed true');
	});
});
