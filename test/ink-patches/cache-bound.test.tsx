/**
 * Ink's Output caches (patched, shared by all frames; src/ink-patches/output.ts) are bounded by the
 * characters they hold, not only by the number of lines: a streaming paragraph is a new long line on
 * every frame, and a cell object per character of 2,000 such lines was about 90 MB.
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
	it('hold the cells of about MAX_STYLED_CHARS characters at most, however many long lines were drawn', () => {
		const line = (frame: number) => `frame ${frame} ${'words of a long paragraph '.repeat(80)}`;
		const {rerender, unmount} = render(<Text>{line(0)}</Text>);
		for (let frame = 1; frame < 300; frame++)
			rerender(
				<Box width={3000}>
					<Text>{line(frame)}</Text>
				</Box>,
			);
		unmount();
		const caches = new Set(
			vi.mocked(output.sharedOutputCaches).mock.results.map(result => result.value as output.OutputCaches),
		);
		const held = [...caches].map(cache => [...cache.styledChars.keys()].reduce((sum, key) => sum + key.length, 0));
		expect(Math.max(...held)).toBeLessThanOrEqual(output.MAX_STYLED_CHARS + 2 * line(0).length);
	});
});
