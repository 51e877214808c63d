/**
 * A file's lines to play (replay and export). Most files are read as they play. A claude session
 * file is read whole first: the branch claude would resume is known only from its newest message
 * (ingest/session-branch.ts).
 */
import {createReadStream} from 'node:fs';
import {readFile} from 'node:fs/promises';
import {looksLikeSessionFile, sessionBranchLines} from '../ingest/session-file.js';
import {splitLines} from '../transport/line-splitter.js';
import {readHead} from '../util/read-head.js';

/** Enough of a file to tell a session file: its first lines. */
const HEAD_BYTES = 64 * 1024;

async function* each(lines: readonly string[]): AsyncIterable<string> {
	yield* lines;
}

export async function replayLines(file: string): Promise<AsyncIterable<string>> {
	if (!looksLikeSessionFile(await readHead(file, HEAD_BYTES))) return splitLines(createReadStream(file));
	return each(sessionBranchLines(await readFile(file, 'utf8')));
}
