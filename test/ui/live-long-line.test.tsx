/**
 * A single line of a megabyte streaming into the live region (minified JSON, or words without a
 * paragraph break): only its last rows are shown, so only its tail is rendered on each frame.
 */
import {describe, expect, it, vi} from 'vitest';
import * as markdown from '../../src/text/markdown.js';
import * as sanitizer from '../../src/text/sanitize.js';
import {AssistantText} from '../../src/ui/components/assistant-text.js';
import {Thinking} from '../../src/ui/components/thinking.js';
import {LONG_LINE} from '../../src/state/long-line.js';
import type {TextItem, ThinkingItem} from '../../src/state/transcript.js';
import type {ViewOptions} from '../../src/ui/view.js';
import {render} from '../helpers/render.js';

vi.mock('../../src/text/markdown.js', async importOriginal => {
	const module = await importOriginal<typeof markdown>();
	return {...module, renderMarkdown: vi.fn(module.renderMarkdown)};
});
vi.mock('../../src/text/sanitize.js', async importOriginal => {
	const module = await importOriginal<typeof sanitizer>();
	return {...module, sanitize: vi.fn(module.sanitize)};
});

const view: ViewOptions = {width: 80, color: false, showThinking: true, live: true};
const line = `${Array.from({length: 100_000}, (_, n) => `w${n}`).join(' ')} the end`;
const longest = (calls: readonly (readonly unknown[])[]) => Math.max(...calls.map(([text]) => String(text).length));

describe('a 1 MB line streaming live', () => {
	it('as text: its last rows are shown, and only its tail is rendered as markdown', () => {
		const item: TextItem = {kind: 'text', id: 'x1', text: line, status: 'streaming', committedChars: 0};
		const lines = render(<AssistantText item={item} view={view} />)
			.frame()
			.split('\n');
		// A margin, then one line the terminal wraps onto the last 12 rows, cut where a row starts.
		expect(lines).toHaveLength(2);
		expect(lines[1]!.length).toBeLessThanOrEqual(12 * 80);
		expect(lines[1]!.length).toBeGreaterThan(11 * 80);
		expect(line.endsWith(lines[1]!)).toBe(true);
		expect(longest(vi.mocked(markdown.renderMarkdown).mock.calls)).toBeLessThan(100_000);
	});

	it('as thinking: its last rows are shown, and only its tail is sanitized', () => {
		const item: ThinkingItem = {
			kind: 'thinking',
			id: 't1',
			text: line,
			status: 'streaming',
			redacted: false,
			startedAt: 0,
			committedChars: 0,
		};
		vi.mocked(sanitizer.sanitize).mockClear();
		const lines = render(<Thinking item={item} view={view} />)
			.frame()
			.split('\n');
		expect(lines).toHaveLength(3);
		expect(lines[2]!.length).toBeLessThanOrEqual(6 * 80);
		expect(lines[2]!.length).toBeGreaterThan(5 * 80);
		expect(line.endsWith(lines[2]!)).toBe(true);
		expect(longest(vi.mocked(sanitizer.sanitize).mock.calls)).toBeLessThan(100_000);
	});

	it('as text or thinking, with the end of the line kept by the reducer: never reads the whole text, shows the end', () => {
		const end = line.slice(-LONG_LINE - 100);
		const unread = {
			get text(): string {
				throw new Error('the live region read the whole text');
			},
		};
		const longLine = {chars: line.length, end, fence: ''};
		const text = {kind: 'text', id: 'x1', status: 'streaming', committedChars: 0, longLine} as const;
		const thinking = {...text, kind: 'thinking', redacted: false, startedAt: 0} as const;
		const frames = [
			render(
				<AssistantText
					item={Object.defineProperties({...text}, Object.getOwnPropertyDescriptors(unread)) as TextItem}
					view={view}
				/>,
			).frame(),
			render(
				<Thinking
					item={Object.defineProperties({...thinking}, Object.getOwnPropertyDescriptors(unread)) as ThinkingItem}
					view={view}
				/>,
			).frame(),
		];
		for (const frame of frames) {
			const last = frame.split('\n').at(-1)!;
			expect(last.length).toBeGreaterThan(5 * 80);
			expect(line.endsWith(last)).toBe(true);
		}
	});
});
