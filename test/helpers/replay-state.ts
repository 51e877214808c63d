/** Folds a whole recording through the reducer with replay's own line reading, for assertions. */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {decodeFileLine} from '../../src/ingest/file-line.js';
import type {AppEvent} from '../../src/state/events.js';
import {reduce} from '../../src/state/reducer.js';
import {initialState, type AppState} from '../../src/state/state.js';
import type {TranscriptItem} from '../../src/state/transcript.js';
import {sharedFixturesDir} from './fixtures.js';

/** A fixture's lines as they are in the file (a name is looked up among the shared fixtures). */
export function fixtureLines(file: string): string[] {
	const full = path.isAbsolute(file) ? file : path.join(sharedFixturesDir, file);
	return readFileSync(full, 'utf8')
		.split('\n')
		.filter(line => line.trim() !== '');
}

export function recordingEvents(file: string): AppEvent[] {
	return fixtureLines(file).flatMap((line, index) => decodeFileLine(line, index, index).events);
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
				return [
					`${indent}tool ${item.call.name} [${item.call.status}] ${JSON.stringify(item.call.input)} → ${item.call.result?.text ?? ''}`,
					...outline(item.call.children, `${indent}  `),
				];
			case 'result':
				return [`${indent}result ${item.subtype}${item.isError ? ' error' : ''}${item.text ? `: ${item.text}` : ''}`];
			case 'notice':
				return [`${indent}${item.level}: ${item.text}`];
			case 'diagnostic':
				return [`${indent}diagnostic: ${item.text}`];
			case 'changes':
				return [`${indent}changes: ${item.turns.length} turns`];
		}
	});
}
