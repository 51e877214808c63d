/**
 * Ink's Output turns each new line into styled cells with @alcalzone/ansi-tokenize (0.2.5), and each
 * new row back into a string. scripts/bundle-patches.mjs makes three changes there, in the bundle and
 * in the unit tests; the same cells and strings come out:
 * - tokenize() walks the line with Intl.Segmenter, which costs about a microsecond a character. In a
 *   line of ASCII alone every grapheme is one UTF-16 unit (Unicode's only multi-unit ASCII cluster is
 *   CR LF), so such a line is walked unit by unit (graphemes).
 * - styledCharsFromTokens() gave every character its own copy of the active styles; characters in a
 *   run with the same styles now share one array (nothing writes to a cell's styles). It copies a
 *   character token's three fields by name instead of spreading it.
 * - styledCharsToString() then skips the diff between neighbours that share it, which is empty.
 * Upstream (0.3.0 too) has none of them: they pay off for a caller that tokenizes lines many times a
 * second, as Ink does. docs/ink-patches/ansi-tokenize-graphemes.diff and ansi-tokenize-shared-styles.diff
 * propose them.
 */
import type {AnsiCode, StyledChar, Token} from '@alcalzone/ansi-tokenize';

const ASCII_ONLY = /^[\u0000-\u007F]*$/;

/** What tokenize() reads of a grapheme. */
interface Grapheme {
	readonly segment: string;
	readonly index: number;
}

/** The graphemes of `str`: its UTF-16 units when it is ASCII without CR LF, else what the segmenter finds. */
export function graphemes(str: string, segmenter: Intl.Segmenter): Iterable<Grapheme> {
	if (!ASCII_ONLY.test(str) || str.includes('\r\n')) return segmenter.segment(str);
	const units = new Array<Grapheme>(str.length);
	for (let index = 0; index < str.length; index++) units[index] = {segment: str[index]!, index};
	return units;
}

type ReduceCodes = (codes: AnsiCode[], newCodes: AnsiCode[]) => AnsiCode[];
type DiffCodes = (from: AnsiCode[], to: AnsiCode[]) => AnsiCode[];
type CodesToString = (codes: AnsiCode[]) => string;

/** styledCharsFromTokens(), with ansi-tokenize's reduceAnsiCodesIncremental passed in. */
export function sharedStyledChars(tokens: readonly Token[], reduceAnsiCodesIncremental: ReduceCodes): StyledChar[] {
	let codes: AnsiCode[] = [];
	let shared: AnsiCode[] | undefined;
	const ret: StyledChar[] = [];
	for (const token of tokens) {
		if (token.type === 'ansi') {
			codes = reduceAnsiCodesIncremental(codes, [token]);
			shared = undefined;
		} else if (token.type === 'char') {
			ret.push({
				type: token.type,
				value: token.value,
				fullWidth: token.fullWidth,
				styles: (shared ??= [...codes]),
			});
		}
	}
	return ret;
}

/** styledCharsToString(), with ansi-tokenize's ansiCodesToString and diffAnsiCodes passed in. */
export function sharedStylesToString(
	chars: readonly StyledChar[],
	ansiCodesToString: CodesToString,
	diffAnsiCodes: DiffCodes,
): string {
	let ret = '';
	for (let i = 0; i < chars.length; i++) {
		const char = chars[i]!;
		if (i === 0) {
			ret += ansiCodesToString(char.styles);
		} else if (char.styles !== chars[i - 1]!.styles) {
			ret += ansiCodesToString(diffAnsiCodes(chars[i - 1]!.styles, char.styles));
		}
		ret += char.value;
		// reset active styles at the end of the string
		if (i === chars.length - 1) {
			ret += ansiCodesToString(diffAnsiCodes(char.styles, []));
		}
	}
	return ret;
}

/** What Ink's Output passes in of ansi-tokenize, to turn a long line into a row's string. */
export interface LineTokenizer {
	readonly tokenize: (str: string) => Token[];
	readonly reduceAnsiCodesIncremental: ReduceCodes;
	readonly ansiCodesToString: CodesToString;
	readonly diffAnsiCodes: DiffCodes;
}

/**
 * How long a piece of a line longLineString() tokenizes at a time: a cell object per character of a whole
 * 1 MB line (its tokens, then its styled cells) took hundreds of MB and most of a second.
 */
export const PIECE = 4096;

const isEscape = (code: number) => code === 0x1b || code === 0x9b;
const isPrintableAscii = (code: number) => code >= 0x20 && code <= 0x7e;

/**
 * Where tokenize() ends the escape sequence that starts at `at`: an SGR sequence (`ESC[`, digits and
 * semicolons, `m`) or an OSC 8 link ended by BEL, as it parses them; else the escape is a character of its own.
 */
function escapeEnd(line: string, at: number): number {
	if (line[at + 1] === '[') {
		let index = at + 2;
		while (index < line.length && /[\d;]/.test(line[index]!)) index++;
		return line[index] === 'm' ? index + 1 : at + 1;
	}
	if (line.startsWith('\u001B]8;', at)) {
		const params = line.indexOf(';', at + 4);
		const bell = params < 0 ? -1 : line.indexOf('\u0007', params + 1);
		return bell < 0 ? at + 1 : bell + 1;
	}
	return at + 1;
}

/**
 * The first index at or after `from` where `line` can be cut without changing how it tokenizes: between
 * two printable ASCII characters (always a grapheme boundary) and outside any escape sequence. `start`,
 * the previous cut, is outside one; the line is scanned from there.
 */
function cutAt(line: string, start: number, from: number): number {
	let escaped = start; // where the last escape sequence seen ends
	for (let index = start; index < line.length; index++) {
		const code = line.charCodeAt(index);
		if (index >= from && index >= escaped && isPrintableAscii(code) && isPrintableAscii(line.charCodeAt(index - 1)))
			return index;
		if (index >= escaped && isEscape(code)) escaped = escapeEnd(line, index);
	}
	return line.length;
}

/**
 * styledCharsToString(styledCharsFromTokens(tokenize(line))) as this module makes them, the same
 * string, from pieces of at most about `piece` characters: only one piece's tokens and cells at a time.
 */
export function longLineString(line: string, tokens: LineTokenizer, piece = PIECE): string {
	let codes: AnsiCode[] = [];
	let shared: AnsiCode[] | undefined;
	let previous: AnsiCode[] | undefined;
	let ret = '';
	for (let start = 0; start < line.length;) {
		const end = cutAt(line, start, start + piece);
		// A piece's string is joined at once: `+=` per character would build a rope of a node per character,
		// 32 MB for a 1 MB line.
		const out: string[] = [];
		for (const token of tokens.tokenize(line.slice(start, end))) {
			if (token.type === 'ansi') {
				codes = tokens.reduceAnsiCodesIncremental(codes, [token]);
				shared = undefined;
				continue;
			}
			const styles = (shared ??= [...codes]);
			if (previous === undefined) out.push(tokens.ansiCodesToString(styles));
			else if (styles !== previous) out.push(tokens.ansiCodesToString(tokens.diffAnsiCodes(previous, styles)));
			out.push(token.value);
			previous = styles;
		}
		ret += out.join('');
		start = end;
	}
	return previous === undefined ? ret : ret + tokens.ansiCodesToString(tokens.diffAnsiCodes(previous, []));
}
