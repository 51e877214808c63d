// @ts-check
// What cctui changes in pinned dependencies: in the bundle scripts/bundle.mjs builds, and in the unit
// tests, which load Ink through the same patches (vitest.config.ts), so the tests render what users see.
// The code each patch runs is a module of src/ink-patches/, checked by tsc and eslint like the rest;
// here is only where it goes. Each edit names the dependency's text it replaces, pinned by its sha-256
// where it is more than a line: a new version that changes that text stops the build until the patch
// is checked again (docs/ink-upgrade.md says how). test/bundle/patched-ink.test.tsx checks that a
// bundle with them renders exactly what the unpatched libraries render; test/ink-patches/ that the
// unit tests run them.
import {createHash} from 'node:crypto';
import {readFile} from 'node:fs/promises';
import {fileURLToPath} from 'node:url';

/**
 * @typedef {object} Edit One region of a dependency's file, replaced.
 * @property {string} start Where the region starts, found once in the file.
 * @property {string} [end] Where it ends (included; its first occurrence after `start`); 'EOF': the end of
 *   the file; absent: the region is `start` itself.
 * @property {string} [sha256] The region's hash as pinned, when the region is longer than `start`.
 * @property {(region: string) => string} edit The region's new text.
 *
 * @typedef {object} Patch
 * @property {string} name
 * @property {RegExp} file The files it applies to.
 * @property {string} [module] The module of src/ink-patches/ that the edited file imports.
 * @property {readonly string[]} [imports] The names it imports from it.
 * @property {readonly Edit[]} edits
 * @property {string} [append] Text added at the end of the file.
 */

const sha256 = (/** @type {string} */ text) => createHash('sha256').update(text).digest('hex');
const patchModule = (/** @type {string} */ name) =>
	fileURLToPath(new URL(`../src/ink-patches/${name}`, import.meta.url));

/**
 * Ink's Output: one set of caches for all frames, and each row's string kept while the lines written
 * onto it stay the same (src/ink-patches/output.ts). Its get() passes Ink's own sliceAnsi,
 * styledCharsToString and the ansi-tokenize functions a long line is drawn with, so the copies Ink
 * imports are the ones used.
 * @type {Patch}
 */
const inkOutput = {
	name: 'ink-output',
	file: /[\\/]ink[\\/]build[\\/]output\.js$/,
	module: 'output.ts',
	imports: ['rememberedRowsOutput', 'sharedOutputCaches'],
	edits: [
		{
			start: "import { styledCharsFromTokens, styledCharsToString, tokenize, } from '@alcalzone/ansi-tokenize';",
			edit: region => region.replace('{ ', '{ ansiCodesToString, diffAnsiCodes, reduceAnsiCodesIncremental, '),
		},
		{start: 'caches = new OutputCaches();', edit: () => 'caches = sharedOutputCaches(OutputCaches);'},
		// Ink 6.8.0's get(), the end of the class and of the file.
		{
			start: '    get() {',
			end: 'EOF',
			sha256: '584200c7a022a7e5dfb52adcebe9fe0c6a1de09d132c47438b599dc8d89bf047',
			edit: () =>
				'    get() {\n        return rememberedRowsOutput(this, sliceAnsi, styledCharsToString, ' +
				'{ tokenize, reduceAnsiCodesIncremental, ansiCodesToString, diffAnsiCodes });\n    }\n}\n',
		},
	],
};

/**
 * Ink 6.8 clears the whole terminal, scrollback included (ESC[2J ESC[3J), and writes all history again
 * whenever the last frame was as tall as the screen: its answer for full-screen apps. cctui is an
 * inline app whose history is the user's scrollback, so that branch goes: such a frame is erased
 * and replaced like any other (cctui keeps its frames shorter than the screen; this is the guarantee
 * that nothing is erased when one is not). Upstream keeps it for apps that redraw the whole screen (Ink
 * 7.1 still clears, under a reworked rule); docs/ink-patches/ink-no-clear.diff proposes an option to
 * turn it off.
 * There is no code to add, only Ink's to drop.
 * @type {Patch}
 */
const inkNoClear = {
	name: 'ink-no-clear',
	file: /[\\/]ink[\\/]build[\\/]ink\.js$/,
	edits: [
		{
			start: '        if (this.lastOutputHeight >= this.options.stdout.rows) {',
			end: '            return;\n        }\n',
			sha256: 'afb1a0a9d76976cd2be95c1af08dfd790e829c07477b4ad6e71c2b97a1b71f39',
			edit: () => '',
		},
	],
};

