/** `@path` completion: entries of the working folder (or a folder under it) that start with what was typed. */
import {readdir, realpath} from 'node:fs/promises';
import path from 'node:path';

/**
 * Candidates for `partial` (relative to `cwd`); folders end with `/`. Hidden entries only when asked for. All of
 * them: Tab fills in what they have in common, which the first few of them alone may not share.
 */
export async function completePath(cwd: string, partial: string): Promise<string[]> {
	const slash = partial.lastIndexOf('/');
	const dirPart = slash === -1 ? '' : partial.slice(0, slash + 1);
	const namePart = slash === -1 ? partial : partial.slice(slash + 1);
	const dir = path.resolve(cwd, dirPart || '.');
	if (!(await within(cwd, dir))) return [];
	try {
		const entries = await readdir(dir, {withFileTypes: true});
		return entries
			.filter(
				entry =>
					entry.name.startsWith(namePart) &&
					(namePart.startsWith('.') || !entry.name.startsWith('.')) &&
					entry.name !== 'node_modules',
			)
			.map(entry => `${dirPart}${entry.name}${entry.isDirectory() ? '/' : ''}`)
			.sort();
	} catch {
		return [];
	}
}

/** Whether `dir` is `root` or under it, where they really are: `..`, absolute paths and symlinks that lead out are not. */
async function within(root: string, dir: string): Promise<boolean> {
	try {
		const [realRoot, realDir] = await Promise.all([realpath(root), realpath(dir)]);
		return realDir === realRoot || realDir.startsWith(`${realRoot}${path.sep}`);
	} catch {
		return false;
	}
}
