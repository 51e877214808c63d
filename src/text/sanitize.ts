/**
 * Terminal safety for untrusted text (model, tools, files, stderr). Ink's own sanitizer is for layout and keeps SGR
 * and OSC (title, clipboard), so all foreign text passes through here before it is rendered.
 *
 * `sanitize` drops control sequences the way a VT500-style parser would consume them, so what remains is the text
 * a terminal would have shown. `revealControls` instead makes every control character and every character that
 * draws nothing visible, and letters of another script that pass for Latin ones (lookalikes.ts), for contexts where
 * the exact content matters (a command or a file change awaiting approval).
 */
import {withAgreedWidths} from './agreed-widths.js';
import {codePoint} from './code-point.js';
import {jsonText} from './json-text.js';
import {revealLookalikes} from './lookalikes.js';

// Anything a terminal could interpret: C0 except \t and \n, DEL, C1, and the bidi embeddings/overrides/isolates.
const UNSAFE = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/;

/**
 * Characters that draw nothing, so a command or a file name holding one differs from what is seen: the format
 * characters (zero-width space, joiners, bidi marks, word joiner, BOM, soft hyphen, tags…), the grapheme joiner,
 * variation selectors, the Hangul fillers, and the line and paragraph separators (no column in tmux, one in xterm).
 * In prose they stay (but those withAgreedWidths replaces): a joiner or selector is part of an emoji there.
 */
export const INVISIBLE = /[\p{Cf}\u034f\u115f\u1160\u2028\u2029\u3164\uffa0\ufe00-\ufe0f\u{e0100}-\u{e01ef}]/u;
const INVISIBLE_AT = new RegExp(INVISIBLE.source, 'uy');
const REVEALED = new RegExp(`${UNSAFE.source}|${INVISIBLE.source}`, 'u');

const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
const CAN = 0x18;
const SUB = 0x1a;
const ESC = 0x1b;
const DEL = 0x7f;
const BEL = 0x07;

const GROUND = 0;
const ESCAPE = 1;
const ESCAPE_INTERMEDIATE = 2;
const CSI = 3;
const CONTROL_STRING = 4; // OSC, DCS, SOS, PM, APC: swallowed up to BEL or ST
const CONTROL_STRING_ESCAPE = 5;

const isBidi = (c: number) => (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069);
const isC1 = (c: number) => c >= 0x80 && c <= 0x9f;
const isControl = (c: number) => (c < 0x20 && c !== TAB && c !== LF) || (c >= DEL && c <= 0x9f) || isBidi(c);

// 8-bit forms of the 7-bit introducers; other C1 controls (and a stray ST) have no visible effect.
function enterC1(c: number): number {
	if (c === 0x9b) return CSI;
	if (c === 0x90 || c === 0x98 || c >= 0x9d) return CONTROL_STRING;
	return GROUND;
}

/**
 * Remove all terminal control from `text`: CSI (SGR included), OSC, DCS/SOS/PM/APC, 7- and 8-bit, other escapes,
 * C0 controls except `\n` and `\t`, DEL, C1 and bidi overrides/isolates (Trojan Source). `\r\n` becomes `\n`, and so
 * does a lone `\r` (once something follows it): in an answer, a question or a name, the words before it are the
 * model's and must be read, where a terminal would draw what follows over them. A control string that is still
 * open at the end loses its introducer and shows its payload as plain text, so an unterminated sequence cannot hide
 * the rest of the text. A character whose width string-width and terminals disagree on is replaced by text of
 * one agreed width (withAgreedWidths). Linear time; idempotent.
 */
export function sanitize(text: string): string {
	return UNSAFE.test(text) ? parse(text, false).text : withAgreedWidths(text);
}

/**
 * `sanitize` for a program's output, read as its terminal would show it: a lone `\r` resets the line, keeping only
 * what follows it (the last frame of a progress bar), and a trailing `\r` keeps the line.
 */
export function sanitizeOutput(text: string): string {
	return UNSAFE.test(text) ? parse(text, true).text : withAgreedWidths(text);
}

/**
 * Where a control sequence still open at the end of `text` starts, or its length when none is: for text that
 * arrives in pieces, what is before it can be sanitized now, and the sequence waits for its rest. Sanitized alone,
 * the pieces of a cut sequence showed its remains (`1m`, the payload of a DCS).
 */
