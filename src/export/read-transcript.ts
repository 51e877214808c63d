/**
 * Any file cctui can show, folded line by line as it is read into its final state: a two-way
 * recording, claude's stream-json stdout, or a `~/.claude/projects` session file.
 */
import path from 'node:path';
import {replaySource} from '../replay/replay-source.js';
import {decodeFileLine} from '../ingest/file-line.js';
import {reduce} from '../state/reducer.js';
import {type AppState, initialState} from '../state/state.js';

export async function readTranscript(file: string): Promise<AppState> {
	let state = initialState();
	let index = 0;
	const source = await replaySource(file);
	for await (const line of source.lines) {
		const frame = decodeFileLine(line, index, index, path.basename(file), source.lineNumbers?.[index]);
		for (const event of frame.events) state = reduce(state, event);
		index++;
	}
	// As a replay ends: a session file's last turn (it keeps no results), a request never answered.
	return reduce(state, {type: 'stream-ended', at: index});
}
