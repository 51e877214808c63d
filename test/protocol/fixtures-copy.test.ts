/**
 * The vendored recordings are the real CLI's, untouched: each file matches the SHA-256 taken from
 * the shared originals, and, when those are next to this repo, the originals still match too.
 */
import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, it} from 'vitest';
import {sharedFixturesDir, teamFixturesDir} from '../helpers/fixtures.js';

const OWN_FILES = new Set(['COPIED.md', 'SHA256SUMS']);
const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
const manifest = new Map(
	readFileSync(path.join(sharedFixturesDir, 'SHA256SUMS'), 'utf8')
		.trim()
		.split('\n')
		.map(line => [line.slice(66), line.slice(0, 64)] as const),
);

it('vendored recordings are byte-identical to the shared originals', () => {
	const vendored = readdirSync(sharedFixturesDir)
		.filter(name => !OWN_FILES.has(name))
		.sort();
	expect(vendored).toEqual([...manifest.keys()].sort());
	for (const name of vendored) expect(sha256(path.join(sharedFixturesDir, name)), name).toBe(manifest.get(name));
	// Next to the shared folder (the team's checkout), the originals must not have moved on since.
	if (existsSync(teamFixturesDir)) {
		expect(readdirSync(teamFixturesDir).sort()).toEqual(vendored);
		for (const name of vendored) expect(sha256(path.join(teamFixturesDir, name)), name).toBe(manifest.get(name));
	}
});
