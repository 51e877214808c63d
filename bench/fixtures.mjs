// The recorded CLI streams under test/fixtures: every stdout frame, as the line claude wrote it.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FIXTURES = path.join(repoRoot, 'test/fixtures/claude-2.1.330');

/** One array of recorded lines ({t, dir, msg?, raw?}) per recording. */
export function fixtureLines() {
	return (
		readdirSync(FIXTURES)
			// l-session-file is a session file, not a recording of the stream.
			.filter(name => name.endsWith('.jsonl') && name !== 'l-session-file.jsonl')
			.map(name =>
				readFileSync(path.join(FIXTURES, name), 'utf8')
					.split('\n')
					.filter(line => line.trim() !== '')
					.map(line => JSON.parse(line)),
			)
	);
}

/** One array of stdout lines per recording, as claude wrote them. */
export function fixtureStreams() {
	return fixtureLines().map(lines =>
		lines
			.filter(entry => entry.dir === 'out')
			.map(entry => (entry.msg ? JSON.stringify(entry.msg) : (entry.raw ?? ''))),
	);
}
