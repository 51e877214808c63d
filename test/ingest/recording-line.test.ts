/** A recording's `meta` lines: what recorded it says nothing to show; a fork the host made is played as it happened. */
import {describe, expect, it} from 'vitest';
import {decodeRecordingLine} from '../../src/ingest/recording-line.js';

describe('a meta line of a recording', () => {
	it('of a fork: the event the live host dispatched', () => {
		const msg = {event: 'conversation-forked', uuid: 'prompt-2', from: 'session-1', fresh: false};
		expect(decodeRecordingLine({t: 40, dir: 'meta', msg}, 7)).toEqual([
			{type: 'conversation-forked', uuid: 'prompt-2', from: 'session-1', fresh: false, at: 40},
		]);
	});

	it('that says what recorded it, or what a later cctui did that this one does not know: nothing to show', () => {
		expect(decodeRecordingLine({t: 0, dir: 'meta', msg: {event: 'cctui', version: '0.1.0', argv: []}}, 0)).toEqual([]);
		expect(decodeRecordingLine({t: 9, dir: 'meta', msg: {event: 'something-new', uuid: 'x'}}, 3)).toEqual([]);
		// A fork line missing what it forked from is not played half.
		expect(decodeRecordingLine({t: 9, dir: 'meta', msg: {event: 'conversation-forked', uuid: 'x'}}, 3)).toEqual([]);
	});
});
