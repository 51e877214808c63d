/** Polls a condition until it holds or the deadline passes (never a fixed sleep). */
export async function waitFor(
	condition: () => boolean,
	{timeoutMs = 3000, what = 'condition'}: {timeoutMs?: number; what?: string | (() => string)} = {},
): Promise<void> {
	const deadline = Date.now() + timeoutMs;
	while (!condition()) {
		if (Date.now() > deadline) throw new Error(`Timed out waiting for ${typeof what === 'function' ? what() : what}`);
		await new Promise(resolve => setTimeout(resolve, 10));
	}
}

/** Lets pending promise callbacks and timers of 0 ms run. */
export function tick(ms = 0): Promise<void> {
	return new Promise(resolve => setTimeout(resolve, ms));
}
