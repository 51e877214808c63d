#!/usr/bin/env node
// Thin shim: the compiled entry returns an exit code; only this file exits.
// React's development build does extra checks on every render; users get the production one. React
// and its reconciler read NODE_ENV once, when they load (here), so claude still gets the environment
// it was given.
const ownNodeEnv = process.env.NODE_ENV === undefined;
if (ownNodeEnv) process.env.NODE_ENV = 'production';
await Promise.all([import('react'), import('react/jsx-runtime'), import('ink')]);
if (ownNodeEnv) delete process.env.NODE_ENV;
const {main} = await import('../dist/cli/main.js');

try {
	process.exitCode = await main(process.argv.slice(2));
} catch (error) {
	process.stderr.write(`cctui: ${error instanceof Error ? error.message : String(error)}\n`);
	process.exitCode = 1;
}
