// What scripts/bundle.mjs changes in dependencies as it bundles them. The patches keep work between
// frames that Ink 6.8 redoes on every frame. test/bundle/patched-ink.test.tsx checks that a
// bundle with them renders exactly what the unpatched Ink renders.
import {readFile} from 'node:fs/promises';

// Two changes to Ink 6.8's Output (ink/build/output.js), which turns a frame's text writes into rows:
// - It builds its caches (each line's styled cells, each string's width) afresh for every frame, so
//   every frame re-tokenizes rows that have not changed: the input box, the status line, the text
//   above the newest line. One cache shared by all frames keeps them. The cells it holds are only
//   read (Output.get copies references into its grid), and it starts over when it grows past a
//   bound, since history rows are drawn once and never asked for again.
// - It turns every row of its grid back into a string, style change by style change, every frame.
//   A row's string depends only on the lines written onto it and where, so the string is kept
//   under that key and reused while the row is the same.
const OUTPUT_EDITS = [
	['caches = new OutputCaches();', 'caches = sharedOutputCaches();'],
	['        const clips = [];\n', '        const clips = [];\n        const rowKeys = new Array(this.height).fill(`${this.width}|`);\n'],
	['const characters = this.caches.getStyledChars(line);', 'const characters = this.caches.getStyledChars(line);\n                    rowKeys[y + offsetY] += `${x}\\u0000${line}\\u0001`;'],
	['            .map(line => {\n', '            .map((line, row) => rememberedRow(rowKeys[row], () => {\n'],
	['            return styledCharsToString(lineWithoutEmptyItems).trimEnd();\n        })\n', '            return styledCharsToString(lineWithoutEmptyItems).trimEnd();\n        }))\n'],
];
const OUTPUT_ADDITIONS = `
let sharedCaches = new OutputCaches();
function sharedOutputCaches() {
\tif (sharedCaches.styledChars.size > 2000 || sharedCaches.widths.size > 20000) sharedCaches = new OutputCaches();
\treturn sharedCaches;
}
const rowStrings = new Map();
function rememberedRow(key, build) {
\tlet row = rowStrings.get(key);
\tif (row === undefined) {
\t\tif (rowStrings.size >= 2000) rowStrings.clear();
\t\trow = build();
\t\trowStrings.set(key, row);
\t}
\treturn row;
}
`;
export const inkOutput = {
	name: 'ink-output',
	setup(build) {
		build.onLoad({filter: /[\\/]ink[\\/]build[\\/]output\.js$/}, async ({path}) => {
			let source = await readFile(path, 'utf8');
			for (const [from, to] of OUTPUT_EDITS) {
				// Ink is pinned; a new version must be checked by hand before these apply.
				if (!source.includes(from)) throw new Error(`${path}: Ink's Output has changed (no ${JSON.stringify(from)}); revisit scripts/bundle-patches.mjs`);
				source = source.replace(from, to);
			}
			return {contents: source + OUTPUT_ADDITIONS, loader: 'js'};
		});
	},
};

// Ink measures every line of every Text node with string-width on every frame (layout, then again to
// render), and so does the frame differ. Lines that did not change are measured again each time; a
// memo keeps their widths (in every copy of string-width the bundle holds). Only plain calls on short
// strings are kept, and it starts over when full.
const MEMO_WIDTH = `
const widthMemo = new Map();
export default function stringWidth(input, options) {
	if (options !== undefined || typeof input !== 'string' || input.length > 1000) return measuredWidth(input, options);
	let width = widthMemo.get(input);
	if (width === undefined) {
		if (widthMemo.size >= 10000) widthMemo.clear();
		width = measuredWidth(input);
		widthMemo.set(input, width);
	}
	return width;
}
`;
export const memoStringWidth = {
	name: 'memo-string-width',
	setup(build) {
		build.onLoad({filter: /[\\/]node_modules[\\/]string-width[\\/]index\.js$/}, async ({path}) => {
			const source = await readFile(path, 'utf8');
			const declaration = 'export default function stringWidth(';
			if (!source.includes(declaration)) throw new Error(`${path}: string-width no longer exports a function stringWidth; revisit scripts/bundle-patches.mjs`);
			return {contents: source.replace(declaration, 'function measuredWidth(') + MEMO_WIDTH, loader: 'js'};
		});
	},
};

// Ink imports its devtools bridge only when DEV=true; that optional package is not installed.
export const noDevtools = {
	name: 'no-devtools',
	setup(build) {
		build.onResolve({filter: /^react-devtools-core$/}, () => ({path: 'react-devtools-core', namespace: 'absent'}));
		build.onLoad({filter: /.*/, namespace: 'absent'}, () => ({contents: 'export default {};'}));
	},
};

/** Everything the bundle changes, in the order the build applies it (the test bundles with the same list). */
export const bundlePlugins = [inkOutput, memoStringWidth, noDevtools];

// CommonJS dependencies (React) call require() for Node's built-ins, which ESM output lacks.
export const requireBanner = {js: "import {createRequire as __cctuiRequire} from 'node:module'; const require = __cctuiRequire(import.meta.url);"};
