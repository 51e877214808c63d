import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {sharedFixturesDir, teamFixturesDir} from '../helpers/fixtures.js';

describe.runIf(existsSync(teamFixturesDir))('vendored recordings', () => {
	it('are byte-identical to the shared originals', () => {
		const names = readdirSync(teamFixturesDir).sort();
		expect(readdirSync(sharedFixturesDir).filter(name => name !== 'COPIED.md').sort()).toEqual(names);
		for (const name of names) expect(readFileSync(path.join(sharedFixturesDir, name)).equals(readFileSync(path.join(teamFixturesDir, name))), name).toBe(true);
	});
});
