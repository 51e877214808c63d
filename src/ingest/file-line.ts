/**
 * One line of a file to replay, watch or export → the events a live session would have dispatched
 * for it, through the decoder of its kind (recording-line, session-file-line, stdout-line). A line
 * is a two-way recording line (`{t, dir, msg}`, cctui's `--record` and the shared fixtures), a
 * line of claude's own session file (`~/.claude/projects/…`, timed by its timestamp), or a plain
 * CLI stdout frame (`claude -p … --output-format stream-json`). Each line is recognised on its
 * own, so a file of any kind (or a cut-off one) plays.
 */
import {excerptOf} from '../protocol/parse-line.js';
import type {AppEvent} from '../state/events.js';
import {asRecordedLine, decodeRecordingLine} from './recording-line.js';
import {decodeSessionFileLine, isSessionFileLine} from './session-file-line.js';
import {decodeStdoutLine} from './stdout-line.js';

export interface LineFrame {
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
		// A message that steered the running turn joins it.
		startsTurn: events.some(event => event.type === 'user-sent' && event.steered !== true),
		endsTurn: events.some(event => event.type === 'inbound' && event.message.type === 'result'),
	};
}

function parsed(line: string): unknown {
	try {
		return JSON.parse(line) as unknown;
	} catch {
		return undefined;
	}
}

/** A session file line's events, or undefined when the line is not one. */
function sessionFileFrame(line: string, index: number): LineFrame | undefined {
	// Cheap pre-check before parsing twice: stream-json frames say `session_id`.
	if (!line.includes('"sessionId"')) return undefined;
	const value = parsed(line);
	if (!isSessionFileLine(value)) return undefined;
	const read = decodeSessionFileLine(value, index);
	// Each line names the folder claude ran in: tool paths under it are shown relative, as in a live session.
	const cwd = (value as {cwd?: unknown}).cwd;
	const folder = (at: number): AppEvent[] => (typeof cwd === 'string' ? [{type: 'session-folder', cwd, at}] : []);
	switch (read.kind) {
		case 'typed': {
			// A session file has no results: a turn ends where the next one starts.
			const events: AppEvent[] = [...folder(read.event.at), {type: 'turn-ended', at: read.event.at}, read.event];
			return {events, ...turnEdges(events), t: read.event.at};
		}
		case 'steered':
		case 'notice': {
			const events = [...folder(read.event.at), read.event];
			return {events, ...turnEdges(events), t: read.event.at};
		}
		case 'message': {
			// The turn's last answer (session-file-line's endsTurn): a file still being written shows the turn over.
			const ended: AppEvent[] = read.endsTurn ? [{type: 'turn-ended', at: read.event.at}] : [];
			const events = [...folder(read.event.at), read.event, ...ended];
			return {events, ...turnEdges(events), ...(read.endsTurn ? {endsTurn: true} : {}), t: read.event.at};
		}
		case 'turn-ended':
			// Written as a turn ends (2.1.330's REPL): likewise.
			return {events: [{type: 'turn-ended', at: read.at}], startsTurn: false, endsTurn: true, t: read.at};
		case 'unreadable':
			return {
				events: [{type: 'malformed-line', error: read.error, excerpt: excerptOf(line), at: index}],
				startsTurn: false,
				endsTurn: false,
			};
		case 'ignored':
		case 'skipped':
			return {events: [], startsTurn: false, endsTurn: false};
	}
}

/** Names the file and line of an unreadable line, so the diagnostic says where to look. */
function fromFile(frame: LineFrame, lineNumber: number, file: string | undefined): LineFrame {
	if (file === undefined || !frame.events.some(event => event.type === 'malformed-line')) return frame;
	const source = `line ${lineNumber} of ${file}`;
	return {...frame, events: frame.events.map(event => (event.type === 'malformed-line' ? {...event, source} : event))};
}

/**
 * `index` is the line's position (it names recorded messages that carry no uuid); `at` is the
 * time given to events of lines that have none of their own; `file` and `lineNumber` (by default
 * the position's) name where the line is in diagnostics.
 */
export function decodeFileLine(
	line: string,
	index: number,
	at: number,
	file?: string,
	lineNumber = index + 1,
): LineFrame {
	return fromFile(frameOf(line, index, at), lineNumber, file);
}

function frameOf(line: string, index: number, at: number): LineFrame {
	// Cheap pre-check: a CLI frame has no `dir`, and most lines are CLI frames in plain files.
	const recorded = line.includes('"dir"') ? asRecordedLine(parsed(line)) : undefined;
	if (recorded) {
		const events = decodeRecordingLine(recorded.t === undefined ? {...recorded, t: at} : recorded, index);
		return {events, ...turnEdges(events), ...(recorded.t === undefined ? {} : {t: recorded.t})};
	}
	const session = sessionFileFrame(line, index);
	if (session) return session;
	const event = decodeStdoutLine(line, at);
	const events = event ? [event] : [];
	return {events, ...turnEdges(events)};
}
