/**
 * Ink 6.8 passes every text it draws through sanitizeAnsi (build/sanitize-ansi.js), which keeps text, SGR
 * sequences (colours, bold) and OSC strings and drops every other control sequence. A text with an escape
 * in it is tokenized whole, at every level of nested <Text>, though nearly all are chalk's colours alone
 * and come out unchanged. So a text whose every escape starts an SGR sequence Ink keeps, and which holds no
 * C1 control character, is returned as it is: the same string the tokens would make, without them, and
 * without the optimizing compiler's work on the tokenizer. Upstream (Ink 7.1 too) tokenizes them all.
 */

/**
 * An escape that does not start an SGR sequence as Ink keeps it (ESC [, parameters of digits, colons and
 * semicolons, m), or a C1 control character (U+0080 to U+009F), which Ink's tokenizer also reads as one.
 */
const NOT_SGR = /\u001B(?!\[[\d:;]*m)|[\u0080-\u009F]/;

/** Whether Ink's sanitizeAnsi would return `text` unchanged, as far as this can tell without tokenizing it. */
export function keepsAsItIs(text: string): boolean {
	return !NOT_SGR.test(text);
}
