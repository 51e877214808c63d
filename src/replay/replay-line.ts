/**
 * One line of a file to replay → the events a live session would have dispatched for it. A line
 * is either a two-way recording line (`{t, dir, msg}`, cctui's `--record` and the shared
 * fixtures) or a plain CLI stdout frame (`claude -p … --output-format stream-json`); each line is
 * recognised on its own, so a file of either kind (or a cut-off one) plays.
 */
import {asRecordedLine} from '../protocol/recording.js';
import {eventsForRecordedLine} from '../session/recording-events.js';
import {eventForStdoutLine} from '../session/inbound-events.js';
import type {AppEvent} from '../state/events.js';

export interface ReplayFrame {
	readonly events: readonly AppEvent[];
	/** When it happened, in ms since the recording started; plain stdout has no time. */
	readonly t?: number;
	/** A user message: "step by turn" stops before it. */
	readonly startsTurn: boolean;
	/** A result: "step by turn" stops after it. */
	readonly endsTurn: boolean;
}

function turnEdges(events: readonly AppEvent[]): {startsTurn: boolean; endsTurn: boolean} {
	return {
		startsTurn: events.some(event => event.type === 'user-sent'),
		endsTurn: events.some(event => event.type === 'inbound' && event.message.type === 'result'),
	};
}

function recordedLine(line: string): ReturnType<typeof asRecordedLine> {
	// Cheap pre-check: a CLI frame has no `dir`, and most lines are CLI frames in plain files.
	if (!line.includes('"dir"')) return undefined;
	try {
		return asRecordedLine(JSON.parse(line));
	} catch {
		return undefined;
	}
}

/**
 * `index` is the line's position (it names recorded messages that carry no uuid); `at` is the
 * time given to events of lines that have none of their own.
 */
export function frameForLine(line: string, index: number, at: number): ReplayFrame {
	const recorded = recordedLine(line);
	if (recorded) {
		const events = eventsForRecordedLine(recorded.t === undefined ? {...recorded, t: at} : recorded, index);
		return {events, ...turnEdges(events), ...(recorded.t === undefined ? {} : {t: recorded.t})};
	}
	const event = eventForStdoutLine(line, at);
	const events = event ? [event] : [];
	return {events, ...turnEdges(events)};
}

/** Every event of a whole file's lines, in order (for export and tests; the player paces them). */
export function* eventsForLines(lines: Iterable<string>): Generator<AppEvent> {
	let index = 0;
	for (const line of lines) {
		yield* frameForLine(line, index, index).events;
		index++;
	}
}
