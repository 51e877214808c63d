/**
 * Where claude keeps its sessions: `$CLAUDE_CONFIG_DIR` (or `~/.claude`) `/projects/<slug>/` with
 * one `<session-id>.jsonl` per session. The slug is the working folder with every character other
 * than a letter or digit turned into `-` (measured on claude 2.1.330: `/tmp/we.ird_dir name` →
 * `-tmp-we-ird-dir-name`), and one longer than 200 characters cut there with a hash of the path.
 */
import {existsSync, readdirSync} from 'node:fs';
import {readdir, readFile, stat} from 'node:fs/promises';
import path from 'node:path';
import {claudeFolder} from '../util/claude-folder.js';
import {readHead} from '../util/read-head.js';
import {parentOf, readSessionHistory, type SessionHistory} from '../ingest/session-file.js';

export interface SessionSummary {
	readonly id: string;
	readonly file: string;
	readonly modified: Date;
	readonly bytes: number;
	readonly firstPrompt?: string;
}

/** Beyond this length claude cuts a folder's name and adds a hash of the path, as a file name may not be too long. */
const SLUG_MAX = 200;

/** claude's hash for a cut name (2.1.330): Java's String.hashCode, in base 36 without its sign. */
function pathHash(cwd: string): string {
	let hash = 0;
	for (let i = 0; i < cwd.length; i++) hash = ((hash << 5) - hash + cwd.charCodeAt(i)) | 0;
	return Math.abs(hash).toString(36);
}

export function projectSlug(cwd: string): string {
	const slug = cwd.replace(/[^a-zA-Z0-9]/g, '-');
	return slug.length <= SLUG_MAX ? slug : `${slug.slice(0, SLUG_MAX)}-${pathHash(cwd)}`;
}

export function sessionsDir(cwd: string, env: NodeJS.ProcessEnv): string {
	const projects = path.join(claudeFolder(env), 'projects');
	const slug = projectSlug(cwd);
	if (slug.length <= SLUG_MAX || existsSync(path.join(projects, slug))) return path.join(projects, slug);
	// A cut name whose hash another claude computed otherwise: claude itself looks for the cut name's prefix.
	const prefix = `${slug.slice(0, SLUG_MAX)}-`;
	const found = existsSync(projects) ? readdirSync(projects).find(name => name.startsWith(prefix)) : undefined;
	return path.join(projects, found ?? slug);
}

export function sessionFile(cwd: string, env: NodeJS.ProcessEnv, id: string): string {
	return path.join(sessionsDir(cwd, env), `${id}.jsonl`);
}

/** Enough of a session file to find its first prompt without reading it all. */
const HEAD_BYTES = 256 * 1024;

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
				const {firstPrompt} = readSessionHistory(await readHead(file, HEAD_BYTES));
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

export async function loadSessionHistory(
	cwd: string,
	env: NodeJS.ProcessEnv,
	id: string,
): Promise<SessionHistory | undefined> {
	try {
		// Bytes, decoded at once: read as text, Node 20 decodes each 512 KB piece and joins them, and reading and
		// parsing benchmark 9's 7 MB file took about 40 ms more CPU (BENCHMARKS.md, stop 37).
		return readSessionHistory((await readFile(sessionFile(cwd, env, id))).toString('utf8'));
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