/**
 * Ink stops drawing its live frame (it writes only <Static> output, and the last frame at exit) and
 * stops following resizes when is-in-ci finds CI or CONTINUOUS_INTEGRATION set, so that CI logs hold no
 * cursor moves. cctui draws with Ink only on a terminal (elsewhere it prints plain text), and a CI
 * variable left in a user's shell, a dev container's or a terminal inside a CI job hid every permission
 * prompt. So Ink is never "in CI" here. Upstream's rule is right for its usual apps; Ink has no option
 * to override it.
 * @type {Patch}
 */
const inkNotInCi = {
	name: 'ink-not-in-ci',
	file: /[\\/]is-in-ci[\\/]index\.js$/,
	edits: [
		{
			start: "const isInCi = check('CI') || check('CONTINUOUS_INTEGRATION');",
			edit: () => 'const isInCi = false;',
		},
	],
};

/**
 * ansi-tokenize 0.2.5, which Ink's Output uses for each new line and row: ASCII lines skip
 * Intl.Segmenter, and neighbouring characters share one styles array (src/ink-patches/ansi-tokenize.ts).
 * @type {Patch}
 */
const tokenize = {
	name: 'ansi-tokenize-graphemes',
	file: /[\\/]@alcalzone[\\/]ansi-tokenize[\\/]build[\\/]tokenize\.js$/,
	module: 'ansi-tokenize.ts',
	imports: ['graphemes'],
	// The whole of tokenize(): graphemes() gives what its loop reads, each grapheme and its index.
	edits: [
		{
			start: 'export function tokenize(',
			end: 'EOF',
			sha256: '71eb52da551c5fbc25c66422feeb9e7e640584c368bb866902216456ea7cf845',
			edit: region => region.replace('of segmenter.segment(str))', 'of graphemes(str, segmenter))'),
		},
	],
};

/** @type {Patch} */
const styledChars = {
	name: 'ansi-tokenize-shared-styles',
	file: /[\\/]@alcalzone[\\/]ansi-tokenize[\\/]build[\\/]styledChars\.js$/,
	module: 'ansi-tokenize.ts',
	imports: ['sharedStyledChars', 'sharedStylesToString'],
	edits: [
		{
			start: 'export function styledCharsFromTokens(',
			end: 'EOF',
			sha256: '536ff529f804fd212474e7abdedaff601f7cd55897fc26df8544b08376a07045',
			edit: () =>
				[
					'export function styledCharsFromTokens(tokens) {',
					'    return sharedStyledChars(tokens, reduceAnsiCodesIncremental);',
					'}',
					'export function styledCharsToString(chars) {',
					'    return sharedStylesToString(chars, ansiCodesToString, diffAnsiCodes);',
					'}',
					'',
				].join('\n'),
		},
	],
};

/** What both string-width patches export instead of the measure they rename. */
const MEMO_DEFAULT = '\nexport default memoizedWidth(measuredWidth);\n';

/**
 * string-width 7.2, under wrap-ansi: its measure stays, under another name, and the default export
 * remembers what it measured (src/ink-patches/string-width.ts).
 * @type {Patch}
 */
const memoStringWidth = {
	name: 'memo-string-width',
	file: /[\\/]wrap-ansi[\\/]node_modules[\\/]string-width[\\/]index\.js$/,
	module: 'string-width.ts',
	imports: ['memoizedWidth'],
	edits: [{start: 'export default function stringWidth(', edit: () => 'function measuredWidth('}],
	append: MEMO_DEFAULT,
};

/**
 * string-width 8.3, Ink's and cctui's: the same memo, and its RGI emoji set compiled only when a grapheme
 * could be an emoji (src/ink-patches/string-width.ts).
 * @type {Patch}
 */
const stringWidth8 = {
	name: 'string-width-8',
	file: /[\\/]node_modules[\\/]string-width[\\/]index\.js$/,
	module: 'string-width.ts',
	imports: ['memoizedWidth', 'rgiEmojiOnDemand'],
	edits: [
		{start: 'const rgiEmojiRegex = /^\\p{RGI_Emoji}$/v;', edit: () => 'const rgiEmojiRegex = rgiEmojiOnDemand();'},
		...memoStringWidth.edits,
	],
	append: MEMO_DEFAULT,
};

/**
 * Ink's memo of the texts it measured: bounded (src/ink-patches/text-memo.ts); its wrap's is below.
 * @type {Patch}
 */
const inkMeasureMemo = {
	name: 'ink-measure-memo',
	file: /[\\/]ink[\\/]build[\\/]measure-text\.js$/,
	module: 'text-memo.ts',
	imports: ['TextMemo'],
	edits: [{start: 'const cache = new Map();', edit: () => 'const cache = new TextMemo();'}],
};

/**
 * Ink's sanitizeAnsi: a text of plain characters and SGR sequences is kept as it is, untokenized
 * (src/ink-patches/sanitize-ansi.ts).
 * @type {Patch}
 */
