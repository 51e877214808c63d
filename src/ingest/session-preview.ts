/**
 * The end of a long session file, read apart from the rest: the first screen of `--resume` shows where the
 * conversation stands, and reading a 5,000-message file whole takes about half a second (BENCHMARKS.md, stop 39).
 * The last lines are read from their first prompt on, along the branch they hold (session-branch.ts): claude
 * resumes from the newest message, which is among them. When they hold no prompt (one long turn), or the branch's
 * leaf is not among them (a conversation rewind's), there is no preview and the first screen waits for the whole.
 */
import {readSessionHistory, type SessionHistory} from './session-file.js';

/** The file's end, at most this many lines or (whole lines past) this many bytes: a screen's worth and more. */
const PREVIEW_LINES = 200;
const PREVIEW_BYTES = 256 * 1024;

export function sessionPreview(
	bytes: Buffer,
	maxLines = PREVIEW_LINES,
	maxBytes = PREVIEW_BYTES,
): SessionHistory | undefined {
	let start = bytes.length;
	for (let lines = 0; start > 0 && lines < maxLines && bytes.length - start < maxBytes; lines++)
		// A file's last line ends with a newline: the search starts before it.
		start = start < 2 ? 0 : bytes.lastIndexOf(0x0a, start - 2) + 1;
	// A short file is read whole at once.
	if (start === 0) return undefined;
	const preview = readSessionHistory(bytes.toString('utf8', start), true);
	return preview.messages > 0 ? preview : undefined;
}
