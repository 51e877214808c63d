/**
 * The unit tests render with the Ink the bundle runs: vitest.config.ts passes Ink, ansi-tokenize and
 * string-width through the patches of scripts/bundle-patches.mjs. If a patch stopped being applied
 * (a dependency no longer inlined, a file no longer matched), these fail.
 */
import {Box, Text} from 'ink';
import {render} from 'ink-testing-library';
import {describe, expect, it, vi} from 'vitest';
import * as ansiTokenize from '../../src/ink-patches/ansi-tokenize.js';
import * as output from '../../src/ink-patches/output.js';
import * as sanitizeAnsi from '../../src/ink-patches/sanitize-ansi.js';
import * as stringWidth from '../../src/ink-patches/string-width.js';
import * as tabs from '../../src/ink-patches/tabs.js';
import {renderAfterTallFrame} from '../bundle/frames.js';

// Each patch module, its functions spied on: the patched dependencies import these very modules.
vi.mock('../../src/ink-patches/output.js', async importOriginal => spied(await importOriginal()));
vi.mock('../../src/ink-patches/ansi-tokenize.js', async importOriginal => spied(await importOriginal()));
vi.mock('../../src/ink-patches/string-width.js', async importOriginal => spied(await importOriginal()));
vi.mock('../../src/ink-patches/sanitize-ansi.js', async importOriginal => spied(await importOriginal()));
vi.mock('../../src/ink-patches/tabs.js', async importOriginal => spied(await importOriginal()));

function spied(module: object): object {
	return Object.fromEntries(
		Object.entries(module).map(([name, value]: [string, unknown]) => [
			name,
			typeof value === 'function' ? vi.fn(value as (...args: never[]) => unknown) : value,
		]),
	);
}

describe('the Ink the unit tests run', () => {
	it('never clears the screen or the scrollback after a frame as tall as the screen (ink-no-clear)', () => {
		// Unpatched, Ink writes ESC[2J ESC[3J before the second frame (test/bundle/patched-ink.test.tsx shows it).
		const written = renderAfterTallFrame();
		expect(written).toContain('first row 8');
		expect(written).toContain('second row 3');
		expect(written).not.toContain('\u001B[2J');
		expect(written).not.toContain('\u001B[3J');
	});

	it('draws each frame as it comes even when CI is set, as it is on CI machines and in some shells (ink-not-in-ci)', async () => {
		// Ink reads CI when it loads: a fresh copy of Ink, loaded with CI set. In CI it writes only the last frame, at exit.
		vi.stubEnv('CI', 'true');
		vi.resetModules();
		try {
			const frames = await import('../bundle/frames.js');
			expect(frames.renderAfterTallFrame()).toContain('first row 8');
		} finally {
			vi.unstubAllEnvs();
			vi.resetModules();
		}
	});

	it('draws rows with the shared caches and remembered rows (ink-output) and ansi-tokenize as patched', () => {
		// Two writes on one row: cut into cells (a line alone on its row is drawn as it is, canonical-line.ts).
		const {lastFrame, unmount} = render(
			<Box>
				<Text>plain </Text>
				<Text color="green">green</Text>
			</Box>,
		);
		expect(lastFrame()).toContain('plain green');
		unmount();
		expect(output.sharedOutputCaches).toHaveBeenCalled();
		expect(output.rememberedRowsOutput).toHaveBeenCalled();
		expect(ansiTokenize.graphemes).toHaveBeenCalledWith('green', expect.anything());
		expect(ansiTokenize.sharedStyledChars).toHaveBeenCalled();
		expect(ansiTokenize.sharedStylesToString).toHaveBeenCalled();
	});

	it('measures with the memo around string-width (memo-string-width, string-width-8), its emoji set on demand', () => {
		expect(stringWidth.memoizedWidth).toHaveBeenCalled();
		expect(stringWidth.rgiEmojiOnDemand).toHaveBeenCalled();
	});

	it('draws a tab as spaces to its stop (ink-text-tabs)', () => {
		const {lastFrame, unmount} = render(<Text>{'ab\tc'}</Text>);
		expect(lastFrame()).toBe('ab  c');
		unmount();
		expect(tabs.expandTabs).toHaveBeenCalledWith('ab\tc');
	});

	it('keeps a text of plain characters and SGR sequences as it is (ink-sanitize-sgr)', () => {
		const {lastFrame, unmount} = render(<Text>{'\u001B[32mgreen\u001B[39m'}</Text>);
		expect(lastFrame()).toBe('\u001B[32mgreen\u001B[39m');
		unmount();
		expect(sanitizeAnsi.keepsAsItIs).toHaveBeenCalledWith('\u001B[32mgreen\u001B[39m');
	});
});
