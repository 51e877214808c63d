/** Folds a whole recording through the reducer, the way replay does, for assertions. */
import {asRecordedLine} from '../../src/protocol/recording.js';
import {eventsForRecordedLine} from '../../src/session/recording-events.js';
import type {AppEvent} from '../../src/state/events.js';
import {reduce} from '../../src/state/reducer.js';
import {initialState, type AppState} from '../../src/state/state.js';
import type {TranscriptItem} from '../../src/state/transcript.js';
import {readRecording} from './fixtures.js';

export function recordingEvents(file: string): AppEvent[] {
	return readRecording(file).flatMap((line, index) => eventsForRecordedLine(asRecordedLine(line)!, index));
}

export function replayState(file: string, state: AppState = initialState()): AppState {
	return recordingEvents(file).reduce(reduce, state);
}

export function allItems(state: AppState): TranscriptItem[] {
	return [...state.committed, ...state.pending];
}

/** A compact, readable line per item (tool children indented), for whole-transcript assertions. */
export function outline(items: readonly TranscriptItem[], indent = ''): string[] {
	return items.flatMap(item => {
		switch (item.kind) {
			case 'user':
				return [`${indent}user: ${item.text}`];
			case 'thinking':
				return [`${indent}thinking${item.redacted ? ' (redacted)' : ''}: ${item.text}`];
			case 'text':
				return [`${indent}text${item.aborted ? ' (aborted)' : ''}: ${item.text}`];
			case 'tool':
				return [`${indent}tool ${item.call.name} [${item.call.status}] ${JSON.stringify(item.call.input)} → ${item.call.result?.text ?? ''}`, ...outline(item.call.children, `${indent}  `)];
			case 'result':
				return [`${indent}result ${item.subtype}${item.isError ? ' error' : ''}${item.text ? `: ${item.text}` : ''}`];
			case 'notice':
				return [`${indent}${item.level}: ${item.text}`];
			case 'diagnostic':
				return [`${indent}diagnostic: ${item.text}`];
		}
	});
}
