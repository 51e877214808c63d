import {describe, expect, it} from 'vitest';
import {cutLongLines} from '../../src/text/long-lines.js';

const words = (count: number) => Array.from({length: count}, (_, n) => `w${n}`).join(' ');

describe('cutLongLines', () => {
	it('leaves lines up to twice `keep` alone', () => {
		const text = `${'a'.repeat(200)}\n\n${'b'.repeat(200)}`;
		expect(cutLongLines(text, 100)).toBe(text);
		expect(cutLongLines(`short\n${'c'.repeat(200)}`, 100)).toBe(`short\n${'c'.repeat(200)}`);
	});

	it('keeps the tail of each longer line, after a space, between `keep` and twice `keep` long', () => {
		const long = words(2000);
		const cut = cutLongLines(`first\n${long}\nlast`, 500).split('\n');
		expect(cut[0]).toBe('first');
		expect(cut[2]).toBe('last');
		expect(long.endsWith(cut[1]!)).toBe(true);
		expect(long[long.length - cut[1]!.length - 1]).toBe(' ');
		expect(cut[1]!.length).toBeGreaterThanOrEqual(500 - 64);
		expect(cut[1]!.length).toBeLessThanOrEqual(2 * 500);
	});

	it('moves the cut in steps as the line grows, so the shown line mostly only grows at its end', () => {
		const long = words(5000);
		const starts = new Set<number>();
		for (let length = 1000; length <= long.length; length += 7) {
			const tail = cutLongLines(long.slice(0, length), 500);
			starts.add(length - tail.length);
		}
		// One start per 500 characters the line grows, not one per frame.
		expect(starts.size).toBeLessThanOrEqual(Math.ceil(long.length / 500));
	});

	it('never splits a surrogate pair where there is no space to cut after', () => {
		const emoji = '😀'.repeat(1000);
		const tail = cutLongLines(emoji, 301);
		expect(emoji.endsWith(tail)).toBe(true);
		expect(tail.charCodeAt(0)).toBe(0xd83d);
	});
});

describe('cutLongLines, memory', () => {
	it('returns a copy that does not keep the whole text alive (V8 keeps the string a slice is cut from)', async () => {
		const {setFlagsFromString} = await import('node:v8');
		const {runInNewContext} = await import('node:vm');
		setFlagsFromString('--expose-gc');
		const gc = runInNewContext('gc') as () => void;
		gc();
		const before = process.memoryUsage().heapUsed;
		// Twenty different texts of a megabyte each, as a streaming line is from frame to frame; only their tails kept.
		const tails = Array.from({length: 20}, (_, n) => cutLongLines(`${n} ${'word '.repeat(200_000)}`, 1000));
		gc();
		const grown = process.memoryUsage().heapUsed - before;
		expect(tails.every(tail => tail.length <= 2000)).toBe(true);
		expect(grown).toBeLessThan(5 * 1024 * 1024);
	});
});
