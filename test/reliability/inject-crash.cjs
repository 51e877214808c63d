// Preloaded into cctui (NODE_OPTIONS=--require) by the signals test: an uncaught exception from
// nowhere, after start-up, to prove the crash path restores the terminal and ends claude.
if (process.argv[1] && process.argv[1].endsWith('cctui.js')) {
	setTimeout(() => {
		throw new Error('injected failure');
	}, Number(process.env.CCTUI_TEST_CRASH_AFTER_MS ?? 1500));
}
