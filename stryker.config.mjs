// Mutation testing (`npm run mutate`): does the suite fail when the code that must never be wrong
// is wrong? Too slow for CI on two cores; incremental mode re-tests only mutants whose code or
// covering tests changed since the last run. See docs/TESTING.md for the scope, the score and the
// surviving mutants that are kept on purpose.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
	testRunner: 'vitest',
	vitest: {configFile: 'vitest.stryker.config.ts'},
	mutate: [
		'src/ui/key-gate.ts',
		'src/ui/use-prompt-gate.ts',
		// Which keys reach a prompt and which go to the message being typed.
		'src/ui/use-app-keys.ts',
		// Keys to intents: Ctrl or Alt with a letter or digit never answers a prompt, and what a prompt leaves to
		// the message.
		'src/ui/keymap.ts',
		// Answering claude's control requests exactly once.
		'src/session/request-answers.ts',
		// The session's reading of the child (attach, receive) and its end (close, stopForClose, write). Line
		// ranges: recheck them when session.ts changes.
		'src/session/session.ts:78-129',
		'src/session/session.ts:407-452',
		// Stopping a turn: what claude holds is taken back before the interrupt.
		'src/session/session.ts:271-278',
		'src/session/control-router.ts',
		// Whole, revealControls with it: what awaits approval shows each character that draws nothing as <U+XXXX>.
		'src/text/sanitize.ts',
		// A letter of another script that passes for a Latin one, in what awaits approval, shows as <U+XXXX>.
		'src/text/lookalikes.ts',
		// The host a WebFetch is allowed for, read as claude reads it (not a name before an @, punycode).
		'src/present/tool-summary.ts:71-77',
		// A file the prompt could not read is not "no file": a Write over it is never titled Create.
		'src/session/file-snapshot.ts',
		// Tabs as the spaces the terminal draws: counted as nothing, a row's end was cut off a command awaiting approval.
		'src/ink-patches/tabs.ts',
		// 'Allow from now on' keeps no rule before all were on screen. Line ranges: recheck them when the file changes.
		'src/ui/components/prompts/choice-prompt.tsx:89-99',
		'src/ui/components/prompts/choice-prompt.tsx:150-157',
		'src/ui/components/prompts/choice-prompt.tsx:164-180',
		'src/ui/components/prompts/choice-prompt.tsx:205-214',
		'src/ui/components/prompts/choice-prompt.tsx:222-223',
		'src/ui/components/prompts/choice-prompt.tsx:231-231',
		'src/state/stream-accumulator.ts',
		'src/transport/claude-args.ts',
		'src/transport/line-splitter.ts',
		// Every line claude writes (a permission request too) is read through these: a chunk lost or held
		// forever is a prompt never shown and a claude waiting for its answer.
		'src/transport/gathered-reads.ts',
		'src/transport/read-hold.ts',
		'src/util/private-file.ts',
		'src/protocol/parse-line.ts',
		// Keys in a paste are text; a paste whose end was lost ends at Ctrl+C.
		'src/terminal/key-stdin.ts',
		// No credential reaches the screen or a recording.
		'src/gateway/redact.ts',
		// Which branch of a session file a resume shows.
		'src/ingest/session-branch.ts',
	],
	ignorePatterns: ['dist', 'bench', 'reports', 'coverage'],
	coverageAnalysis: 'perTest',
	// A mutant reached only while modules load (STREAM_FLAGS, the UNSAFE pattern, the control pictures) would need
	// every test re-run from a fresh import, and one also reached there (test/protocol/decorations.test.ts parses at
	// import) could no longer run just its own tests: over an hour more on two cores. Those few are ignored, not
	// scored; the tests that pin them are listed in docs/TESTING.md.
	ignoreStatic: true,
	concurrency: 2,
	incremental: true,
	incrementalFile: 'reports/stryker-incremental.json',
	reporters: ['progress', 'clear-text', 'html', 'json'],
	htmlReporter: {fileName: 'reports/mutation/mutation.html'},
	jsonReporter: {fileName: 'reports/mutation/mutation.json'},
	thresholds: {high: 90, low: 80, break: null},
	// Some tests feed sanitize 5 MB inputs; instrumented code is slower, so leave room before a timeout.
	timeoutMS: 10_000,
	// The dry run takes about 3 min on an idle two-core machine; under other load it passed Stryker's default of 5.
	dryRunTimeoutMinutes: 30,
	tempDirName: '.stryker-tmp',
};
