import {describe, expect, it} from 'vitest';
import {Thinking} from '../../src/ui/components/thinking.js';
import type {ThinkingItem} from '../../src/state/transcript.js';
import type {ViewOptions} from '../../src/ui/view.js';
import {render} from '../helpers/render.js';

const view: ViewOptions = {width: 80, color: false, showThinking: true, live: true};
const base: ThinkingItem = {kind: 'thinking', id: 't1', text: '', status: 'streaming', redacted: false, startedAt: 0, committedChars: 0};

describe('Thinking', () => {
	it('while streaming shows how long and how many tokens so far, and the latest lines', () => {
		const {frame} = render(<Thinking item={{...base, text: 'first line\nsecond line', durationMs: 2300, estimatedTokens: 120}} view={view} />);
		expect(frame()).toContain('✻ Thinking… (2.3s · ~120 tokens)');
		expect(frame()).toContain('second line');
	});

	it('keeps only the last rows of a long paragraph in the live region', () => {
		const long = Array.from({length: 40}, (_, index) => `word${index}`).join(' ').repeat(4);
		const {frame} = render(<Thinking item={{...base, text: long}} view={{...view, width: 40}} />);
		expect(frame().split('\n').length).toBeLessThanOrEqual(8);
	});

	it('says when the API withheld the thinking instead of leaving a blank', () => {
		expect(render(<Thinking item={{...base, redacted: true}} view={view} />).frame()).toContain('Thinking hidden by the API');
		expect(render(<Thinking item={{...base, status: 'done', durationMs: 800}} view={{...view, live: false}} />).frame()).toContain('Thinking hidden by the API');
	});

	it('in history: the full text with its duration; hidden by Ctrl+T it is one line', () => {
		const done = {...base, status: 'done' as const, text: 'All of the reasoning.', durationMs: 1200, estimatedTokens: 40};
		expect(render(<Thinking item={done} view={{...view, live: false}} />).frame()).toBe('\n✻ Thought for 1.2s · ~40 tokens\nAll of the reasoning.');
		expect(render(<Thinking item={done} view={{...view, live: false, showThinking: false}} />).frame()).toBe('\n✻ Thought for 1.2s · ~40 tokens');
	});
});
