/** One stdout line → the event the store folds (or nothing for a blank line). Pure. */
import {parseLine} from '../protocol/parse-line.js';
import type {AppEvent} from '../state/events.js';

export function eventForStdoutLine(line: string, at: number): AppEvent | undefined {
	const parsed = parseLine(line);
	if (!parsed) return undefined;
	switch (parsed.kind) {
		case 'malformed':
			return {type: 'malformed-line', error: parsed.error, excerpt: parsed.excerpt, ...(parsed.requestId === undefined ? {} : {requestId: parsed.requestId}), at};
		case 'unknown':
			return {type: 'unknown-frame', frameType: parsed.type, at};
		case 'message':
			return {type: 'inbound', message: parsed.message, at};
	}
}
