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

	it('of /clear, /resume and /restart: the events the live host dispatched', () => {
		expect(decodeRecordingLine({t: 50, dir: 'meta', msg: {event: 'conversation-new'}}, 8)).toEqual([
			{type: 'conversation-left', at: 50},
			{type: 'notice', level: 'info', text: '— New conversation —', at: 50},
			{type: 'child-restarted', at: 50},
		]);
		const resumed = {event: 'conversation-resumed', sessionId: 's-2', messages: 4, unreadable: 1, costUsd: 0.5};
		expect(decodeRecordingLine({t: 60, dir: 'meta', msg: resumed}, 9)).toEqual([
			{type: 'conversation-left', at: 60},
			{type: 'history-loaded', sessionId: 's-2', messages: 4, unreadable: 1, costUsd: 0.5, notRecorded: true, at: 60},
			{type: 'child-restarted', sessionId: 's-2', switched: true, at: 60},
		]);
		// No saved file of it was found: claude was asked to resume it all the same.
		expect(
			decodeRecordingLine({t: 61, dir: 'meta', msg: {event: 'conversation-resumed', sessionId: 's-3'}}, 9),
		).toEqual([
			{type: 'conversation-left', at: 61},
			{type: 'resume-not-found', sessionId: 's-3', at: 61},
			{type: 'child-restarted', sessionId: 's-3', switched: true, at: 61},
		]);
		expect(decodeRecordingLine({t: 70, dir: 'meta', msg: {event: 'claude-restarted', sessionId: 's-2'}}, 10)).toEqual([
			{type: 'child-restarted', sessionId: 's-2', at: 70},
		]);
	});

	it('of the session cctui was started resuming (--resume, --continue): its history counted, no claude before it', () => {
		const resumed = {event: 'conversation-resumed', sessionId: 's-1', messages: 3, unreadable: 0, start: true};
		expect(decodeRecordingLine({t: 20, dir: 'meta', msg: resumed}, 1)).toEqual([
			{type: 'history-loaded', sessionId: 's-1', messages: 3, unreadable: 0, notRecorded: true, at: 20},
		]);
		// --fork-session: claude continues it under a new id, which its first frame names.
		expect(decodeRecordingLine({t: 21, dir: 'meta', msg: {...resumed, fork: true}}, 1)).toEqual([
			{type: 'history-loaded', sessionId: 's-1', fork: true, messages: 3, unreadable: 0, notRecorded: true, at: 21},
		]);
		expect(
			decodeRecordingLine({t: 22, dir: 'meta', msg: {event: 'conversation-resumed', sessionId: 's-9', start: true}}, 1),
		).toEqual([{type: 'resume-not-found', sessionId: 's-9', at: 22}]);
	});

	it('of claude ending on its own: its exit, with the stderr its notice showed', () => {
		const exited = {event: 'claude-exited', exitCode: 3, signal: null, stderr: ['boom']};
		expect(decodeRecordingLine({t: 80, dir: 'meta', msg: exited}, 11)).toEqual([
			{type: 'child-exited', exitCode: 3, signal: null, stderr: ['boom'], at: 80},
		]);
		const killed = {event: 'claude-exited', exitCode: null, signal: 'SIGKILL'};
		expect(decodeRecordingLine({t: 81, dir: 'meta', msg: killed}, 12)).toEqual([
			{type: 'child-exited', exitCode: null, signal: 'SIGKILL', at: 81},
		]);
	});

	it('that says what recorded it, or what a later cctui did that this one does not know: nothing to show', () => {
		expect(decodeRecordingLine({t: 0, dir: 'meta', msg: {event: 'cctui', version: '0.1.0', argv: []}}, 0)).toEqual([]);
		expect(decodeRecordingLine({t: 9, dir: 'meta', msg: {event: 'something-new', uuid: 'x'}}, 3)).toEqual([]);
		// A fork line missing what it forked from is not played half.
		expect(decodeRecordingLine({t: 9, dir: 'meta', msg: {event: 'conversation-forked', uuid: 'x'}}, 3)).toEqual([]);
		expect(decodeRecordingLine({t: 9, dir: 'meta', msg: {event: 'conversation-resumed', messages: 2}}, 3)).toEqual([]);
	});
});
