import {defineConfig} from 'vitest/config';

export default defineConfig({
	test: {
		projects: [
			{
				test: {
					name: 'unit',
					include: ['test/**/*.test.{ts,tsx}'],
					exclude: ['test/e2e/**'],
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
		],
	},
});
