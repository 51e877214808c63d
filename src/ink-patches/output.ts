/**
 * Ink 6.8's Output (ink/build/output.js) turns a frame's text writes into rows. scripts/bundle-patches.mjs
 * makes its caches and its get() these, in the bundle and in the unit tests; the frames are the same.
 * - It builds its caches (each line's styled cells, each string's width) afresh for every frame, so
 *   every frame re-tokenizes rows that have not changed: the input box, the status line, the text
 *   above the newest line. One cache shared by all frames keeps them. The cells it holds are only
 *   read (a row copies references to them), and it starts over when it grows past a bound, since
 *   history rows are drawn once and never asked for again.
 * - Its get() fills a grid of cells, a fresh object per cell, for every row of every frame, and
 *   turns each row back into a string, style change by style change. A row's string depends only
 *   on the lines written onto it and where, so get() below first collects those writes per row,
 *   and builds cells and string only for a row it has not met before (the string is kept under
 *   that key). The clipping and cell-filling code is Ink's, moved, not changed.
 * - A line alone on its row gets no cells at all when they would give it back unchanged
 *   (canonical-line.ts): nearly every row, as chalk writes them. That is most of the tokenizing, and
 *   the optimizing compiler's work on it, saved in a fast stream.
 * - Any other line wider than the screen (a paragraph the terminal wraps) alone on its row is turned into
 *   its string piece by piece (longLineString), without a cell per character or a place in the caches:
 *   the same string, at a fraction of the memory and time. Such a line is the streaming paragraph, new on
 *   every frame, or history, drawn once: cells cached for it were never read again, and the collector
 *   found them only after they had aged into the old generation (80 MB of them for a 1 MB line).
 * Upstream (Ink 7.1 too) makes a new Output, and so new caches, for every frame: caches that outlive a
 * frame need bounds, which Ink had no reason to choose. docs/ink-patches/ink-output.diff proposes the
 * first two changes to Ink; the line alone on its row is not proposed yet.
 */
import type {StyledChar} from '@alcalzone/ansi-tokenize';
import {type LineTokenizer, longLineString} from './ansi-tokenize.js';
import {isCanonicalLine} from './canonical-line.js';

/** Ink's OutputCaches, as far as this uses it. */
export interface OutputCaches {
	readonly widths: ReadonlyMap<string, number>;
	readonly styledChars: ReadonlyMap<string, StyledChar[]>;
	getStyledChars(line: string): StyledChar[];
	getStringWidth(text: string): number;
	getWidestLine(text: string): number;
}

interface Clip {
	readonly x1: number | undefined;
	readonly x2: number | undefined;
	readonly y1: number | undefined;
	readonly y2: number | undefined;
}

type Operation =
	| {
			readonly type: 'write';
			readonly x: number;
			readonly y: number;
			readonly text: string;
			readonly transformers: readonly ((line: string, index: number) => string)[];
	  }
	| {readonly type: 'clip'; readonly clip: Clip}
	| {readonly type: 'unclip'};

/** An Ink Output: its size and the writes and clips of one frame. */
export interface InkOutput {
	readonly width: number;
	readonly height: number;
	readonly operations: readonly Operation[];
	readonly caches: OutputCaches;
}

/** Ink's own helpers, passed in by the patched output.js so that this uses the very copies Ink imports. */
type SliceAnsi = (text: string, from: number, to: number) => string;
type StyledCharsToString = (chars: StyledChar[]) => string;

const MAX_STYLED_LINES = 2000;
/**
 * And at most this many characters' cells (an object each): a streaming paragraph is a new line of up to a
 * screenful on every frame, and 2,000 of them held about 90 MB.
 */
export const MAX_STYLED_CHARS = 100_000;
const MAX_WIDTHS = 20_000;
const MAX_ROWS = 2000;

let sharedCaches: OutputCaches | undefined;
/** The characters of the lines whose cells sharedCaches holds: summing its keys every frame cost 50 µs a frame. */
let styledCharsHeld = 0;

/** `caches`, counting into styledCharsHeld the characters of each line it makes cells for. */
function counted(caches: OutputCaches): OutputCaches {
	const getStyledChars = caches.getStyledChars.bind(caches);
	return Object.assign(caches, {
		getStyledChars(line: string): StyledChar[] {
			if (!caches.styledChars.has(line)) styledCharsHeld += line.length;
			return getStyledChars(line);
		},
	});
}

/** The caches every Output shares, new once they have grown past their bound. */
export function sharedOutputCaches(Caches: new () => OutputCaches): OutputCaches {
	if (
		!sharedCaches ||
		sharedCaches.styledChars.size > MAX_STYLED_LINES ||
		sharedCaches.widths.size > MAX_WIDTHS ||
		styledCharsHeld > MAX_STYLED_CHARS
	) {
		sharedCaches = counted(new Caches());
		styledCharsHeld = 0;
	}
	return sharedCaches;
}