export function openSequenceAt(text: string): number {
	return UNSAFE.test(text) ? (parse(text, false).open ?? text.length) : text.length;
}

/**
 * sanitize's parser: the text, and where the sequence left open at its end starts, if one is (a lone `\r` that
 * nothing has followed yet counts as one: the next piece tells a line break from `\r\n`). `crResets`: a lone `\r`
 * resets the line (sanitizeOutput) rather than breaking it.
 */
function parse(text: string, crResets: boolean): {text: string; open: number | undefined} {
	const n = text.length;
	// Output is never longer than input; a code-unit buffer makes the line reset for \r O(1).
	const out = new Uint16Array(n);
	let w = 0;
	let lineStart = 0; // where the current line begins in `out`
	let pendingCr = false; // a lone \r resets or breaks the line once something visible follows
	let crAt = 0; // where that \r is in `text`
	let state = GROUND;
	let payloadStart = 0;

	const emit = (c: number) => {
		if (pendingCr) {
			if (crResets) w = lineStart;
			else {
				out[w++] = LF;
				lineStart = w;
			}
			pendingCr = false;
		}
		out[w++] = c;
	};
	const execute = (c: number, i: number) => {
		if (c === LF) {
			pendingCr = false;
			out[w++] = LF;
			lineStart = w;
		} else if (c === CR) {
			if (!pendingCr) crAt = i;
			pendingCr = true;
		} else if (c === TAB) {
			emit(TAB);
		}
	};
	// Transitions that apply in every state; returns false when `c` is not one of them.
	const anywhere = (c: number, i: number): boolean => {
		if (c === ESC) state = ESCAPE;
		else if (c === CAN || c === SUB) state = GROUND;
		else if (isC1(c)) state = enterC1(c);
		else return false;
		if (state === CONTROL_STRING) payloadStart = i + 1;
		return true;
	};

	let start = 0;
	let opened = 0; // where the sequence being read started
	let open: number | undefined;
	for (;;) {
		for (let i = start; i < n; i++) {
			const c = text.charCodeAt(i);
			if (state === GROUND) opened = i;
			switch (state) {
				case GROUND:
					if ((c >= 0x20 && c < DEL) || (c > 0x9f && !isBidi(c))) emit(c);
					else if (!anywhere(c, i)) execute(c, i); // a tab is emitted there; DEL and bidi are no-ops
					break;
				case ESCAPE:
				case ESCAPE_INTERMEDIATE:
					if (c === 0x5b && state === ESCAPE) state = CSI;
					else if (isStringIntroducer(c) && state === ESCAPE) {
						state = CONTROL_STRING;
						payloadStart = i + 1;
					} else if (c >= 0x20 && c <= 0x2f) state = ESCAPE_INTERMEDIATE;
					else if (c >= 0x30 && c < DEL) state = GROUND;
					else if (c > 0x9f) {
						state = GROUND;
						i--; // not part of the sequence: show it
					} else if (c !== DEL && !anywhere(c, i)) execute(c, i);
					break;
				case CSI:
					// Parameter and intermediate bytes (and DEL) stay in the sequence: they reach execute(), which ignores them.
					if (c >= 0x40 && c < DEL) state = GROUND;
					else if (c > 0x9f) {
						state = GROUND;
						i--;
					} else if (!anywhere(c, i)) execute(c, i);
					break;
				case CONTROL_STRING:
					// ST (0x9c) ends it too, as the C1 control it is (anywhere).
					if (c === BEL) state = GROUND;
					else if (c === ESC) state = CONTROL_STRING_ESCAPE;
					else anywhere(c, i);
					break;
				case CONTROL_STRING_ESCAPE:
					// ESC ends the string and starts a sequence: ESC \ (ST) is one whose final byte is \.
					state = ESCAPE;
					i--;
					break;
			}
		}
		if (state !== GROUND) open ??= opened;
		if (pendingCr && !crResets) open = Math.min(open ?? crAt, crAt);
		if (state !== CONTROL_STRING && state !== CONTROL_STRING_ESCAPE) break;
		// Unterminated: rescan the payload as text. It holds no ESC (but maybe a last one), C1, CAN, SUB or BEL,
		// since each of those would have ended the string, so this happens at most once.
		state = GROUND;
		start = payloadStart;
	}
	return {text: withAgreedWidths(decode(out, w)), open};
}

