// Preloaded into cctui (NODE_OPTIONS=--require) by the signals and crash tests: an uncaught exception (or, with
// CCTUI_TEST_CRASH_KIND=rejection, an unhandled rejection) from nowhere, after start-up, to prove the crash path
// restores the terminal and ends claude. It comes CCTUI_TEST_CRASH_AFTER_MS after start, or, with
// CCTUI_TEST_CRASH_WHEN_FILE, once the test has made that file (when the screen shows what it waits for).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded with --require, before any ESM
const {existsSync} = require('node:fs');

if (process.argv[1] && process.argv[1].endsWith('cctui.js')) {
	const crash = () => {
		if (process.env.CCTUI_TEST_CRASH_KIND === 'rejection') void Promise.reject(new Error('injected rejection'));
		else throw new Error('injected failure');
	};
	const file = process.env.CCTUI_TEST_CRASH_WHEN_FILE;
	if (file) {
		const poll = setInterval(() => {
			if (!existsSync(file)) return;
			clearInterval(poll);
			crash();
		}, 50);
	} else setTimeout(crash, Number(process.env.CCTUI_TEST_CRASH_AFTER_MS ?? 1500));
}
