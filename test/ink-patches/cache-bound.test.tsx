/**
 * Ink's Output caches (patched, shared by all frames; src/ink-patches/output.ts) are bounded by the
 * characters they hold, not only by the number of lines: a cell object per character of 2,000 long lines was
 * about 90 MB.
 */
import {Box, Text} from 'ink';
import {render} from 'ink-testing-library';
import {describe, expect, it, vi} from 'vitest';
import * as output from '../../src/ink-patches/output.js';

vi.mock('../../src/ink-patches/output.js', async importOriginal => {
	const module = await importOriginal<typeof output>();
	return {...module, sharedOutputCaches: vi.fn(module.sharedOutputCaches)};
});

describe("Ink's shared Output caches", () => {
	it('hold the cells of about MAX_STYLED_CHARS characters at most, however many lines were drawn', () => {
		// A row of two writes gets cells (a line alone on its row is drawn without: canonical-line.ts, long lines).
		const frameLines = (frame: number) =>
			Array.from({length: 30}, (_, row) => `frame ${frame} row ${row} ${'words '.repeat(12)}`);
		const frame = (n: number) => (
			<Box flexDirection="column">
				{frameLines(n).map(line => (
					<Box key={line}>
						<Text>{line}</Text>
						<Text>|</Text>
					</Box>
				))}
			</Box>
		);
		const {rerender, unmount} = render(frame(0));
		for (let n = 1; n < 150; n++) rerender(frame(n));
		unmount();
		const caches = new Set(
			vi.mocked(output.sharedOutputCaches).mock.results.map(result => result.value as output.OutputCaches),
		);
		const held = [...caches].map(cache => [...cache.styledChars.keys()].reduce((sum, key) => sum + key.length, 0));
		// 150 frames of 30 new lines are 4,500 lines, about 400,000 characters: the bound renewed the caches, each
		// time once a frame had taken them past it.
		const perFrame = frameLines(149).join('').length;
		expect(caches.size).toBeGreaterThan(2);
		expect(Math.max(...held)).toBeLessThanOrEqual(output.MAX_STYLED_CHARS + perFrame);
	});
});
