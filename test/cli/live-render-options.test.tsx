/**
 * A live session's Ink draws every commit at once: a key typed 1 ms after a streamed frame shows
 * in its own frame, not when Ink's frame throttle allows the next one (on fake timers).
 */
import {EventEmitter} from 'node:events';
import {render, Text} from 'ink';
import {afterEach, expect, it, vi} from 'vitest';
import {LIVE_RENDER_OPTIONS} from '../../src/cli/live-render-options.js';

/** A terminal as Ink sees one, keeping what it is sent. */
class Terminal extends EventEmitter {
	readonly isTTY = true;
	readonly columns = 80;
	readonly rows = 24;
	written = '';
	write(data: string): boolean {
		this.written += data;
		return true;
	}
}

afterEach(() => vi.useRealTimers());

it('draws a frame that comes 1 ms after another at once', async () => {
	vi.useFakeTimers();
	const terminal = new Terminal();
	const streams = {
		stdout: terminal as unknown as NodeJS.WriteStream,
		stderr: terminal as unknown as NodeJS.WriteStream,
		stdin: Object.assign(new EventEmitter(), {isTTY: false}) as unknown as NodeJS.ReadStream,
	};
	const ink = render(<Text>before</Text>, {...LIVE_RENDER_OPTIONS, ...streams});
	try {
		await vi.advanceTimersByTimeAsync(1000);
		ink.rerender(<Text>streamed</Text>);
		await vi.advanceTimersByTimeAsync(1);
		expect(terminal.written).toContain('streamed');
		ink.rerender(<Text>typed</Text>);
		await vi.advanceTimersByTimeAsync(1);
		expect(terminal.written).toContain('typed');
	} finally {
		ink.unmount();
	}
});
