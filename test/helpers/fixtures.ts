/**
 * The real-CLI recordings. They are vendored in test/fixtures/claude-2.1.330 (a copy of the team's
 * ../shared/fixtures/stream-json) so a clean clone tests the same way wherever it is checked out;
 * fixtures-copy.test.ts fails if the copy drifts from the shared originals.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '../..');
export const sharedFixturesDir = path.resolve(repoRoot, 'test/fixtures/claude-2.1.330');
/** The team's originals, when this checkout sits next to them. */
export const teamFixturesDir = path.resolve(repoRoot, '../shared/fixtures/stream-json');
export const ownFixturesDir = path.resolve(repoRoot, 'test/fixtures');

export interface RecordedLine {
	readonly t?: number;
	readonly dir: 'in' | 'out' | 'err' | 'meta';
	readonly msg?: Record<string, unknown>;
	readonly raw?: string;
}

/** The recorded transcripts of the CLI (not the session-file copy, which has another format). */
export function sharedTranscriptNames(): string[] {
	return readdirSync(sharedFixturesDir)
		.filter(name => name.endsWith('.jsonl') && name !== 'l-session-file.jsonl')
		.sort();
}

export function readRecording(file: string): RecordedLine[] {
	const full = path.isAbsolute(file) ? file : path.join(sharedFixturesDir, file);
	return readFileSync(full, 'utf8')
		.split('\n')
		.filter(line => line.trim() !== '')
		.map(line => JSON.parse(line) as RecordedLine);
}

/** The exact stdout lines the CLI wrote in a recording, as a host would read them. */
export function stdoutLines(file: string): string[] {
	return readRecording(file)
		.filter(line => line.dir === 'out')
		.map(line => (line.msg ? JSON.stringify(line.msg) : (line.raw ?? '')));
}

/** What the recorded host wrote to the CLI's stdin. */
export function stdinMessages(file: string): Array<Record<string, unknown>> {
	return readRecording(file)
		.filter(line => line.dir === 'in' && line.msg)
		.map(line => line.msg!);
}
