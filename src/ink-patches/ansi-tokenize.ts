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
