// What scripts/bundle.mjs changes in dependencies as it bundles them. The patches keep work between
// frames that Ink 6.8 redoes on every frame, and make the work on each new line cheaper.
// test/bundle/patched-ink.test.tsx checks that a bundle with them renders exactly what the
// unpatched Ink renders.
import {createHash} from 'node:crypto';
import {readFile} from 'node:fs/promises';

const sha256 = text => createHash('sha256').update(text).digest('hex');

// Two changes to Ink 6.8's Output (ink/build/output.js), which turns a frame's text writes into rows:
// - It builds its caches (each line's styled cells, each string's width) afresh for every frame, so
//   every frame re-tokenizes rows that have not changed: the input box, the status line, the text
//   above the newest line. One cache shared by all frames keeps them. The cells it holds are only
//   read (a row copies references to them), and it starts over when it grows past a bound, since
//   history rows are drawn once and never asked for again.
// - Its get() fills a grid of cells, a fresh object per cell, for every row of every frame, and
//   turns each row back into a string, style change by style change. A row's string depends only
//   on the lines written onto it and where, so get() below first collects those writes per row,
//   and builds cells and string only for a row it has not met before (the string is kept under
//   that key). The clipping and cell-filling code is Ink's, moved, not changed.
const OUTPUT_GET = `    get() {
        const writes = Array.from({length: this.height}, () => []);
        const rowKeys = new Array(this.height).fill(\`\${this.width}|\`);
        const clips = [];
        for (const operation of this.operations) {
            if (operation.type === 'clip') {
                clips.push(operation.clip);
            }
            if (operation.type === 'unclip') {
                clips.pop();
            }
            if (operation.type === 'write') {
                const { text, transformers } = operation;
                let { x, y } = operation;
                let lines = text.split('\\n');
                const clip = clips.at(-1);
                if (clip) {
                    const clipHorizontally = typeof clip?.x1 === 'number' && typeof clip?.x2 === 'number';
                    const clipVertically = typeof clip?.y1 === 'number' && typeof clip?.y2 === 'number';
                    if (clipHorizontally) {
                        const width = this.caches.getWidestLine(text);
                        if (x + width < clip.x1 || x > clip.x2) {
                            continue;
                        }
                    }
                    if (clipVertically) {
                        const height = lines.length;
                        if (y + height < clip.y1 || y > clip.y2) {
                            continue;
                        }
                    }
                    if (clipHorizontally) {
                        lines = lines.map(line => {
                            const from = x < clip.x1 ? clip.x1 - x : 0;
                            const width = this.caches.getStringWidth(line);
                            const to = x + width > clip.x2 ? clip.x2 - x : width;
                            return sliceAnsi(line, from, to);
                        });
                        if (x < clip.x1) {
                            x = clip.x1;
                        }
                    }
                    if (clipVertically) {
                        const from = y < clip.y1 ? clip.y1 - y : 0;
                        const height = lines.length;
                        const to = y + height > clip.y2 ? clip.y2 - y : height;
                        lines = lines.slice(from, to);
                        if (y < clip.y1) {
                            y = clip.y1;
                        }
                    }
                }
                let offsetY = 0;
                for (let [index, line] of lines.entries()) {
                    const rowWrites = writes[y + offsetY];
                    if (!rowWrites) {
                        continue;
                    }
                    for (const transformer of transformers) {
                        line = transformer(line, index);
                    }
                    rowWrites.push(x, this.caches.getStyledChars(line));
                    rowKeys[y + offsetY] += \`\${x}\\u0000\${line}\\u0001\`;
                    offsetY++;
                }
            }
        }
        const generatedOutput = writes
            .map((rowWrites, row) => rememberedRow(rowKeys[row], () => {
            const currentLine = [];
            for (let x = 0; x < this.width; x++) {
                currentLine.push({ type: 'char', value: ' ', fullWidth: false, styles: [] });
            }
            for (let write = 0; write < rowWrites.length; write += 2) {
                let offsetX = rowWrites[write];
                for (const character of rowWrites[write + 1]) {
                    currentLine[offsetX] = character;
                    const characterWidth = Math.max(1, this.caches.getStringWidth(character.value));
                    if (characterWidth > 1) {
                        for (let index = 1; index < characterWidth; index++) {
                            currentLine[offsetX + index] = {
                                type: 'char',
                                value: '',
                                fullWidth: false,
                                styles: character.styles,
                            };
                        }
                    }
                    offsetX += characterWidth;
                }
            }
            const lineWithoutEmptyItems = currentLine.filter(item => item !== undefined);
            return styledCharsToString(lineWithoutEmptyItems).trimEnd();
        }))
            .join('\\n');
        return {
            output: generatedOutput,
            height: writes.length,
        };
    }
}
`;
const SHARED_CACHES = ['caches = new OutputCaches();', 'caches = sharedOutputCaches();'];
// The sha-256 of Ink 6.8.0's get() and the rest of output.js after it, which OUTPUT_GET replaces.
const INK_OUTPUT_GET_SHA256 = '584200c7a022a7e5dfb52adcebe9fe0c6a1de09d132c47438b599dc8d89bf047';
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
			const source = await readFile(path, 'utf8');
			const get = source.indexOf('    get() {');
			// Ink is pinned; a new version must be checked by hand before these apply.
			if (get === -1 || sha256(source.slice(get)) !== INK_OUTPUT_GET_SHA256) throw new Error(`${path}: Ink's Output.get has changed; revisit scripts/bundle-patches.mjs`);
			return {contents: edited(path, source.slice(0, get), [SHARED_CACHES]) + OUTPUT_GET + OUTPUT_ADDITIONS, loader: 'js'};
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
			// The default export becomes measuredWidth, which the memo below calls.
			return {contents: edited(path, await readFile(path, 'utf8'), [['export default function stringWidth(', 'function measuredWidth(']]) + MEMO_WIDTH, loader: 'js'};
		});
	},
};

