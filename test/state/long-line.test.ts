/**
 * A long line streaming in (minified JSON, words with no break): the reducer keeps the end of the block's
 * open line beside its text, and the live region renders that instead of reading the whole text.
 */
import {describe, expect, it} from 'vitest';
import type {AppEvent} from '../../src/state/events.js';
import {LONG_LINE, liveText} from '../../src/state/long-line.js';
import {reduce} from '../../src/state/reducer.js';
import {initialState, type AppState} from '../../src/state/state.js';
import type {TextItem, ThinkingItem} from '../../src/state/transcript.js';
import {blockStart, streamEvent} from '../helpers/stream-events.js';

const words = (chars: number) =>
	Array.from({length: chars / 8}, (_, n) => `w${String(n % 1e5).padStart(5, '0')} `).join('');
const pieces = (text: string, size = 12) =>
	Array.from({length: Math.ceil(text.length / size)}, (_, n) => text.slice(n * size, n * size + size));

const started = blockStart;
const deltas = (type: 'text' | 'thinking', text: string, size?: number): AppEvent[] =>
	pieces(text, size).map(piece =>
		streamEvent({
			type: 'content_block_delta',
			index: 0,
			delta: type === 'text' ? {type: 'text_delta', text: piece} : {type: 'thinking_delta', thinking: piece},
		}),
	);
const streamed = (type: 'text' | 'thinking', text: string, size?: number): AppState =>
	[...started(type), ...deltas(type, text, size)].reduce(reduce, initialState());
const live = (state: AppState) => state.pending.at(-1) as TextItem | ThinkingItem;

/** The end of the open line that liveText shows: a suffix of the text, LONG_LINE to twice that long. */
const expectLineEnd = (item: TextItem | ThinkingItem, shown = liveText(item)) => {
	expect(item.text.endsWith(shown)).toBe(true);
	expect(shown).not.toContain('\n');
	expect(shown.length).toBeGreaterThanOrEqual(LONG_LINE);
	expect(shown.length).toBeLessThanOrEqual(2 * LONG_LINE);
};

describe('a long line streaming in', () => {
	const line = words(6 * LONG_LINE);

	it('keeps the end of the line, whole text still in the item, as text and as thinking', () => {
		for (const type of ['text', 'thinking'] as const) {
			const item = live(streamed(type, line));
			expect(item.text).toBe(line);
			expectLineEnd(item);
		}
	});

	it('starts the kept end at a multiple of LONG_LINE into the line, so the shown cut moves only that often', () => {
		for (const extra of [0, 1, 700, LONG_LINE - 1, LONG_LINE, LONG_LINE + 1]) {
			const open = line.slice(0, 4 * LONG_LINE + extra);
			const item = live(streamed('text', `Intro.\n${open}`));
			expectLineEnd(item);
			expect((open.length - liveText(item).length) % LONG_LINE).toBe(0);
		}
	});

	it('keeps the same end whether the line arrives in small deltas or in one', () => {
		const small = live(streamed('text', line, 7));
		const whole = live(streamed('text', line, line.length));
		expect(liveText(small)).toBe(liveText(whole));
	});

	it('shows the code fence the line is in, as the whole text would render it', () => {
		const text = `Some JSON:\n\n\`\`\`json\n${line}`;
		const shown = liveText(live(streamed('text', text)));
		expect(shown.startsWith('```json\n')).toBe(true);
		expectLineEnd(live(streamed('text', text)), shown.slice('```json\n'.length));
	});

	it('shows no fence for a closed one, nor for thinking (which is not markdown)', () => {
		expect(liveText(live(streamed('text', `\`\`\`\ncode\n\`\`\`\n${line}`))).startsWith('`')).toBe(false);
		expectLineEnd(live(streamed('thinking', `\`\`\`json\n${line}`)));
	});

	it('shows the text itself again once a line break follows, and the end of a new long line after it', () => {
		const after = live(streamed('text', `${line}\nshort`));
		expect(liveText(after)).toBe(after.text);
		const again = live(streamed('text', `${line}\n${line}`));
		expect(again.text).toBe(`${line}\n${line}`);
		expectLineEnd(again);
	});

	it('keeps the end across a paragraph committed to history before the line', () => {
		const state = streamed('text', `First paragraph.\n\n${line}`);
		expect(state.committed.map(item => ('text' in item ? item.text : item.kind))).toEqual(['First paragraph.']);
		expectLineEnd(live(state));
	});

	it('drops the end once the block is final: history renders the whole text', () => {
		const state = [
			...started('text'),
			...deltas('text', line),
			{
				type: 'inbound',
				at: 0,
				message: {
					type: 'assistant',
					uuid: 'a',
					session_id: 's',
					parent_tool_use_id: null,
					message: {
						id: 'm1',
						type: 'message',
						role: 'assistant',
						model: 'm',
						content: [{type: 'text', text: line}],
						usage: {input_tokens: 1, output_tokens: 1},
					},
				},
			} as AppEvent,
			// The block is final at its stop, which follows its message.
			streamEvent({type: 'content_block_stop', index: 0}),
		].reduce(reduce, initialState());
		const item = [...state.committed, ...state.pending].find(item => item.kind === 'text') as TextItem;
		expect(item.status).toBe('done');
		expect(item.longLine).toBeUndefined();
		expect(liveText(item)).toBe(line);
	});

	it('adds nothing to a short block', () => {
		const item = live(streamed('text', words(2 * LONG_LINE)));
		expect(item.longLine).toBeUndefined();
		expect(liveText(item)).toBe(item.text);
	});
});
