import {defineConfig} from 'vitest/config';
import {patchedPackages, vitePatches} from './scripts/bundle-patches.mjs';

export default defineConfig({
	test: {
		// One TMPDIR per run, removed at its end: the suite leaves no temp folders.
		globalSetup: ['test/helpers/run-env.ts'],
		projects: [
			{
				// The unit tests render with Ink as the bundle runs it: the packages scripts/bundle-patches.mjs
				// patches go through Vite, which applies the patches, instead of Node.
				plugins: [vitePatches],
				test: {
					name: 'unit',
					server: {deps: {inline: [patchedPackages]}},
					include: ['test/**/*.test.{ts,tsx}'],
					exclude: ['test/e2e/**', 'test/compat/**'],
					testTimeout: 20_000,
				},
			},
			{
				test: {
					name: 'e2e',
					include: ['test/e2e/**/*.test.{ts,tsx}'],
					testTimeout: 120_000,
					hookTimeout: 60_000,
					// Each e2e test runs the real claude binary; two cores in CI.
					fileParallelism: false,
				},
			},
			// Only `npm run compat` sets CCTUI_COMPAT_CLAUDE; without it the project does not exist, so a plain run neither runs nor skips it.
			...(process.env['CCTUI_COMPAT_CLAUDE']
				? [
						{
							test: {
								name: 'compat',
								include: ['test/compat/**/*.test.ts'],
								testTimeout: 180_000,
								hookTimeout: 60_000,
								fileParallelism: false,
							},
						},
					]
				: []),
		],
	},
});
