/**
 * The person's messages are drawn `› text` at the left edge. Text from the model (an answer, thinking, a notice that
 * quotes it, perhaps a file it repeats) is drawn there too, so a line of it that starts with the mark would read as
 * something the person typed: without colour nothing else tells them apart. Such a line is drawn one column in.
 */
import {ESCAPE_SOURCE, spaceRowStarts} from '../text/rows.js';
import {INVISIBLE} from '../text/sanitize.js';
import {glyph} from './theme.js';

// The mark, and characters a reader takes for it (the bold mark looks much like ❯).
const MARKS = `${glyph.user}˃ᐳ❯❭⟩﹥`;
const hasMark = (text: string) => [...MARKS].some(mark => text.includes(mark));
const ESCAPE_AT = new RegExp(ESCAPE_SOURCE, 'y');
const UNSEEN_CHAR = new RegExp(`^(?:${INVISIBLE.source}|[\\p{Mn}\\p{Me}])$`, 'u');

/**
 * `text` with each line that would start with the prompt mark moved one column in; with `columns`, each row the
 * terminal would wrap a line onto at that width too (a resize wraps them anew: a row may start with it then).
 */
export function offPromptMark(text: string, columns?: number): string {
	if (!hasMark(text)) return text;
	return text
		.split('\n')
		.map(line => {
			if (!hasMark(line)) return line;
			const moved = offPromptMarkLine(line);
			return columns === undefined ? moved : spaceRowStarts(moved, columns, cell => MARKS.includes(cell[0]!));
		})
		.join('\n');
}

/** One line (or the start of one, as it streams) moved one column in when it starts with the prompt mark. */
export function offPromptMarkLine(line: string): string {
	const at = seenFrom(line);
	return at < line.length && MARKS.includes(line[at]!) ? ` ${line}` : line;
}

/** Whether `text` draws nothing: a line that starts so has not started yet. */
export const drawsNothing = (text: string) => seenFrom(text) === text.length;

/**
 * Where what is seen of `line` starts: past what draws nothing there (styles, a link's start, a zero-width character,
 * a combining mark). A scan, not a regex: those overlap (a variation selector is both), and a regex would backtrack
 * through every way of matching a long run of them.
 */
function seenFrom(line: string): number {
	let at = 0;
	while (at < line.length) {
		ESCAPE_AT.lastIndex = at;
		if (ESCAPE_AT.test(line)) {
			at = ESCAPE_AT.lastIndex;
			continue;
		}
		const char = String.fromCodePoint(line.codePointAt(at)!);
		if (!UNSEEN_CHAR.test(char)) break;
		at += char.length;
	}
	return at;
}
