#!/usr/bin/env node
// Thin shim: the bundled entry (scripts/bundle.mjs) returns an exit code; only this file exits.
const {main} = await import('../dist/bundle/main.js');

try {
	process.exitCode = await main(process.argv.slice(2));
} catch (error) {
	process.stderr.write(`cctui: ${error instanceof Error ? error.message : String(error)}\n`);
	process.exitCode = 1;
}
