/**
 * Captures of other published claude versions, recorded through cctui by `npm run compat --
 * --record` (test/fixtures/claude-<version>/README.md): each reads with no unreadable line, and
 * shows the smoke flow: the Bash call allowed by key, its result and the answer.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {readTranscript} from '../../src/export/read-transcript.js';
import {ownFixturesDir} from '../helpers/fixtures.js';
import {allItems, outline} from '../helpers/replay-state.js';

const versions = readdirSync(ownFixturesDir)
	.filter(name => /^claude-\d/.test(name) && name !== 'claude-2.1.330')
	.sort();

describe('captures of other claude versions', () => {
	it('has several', () => {
		expect(versions.length).toBeGreaterThanOrEqual(3);
	});

	it.each(versions)('%s/smoke.jsonl reads whole: the tool allowed by key, its result, the answer', async version => {
		const state = await readTranscript(path.join(ownFixturesDir, version, 'smoke.jsonl'));
		const lines = outline(allItems(state));
		expect(state.malformedLines, lines.join('\n')).toBe(0);
		expect(lines.filter(line => line.startsWith('diagnostic'))).toEqual([]);
		expect(lines).toContainEqual(expect.stringMatching(/^tool Bash \[done\] .*touch marker\.txt/));
		expect(lines).toContainEqual('text: The marker is in place.');
	});
});
