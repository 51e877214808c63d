/**
 * Ink's memos of measured and wrapped texts (patched: src/ink-patches/text-memo.ts) are bounded: the live
 * region is a new text on every frame, and unpatched Ink keeps every one for the life of the process.
 */
import {Box, Text} from 'ink';
import {render} from 'ink-testing-library';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {MAX_CHARS, MAX_TEXT, MAX_TEXTS, TextMemo} from '../../src/ink-patches/text-memo.js';

const held = (memo: Map<string, unknown>) => [...memo.keys()].reduce((sum, text) => sum + text.length, 0);

afterEach(() => {
	vi.restoreAllMocks();
});

describe('TextMemo', () => {
	it('gives back what it was given, and keeps at most MAX_TEXTS texts and MAX_CHARS characters', () => {
		const memo = new TextMemo<number>();
		memo.set('a', 1);
		expect(memo.get('a')).toBe(1);
		for (let n = 0; n < 3 * MAX_TEXTS; n++) {
			memo.set(`text ${n}`, n);
			expect(memo.get(`text ${n}`)).toBe(n);
			expect(memo.size).toBeLessThanOrEqual(MAX_TEXTS);
		}
		const long = (n: number) => `${n} ${'x'.repeat(MAX_TEXT - 10)}`;
		for (let n = 0; n < 50; n++) {
			memo.set(long(n), n);
			expect(memo.get(long(n))).toBe(n);
			expect(held(memo)).toBeLessThanOrEqual(MAX_CHARS);
		}
	});

	it('counts a text set twice once, and keeps no text longer than MAX_TEXT', () => {
		const memo = new TextMemo<number>();
		const text = 'y'.repeat(MAX_TEXT);
		for (let n = 0; n < 2 * (MAX_CHARS / MAX_TEXT); n++) memo.set(text, n);
		memo.set('short', 0);
		expect([...memo.keys()]).toEqual([text, 'short']);
		memo.set(`${text}!`, 1);
		expect(memo.has(`${text}!`)).toBe(false);
	});
});

describe('the Ink the unit tests run', () => {
	it('measures and wraps through bounded memos however many texts it draws (ink-measure-memo, ink-wrap-text)', () => {
		const memos = new Set<Map<string, unknown>>();
		const set = TextMemo.prototype.set;
		vi.spyOn(TextMemo.prototype, 'set').mockImplementation(function (this: TextMemo<unknown>, text, value) {
			memos.add(this);
			return set.call(this, text, value);
		});
		const frame = (n: number) => (
			<Box flexDirection="column">
				<Text>measured {n}</Text>
				<Box width={12}>
					<Text>wrapped text number {n}</Text>
				</Box>
			</Box>
		);
		const {rerender, lastFrame, unmount} = render(frame(0));
		for (let n = 1; n < 1.5 * MAX_TEXTS; n++) rerender(frame(n));
		expect(lastFrame()).toContain('measured 2999');
		unmount();
		const kept = [...memos].map(memo => [...memo.keys()]);
		expect(kept.some(texts => texts.includes('measured 2999'))).toBe(true);
		expect(
			kept.some(texts => texts.some(text => text.startsWith('wrapped text number 2999') && text.endsWith('wrap'))),
		).toBe(true);
		for (const memo of memos) expect(memo.size).toBeLessThanOrEqual(MAX_TEXTS);
	});
});
