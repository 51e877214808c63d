/**
 * Sent messages kept across runs, one JSON string per line (messages can span lines), in the
 * user's config folder: `$XDG_CONFIG_HOME/cctui/history.jsonl`, else `~/.config/cctui/`.
 */
import {readFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {makePrivateDir, writePrivate} from '../util/private-file.js';

const KEEP = 500;

export function historyFile(env: NodeJS.ProcessEnv): string {
	// The XDG spec: a relative path is invalid and ignored (it would put the history in whatever folder cctui runs in).
	const xdg = env['XDG_CONFIG_HOME'];
	const config = xdg && path.isAbsolute(xdg) ? xdg : path.join(env['HOME'] || os.homedir(), '.config');
	return path.join(config, 'cctui', 'history.jsonl');
}

/** The newest entries, oldest first; a missing or damaged file gives what could be read. */
export function loadHistory(file: string): string[] {
	let text: string;
	try {
		text = readFileSync(file, 'utf8');
	} catch {
		return [];
	}
	const entries: string[] = [];
	for (const line of text.split('\n')) {
		try {
			const value: unknown = JSON.parse(line);
			if (typeof value === 'string') entries.push(value);
		} catch {
			// A torn last line (a crash mid-write) or a blank: skip it.
		}
	}
	return entries.slice(-KEEP);
}

/** Best effort: history must never break a session (read-only home, full disk). */
export function appendHistory(file: string, text: string): void {
	try {
		makePrivateDir(path.dirname(file));
		writePrivate(file, `${JSON.stringify(text)}\n`, 'a');
	} catch {
		// Nothing useful to do: the message was sent; only its recall is lost.
	}
}
