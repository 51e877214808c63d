/**
 * claude's saved sessions of a working folder (session-path.ts says where they are): the list for pickers, and
 * one session's history, as the events a live session would have produced.
 */
import {readdir, readFile, stat} from 'node:fs/promises';
import path from 'node:path';
import {readHead} from '../util/read-head.js';
import {readWhole} from '../util/read-whole.js';
import {sessionFile, sessionsDir} from './session-path.js';
import {parentOf, readSessionHistory, savedCost, type SessionHistory} from '../ingest/session-file.js';
import {sessionPreview} from '../ingest/session-preview.js';

export interface SessionSummary {
	readonly id: string;
	readonly file: string;
	readonly modified: Date;
	readonly bytes: number;
	readonly firstPrompt?: string;
}

/**
 * Enough of a session file to find its first prompt without reading it all, mostly. claude 2.1.330 writes the first
 * prompt twice before anything else (its `queue-operation` and its `user` line), so a prompt over ~128 KB (a pasted
 * log) ends past it: more is read then, up to the most a prompt is looked for in.
 */
const HEAD_BYTES = 256 * 1024;
const MOST_BYTES = 64 * 1024 * 1024;

/** The session's first typed prompt, reading on past the head while the file holds more and none was found. */
async function firstPromptOf(file: string, size: number): Promise<string | undefined> {
	for (let bytes = HEAD_BYTES; ; bytes *= 4) {
		const {firstPrompt} = readSessionHistory(await readHead(file, bytes));
		if (firstPrompt !== undefined || bytes >= size || bytes >= MOST_BYTES) return firstPrompt;
	}
}

/**
 * Sessions of this working folder, newest first; an unreadable file is skipped, and so is a subagent's own transcript:
 * claude before 2.1.2 wrote them beside the sessions, as `agent-<id>.jsonl` (since then, under `<session-id>/subagents/`).
 */
export async function listSessions(cwd: string, env: NodeJS.ProcessEnv): Promise<SessionSummary[]> {
	const dir = sessionsDir(cwd, env);
	let names: string[];
	try {
		names = (await readdir(dir)).filter(name => name.endsWith('.jsonl') && !name.startsWith('agent-'));
	} catch {
		return [];
	}
	const summaries = await Promise.all(
		names.map(async (name): Promise<SessionSummary | undefined> => {
			const file = path.join(dir, name);
			try {
				const info = await stat(file);
				const firstPrompt = await firstPromptOf(file, info.size);
				return {
					id: name.slice(0, -'.jsonl'.length),
					file,
					modified: info.mtime,
					bytes: info.size,
					...(firstPrompt === undefined ? {} : {firstPrompt}),
				};
			} catch {
				return undefined;
			}
		}),
	);
	return summaries
		.filter((summary): summary is SessionSummary => summary !== undefined)
		.sort((a, b) => b.modified.getTime() - a.modified.getTime());
}

/**
 * What the session's file says claude had cost when it last saved it (2.1.330 saves as it exits): 0 when it never
 * did, undefined when there is no file.
 */
export async function readSavedCost(cwd: string, env: NodeJS.ProcessEnv, id: string): Promise<number | undefined> {
	const bytes = await readWhole(sessionFile(cwd, env, id));
	return bytes === undefined ? undefined : (savedCost(bytes.toString('utf8')) ?? 0);
}

/**
 * The session `--continue` resumes: the newest with a conversation. claude 2.0.30 leaves an empty file at every start,
 * 2.1.53 one of file-history snapshots at every resume (`cctui sessions` shows both as "(no prompt)"); claude refuses them.
 */
export async function newestConversation(cwd: string, env: NodeJS.ProcessEnv): Promise<string | undefined> {
	return (await listSessions(cwd, env)).find(session => session.firstPrompt !== undefined)?.id;
}

/** A resumed session's file: the end of its history for the first screen, then, when asked, the whole. */
export interface ResumedRead {
	readonly preview: Promise<SessionHistory | undefined>;
	readonly whole: () => Promise<SessionHistory | undefined>;
}

/** `bytes`: the file, when its reading began earlier (cli/main.ts asks for it as cctui starts). */
export function readResumed(
	cwd: string,
	env: NodeJS.ProcessEnv,
	id: string,
	bytes: Promise<Buffer | undefined> = readWhole(sessionFile(cwd, env, id)),
): ResumedRead {
	return {
		preview: bytes.then(read => (read === undefined ? undefined : loadSessionPreview(read))),
		whole: () => loadSessionHistory(cwd, env, id, bytes),
	};
}

/** The end of a long session file's history (session-preview.ts); undefined for a short one, or one it cannot read. */
function loadSessionPreview(bytes: Buffer): SessionHistory | undefined {
	try {
		return sessionPreview(bytes);
	} catch {
		return undefined;
	}
}

/** `bytes`: the file, when its reading began earlier (cli/main.ts reads it while the UI loads). */
export async function loadSessionHistory(
	cwd: string,
	env: NodeJS.ProcessEnv,
	id: string,
	bytes: Promise<Buffer | undefined> = readWhole(sessionFile(cwd, env, id)),
): Promise<SessionHistory | undefined> {
	const read = await bytes;
	if (read === undefined) return undefined;
	try {
		// Decoded at once: read as text, Node 20 decodes each 512 KB piece and joins them, and reading and parsing
		// benchmark 9's 7 MB file took about 40 ms more CPU (BENCHMARKS.md, stop 37).
		return readSessionHistory(read.toString('utf8'));
	} catch {
		return undefined;
	}
}

/** The message before `uuid` in the saved session `id` (see parentOf); undefined when the file or the message is missing. */
export async function messageParent(
	cwd: string,
	env: NodeJS.ProcessEnv,
	id: string,
	uuid: string,
): Promise<string | null | undefined> {
	try {
		return parentOf(await readFile(sessionFile(cwd, env, id), 'utf8'), uuid);
	} catch {
		return undefined;
	}
}
