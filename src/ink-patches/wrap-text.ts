/**
 * Ink 6.8 wraps a <Text> with wrap-ansi 9, `trim: false` so that a line's own indentation stays. With it,
 * when a row ends exactly where a word does, the space after that word starts the next row: an answer
 * of a prompt wrapped "…for the" / " rest of this session", one column out of line with the rows around it
 * (chalk/wrap-ansi#36, closed without a change). scripts/bundle-patches.mjs makes Ink's wrap-text.js call
 * wrapRows() below, in the bundle and in the unit tests: the same rows, less that one space. Only a space
 * the wrap moved is dropped (a row after a full one, in the same line of the text); a line's indentation
 * and the rows' number are as before. It also holds the patch's memo (text-memo.ts), which bounds Ink's.
 */
import stringWidth from 'string-width';

export {TextMemo} from './text-memo.js';

type WrapAnsi = (text: string, columns: number, options: {trim: boolean; hard: boolean}) => string;

/** A row's leading SGR codes and OSC 8 links (wrap-ansi opens a row's styles again there), then one space. */
const MOVED_SPACE = /^((?:\u001B\[[\d;]*m|\u001B\]8;[^\u0007]*\u0007)*) /;

/** wrapAnsi(text, columns, {trim: false, hard: true}), with no row starting with the space a wrap moved. */
export function wrapRows(text: string, columns: number, wrapAnsi: WrapAnsi): string {
	// wrap-ansi wraps each line of the text on its own, so wrapping them one by one gives the same rows.
	return text
		.normalize()
		.replaceAll('\r\n', '\n')
		.split('\n')
		.map(line => {
			const rows = wrapAnsi(line, columns, {trim: false, hard: true}).split('\n');
			// Whether a row is full is read from wrap-ansi's rows: a full row that starts with a moved space is full
			// too, and the space after it moved (measured after dropping its own, it looked one column short).
			return rows
				.map((row, index) =>
					index > 0 && stringWidth(rows[index - 1]!) >= columns ? row.replace(MOVED_SPACE, '$1') : row,
				)
				.join('\n');
		})
		.join('\n');
}
