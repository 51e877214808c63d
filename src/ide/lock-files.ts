/**
 * Finding the editors open on a folder: each editor extension writes `~/.claude/ide/<port>.lock`
 * (seed 003) with its pid, folders, name and auth token. A lock file whose pid is gone is left
 * over from an editor that crashed; one that cannot be read or parsed is skipped with a reason.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {validateHeaderValue} from 'node:http';
import path from 'node:path';
import {z} from 'zod';
import {revealLine} from '../text/sanitize.js';
import {claudeFolder} from '../util/claude-folder.js';

export interface EditorLock {
	readonly port: number;
	readonly pid: number;
	readonly ideName: string;
	readonly workspaceFolders: readonly string[];
	readonly authToken: string;
	readonly file: string;
	/** When the editor wrote it (ms): the newest of several editors wins. */
	readonly writtenAt: number;
}

export interface Discovery {
	/** Running editors whose folders hold `cwd`, newest first. */
	readonly editors: readonly EditorLock[];
	/** One line for each lock file that was skipped and might have been this folder's editor. */
	readonly problems: readonly string[];
}

/** Said when the token is the one thing wrong with a lock file. */
const TOKEN_UNSENDABLE = 'its token holds a character that cannot be sent in a header';

/** The token goes in a header (cctui's and claude's): Node refuses one with a CR, an LF or a character past U+00FF. */
const sendable = (token: string): boolean => {
	try {
		validateHeaderValue('x-claude-code-ide-authorization', token);
		return true;
	} catch {
		return false;
	}
};

const lockSchema = z.object({
	pid: z.number().int().positive(),
	workspaceFolders: z.array(z.string()),
	ideName: z.string().optional(),
	transport: z.string().optional(),
	authToken: z.string().min(1).refine(sendable, TOKEN_UNSENDABLE),
});

const LOCK_FILE_LIMIT = 64 * 1024;

/** claude's own place for them: `ide` in its folder (claudeFolder). */
export function lockFolder(env: NodeJS.ProcessEnv): string {
	return path.join(claudeFolder(env), 'ide');
}

/** Signal 0 asks whether the pid exists; EPERM means it does, as someone else's. */
export function pidAlive(pid: number): boolean {
	try {
		process.kill(pid, 0);
		return true;
	} catch (error) {
		return (error as NodeJS.ErrnoException).code === 'EPERM';
	}
}

/** `cwd` is one of the folders or inside one. */
export function holdsFolder(folders: readonly string[], cwd: string): boolean {
	const here = path.resolve(cwd);
	return folders.some(folder => {
		const relative = path.relative(path.resolve(folder), here);
		return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
	});
}

export function findEditors(cwd: string, env: NodeJS.ProcessEnv): Discovery {
	const folder = lockFolder(env);
	let names: string[];
	try {
		names = readdirSync(folder).filter(name => /^\d+\.lock$/.test(name));
	} catch {
		return {editors: [], problems: []};
	}
	const editors: EditorLock[] = [];
	const problems: string[] = [];
	for (const name of names) {
		const file = path.join(folder, name);
		const port = Number(name.slice(0, -'.lock'.length));
		if (port < 1 || port > 65_535) {
			problems.push(`Skipped the editor lock file ${file}: ${port} is not a port.`);
			continue;
		}
		let lock: z.infer<typeof lockSchema>;
		let writtenAt: number;
		try {
			const stat = statSync(file);
			// Reading a FIFO would wait for a writer forever; an editor's lock file is a few hundred bytes.
			const wrong = !stat.isFile() ? 'it is not a file' : stat.size > LOCK_FILE_LIMIT ? 'it is too large' : undefined;
			if (wrong) {
				problems.push(`Skipped the editor lock file ${file}: ${wrong}.`);
				continue;
			}
			writtenAt = stat.mtimeMs;
			const parsed = lockSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
			if (!parsed.success) {
				const tokenOnly = parsed.error.issues.every(issue => issue.message === TOKEN_UNSENDABLE);
				const why = tokenOnly ? TOKEN_UNSENDABLE : "it is not an editor's lock file";
				problems.push(`Skipped the editor lock file ${file}: ${why}.`);
				continue;
			}
			lock = parsed.data;
		} catch (error) {
			const why = error instanceof SyntaxError ? 'it is not JSON' : (error as Error).message;
			problems.push(`Skipped the editor lock file ${file}: ${why}.`);
			continue;
		}
		if (!holdsFolder(lock.workspaceFolders, cwd)) continue;
		if (!pidAlive(lock.pid)) {
			problems.push(`Skipped the editor lock file ${file}: its editor (pid ${lock.pid}) is no longer running.`);
			continue;
		}
		editors.push({
			port,
			pid: lock.pid,
			// Only ever shown, in notices and lines of their own: on one line, its controls shown (␛), never acted on
			// nor dropped (a name with them dropped could pass for another's).
			ideName: revealLine(lock.ideName ?? 'editor'),
			workspaceFolders: lock.workspaceFolders,
			authToken: lock.authToken,
			file,
			writtenAt,
		});
	}
	editors.sort((a, b) => b.writtenAt - a.writtenAt);
	return {editors, problems};
}
