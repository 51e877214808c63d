// Preloaded into cctui (NODE_OPTIONS=--require) by the signals and crash tests: an uncaught exception (or, with
// CCTUI_TEST_CRASH_KIND=rejection, an unhandled rejection) from nowhere, after start-up, to prove the crash path
// restores the terminal and ends claude.
if (process.argv[1] && process.argv[1].endsWith('cctui.js')) {
	setTimeout(
		() => {
			if (process.env.CCTUI_TEST_CRASH_KIND === 'rejection') void Promise.reject(new Error('injected rejection'));
			else throw new Error('injected failure');
		},
		Number(process.env.CCTUI_TEST_CRASH_AFTER_MS ?? 1500),
	);
}