function decode(units: Uint16Array, length: number): string {
	const CHUNK = 8192; // stays well below the engine's argument-count limit
	let text = '';
	for (let i = 0; i < length; i += CHUNK)
		text += String.fromCharCode(...units.subarray(i, Math.min(length, i + CHUNK)));
	return text;
}

// ESC ] (OSC), ESC P (DCS), ESC X (SOS), ESC ^ (PM), ESC _ (APC).
function isStringIntroducer(c: number): boolean {
	return c === 0x5d || c === 0x50 || c === 0x58 || c === 0x5e || c === 0x5f;
}

/**
 * Show every control character instead of interpreting or dropping it: C0 as control pictures (`␛`, `␇`, `␍`…),
 * DEL as `␡`, C1 and bidi controls as `<U+XXXX>`, and so every character that draws nothing (INVISIBLE) and every
 * letter that passes for a Latin one of another script (`g<U+0456>thub`). Keeps `\n` and `\t`; `\r\n` becomes `\n`.
 */
export function revealControls(text: string): string {
	return revealLookalikes(revealInvisible(text));
}

function revealInvisible(text: string): string {
	if (!REVEALED.test(text)) return text;
	// Two passes into a code-unit buffer: fast and flat in memory even when most of a huge input is controls.
	let length = 0;
	for (let i = 0; i < text.length; i++) length += picture(text, i)?.length ?? 1;
	const out = new Uint16Array(length);
	let w = 0;
	for (let i = 0; i < text.length; i++) {
		const shown = picture(text, i);
		if (shown === undefined) out[w++] = text.charCodeAt(i);
		else for (let k = 0; k < shown.length; k++) out[w++] = shown.charCodeAt(k);
	}
	return decode(out, w);
}

// C0 as control pictures, DEL as ␡, C1 as code points; precomputed since huge inputs can be mostly controls.
const PICTURES = Array.from({length: 0xa0}, (_, c) =>
	c < 0x20 ? String.fromCharCode(0x2400 + c) : c === DEL ? '\u2421' : codePoint(c),
);

// How revealControls shows the character at `i`; undefined keeps it as it is.
function picture(text: string, i: number): string | undefined {
	const c = text.charCodeAt(i);
	if (isControl(c)) {
		if (c === CR && text.charCodeAt(i + 1) === LF) return ''; // CRLF → LF
		return PICTURES[c] ?? codePoint(c);
	}
	if (c < 0xa0) return undefined;
	// The second half of a surrogate pair goes with the first, shown whole (a tag, a selector past U+FFFF).
	if (c >= 0xdc00 && c <= 0xdfff)
		return isHighSurrogate(text.charCodeAt(i - 1)) && invisibleAt(text, i - 1) ? '' : undefined;
	return invisibleAt(text, i) ? codePoint(text.codePointAt(i)!) : undefined;
}

const isHighSurrogate = (c: number) => c >= 0xd800 && c <= 0xdbff;

function invisibleAt(text: string, i: number): boolean {
	INVISIBLE_AT.lastIndex = i;
	return INVISIBLE_AT.test(text);
}

const UNSAFE_ALL = new RegExp(UNSAFE.source, 'g');

/**
 * `JSON.stringify` for a terminal: the same JSON and value, with what it leaves raw (DEL, C1, bidi controls) escaped
 * as `\uXXXX` too, as it does C0.
 */
export function terminalJson(value: unknown, space?: number): string {
	return (jsonText(value, space) ?? '').replace(UNSAFE_ALL, c => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** `revealControls` for one-line contexts (what a tool is given, shown as it is): newlines a visible `⏎`, tabs a space. */
export function revealLine(text: string): string {
	return revealControls(text).replace(/\n/g, '⏎').replace(/\t/g, ' ');
}

/** `sanitize` for one-line contexts: newlines become a visible `⏎`, tabs a space. */
export function sanitizeLine(text: string): string {
	return sanitize(text).replace(/\n/g, '⏎').replace(/\t/g, ' ');
}
