/**
 * V8 doubles its young generation, up to 16 MB a half on Node 20 (32 on Node 24), while a program allocates
 * fast, and never gives it back: 32 MB and more of RSS. cctui allocates in short bursts (a frame, a batch of
 * deltas) whose objects die young either way, so once the young generation has grown to YOUNG_LIMIT it stops
 * growing. Kept at its first size (1 MB a half) it tripled the collector's time in benchmark 3; at 4 MB a half
 * the collector takes about 40% more than unbounded, for nearly the same memory (BENCHMARKS.md, "Stop 22").
 * V8 reads the growth factor each time it would grow the young generation, so it can be set once the process
 * runs (its maximum size cannot). The size is checked after each collection until then, so when two come
 * before the check runs it may double once more. bin/cctui.js calls this first.
 */
import {PerformanceObserver} from 'node:perf_hooks';
import {getHeapSpaceStatistics, setFlagsFromString} from 'node:v8';

/** Both halves of the young generation, in bytes, at which it stops growing. */
export const YOUNG_LIMIT = 8 * 2 ** 20;

export const youngGenerationSize = (): number =>
	getHeapSpaceStatistics().find(space => space.space_name === 'new_space')?.space_size ?? 0;

export function keepYoungGenerationSmall(limit = YOUNG_LIMIT): void {
	const stop = (): boolean => {
		if (youngGenerationSize() < limit) return false;
		setFlagsFromString('--semi-space-growth-factor=1');
		return true;
	};
	if (stop()) return;
	const observer = new PerformanceObserver(() => {
		if (stop()) observer.disconnect();
	});
	observer.observe({entryTypes: ['gc']});
}
