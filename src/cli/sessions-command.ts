/** `cctui sessions`: the saved sessions of a folder as a table (or JSON lines), newest first. */
import {sessionsDir} from '../sessions/session-path.js';
import {listSessions, type SessionSummary} from '../sessions/session-store.js';
import {truncateMiddle} from '../text/excerpt.js';
import {revealControls, sanitizeLine, terminalJson} from '../text/sanitize.js';
import {pad} from '../text/width.js';
import {formatBytes, formatLocalMinute} from '../present/format.js';
import type {SessionsOptions} from './args.js';
import type {MainIo} from './io.js';

const PROMPT_WIDTH_WHEN_PIPED = 100;

function row(session: SessionSummary, promptWidth: number): string {
	// The first prompt is text from a file: never let it drive the terminal. Nor the id (the file's name), shown with
	// its controls as pictures rather than without them: another id than the file's would not resume it.
	const prompt = truncateMiddle(sanitizeLine(session.firstPrompt ?? '(no prompt)'), promptWidth);
	return `${formatLocalMinute(session.modified)}  ${pad(formatBytes(session.bytes), 9, 'right')}  ${revealControls(session.id)}  ${prompt}`;
}

export async function runSessions(io: MainIo, cwd: string, options: SessionsOptions): Promise<number> {
	const sessions = await listSessions(cwd, io.env);
	if (options.json) {
		for (const session of sessions) {
			io.stdout.write(
				`${terminalJson({id: session.id, modified: session.modified.toISOString(), bytes: session.bytes, firstPrompt: session.firstPrompt ?? null, file: session.file})}\n`,
			);
		}
		return 0;
	}
	if (sessions.length === 0) {
		io.stdout.write(`No saved sessions for ${cwd} (looked in ${sessionsDir(cwd, io.env)}).\n`);
		return 0;
	}
	// date (16) + size (9) + uuid (36) + separators (6)
	const promptWidth = Math.max(20, (io.stdout.isTTY ? io.stdout.columns : PROMPT_WIDTH_WHEN_PIPED + 67) - 67);
	for (const session of sessions) io.stdout.write(`${row(session, promptWidth)}\n`);
	io.stdout.write(`Resume one with: cctui --resume <id>\n`);
	return 0;
}
