/**
 * Whether a line, alone on its row, is already the string Ink's Output would make of it: tokenized into
 * styled cells (ansi-tokenize) and turned back into a string, style change by style change. Nearly every
 * row Ink draws is one line written by chalk, which opens styles and closes them in reverse order, and
 * comes back unchanged from that round trip. Skipping it for such a row saves the tokenizing, and, more,
 * the optimizing compiler's work on the hot tokenizer code: 13–17% of cctui's CPU in a fast stream
 * (BENCHMARKS.md, stop 27).
 *
 * The check is strict, never loose: it accepts only what it can prove comes back the same, and any other
 * line takes the round trip as before. Accepted are single SGR codes that chalk writes (ansi-styles' modifiers
 * and colours, 256-colour and true-colour), each run of them between two characters either only opening
 * styles not yet open or only closing open ones, as ansi-tokenize's diff would write that change, and every
 * style closed by the line's end. Compound codes (`1;31`), resets, links and any other escape are refused.
 */

const ESC = 0x1b;
/** The 8-bit CSI, which ansi-tokenize also reads as an escape. */
const CSI_8BIT = '\u009B';

/** The code that ends each single SGR code chalk opens (ansi-styles 6). */
const END_OF = new Map<string, string>([
	['1', '22'],
	['2', '22'],
	['3', '23'],
	['4', '24'],
	['7', '27'],
	['8', '28'],
	['9', '29'],
	['53', '55'],
]);
for (let code = 30; code <= 37; code++) END_OF.set(String(code), '39');
for (let code = 90; code <= 97; code++) END_OF.set(String(code), '39');
for (let code = 40; code <= 47; code++) END_OF.set(String(code), '49');
for (let code = 100; code <= 107; code++) END_OF.set(String(code), '49');

const ENDS = new Set(END_OF.values());
const EXTENDED = /^([34]8);(?:5;\d+|2;\d+;\d+;\d+)$/;

/** The end code of `code` if chalk could have opened a style with it, else undefined. */
function endOf(code: string): string | undefined {
	const end = END_OF.get(code);
	if (end !== undefined) return end;
	const extended = EXTENDED.exec(code);
	return extended ? (extended[1] === '38' ? '39' : '49') : undefined;
}

/** An open style: its code and the code that ends it. */
interface Open {
	readonly code: string;
	readonly end: string;
}

/**
 * Applies the run of codes between two characters (or before the first, or after the last) to `open`,
 * in place. False if the tokenizer's round trip would write that change otherwise: a run that mixes
 * opening and closing, opens a style whose kind is open (bold and dim aside: both can be), closes nothing,
 * or closes in another order than the reverse of opening.
 */
function applyRun(open: Open[], run: readonly string[]): boolean {
	if (!ENDS.has(run[0]!)) {
		for (const code of run) {
			const end = endOf(code);
			if (end === undefined) return false;
			const intensity = end === '22';
			if (open.some(style => (intensity ? style.code === code : style.end === end))) return false;
			open.push({code, end});
		}
		return true;
	}
	// Closing: each code ends every open style of its kind, and the round trip writes the end codes of what
	// closed, last opened first, each once.
	const ends = new Set<string>();
	for (const end of run) {
		if (!ENDS.has(end) || ends.has(end) || !open.some(style => style.end === end)) return false;
		ends.add(end);
	}
	const written: string[] = [];
	for (let index = open.length - 1; index >= 0; index--) {
		const {end} = open[index]!;
		if (!ends.has(end)) continue;
		open.splice(index, 1);
		if (!written.includes(end)) written.push(end);
	}
	return written.every((end, index) => end === run[index]);
}

/** See the top of this file. */
export function isCanonicalLine(line: string): boolean {
	let at = line.indexOf('\u001B');
	if (at < 0) return !line.includes(CSI_8BIT);
	if (line.includes(CSI_8BIT)) return false;
	const open: Open[] = [];
	let run: string[] = [];
	let index = 0;
	while (index < line.length) {
		if (line.charCodeAt(index) !== ESC) {
			if (run.length > 0) {
				if (!applyRun(open, run)) return false;
				run = [];
			}
			at = line.indexOf('\u001B', index);
			index = at < 0 ? line.length : at;
			continue;
		}
		if (line[index + 1] !== '[') return false;
		const end = line.indexOf('m', index + 2);
		if (end < 0) return false;
		const code = line.slice(index + 2, end);
		run.push(code);
		index = end + 1;
	}
	// Codes after the last character: the round trip writes only the closing of what is open there. (A line of
	// codes alone is one run, which cannot both open and close: refused.)
	if (run.length > 0 && !applyRun(open, run)) return false;
	return open.length === 0;
}
