/** The suite leaves no temp folders: every test runs with a TMPDIR of its run's own, removed when the run ends (test/helpers/run-tmpdir.ts). */
import {tmpdir} from 'node:os';
import path from 'node:path';
import {expect, it} from 'vitest';

it('tests, and the programs they start, write temp files inside the run’s own folder', () => {
	expect(path.basename(tmpdir())).toMatch(/^cctui-test-run-/);
	expect(process.env['TMPDIR']).toBe(tmpdir());
});
