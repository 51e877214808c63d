/**
 * The tests `npm run mutate` (Stryker, stryker.config.mjs) runs against each mutant: the `unit`
 * project of vitest.config.ts, less the tests that cannot kill a mutant. Those drive bin/cctui.js
 * in a pty or a child process, so they run the built bundle in dist/, not the mutated source; and
 * the ones that spawn test/helpers/fake-claude.mjs cannot even start in Stryker's sandbox (its copy
 * of the script loses the executable bit). Ink is patched as in the unit project.
 */
import {defineConfig} from 'vitest/config';
import base from './vitest.config.js';

const unit = base.test?.projects?.find(
	project => typeof project === 'object' && 'test' in project && project.test?.name === 'unit',
);
if (typeof unit !== 'object' || !('test' in unit) || !unit.test)
	throw new Error('vitest.config.ts has no `unit` project');

export default defineConfig({
	plugins: unit.plugins ?? [],
	test: {
		server: unit.test.server ?? {},
		globalSetup: base.test?.globalSetup ?? [],
		include: unit.test.include ?? [],
		exclude: [
			...(unit.test.exclude ?? []),
			'test/reliability/**',
			'test/cli/**',
			'test/bundle/**',
			'test/backend/**',
			'test/docs/**',
			'test/ingest/wild-sessions.test.ts',
			'test/session/record-round-trip.test.tsx',
		],
		// Instrumented code with per-test coverage on a busy two-core machine: the slowest test (decorations) once took
		// over 20 s in the dry run, which stops the whole run.
		testTimeout: 120_000,
	},
});
