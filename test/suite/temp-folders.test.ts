/** The suite runs in an environment of its own (test/helpers/run-env.ts): it leaves no temp folders and does not read or write the person's. */
import {homedir, tmpdir} from 'node:os';
import path from 'node:path';
import {expect, it} from 'vitest';

it('tests, and the programs they start, write temp files inside the run’s own folder', () => {
	expect(path.basename(tmpdir())).toMatch(/^cctui-test-run-/);
	expect(process.env['TMPDIR']).toBe(tmpdir());
});

it('tests run with a HOME of the run’s own and none of the person’s settings for claude, cctui or colour', () => {
	expect(homedir()).toBe(path.join(tmpdir(), 'home'));
	expect(Object.keys(process.env).filter(key => /^(ANTHROPIC_|CLAUDE|XDG_|FORCE_COLOR$|NO_COLOR$)/.test(key))).toEqual(
		[],
	);
});
