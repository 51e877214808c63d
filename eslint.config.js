import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const restrict = (patterns) => ['error', {patterns}];

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
	// Module boundaries: data flows one way; components never see the child process.
	{
		files: ['src/protocol/**'],
		rules: {'no-restricted-imports': restrict([{group: ['node:*', 'execa', '**/state/**', '**/ui/**', '**/session/**', '**/transport/**'], message: 'protocol/ is pure wire shapes'}])},
	},
	{
		files: ['src/state/**'],
		rules: {'no-restricted-imports': restrict([{group: ['node:*', 'react', 'ink', 'execa', '**/session/**', '**/ui/**', '**/transport/**'], message: 'state/ is a pure reducer'}])},
	},
	{
		files: ['src/ingest/**'],
		rules: {'no-restricted-imports': restrict([{group: ['node:*', 'react', 'ink', 'execa', '**/session/**', '**/sessions/**', '**/replay/**', '**/ui/**', '**/transport/**', '**/cli/**'], message: 'ingest/ turns lines into events; callers pass the lines in'}])},
	},
	{
		files: ['src/transport/**'],
		rules: {'no-restricted-imports': restrict([{group: ['**/protocol/**', '**/state/**', '**/ui/**', 'react', 'ink'], message: 'transport/ moves lines, not messages'}])},
	},
	{
		files: ['src/ui/**'],
		rules: {'no-restricted-imports': restrict([{group: ['execa', 'node:child_process', 'node:fs', 'node:fs/*', '**/transport/**', '**/session/session*'], message: 'components get props and callbacks, never the child process'}])},
	},
	// Plain mode and export print what the app shows without loading the app; src/present/ holds the words they share.
	{
		files: ['src/plain/**', 'src/export/**', 'src/present/**'],
		rules: {'no-restricted-imports': restrict([{group: ['**/ui/**', 'react', 'react/*', 'ink', 'ink/*'], message: 'plain/, export/ and present/ never load the UI, React or Ink'}])},
	},
	{
		files: ['src/text/**'],
		rules: {'no-restricted-imports': restrict([{group: ['node:*', 'react', 'ink', 'execa', '**/session/**', '**/ui/**', '**/transport/**'], message: 'text/ is pure string work'}])},
	},
);
