// Bundles the compiled CLI (dist/cli/main.js) and its dependencies into dist/bundle/, which
// bin/cctui.js runs. Loading ~600 separate modules (Ink alone pulls in all of es-toolkit/compat for
// one throttle) cost about 1.5 CPU-seconds at every start; the bundle loads in about 0.3 s.
// Dynamic imports stay separate chunks, so --help, export and plain output still skip Ink.
import {build} from 'esbuild';

await build({
	entryPoints: ['dist/cli/main.js'],
	outdir: 'dist/bundle',
	bundle: true,
	splitting: true,
	format: 'esm',
	platform: 'node',
	target: 'node20',
	logLevel: 'warning',
	// CommonJS dependencies (React) call require() for Node's built-ins, which ESM output lacks.
	banner: {js: "import {createRequire as __cctuiRequire} from 'node:module'; const require = __cctuiRequire(import.meta.url);"},
	plugins: [
		{
			// Ink imports its devtools bridge only when DEV=true; that optional package is not installed.
			name: 'no-devtools',
			setup(build) {
				build.onResolve({filter: /^react-devtools-core$/}, () => ({path: 'react-devtools-core', namespace: 'absent'}));
				build.onLoad({filter: /.*/, namespace: 'absent'}, () => ({contents: 'export default {};'}));
			},
		},
	],
});
