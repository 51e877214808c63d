/**
 * Any file cctui can show, folded line by line as it is read into its final state: a two-way
 * recording, claude's stream-json stdout, or a `~/.claude/projects` session file.
 */
import {createReadStream} from 'node:fs';
import path from 'node:path';
import {frameForLine} from '../replay/replay-line.js';
import {reduce} from '../state/reducer.js';
import {type AppState, initialState} from '../state/state.js';
import {splitLines} from '../transport/line-splitter.js';

export async function readTranscript(file: string): Promise<AppState> {
	let state = initialState();
	let index = 0;
	for await (const line of splitLines(createReadStream(file))) {
		for (const event of frameForLine(line, index, index, path.basename(file)).events) state = reduce(state, event);
		index++;
	}
	return state;
}
