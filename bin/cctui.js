#!/usr/bin/env node
// Thin shim: the bundled entry (scripts/bundle.mjs) returns an exit code; only this file exits.
// First, before the rest of cctui loads and allocates: src/cli/young-generation.ts says why.
(await import('../dist/cli/young-generation.js')).keepYoungGenerationSmall();
const {main} = await import('../dist/bundle/main.js');

try {
	process.exitCode = await main(process.argv.slice(2));
} catch (error) {
	process.stderr.write(`cctui: ${error instanceof Error ? error.message : String(error)}\n`);
	process.exitCode = 1;
}