const rowStrings = new Map<string, string>();

/** One line, written at column x. */
interface RowWrite {
	readonly x: number;
	readonly line: string;
}

/** The string of a row not met before: the lines written onto it, turned into cells and back (Ink's code). */
function rowString(
	rowWrites: readonly RowWrite[],
	width: number,
	caches: OutputCaches,
	styledCharsToString: StyledCharsToString,
	tokenizer: LineTokenizer,
): string {
	// A line alone on its row is not cut into a cell per character, nor kept in the caches: if the
	// cells would give it back unchanged (canonical-line.ts), it is the row as it is; else, if wider
	// than the row (a paragraph the terminal wraps), it is tokenized piece by piece. The blanks left of
	// it are unstyled cells; a write past the row's end starts at its end (Ink drops the holes).
	const [only] = rowWrites;
	if (rowWrites.length === 1) {
		const row = ' '.repeat(Math.min(only!.x, width)) + only!.line;
		if (isCanonicalLine(only!.line)) return row.trimEnd();
		if (only!.line.length > width) return longLineString(row, tokenizer).trimEnd();
	}
	const currentLine: StyledChar[] = [];
	for (let x = 0; x < width; x++) {
		currentLine.push({type: 'char', value: ' ', fullWidth: false, styles: []});
	}
	for (const {x, line} of rowWrites) {
		let offsetX = x;
		const chars = caches.getStyledChars(line);
		for (const character of chars) {
			currentLine[offsetX] = character;
			const characterWidth = Math.max(1, caches.getStringWidth(character.value));
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
	// Ink's own step (ink#564): a write past the row's end leaves holes in the array.
	const lineWithoutEmptyItems = currentLine.filter(item => item !== undefined);
	return styledCharsToString(lineWithoutEmptyItems).trimEnd();
}

/** Output.get(): the frame's rows, each a string, as Ink's own get() makes them. */
export function rememberedRowsOutput(
	output: InkOutput,
	sliceAnsi: SliceAnsi,
	styledCharsToString: StyledCharsToString,
	tokenizer: LineTokenizer,
): {output: string; height: number} {
	const {width, height, caches} = output;
	const writes = Array.from({length: height}, (): RowWrite[] => []);
	const rowKeys = new Array<string>(height).fill(`${width}|`);
	const clips: Clip[] = [];
	for (const operation of output.operations) {
		if (operation.type === 'clip') {
			clips.push(operation.clip);
		}
		if (operation.type === 'unclip') {
			clips.pop();
		}
		if (operation.type === 'write') {
			const {text, transformers} = operation;
			let {x, y} = operation;
			let lines = text.split('\n');
			const clip = clips.at(-1);
			if (clip) {
				const {x1, x2, y1, y2} = clip;
				const clipHorizontally = typeof x1 === 'number' && typeof x2 === 'number';
				const clipVertically = typeof y1 === 'number' && typeof y2 === 'number';
				if (clipHorizontally) {
					const width = caches.getWidestLine(text);
					if (x + width < x1 || x > x2) {
						continue;
					}
				}
				if (clipVertically) {
					const height = lines.length;
					if (y + height < y1 || y > y2) {
						continue;
					}
				}
				if (clipHorizontally) {
					const left = x;
					lines = lines.map(line => {
						const from = left < x1 ? x1 - left : 0;
						const width = caches.getStringWidth(line);
						const to = left + width > x2 ? x2 - left : width;
						return sliceAnsi(line, from, to);
					});
					if (x < x1) {
						x = x1;
					}
				}
				if (clipVertically) {
					const from = y < y1 ? y1 - y : 0;
					const height = lines.length;
					const to = y + height > y2 ? y2 - y : height;
					lines = lines.slice(from, to);
					if (y < y1) {
						y = y1;
					}
				}
			}
			let offsetY = 0;
			for (const [index, written] of lines.entries()) {
				const rowWrites = writes[y + offsetY];
				if (!rowWrites) {
					continue;
				}
				let line = written;
				for (const transformer of transformers) {
					line = transformer(line, index);
				}
				rowWrites.push({x, line});
				rowKeys[y + offsetY] += `${x}\u0000${line}\u0001`;
				offsetY++;
			}
		}
	}
	// A loop, not map and join: V8 threw this function's optimized code away at that join (a "wrong map"
	// deoptimization) and compiled it again, about 20 ms of its compiler's time in a fast stream.
	let generatedOutput = '';
	for (let row = 0; row < height; row++) {
		const key = rowKeys[row]!;
		let string = rowStrings.get(key);
		if (string === undefined) {
			if (rowStrings.size >= MAX_ROWS) rowStrings.clear();
			string = rowString(writes[row]!, width, caches, styledCharsToString, tokenizer);
			rowStrings.set(key, string);
		}
		generatedOutput += row === 0 ? string : `\n${string}`;
	}
	return {
		output: generatedOutput,
		height: writes.length,
	};
}
