/**
 * A file's lines to play (replay and export). Most files are read as they play. A claude session
 * file is read whole first: the branch claude would resume is known only from its newest message
 * (ingest/session-branch.ts).
 */
import {createReadStream} from 'node:fs';
import {readFile, stat} from 'node:fs/promises';
import {decodeFileLine} from '../ingest/file-line.js';
import {looksLikeSessionFile, sessionBranchLines} from '../ingest/session-file.js';
import {splitLines} from '../transport/line-splitter.js';
import {readHead} from '../util/read-head.js';

/** Enough of a file to tell a session file: its first lines. */
const HEAD_BYTES = 64 * 1024;

/**
 * The lines, and the bytes they hold with a line end each: what the player's progress counts. A session
 * file's other branches are not played, so its size would leave the progress short of 100% at the end.
 */
export interface ReplaySource {
	readonly lines: AsyncIterable<string>;
	readonly bytes: number;
	/** A session file's: each line's number in the file, which diagnostics name (other branches are not played). */
	readonly lineNumbers?: readonly number[];
}

async function* each<T>(items: readonly T[]): AsyncIterable<T> {
	yield* items;
}

/**
 * Refuses a file of which not one line can be read (empty, or no transcript at all): it would play as nothing, or
 * as diagnostics only, and succeed. Reads up to the first line that reads, the first of a transcript.
 */
async function assertSomeLineReads(bytes: AsyncIterable<Buffer>): Promise<void> {
	let lines = 0;
	let bookkeeping = 0;
	for await (const line of splitLines(bytes)) {
		if (line.trim() === '') continue;
		lines++;
		const {events} = decodeFileLine(line, 0, 0);
		if (events.some(event => event.type === 'malformed-line')) continue;
		// Read, but nothing to show (a frame of a type cctui does not know): claude 2.1.53 leaves a file of
		// `file-history-snapshot` lines beside a session it resumes.
		if (events.some(event => event.type !== 'unknown-frame')) return;
		bookkeeping++;
	}
	throw new Error(
		lines === 0
			? 'it is empty'
			: bookkeeping > 0
				? "it holds no conversation, only claude's bookkeeping lines"
				: 'not one line of it is stream-json, a cctui recording or a claude session file',
	);
}

/** Throws when the file cannot be read, or not one line of it can (a session file has one that can). */
export async function replaySource(file: string): Promise<ReplaySource> {
	const kind = await stat(file);
	// A device never ends (/dev/zero, /dev/urandom) or waits for keys (/dev/tty): reading it whole would not return.
	if (kind.isCharacterDevice() || kind.isBlockDevice()) throw new Error('it is a device, not a file or a pipe');
	// A pipe (`export <(…)`, /dev/stdin) is read once and cannot seek: it is read whole, then told apart as a file is.
	const piped = kind.isFile() ? undefined : await readFile(file);
	const read = (): AsyncIterable<Buffer> => (piped ? each([piped]) : createReadStream(file));
	const head = piped ? piped.subarray(0, HEAD_BYTES).toString('utf8') : await readHead(file, HEAD_BYTES);
	if (!looksLikeSessionFile(head)) {
		await assertSomeLineReads(read());
		return {lines: splitLines(read()), bytes: piped?.length ?? (await stat(file)).size};
	}
	const {lines, numbers, subagent} = sessionBranchLines(piped?.toString('utf8') ?? (await readFile(file, 'utf8')));
	// It would play as nothing (a session shows no subagent's lines): say what it is.
	if (subagent !== undefined) throw new Error(`it is a subagent's own transcript (${subagent}), not a session`);
	return {
		lines: each(lines),
		bytes: lines.reduce((sum, line) => sum + Buffer.byteLength(line) + 1, 0),
		lineNumbers: numbers,
	};
}
