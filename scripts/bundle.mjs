// Bundles the compiled CLI (dist/cli/main.js) and its dependencies into dist/bundle/, which
// bin/cctui.js runs. Loading ~600 separate modules (Ink alone pulls in all of es-toolkit/compat for
// one throttle) cost about 1.5 CPU-seconds at every start; the bundle loads in about 0.3 s.
// Dynamic imports stay separate chunks, so --help, export and plain output still skip Ink.
import {rmSync} from 'node:fs';
import {build} from 'esbuild';
import {bundlePlugins, requireBanner} from './bundle-patches.mjs';

/** @type {import('esbuild').BuildOptions} */
export const bundleOptions = {
	entryPoints: ['dist/cli/main.js'],
	outdir: 'dist/bundle',
	bundle: true,
	splitting: true,
	format: 'esm',
	platform: 'node',
	target: 'node20',
	logLevel: 'warning',
	banner: requireBanner,
	plugins: bundlePlugins,
	// Smaller code to read and compile at every start; names stay, so stack traces still read.
	minifyWhitespace: true,
	minifySyntax: true,
	// React, its reconciler and its scheduler pick their production or development build by NODE_ENV as they
	// load. cctui always runs the production one, whatever a user's shell says (claude still gets NODE_ENV as
	// given), and Node no longer compiles the 0.6 MB development builds at every start.
	define: {'process.env.NODE_ENV': '"production"'},
	alias: {debug: './scripts/no-debug.cjs'},
};

if (import.meta.url === `file://${process.argv[1]}`) {
	// Chunk names carry a content hash: chunks of earlier builds would pile up.
	rmSync('dist/bundle', {recursive: true, force: true});
	await build(bundleOptions);
}
