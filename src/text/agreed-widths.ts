/**
 * Characters whose width string-width (Ink's layout, the frame differ) and the terminal disagree on. Ink moves the
 * cursor by the widths it counts, so on a row holding one every later edit lands a column off: a streamed line
 * came out garbled in the scrollback (letters lost, spaces added). Each is replaced by text of one width that
 * string-width, tmux 3.3a and xterm all agree on (part of sanitize; tests in test/text/agreed-widths.test.ts).
 */
import {codePoint} from './code-point.js';

/**
 * The emoji selector (VS16) after a character drawn as text by default (⚠ ✔ ❤ ☀): string-width counts ⚠️ as two
 * columns, tmux and xterm draw it in one. Without the selector every terminal and string-width agree on one column.
 * A selector inside a joined emoji (ZWJ) is kept.
 */
const TEXT_STYLE_EMOJI = /(\P{Emoji_Presentation})\uFE0F+(?!\u200D)/gu;

/**
 * A keycap (1️⃣ #️⃣): two columns to string-width, one to tmux and xterm (the digit, with the keycap mark drawn
 * over it or not at all). Only the digit is kept.
 */
const KEYCAP = /([#*0-9])\uFE0F?\u20E3/gu;

/**
 * A skin tone after the emoji it modifies (👍🏽, 👩🏽‍💻): string-width counts the pair as one emoji of two
 * columns, tmux 3.3a draws the tone as an emoji of its own (four columns). The emoji keeps its default tone.
 */
const SKIN_TONE = /(?<=\p{Emoji_Modifier_Base}\uFE0F?)\p{Emoji_Modifier}/gu;

/** Line and paragraph separators: one column to string-width and xterm, none to tmux. They break the line. */
const SEPARATOR = /[\u2028\u2029]/g;

/**
 * Prepended concatenation marks (the Arabic number sign U+0600…): signs drawn over the digits that follow. tmux
 * gives them a column, string-width 8 none (and 7, under wrap-ansi, one), so they are shown as their code point.
 */
const CONCATENATION_MARK = /[\u0600-\u0605\u06DD\u070F\u0890\u0891\u08E2\u{110BD}\u{110CD}]/gu;

/**
 * Characters meant to draw nothing that a terminal gives columns: the soft hyphen (a hint where a word may break),
 * the Hangul fillers (two columns in tmux and xterm), the interlinear annotation marks (one column to wrap-ansi's
 * string-width). Dropped.
 */
const BLANK = /[\u00AD\u115F\u3164\uFFA0\uFFF9-\uFFFB]/g;

/**
 * A character each rule above needs (the selector, the keycap mark, a skin tone's UTF-16 units…): one class to scan,
 * so the text of every frame passes untouched at the cost of a search, not of each rule tried at each character.
 */
const ANY =
	/[\uFE0F\u20E3\u2028\u2029\u0600-\u0605\u06DD\u070F\u0890\u0891\u08E2\u00AD\u115F\u3164\uFFA0\uFFF9-\uFFFB]|\uD83C[\uDFFB-\uDFFF]|\uD804[\uDCBD\uDCCD]/;

/** `text` with each character whose width string-width and terminals disagree on replaced (see above). */
export function withAgreedWidths(text: string): string {
	if (!ANY.test(text)) return text;
	return text
		.replace(SEPARATOR, c => (c === '\u2028' ? '\n' : '\n\n'))
		.replace(BLANK, '')
		.replace(CONCATENATION_MARK, c => codePoint(c.codePointAt(0)!))
		.replace(KEYCAP, '$1')
		.replace(SKIN_TONE, '')
		.replace(TEXT_STYLE_EMOJI, '$1');
}
