/**
 * Where claude's Edit (2.1.330) finds `old_string`, and what it writes there: when `old_string` is not in the file as
 * given, it reads curly quotes as straight ones, and then writes `new_string` in the file's quote style. The prompt's
 * diff (diff.ts) and the file an editor is shown (file-after.ts) both follow it.
 */

/** The text claude replaces and its replacement; undefined where claude would not find `oldString`. */
export function editMatch(
	file: string,
	oldString: string,
	newString: string,
): {found: string; replacement: string} | undefined {
	const found = foundAs(file, oldString);
	return found === undefined ? undefined : {found, replacement: inQuoteStyle(found, oldString, newString)};
}

const straightQuotes = (text: string) => text.replace(/[\u2018\u2019]/g, "'").replace(/[\u201C\u201D]/g, '"');

/** `oldString` as the file has it, where claude finds it; undefined where claude would not. */
function foundAs(file: string, oldString: string): string | undefined {
	if (file.includes(oldString)) return oldString;
	const at = straightQuotes(file).indexOf(straightQuotes(oldString));
	return at === -1 ? undefined : file.slice(at, at + oldString.length);
}

/** An opening quote: at the start, or after a space, a line break, an opening bracket or a dash. */
const opens = (chars: readonly string[], index: number) =>
	index === 0 || /[ \t\n\r([{\u2014\u2013]/.test(chars[index - 1]!);
const isLetter = (char: string | undefined) => char !== undefined && /\p{L}/u.test(char);

/** `newString` with straight quotes made curly where what it replaces had curly ones, as claude writes it. */
function inQuoteStyle(found: string, oldString: string, newString: string): string {
	if (found === oldString) return newString;
	let chars = [...newString];
	if (/[\u201C\u201D]/.test(found))
		chars = chars.map((char, index) => (char === '"' ? (opens(chars, index) ? '\u201C' : '\u201D') : char));
	if (/[\u2018\u2019]/.test(found))
		chars = chars.map((char, index) => {
			if (char !== "'") return char;
			// An apostrophe, between letters, is a closing quote.
			if (isLetter(chars[index - 1]) && isLetter(chars[index + 1])) return '\u2019';
			return opens(chars, index) ? '\u2018' : '\u2019';
		});
	return chars.join('');
}
