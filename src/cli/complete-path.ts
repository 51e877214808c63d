/** `@path` completion: entries of the working folder (or a folder under it) that start with what was typed. */
import {readdir} from 'node:fs/promises';
import path from 'node:path';

const LIMIT = 50;

/** Candidates for `partial` (relative to `cwd`); folders end with `/`. Hidden entries only when asked for. */
export async function completePath(cwd: string, partial: string): Promise<string[]> {
	const slash = partial.lastIndexOf('/');
	const dirPart = slash === -1 ? '' : partial.slice(0, slash + 1);
	const namePart = slash === -1 ? partial : partial.slice(slash + 1);
	const dir = path.resolve(cwd, dirPart || '.');
	// Never list outside the working folder.
	if (dir !== cwd && !dir.startsWith(`${cwd}${path.sep}`)) return [];
	try {
		const entries = await readdir(dir, {withFileTypes: true});
		return entries
			.filter(entry => entry.name.startsWith(namePart) && (namePart.startsWith('.') || !entry.name.startsWith('.')) && entry.name !== 'node_modules')
			.map(entry => `${dirPart}${entry.name}${entry.isDirectory() ? '/' : ''}`)
			.sort()
			.slice(0, LIMIT);
	} catch {
		return [];
	}
}
