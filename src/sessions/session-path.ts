/**
 * Where claude keeps its sessions: `$CLAUDE_CONFIG_DIR` (or `~/.claude`) `/projects/<slug>/` with
 * one `<session-id>.jsonl` per session. The slug is the working folder with every character other
 * than a letter or digit turned into `-` (measured on claude 2.1.330: `/tmp/we.ird_dir name` →
 * `-tmp-we-ird-dir-name`), and one longer than 200 characters cut there with a hash of the path.
 */
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {claudeFolder} from '../util/claude-folder.js';

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

/** The start of an id as cctui shows it (`shortSessionId`): long enough not to be a word of a session's title. */
const ID_START = /^[0-9a-f-]{8,}$/i;

/**
 * The saved sessions `wanted` names: the one of that id, else those whose id starts with it when it is at least the
 * 8 characters the pickers and notices show (`2.0 KB · 3f2a9c1e`). Several: it names none of them for sure.
 */
export function sessionsNamed(cwd: string, env: NodeJS.ProcessEnv, wanted: string): string[] {
	if (existsSync(sessionFile(cwd, env, wanted))) return [wanted];
	const dir = sessionsDir(cwd, env);
	if (!ID_START.test(wanted) || !existsSync(dir)) return [];
	return readdirSync(dir)
		.filter(name => name.endsWith('.jsonl') && name.toLowerCase().startsWith(wanted.toLowerCase()))
		.map(name => name.slice(0, -'.jsonl'.length));
}
