// What scripts/bundle.mjs changes in dependencies as it bundles them. Two patches keep work between
// frames that Ink 6.8 redoes on every frame. test/bundle/patched-ink.test.tsx checks that a
// bundle with them renders exactly what the unpatched Ink renders.
import {readFile} from 'node:fs/promises';

// Ink 6.8 builds its Output caches (each line's styled cells, each string's width) afresh for every
// frame, so every frame re-tokenizes rows that have not changed: the input box, the status line, the
// text above the newest line. One cache shared by all frames keeps them. The cells it holds are only
// read (Output.get copies references into its grid), and it starts over when it grows past a
// bound, since history rows are drawn once and never asked for again.
const SHARED_CACHES = `
let sharedCaches = new OutputCaches();
function sharedOutputCaches() {
	if (sharedCaches.styledChars.size > 2000 || sharedCaches.widths.size > 20000) sharedCaches = new OutputCaches();
	return sharedCaches;
}
`;
export const inkOutputCaches = {
	name: 'ink-output-caches',
	setup(build) {
		build.onLoad({filter: /[\\/]ink[\\/]build[\\/]output\.js$/}, async ({path}) => {
			const source = await readFile(path, 'utf8');
			const perFrame = 'caches = new OutputCaches();';
			// Ink is pinned; a new version must be checked by hand before this applies.
			if (!source.includes(perFrame)) throw new Error(`${path}: Ink's Output no longer makes its caches per frame; revisit scripts/bundle-patches.mjs`);
			return {contents: source.replace(perFrame, 'caches = sharedOutputCaches();') + SHARED_CACHES, loader: 'js'};
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