const inkSanitizeSgr = {
	name: 'ink-sanitize-sgr',
	file: /[\\/]ink[\\/]build[\\/]sanitize-ansi\.js$/,
	module: 'sanitize-ansi.ts',
	imports: ['keepsAsItIs'],
	edits: [{start: 'if (!hasAnsiControlCharacters(text)) {', edit: () => 'if (keepsAsItIs(text)) {'}],
};

/**
 * Ink's text of a <Text>, as it measures, wraps and draws it: its tabs are spaces (src/ink-patches/tabs.ts).
 * Only the export changes: the text of a nested <Text> keeps its tabs until the one around it is expanded.
 * @type {Patch}
 */
const inkTextTabs = {
	name: 'ink-text-tabs',
	file: /[\\/]ink[\\/]build[\\/]squash-text-nodes\.js$/,
	module: 'tabs.ts',
	imports: ['expandTabs'],
	edits: [
		{
			start: 'export default squashTextNodes;',
			edit: () => 'export default (node) => expandTabs(squashTextNodes(node));',
		},
	],
};

/**
 * Ink's wrap: its memo bounded like the one above, and no row starting with the space the wrap moved there
 * (src/ink-patches/wrap-text.ts).
 * @type {Patch}
 */
const inkWrapText = {
	name: 'ink-wrap-text',
	file: /[\\/]ink[\\/]build[\\/]wrap-text\.js$/,
	module: 'wrap-text.ts',
	imports: ['TextMemo', 'wrapRows'],
	edits: [
		{start: 'const cache = {};', edit: () => 'const cache = new TextMemo();'},
		{start: 'const cachedText = cache[cacheKey];', edit: () => 'const cachedText = cache.get(cacheKey);'},
		{
			start: 'wrappedText = wrapAnsi(text, maxWidth, {',
			end: '});',
			sha256: 'a799d3776f4d5a5069d308e22f2d94288f7829a9c1c3baf0b01e5bde0ba5a2a2',
			edit: () => 'wrappedText = wrapRows(text, maxWidth, wrapAnsi);',
		},
		{start: 'cache[cacheKey] = wrappedText;', edit: () => 'cache.set(cacheKey, wrappedText);'},
	],
};

/**
 * Ink draws after a commit that touches <Static> only when the commit changed its tree: Static's second
 * commit, which removes the items it has just written, draws nothing (src/ink-patches/commit-changes.ts).
 * @type {Patch}
 */
const inkStaticRemoval = {
	name: 'ink-static-removal',
	file: /[\\/]ink[\\/]build[\\/]reconciler\.js$/,
	module: 'commit-changes.ts',
	imports: ['takeTreeChanged', 'watchCommits'],
	edits: [
		{start: 'export default createReconciler({', edit: () => 'export default createReconciler(watchCommits({'},
		{
			start: '    resetAfterCommit(rootNode) {',
			edit: region => `${region}\n        const treeChanged = takeTreeChanged();`,
		},
		{
			start: "            if (typeof rootNode.onImmediateRender === 'function') {",
			edit: () => "            if (treeChanged && typeof rootNode.onImmediateRender === 'function') {",
		},
		{
			start: '    rendererVersion: packageJson.version,\n});',
			edit: () => '    rendererVersion: packageJson.version,\n}));',
		},
	],
};

/**
 * yoga-layout 3.2 carries its WebAssembly as a base64 data: URL, and its loader, built for browsers,
 * fetches that URL whenever `fetch` exists, as it does in Node: that loads Node's undici and decodes
 * the URL through it, about 40 ms of every start. The loader takes the bytes when it is given them
 * (`wasmBinary`), so they are decoded from the URL first. No code of ours, only a line of the loader. The
 * unit tests load yoga unpatched: the patch changes how its bytes are read, not its layout.
 * @type {Patch}
 */
const yogaWasmBinary = {
	name: 'yoga-wasm-binary',
	file: /[\\/]yoga-layout[\\/]dist[\\/]binaries[\\/]yoga-wasm-base64-esm\.js$/,
	edits: [
		{
			start: 'if(!ua(H)){var va=H;H=h.locateFile?h.locateFile(va,q):q+va}',
			edit: region => `w||(w=Buffer.from(H.slice(H.indexOf(",")+1),"base64"));${region}`,
		},
	],
};

/** Every patch, in the order the build applies them. */
export const patches = [
	inkOutput,
	inkNoClear,
	inkNotInCi,
	inkMeasureMemo,
	inkWrapText,
	inkSanitizeSgr,
	inkTextTabs,
	inkStaticRemoval,
	tokenize,
	styledChars,
	memoStringWidth,
	stringWidth8,
	yogaWasmBinary,
];

/** The patch for the file at `path`, if any: the first that matches (string-width 7.2's before 8.3's). */
export function patchFor(/** @type {string} */ path) {
	return patches.find(patch => patch.file.test(path));
}

