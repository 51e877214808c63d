/**
 * Every source reads a frame the same way: a line of claude's stdout gives the same events whether
 * it arrives live (session.ts), from a two-way recording (replay, export), piped in (watch), or
 * as the message line of a session file (resume). A decoder that drifts from the others fails here.
 */
import {describe, expect, it} from 'vitest';
import {decodeFileLine} from '../../src/ingest/file-line.js';
import {decodeRecordingLine, recordedLineSchema} from '../../src/ingest/recording-line.js';
import {decodeSessionFileLine} from '../../src/ingest/session-file-line.js';
import {decodeStdoutLine} from '../../src/ingest/stdout-line.js';
import {readRecording, sharedTranscriptNames} from '../helpers/fixtures.js';

const stdoutText = (line: {msg?: unknown; raw?: string}): string =>
	line.msg === undefined ? (line.raw ?? '') : JSON.stringify(line.msg);

/**
 * The session file line claude keeps for a top-level message: the message under its own envelope
 * (uuid, timestamp, sessionId, the tool result as `toolUseResult`), without stream-json's.
 */
function asSessionFileLine(frame: Record<string, unknown>, timestamp: string, index: number): Record<string, unknown> {
	return {
		parentUuid: null,
		isSidechain: false,
		type: frame['type'],
		message: frame['message'],
		uuid: `line-${index}`,
		timestamp,
		sessionId: 'session-1',
		...(frame['tool_use_result'] === undefined ? {} : {toolUseResult: frame['tool_use_result']}),
	};
}

/** The stream-json frame a session file line stands for: the same message, with no envelope ids. */
function asBareFrame(frame: Record<string, unknown>): Record<string, unknown> {
	return {
		type: frame['type'],
		message: frame['message'],
		parent_tool_use_id: null,
		...(frame['tool_use_result'] === undefined ? {} : {tool_use_result: frame['tool_use_result']}),
	};
}

/** A message a session file keeps as a message (not a typed prompt): an answer, or a tool's result. */
function isMessageLine(frame: Record<string, unknown>): boolean {
	if (frame['parent_tool_use_id'] !== null) return false;
	if (frame['type'] === 'assistant') return true;
	const content = (frame['message'] as {content?: unknown} | undefined)?.content;
	return (
		frame['type'] === 'user' &&
		Array.isArray(content) &&
		content.some(block => (block as {type?: unknown}).type === 'tool_result')
	);
}

it('the recordings hold stdout lines and messages to compare', () => {
	const frames = sharedTranscriptNames().flatMap(name => readRecording(name).filter(line => line.dir === 'out'));
	expect(frames.length).toBeGreaterThan(1000);
	expect(frames.filter(line => line.msg !== undefined && isMessageLine(line.msg)).length).toBeGreaterThan(50);
});

describe.each(sharedTranscriptNames())('%s: live, replay, watch and resume decode a frame alike', name => {
	const recording = readRecording(name);

	it('each stdout line gives the same events live, from the recording, and piped in', () => {
		for (const [index, recorded] of recording.entries()) {
			if (recorded.dir !== 'out' || recorded.t === undefined) continue;
			const live = decodeStdoutLine(stdoutText(recorded), recorded.t);
			const expected = live ? [live] : [];
			expect(decodeRecordingLine(recordedLineSchema.parse(recorded), index)).toEqual(expected);
			expect(decodeFileLine(JSON.stringify(recorded), index, 0).events).toEqual(expected);
			expect(decodeFileLine(stdoutText(recorded), index, recorded.t).events).toEqual(expected);
		}
	});

	it('each answer and tool result gives the same event live and from a session file', () => {
		const at = Date.parse('2026-11-22T16:45:18.000Z');
		for (const [index, recorded] of recording.entries()) {
			const frame = recorded.msg;
			if (recorded.dir !== 'out' || frame === undefined || !isMessageLine(frame)) continue;
			const decoded = decodeStdoutLine(JSON.stringify(asBareFrame(frame)), at + index);
			// A result line that does not say how its call was allowed (no permissionDecision here) cannot say how
			// long the call ran: the person's time at a prompt would be inside.
			const live = frame['type'] === 'user' && decoded ? {...decoded, untimed: true} : decoded;
			const resumed = decodeSessionFileLine(asSessionFileLine(frame, new Date(at + index).toISOString(), index), index);
			// A session file keeps no result: claude's own error message (stop_sequence) ends its turn there.
			const ends = resumed.kind === 'message' && resumed.endsTurn === true;
			expect(resumed).toEqual({kind: 'message', event: live, ...(ends ? {endsTurn: true} : {})});
			const sessionLine = JSON.stringify(asSessionFileLine(frame, new Date(at + index).toISOString(), index));
			expect(decodeFileLine(sessionLine, index, 0).events).toEqual(
				ends ? [live, {type: 'turn-ended', at: at + index}] : [live],
			);
		}
	});
});
