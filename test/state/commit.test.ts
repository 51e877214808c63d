import {describe, expect, it} from 'vitest';
import type {AppEvent} from '../../src/state/events.js';
import {reduce} from '../../src/state/reducer.js';
import {initialState, type AppState} from '../../src/state/state.js';
import {blockStart, streamEvent} from '../helpers/stream-events.js';

const frame = streamEvent;
const start = blockStart;
const textDeltas = (pieces: string[]): AppEvent[] =>
	pieces.map(text => frame({type: 'content_block_delta', index: 0, delta: {type: 'text_delta', text}}));
const texts = (state: AppState) => ({
	committed: state.committed.map(item => ('text' in item ? item.text : item.kind)),
	pending: state.pending.map(item => ('text' in item ? item.text : item.kind)),
});

describe('committing long streaming text', () => {
	it('commits a paragraph when the blank line and the next block arrive in separate deltas', () => {
		const state = [
			...start('text'),
			...textDeltas(['First ', 'paragraph.', '\n\n', 'Second ', 'one.', '\n\n', 'Third']),
		].reduce(reduce, initialState());
		expect(texts(state)).toEqual({committed: ['First paragraph.', 'Second one.'], pending: ['Third']});
	});

	it('commits thinking paragraphs the same way', () => {
		const deltas = ['Hmm.', '\n\n', 'Next', ' thought'].map(thinking =>
			frame({type: 'content_block_delta', index: 0, delta: {type: 'thinking_delta', thinking}}),
		);
		const state = [...start('thinking'), ...deltas].reduce(reduce, initialState());
		expect(texts(state)).toEqual({committed: ['Hmm.'], pending: ['Next thought']});
	});

	it('keeps a code fence with blank lines in it live until it closes', () => {
		const state = [
			...start('text'),
			...textDeltas(['Intro.', '\n\n', '```js\n', 'a()\n', '\n', 'b()\n', '```\n', '\n', 'After']),
		].reduce(reduce, initialState());
		expect(texts(state)).toEqual({committed: ['Intro.', '```js\na()\n\nb()\n```'], pending: ['After']});
	});

	it('hands the link definitions of committed paragraphs to the rest of the block, the first of a label winning', () => {
		const state = [
			...start('text'),
			...textDeltas(['[1]: https://a\n[Docs]: https://d "D"\n', '\n', '[1]: https://b\n', '\n', 'See [x][1]']),
		].reduce(reduce, initialState());
		expect(state.committed.map(item => item.kind === 'text' && item.links)).toEqual([
			undefined,
			{'1': {href: 'https://a'}, docs: {href: 'https://d', title: 'D'}},
		]);
		expect(state.pending[0]).toMatchObject({text: 'See [x][1]', links: {'1': {href: 'https://a'}}});
	});
});
