/**
 * A parsed CLI frame → the event the store folds: the one step every source shares (a live
 * child's stdout, the `out` side of a recording, a message line of claude's session file). Pure.
 */
import {type ParsedLine, parseLine} from '../protocol/parse-line.js';
import type {AppEvent} from '../state/events.js';

export function eventForFrame(parsed: ParsedLine, at: number): AppEvent {
	switch (parsed.kind) {
		case 'malformed':
			return {
				type: 'malformed-line',
				error: parsed.error,
				excerpt: parsed.excerpt,
				...(parsed.requestId === undefined ? {} : {requestId: parsed.requestId}),
				at,
			};
		case 'unknown':
			return {type: 'unknown-frame', frameType: parsed.type, at};
		case 'message':
			return {type: 'inbound', message: parsed.message, at};
	}
}

/** One stdout line → its event, or nothing for a blank line. */
export function decodeStdoutLine(line: string, at: number): AppEvent | undefined {
	const parsed = parseLine(line);
	return parsed && eventForFrame(parsed, at);
}
