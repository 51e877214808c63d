/**
 * Any file cctui can show, folded into its final state: a two-way recording, claude's stream-json
 * stdout, or a `~/.claude/projects` session file (told apart by its first line). Recordings and
 * stdout files are folded line by line as they are read.
 */
import {createReadStream} from 'node:fs';
import {readFile} from 'node:fs/promises';
import {frameForLine} from '../replay/replay-line.js';
import {readSessionHistory} from '../sessions/session-file.js';
import {reduce} from '../state/reducer.js';
import {type AppState, initialState} from '../state/state.js';
import {splitLines} from '../transport/line-splitter.js';

export interface ReadTranscript {
	readonly state: AppState;
	readonly kind: 'recording' | 'session-file';
	/** Lines that could not be used. */
	readonly unreadable: number;
}

/** claude's session files carry `sessionId` on every line; stream-json frames say `session_id`. */
function isSessionFileLine(line: string): boolean {
	try {
		const value = JSON.parse(line) as unknown;
		return typeof value === 'object' && value !== null && 'sessionId' in value && !('dir' in value);
	} catch {
		return false;
	}
}

async function fromSessionFile(file: string): Promise<ReadTranscript> {
	const history = readSessionHistory(await readFile(file, 'utf8'));
	return {state: history.events.reduce(reduce, initialState()), kind: 'session-file', unreadable: history.unreadable};
}

export async function readTranscript(file: string): Promise<ReadTranscript> {
	let state = initialState();
	let index = 0;
	for await (const line of splitLines(createReadStream(file))) {
		if (line.trim() === '') continue;
		if (index === 0 && isSessionFileLine(line)) return fromSessionFile(file);
		for (const event of frameForLine(line, index, index).events) state = reduce(state, event);
		index++;
	}
	return {state, kind: 'recording', unreadable: state.malformedLines};
}
