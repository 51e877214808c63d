import {describe, expect, it} from 'vitest';
import {Thinking} from '../../src/ui/components/thinking.js';
import {TranscriptItemView} from '../../src/ui/components/transcript-item.js';
import type {AppEvent} from '../../src/state/events.js';
import {reduce} from '../../src/state/reducer.js';
import {initialState} from '../../src/state/state.js';
import type {ThinkingItem} from '../../src/state/transcript.js';
import type {ViewOptions} from '../../src/ui/view.js';
import {render} from '../helpers/render.js';
import {messageStart, streamEvent} from '../helpers/stream-events.js';

const view: ViewOptions = {width: 80, color: false, showThinking: true, live: true};
const base: ThinkingItem = {
	kind: 'thinking',
	id: 't1',
	text: '',
	status: 'streaming',
	redacted: false,
	startedAt: 0,
	committedChars: 0,
};

describe('Thinking', () => {
	it('while streaming shows how long and how many tokens so far, and the latest lines', () => {
		const {frame} = render(
			<Thinking
				item={{...base, text: 'first line\nsecond line', durationMs: 2300, estimatedTokens: 120}}
				view={view}
			/>,
		);
		expect(frame()).toContain('✻ Thinking… (2.3s · ~120 tokens)');
		expect(frame()).toContain('second line');
	});

	it('keeps the last rows of a long paragraph in the live region, as one line the terminal wraps', () => {
		const long = Array.from({length: 160}, (_, index) => `word${index}`).join(' ');
		const {frame} = render(<Thinking item={{...base, text: long}} view={{...view, width: 40}} />);
		const [, header, body, ...rest] = frame().split('\n');
		expect(header).toBe('✻ Thinking…');
		// Six rows of 40 columns, cut where the terminal would start a row.
		expect(body).toBe(long.slice(long.length - (long.length % 40) - 5 * 40));
		expect(rest).toEqual([]);
	});

	it('looks the same live as in history, so a paragraph moving there stays where it is on screen', () => {
		const segment = {
			...base,
			id: 't1@40',
			text: 'A second paragraph, long enough that the terminal wraps it onto a second row.',
			continuation: true,
		};
		const live = render(<Thinking item={segment} view={{...view, width: 40}} />).frame();
		const history = render(
			<Thinking item={{...segment, status: 'done'}} view={{...view, width: 40, live: false}} />,
		).frame();
		// A live continuation has no header: history shows it just above.
		expect(live).toBe(`\n${segment.text}`);
		expect(history).toBe(live);
		expect(render(<Thinking item={segment} view={{...view, showThinking: false}} />).frame()).toContain(
			'✻ Thinking… · ctrl+t shows it',
		);
	});

	it('says when the API withheld the thinking instead of leaving a blank', () => {
		expect(render(<Thinking item={{...base, redacted: true}} view={view} />).frame()).toContain(
			'Thinking hidden by the API',
		);
		expect(
			render(<Thinking item={{...base, status: 'done', durationMs: 800}} view={{...view, live: false}} />).frame(),
		).toContain('Thinking hidden by the API');
	});

	it('in history: the full text with its duration; hidden by Ctrl+T it is one line', () => {
		const done = {
			...base,
			status: 'done' as const,
			text: 'All of the reasoning.',
			durationMs: 1200,
			estimatedTokens: 40,
		};
		expect(render(<Thinking item={done} view={{...view, live: false}} />).frame()).toBe(
			'\n✻ Thought for 1.2s · ~40 tokens\nAll of the reasoning.',
		);
		expect(render(<Thinking item={done} view={{...view, live: false, showThinking: false}} />).frame()).toBe(
			'\n✻ Thought for 1.2s · ~40 tokens',
		);
	});
});

describe('Thinking streamed into history in paragraph segments', () => {
	it('shows the header once and the duration only after the last segment', () => {
		const at = (n: number) => n * 1000;
		const frame = (event: unknown, n: number) => streamEvent(event, at(n));
		const tokens = (estimated_tokens: number, n: number) =>
			({
				type: 'inbound',
				at: at(n),
				message: {type: 'system', subtype: 'thinking_tokens', estimated_tokens, uuid: 'u', session_id: 's'},
			}) as AppEvent;
		const delta = (thinking: string, n: number) =>
			frame({type: 'content_block_delta', index: 0, delta: {type: 'thinking_delta', thinking}}, n);
		const events = [
			messageStart(at(0)),
			frame({type: 'content_block_start', index: 0, content_block: {type: 'thinking', thinking: ''}}, 0),
			delta('First idea.', 1),
			tokens(100, 1),
			delta('\n\n', 1),
			delta('Second idea.', 2),
			tokens(200, 2),
			delta('\n\nThird idea.', 3),
			tokens(300, 3),
			frame({type: 'content_block_stop', index: 0}, 4),
			// Without its assistant message a block is final at its message's stop (it might have been abandoned).
			frame({type: 'message_stop'}, 4),
		];
		const state = events.reduce(reduce, initialState());
		const history = state.committed
			.map(item => render(<TranscriptItemView item={item} view={{...view, live: false}} />).frame())
			.join('');
		expect(history).toBe('\n✻ Thinking\nFirst idea.\nSecond idea.\nThird idea.\n✻ thought for 4.0s · ~300 tokens');
	});
});

describe('Thinking when claude dies before the block ends', () => {
	const at = (n: number) => n * 1000;
	const delta = (thinking: string, n: number) =>
		streamEvent({type: 'content_block_delta', index: 0, delta: {type: 'thinking_delta', thinking}}, at(n));
	const died: AppEvent = {type: 'child-exited', exitCode: null, signal: 'SIGKILL', at: at(3)};
	const start = [
		messageStart(at(0)),
		streamEvent({type: 'content_block_start', index: 0, content_block: {type: 'thinking', thinking: ''}}, at(0)),
	];
	const drawn = (events: readonly AppEvent[], showThinking = true) => {
		const state = events.reduce(reduce, initialState());
		const items = [...state.committed, ...state.pending].filter(item => item.kind === 'thinking');
		return {
			items,
			frame: items
				.map(item => render(<TranscriptItemView item={item} view={{...view, showThinking, live: false}} />).frame())
				.join(''),
		};
	};

	it('is marked cut short, as text is, not shown as a finished thought', () => {
		const {items, frame} = drawn([...start, delta('Weighing the options', 1), died]);
		expect(items).toMatchObject([{status: 'done', aborted: true, text: 'Weighing the options'}]);
		expect(frame).toBe('\n✻ Thought for 3.0s (cut short)\nWeighing the options');
		expect(drawn([...start, delta('Weighing the options', 1), died], false).frame).toBe(
			'\n✻ Thought for 3.0s (cut short)',
		);
	});

	it('cut short after a paragraph went to history: the last segment says so', () => {
		const {frame} = drawn([...start, delta('First idea.\n\n', 1), delta('Second', 2), died]);
		expect(frame).toBe('\n✻ Thinking\nFirst idea.\nSecond\n✻ thought for 3.0s (cut short)');
	});

	it('cut short before its first words: not "hidden by the API"', () => {
		expect(drawn([...start, died]).frame).toBe('\n✻ Thought for 3.0s (cut short)');
	});

	it('a block that got its stop before claude died is finished', () => {
		const stop = streamEvent({type: 'content_block_stop', index: 0}, at(2));
		const {items, frame} = drawn([...start, delta('All of it.', 1), stop, died]);
		expect(items[0]).not.toHaveProperty('aborted');
		expect(frame).toBe('\n✻ Thought for 3.0s\nAll of it.');
	});
});
