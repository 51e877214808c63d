/**
 * Files that hold a conversation (recordings, exports, the input history) hold whatever the tools
 * read too: a `.env`, a key. They are readable by their owner only, and so is any folder cctui
 * makes for them. An existing file keeps its mode when opened, so the mode is set again.
 */
import {closeSync, fchmodSync, mkdirSync, openSync, writeSync} from 'node:fs';

export const PRIVATE_FILE = 0o600;
export const PRIVATE_DIR = 0o700;

/** Opens `file` for writing (`w` truncates, `a` appends), owner-only. */
export function openPrivate(file: string, flags: 'w' | 'a'): number {
	const fd = openSync(file, flags, PRIVATE_FILE);
	try {
		fchmodSync(fd, PRIVATE_FILE);
	} catch (error) {
		closeSync(fd);
		throw error;
	}
	return fd;
}

/** Writes (or appends) the whole of `text` to `file`, owner-only. */
export function writePrivate(file: string, text: string, flags: 'w' | 'a' = 'w'): void {
	const fd = openPrivate(file, flags);
	try {
		writeSync(fd, text);
	} finally {
		closeSync(fd);
	}
}

/** Makes `dir` and its missing parents, owner-only (folders that already exist are left as they are). */
export function makePrivateDir(dir: string): void {
	mkdirSync(dir, {recursive: true, mode: PRIVATE_DIR});
}