// Ink's Output turns each new line into styled cells with @alcalzone/ansi-tokenize (0.2.5), and each
// new row back into a string. Three changes, the same cells and strings out:
// - tokenize() walks the line with Intl.Segmenter, which costs about a microsecond a character. In a
//   line of ASCII alone every grapheme is one UTF-16 unit (Unicode's only multi-unit ASCII cluster is
//   CR LF), so such a line is walked unit by unit.
// - styledCharsFromTokens() gave every character its own copy of the active styles; characters in a
//   run with the same styles now share one array (nothing writes to a cell's styles). It copies a
//   character token's three fields by name instead of spreading it.
// - styledCharsToString() then skips the diff between neighbours that share it, which is empty.
const TOKENIZE_EDITS = [['of segmenter.segment(str))', 'of graphemes(str))']];
const GRAPHEMES = `
const ASCII_ONLY = /^[\\u0000-\\u007F]*$/;
function graphemes(str) {
\tif (!ASCII_ONLY.test(str) || str.includes('\\r\\n')) return segmenter.segment(str);
\tconst units = new Array(str.length);
\tfor (let index = 0; index < str.length; index++) units[index] = {segment: str[index], index};
\treturn units;
}
`;
const STYLED_CHARS_EDITS = [
	['    let codes = [];\n', '    let codes = [];\n    let shared;\n'],
	['            codes = reduceAnsiCodesIncremental(codes, [token]);\n', '            codes = reduceAnsiCodesIncremental(codes, [token]);\n            shared = undefined;\n'],
	['                ...token,\n                styles: [...codes],', '                type: token.type,\n                value: token.value,\n                fullWidth: token.fullWidth,\n                styles: (shared ??= [...codes]),'],
	['        else {\n            ret += ansiCodesToString(diffAnsiCodes(', '        else if (char.styles !== chars[i - 1].styles) {\n            ret += ansiCodesToString(diffAnsiCodes('],
];
export const ansiTokenize = {
	name: 'ansi-tokenize',
	setup(build) {
		build.onLoad({filter: /[\\/]@alcalzone[\\/]ansi-tokenize[\\/]build[\\/]tokenize\.js$/}, async ({path}) => ({
			contents: edited(path, await readFile(path, 'utf8'), TOKENIZE_EDITS) + GRAPHEMES,
			loader: 'js',
		}));
		build.onLoad({filter: /[\\/]@alcalzone[\\/]ansi-tokenize[\\/]build[\\/]styledChars\.js$/}, async ({path}) => ({
			contents: edited(path, await readFile(path, 'utf8'), STYLED_CHARS_EDITS),
			loader: 'js',
		}));
	},
};

/** The source with each [from, to] applied once; an error when a pinned dependency's code has changed. */
function edited(path, source, edits) {
	for (const [from, to] of edits) {
		if (!source.includes(from)) throw new Error(`${path}: no ${JSON.stringify(from)}; the dependency has changed, revisit scripts/bundle-patches.mjs`);
		source = source.replace(from, to);
	}
	return source;
}

// Ink 6.8 clears the whole terminal, scrollback included (ESC[2J ESC[3J), and writes all history again
// whenever the last frame was as tall as the screen: its answer for full-screen apps. cctui is an
// inline app whose history is the user's scrollback, so that branch goes: such a frame is erased
// and replaced like any other (cctui keeps its frames shorter than the screen; this is the guarantee
// that nothing is erased when one is not). Upstream keeps it for apps that redraw the whole screen.
const NO_CLEAR_EDITS = [['        if (this.lastOutputHeight >= this.options.stdout.rows) {', '        if (false) {']];
export const inkNoClear = {
	name: 'ink-no-clear',
	setup(build) {
		build.onLoad({filter: /[\\/]ink[\\/]build[\\/]ink\.js$/}, async ({path}) => ({contents: edited(path, await readFile(path, 'utf8'), NO_CLEAR_EDITS), loader: 'js'}));
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
export const bundlePlugins = [inkOutput, inkNoClear, ansiTokenize, memoStringWidth, noDevtools];

// CommonJS dependencies (React) call require() for Node's built-ins, which ESM output lacks.
export const requireBanner = {js: "import {createRequire as __cctuiRequire} from 'node:module'; const require = __cctuiRequire(import.meta.url);"};
