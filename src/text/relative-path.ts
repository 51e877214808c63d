/**
 * `path` as the user thinks of it: relative to `cwd` when inside it (`.` for cwd itself), else `~/…` when inside
 * `home` (if given), else unchanged. Pure string work on POSIX paths; nothing is resolved or normalised.
 */
export function relativePath(path: string, cwd: string, home?: string): string {
	const inCwd = below(path, cwd);
	if (inCwd !== undefined) return inCwd === '' ? '.' : inCwd;
	const inHome = home === undefined ? undefined : below(path, home);
	if (inHome !== undefined) return inHome === '' ? '~' : `~/${inHome}`;
	return path;
}

// The part of `path` below directory `base`, '' for `base` itself; undefined when outside it. The root is no base:
// showing every absolute path relative to `/` would only hide that it is absolute.
function below(path: string, base: string): string | undefined {
	const dir = base.replace(/\/+$/, '');
	if (!dir.startsWith('/')) return undefined;
	if (path === dir || path === `${dir}/`) return '';
	return path.startsWith(`${dir}/`) ? path.slice(dir.length + 1) : undefined;
}

/** `path` made absolute against `cwd` (a tool's input may name a file relative to it); nothing is resolved or normalised. */
export function absolutePath(path: string, cwd: string | undefined): string {
	return path.startsWith('/') || cwd === undefined ? path : `${cwd.replace(/\/+$/, '')}/${path.replace(/^\.\//, '')}`;
}

/**
 * A file a tool names, as its title shows it: resolved against `cwd` as claude resolves a tool's path, then relative to
 * `cwd` when inside it, else in full. So one file reads the same whichever form the model gave (`../outside/b.txt`,
 * `/work/outside/b.txt`, `src/../../outside/b.txt` are all `/work/outside/b.txt` for `/work/app`). A `~` path, which
 * claude takes from HOME, is left as given.
 */
export function toolPath(path: string, cwd: string): string {
	if (path === '' || path.startsWith('~') || !cwd.startsWith('/')) return relativePath(path, cwd);
	const segments: string[] = [];
	for (const segment of `${path.startsWith('/') ? '' : cwd}/${path}`.split('/')) {
		if (segment === '..') segments.pop();
		else if (segment !== '' && segment !== '.') segments.push(segment);
	}
	return relativePath(`/${segments.join('/')}`, cwd);
}