/**
 * `source` (the file at `path`) with the patch applied; an error, naming what changed, when the
 * dependency's text is not the text the patch was written for.
 * @param {Patch} patch
 * @param {string} path
 * @param {string} source
 */
export function applyPatch(patch, path, source) {
	const stale = (/** @type {string} */ what) =>
		new Error(
			`${path}: ${what}; the dependency has changed: check the ${patch.name} patch again (docs/ink-upgrade.md)`,
		);
	for (const {start, end, sha256: pinned, edit} of patch.edits) {
		const from = source.indexOf(start);
		if (from === -1 || source.indexOf(start, from + 1) !== -1)
			throw stale(`${JSON.stringify(start)} is not there once`);
		const endAt =
			end === undefined
				? from + start.length
				: end === 'EOF'
					? source.length
					: source.indexOf(end, from + start.length);
		if (endAt === -1) throw stale(`no ${JSON.stringify(end)} after ${JSON.stringify(start)}`);
		const to = end === undefined || end === 'EOF' ? endAt : endAt + end.length;
		const region = source.slice(from, to);
		if (pinned !== undefined && sha256(region) !== pinned)
			throw stale(
				`the code from ${JSON.stringify(start)} is not the pinned version (its sha-256 is now ${sha256(region)})`,
			);
		source = source.slice(0, from) + edit(region) + source.slice(to);
	}
	const imports = patch.module
		? `import {${patch.imports?.join(', ')}} from ${JSON.stringify(patchModule(patch.module))};\n`
		: '';
	return imports + source + (patch.append ?? '');
}

/** The file at `path`, patched. */
async function patchedFile(/** @type {Patch} */ patch, /** @type {string} */ path) {
	return applyPatch(patch, path, await readFile(path, 'utf8'));
}

/** @type {import('esbuild').Plugin} */
const esbuildPatches = {
	name: 'cctui-patches',
	setup(build) {
		for (const patch of patches) {
			build.onLoad({filter: patch.file}, async ({path}) => ({contents: await patchedFile(patch, path), loader: 'js'}));
		}
	},
};

/**
 * The packages the unit tests load through Vite rather than Node (vitest.config.ts), so that the patches
 * apply: the patched ones, and ink-testing-library, whose `import 'ink'` must reach the same Ink.
 */
export const patchedPackages =
	/[\\/]node_modules[\\/](?:ink|ink-testing-library|is-in-ci|string-width|@alcalzone[\\/]ansi-tokenize)[\\/]/;

/**
 * The same patches for Vite, which runs the unit tests. It loads every file of those packages, patched
 * or not: Vite would look for the TypeScript sources their source maps name, which they do not ship,
 * and warn about each file.
 * @type {import('vite').Plugin}
 */
export const vitePatches = {
	name: 'cctui-patches',
	enforce: 'pre',
	async load(id) {
		const path = id.split('?')[0] ?? id;
		if (!patchedPackages.test(path) || !path.endsWith('.js')) return null;
		const patch = patchFor(path);
		return patch ? patchedFile(patch, path) : readFile(path, 'utf8');
	},
};

// Ink imports its devtools bridge only when DEV=true; that optional package is not installed.
/** @type {import('esbuild').Plugin} */
export const noDevtools = {
	name: 'no-devtools',
	setup(build) {
		build.onResolve({filter: /^react-devtools-core$/}, () => ({path: 'react-devtools-core', namespace: 'absent'}));
		build.onLoad({filter: /.*/, namespace: 'absent'}, () => ({contents: 'export default {};'}));
	},
};

/**
 * zod's namespace carries its error messages in fifty languages (`z.locales`): 0.3 MB that Node compiled at
 * every start. cctui's messages are English, the locale zod sets itself (classic/schemas.js imports en.js on
 * its own), so `z.locales` holds only `en`.
 * @type {import('esbuild').Plugin}
 */
export const zodEnglishOnly = {
	name: 'zod-english-only',
	setup(build) {
		build.onResolve({filter: /^\.\.\/locales\/index\.js$/}, ({importer, resolveDir}) =>
			/[\\/]zod[\\/]v4[\\/]/.test(importer) ? {path: `${resolveDir}/../locales`, namespace: 'zod-english'} : undefined,
		);
		build.onLoad({filter: /.*/, namespace: 'zod-english'}, ({path}) => ({
			contents: "export {default as en} from './en.js';",
			resolveDir: path,
		}));
	},
};

/** Everything the bundle changes (the test bundles with the same list). */
export const bundlePlugins = [esbuildPatches, noDevtools, zodEnglishOnly];

// CommonJS dependencies (React) call require() for Node's built-ins, which ESM output lacks.
export const requireBanner = {
	js: "import {createRequire as __cctuiRequire} from 'node:module'; const require = __cctuiRequire(import.meta.url);",
};
