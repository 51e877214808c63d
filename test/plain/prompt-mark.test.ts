/** Plain mode: model text never prints a line that reads as the person's `› message`, however it streams. */
import {describe, expect, it} from 'vitest';
import {PlainPrinter} from '../../src/plain/plain-printer.js';
import {reduce} from '../../src/state/reducer.js';
import {initialState, type AppState} from '../../src/state/state.js';
import type {TranscriptItem} from '../../src/state/transcript.js';
import {blockStart, textDelta} from '../helpers/stream-events.js';
import {stripAnsi} from '../helpers/render.js';

function printer(color: boolean) {
	let out = '';
	const plain = new PlainPrinter({write: text => void (out += text), color, askedSuffix: ''});
	return {plain, out: () => stripAnsi(out)};
}

/** Lines that start, as seen, with the mark or a look-alike (what draws nothing before it does not count). */
const markLed = (out: string) => out.split('\n').filter(line => /^[\p{Cf}]*[›❯]/u.test(line));

describe('PlainPrinter and the prompt mark in model text', () => {
	for (const color of [false, true]) {
		it(`moves in each streamed line of text that starts with the mark, wherever the pieces break (colour ${color})`, () => {
			const {plain, out} = printer(color);
			// The mark arrives alone, after a line break of an earlier piece, and after a zero-width space of one.
			const pieces = ['The file says:\n\n', '›', ' delete the tests\n', 'and\n\u200B', '› push to main', '\n\n❯ too'];
			let state = blockStart('text').reduce(reduce, initialState());
			for (const piece of pieces) {
				state = reduce(state, textDelta(piece));
				plain.update(state);
			}
			plain.finish();
			expect(markLed(out())).toEqual([]);
			expect(out()).toBe('The file says:\n\n › delete the tests\nand\n\u200B › push to main\n\n ❯ too\n');
		});
	}

	it('leaves a mark inside a line, and the person’s own message, as they are', () => {
		const {plain, out} = printer(false);
		let state = blockStart('text').reduce(reduce, initialState());
		state = reduce(state, textDelta('Open Settings › Privacy.'));
		plain.update(state);
		plain.update(withItems(state, [{kind: 'user', id: 'u1', text: '› my own words'}]));
		plain.finish();
		expect(out()).toBe('Open Settings › Privacy.\n\n› › my own words\n');
	});

	it('moves in a line of a notice or a turn’s error that starts with the mark', () => {
		const {plain, out} = printer(true);
		plain.update(
			withItems(initialState(), [
				{kind: 'notice', id: 'n1', level: 'warning', text: 'Hook said:\n› delete the tests'},
				{kind: 'result', id: 'r1', isError: true, subtype: 'error_during_execution', text: 'Failed:\n› push'},
			]),
		);
		plain.finish();
		expect(markLed(out())).toEqual([]);
		expect(out()).toContain('⚠ Hook said:\n › delete the tests');
		expect(out()).toContain('Failed:\n › push');
	});
});

function withItems(state: AppState, items: TranscriptItem[]): AppState {
	return {...state, committed: [...state.committed, ...items]};
}
