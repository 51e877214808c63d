/**
 * V8 doubles its young generation, up to 16 MB a half (32 MB of RSS), while a program allocates fast, and
 * never gives it back. cctui allocates in short bursts (a frame, a batch of deltas) whose objects die
 * young either way: at its first size the young generation served benchmark 3 for the same CPU, with
 * cctui's peak RSS 23–28 MB lower on Node 20 and 20 MB lower on Node 22 (BENCHMARKS.md). The growth
 * factor is read each time V8 would grow the young generation, so it can be set once the process runs
 * (its maximum size cannot). bin/cctui.js calls this before it loads the rest of cctui.
 */
import {setFlagsFromString} from 'node:v8';

export function keepYoungGenerationSmall(): void {
	setFlagsFromString('--semi-space-growth-factor=1');
}
