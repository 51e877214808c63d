import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const restrict = patterns => ['error', {patterns}];
/** Every folder of src/ but cli/, the composition root. */
const ALL = [
	'ui',
	'state',
	'session',
	'sessions',
	'replay',
	'ingest',
	'protocol',
	'transport',
	'terminal',
	'text',
	'present',
	'plain',
	'export',
	'backend',
	'gateway',
	'util',
	'ink-patches',
	'ide',
];
const folders = (...names) => names.map(name => `**/${name}/**`);
const views = ['react', 'react/*', 'ink', 'ink/*'];

export default tseslint.config(
	{ignores: ['dist/**', 'node_modules/**', 'coverage/**', '.stryker-tmp/**', 'reports/**']},
	...tseslint.configs.recommended,
	{
		files: ['**/*.{ts,tsx}'],
		plugins: {'react-hooks': reactHooks},
		rules: {
			'react-hooks/rules-of-hooks': 'error',
			'react-hooks/exhaustive-deps': 'error',
			'@typescript-eslint/consistent-type-imports': 'error',
			'@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
		},
	},
	{
		files: ['src/**/*.{ts,tsx}'],
		rules: {'no-console': 'error'},
	},
	// Module boundaries, one rule per folder of src/: data flows one way (argv → transport → ingest → state → ui),
	// components never see the child process, and nothing imports cli/, the composition root that wires them.
	...Object.entries({
		backend: {
			forbid: [
				'node:child_process',
				...folders(
					'cli',
					'ui',
					'state',
					'session',
					'sessions',
					'replay',
					'ingest',
					'transport',
					'terminal',
					'present',
					'plain',
					'export',
				),
				...views,
			],
			why: 'backend/ is a standalone scripted API server',
		},
		gateway: {
			forbid: [
				'node:child_process',
				...folders(
					'cli',
					'ui',
					'state',
					'session',
					'sessions',
					'replay',
					'ingest',
					'transport',
					'terminal',
					'present',
					'plain',
					'export',
					'backend',
				),
				...views,
			],
			why: 'gateway/ forwards HTTP and reports what passed; it shows nothing',
		},
		'ink-patches': {forbid: ['node:*', ...folders(...ALL), ...views], why: 'ink-patches/ is code injected into Ink'},
		util: {forbid: [...folders(...ALL), ...views], why: 'util/ depends on nothing of cctui'},
		text: {
			forbid: [
				'node:*',
				'execa',
				...folders(
					'cli',
					'ui',
					'state',
					'session',
					'sessions',
					'replay',
					'ingest',
					'transport',
					'terminal',
					'present',
					'plain',
					'export',
					'backend',
				),
				...views,
			],
			why: 'text/ is pure string work',
		},
		terminal: {
			forbid: [
				'execa',
				...folders(
					'cli',
					'ui',
					'state',
					'session',
					'sessions',
					'replay',
					'ingest',
					'protocol',
					'transport',
					'present',
					'plain',
					'export',
					'backend',
				),
				'react',
			],
			why: 'terminal/ rewrites the bytes Ink writes and reads',
		},
		protocol: {
			forbid: [
				'node:*',
				'execa',
				...folders(
					'cli',
					'ui',
					'state',
					'session',
					'sessions',
					'replay',
					'ingest',
					'transport',
					'terminal',
					'present',
					'plain',
					'export',
					'backend',
				),
				...views,
			],
			why: 'protocol/ is pure wire shapes',
		},
		transport: {
			forbid: [
				...folders(
					'cli',
					'ui',
					'state',
					'session',
					'sessions',
					'replay',
					'ingest',
					'protocol',
					'terminal',
					'present',
					'plain',
					'export',
					'backend',
				),
				...views,
			],
			why: 'transport/ moves lines, not messages',
		},
		ingest: {
			forbid: [
				'node:*',
				'execa',
				...folders(
					'cli',
					'ui',
					'session',
					'sessions',
					'replay',
					'transport',
					'terminal',
					'present',
					'plain',
					'export',
					'backend',
				),
				...views,
			],
			why: 'ingest/ turns lines into events; callers pass the lines in',
		},
		state: {
			forbid: [
				'node:*',
				'execa',
				...folders(
					'cli',
					'ui',
					'session',
					'sessions',
					'replay',
					'ingest',
					'transport',
					'terminal',
					'present',
					'plain',
					'export',
					'backend',
				),
				...views,
			],
			why: 'state/ is a pure reducer',
		},
		session: {
			forbid: [
				...folders('cli', 'ui', 'sessions', 'replay', 'terminal', 'present', 'plain', 'export', 'backend'),
				...views,
			],
			why: 'session/ owns the child; it shows nothing',
		},
		sessions: {
			forbid: [
				...folders('cli', 'ui', 'session', 'replay', 'transport', 'terminal', 'present', 'plain', 'export', 'backend'),
				...views,
			],
			why: 'sessions/ finds session files on disk',
		},
		replay: {
			forbid: [...folders('cli', 'ui', 'session', 'terminal', 'plain', 'export', 'backend'), ...views],
			why: 'replay/ feeds recorded lines to the store; it shows nothing',
		},
		// Plain mode and export print what the app shows without loading the app; present/ holds the words they share.
		present: {
			forbid: [
				'execa',
				...folders('cli', 'ui', 'session', 'sessions', 'replay', 'transport', 'terminal', 'plain', 'export', 'backend'),
				...views,
			],
			why: 'present/ turns state into words, for every view',
		},
		plain: {
			forbid: ['execa', ...folders('cli', 'ui', 'session', 'terminal', 'export', 'backend'), ...views],
			why: 'plain/ never loads the UI, React or Ink',
		},
		export: {
			forbid: ['execa', ...folders('cli', 'ui', 'session', 'terminal', 'plain', 'backend'), ...views],
			why: 'export/ never loads the UI, React or Ink',
		},
		ide: {
			forbid: [
				'execa',
				'node:child_process',
				// state/: the shapes it reports, as types.
				...folders(...ALL.filter(name => !['ide', 'state', 'text', 'util'].includes(name)), 'cli'),
				...views,
			],
			why: 'ide/ is the connection to an editor; the composition root wires it to the session',
		},
		ui: {
			forbid: [
				'execa',
				'node:child_process',
				'node:fs',
				'node:fs/*',
				...folders('cli', 'session', 'transport', 'ingest', 'backend', 'ide', 'gateway'),
				// What an editor is asked (its types) is not the connection.
				'!**/ide/link.js',
			],
			why: 'components get props and callbacks, never the child process',
		},
	}).map(([folder, {forbid, why}]) => ({
		files: [`src/${folder}/**`],
		rules: {'no-restricted-imports': restrict([{group: forbid, message: why}])},
	})),
);
