/**
 * A file's lines to play (replay and export). Most files are read as they play. A claude session
 * file is read whole first: the branch claude would resume is known only from its newest message
 * (sessions/session-branch.ts), and since claude stores no results, its last turn ends with the file.
 */
import {createReadStream} from 'node:fs';
import {open, readFile} from 'node:fs/promises';
import {looksLikeSessionFile, sessionBranchLines} from '../sessions/session-file.js';
import type {AppEvent} from '../state/events.js';
import {splitLines} from '../transport/line-splitter.js';

/** Enough of a file to tell a session file: its first lines. */
const HEAD_BYTES = 64 * 1024;

export interface ReplaySource {
	readonly lines: AsyncIterable<string>;
	/** Events to fold after the last line. */
	readonly closing: readonly AppEvent[];
}

async function head(file: string): Promise<string> {
	const handle = await open(file, 'r');
	try {
		const buffer = Buffer.alloc(HEAD_BYTES);
		const {bytesRead} = await handle.read(buffer, 0, HEAD_BYTES, 0);
		return buffer.subarray(0, bytesRead).toString('utf8');
	} finally {
		await handle.close();
	}
}

async function* each(lines: readonly string[]): AsyncIterable<string> {
	yield* lines;
}

export async function replaySource(file: string): Promise<ReplaySource> {
	if (!looksLikeSessionFile(await head(file))) return {lines: splitLines(createReadStream(file)), closing: []};
	const lines = sessionBranchLines(await readFile(file, 'utf8'));
	const last = lines.at(-1);
	const at = last === undefined ? 0 : Date.parse((JSON.parse(last) as {timestamp?: string}).timestamp ?? '') || lines.length;
	return {lines: each(lines), closing: [{type: 'turn-ended', at}]};
}
