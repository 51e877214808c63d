#!/usr/bin/env node
// Thin shim: the bundled entry (scripts/bundle.mjs) returns an exit code; only this file exits.
// Node 22.1 and newer keep V8's compiled code of the bundle on disk, in the temporary folder (as TypeScript's
// tsc does): about 80 ms less CPU at every start after the first (BENCHMARKS.md, stop 27). Node 20 has no such cache.
(await import('node:module')).default.enableCompileCache?.();
// First, before the rest of cctui loads and allocates: src/cli/young-generation.ts says why.
(await import('../dist/cli/young-generation.js')).keepYoungGenerationSmall();
const {main} = await import('../dist/bundle/main.js');

try {
	process.exitCode = await main(process.argv.slice(2));
} catch (error) {
	process.stderr.write(`cctui: ${error instanceof Error ? error.message : String(error)}\n`);
	process.exitCode = 1;
}
