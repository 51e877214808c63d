/**
 * Ink's input events as the keys they hold. Ink 6 cuts a read at escape sequences but hands the
 * text between them to useInput whole, so a read holding several keys (fast typing, a busy moment)
 * lost all but its text: "abc\x7f" typed "abc" and dropped the Backspace, "@src\t" inserted a tab
 * instead of completing, "x\x01y" dropped Ctrl+A. Here each control character becomes its own key,
 * as Ink reports it when it comes alone, and the text between them stays one insert.
 *
 * A bracketed paste (ESC[200~ … ESC[201~, which cctui asks the terminal for) is text whatever it
 * holds: its tabs and line breaks stay, and nothing in it is a key. It comes out whole, flagged as a
 * paste, once its end marker is read (Ink hands a long one over in pieces): the editor shows a long
 * one as a placeholder, and a prompt never takes a paste as an answer. A terminal without bracketed
 * paste sends a paste as plain text in one read; until a paste marker has been seen, a read whose
 * tab or line break has more text after it is taken as such a paste (sending its first line on its
 * own would be worse than an Enter typed ahead becoming a new line).
 */
import type {Key} from 'ink';

/** `pasted`: the whole of one paste, as text. */
export type KeyEvent = readonly [input: string, key: Key, pasted?: true];

/** No key flag set: text. */
export const TEXT: Key = {
	upArrow: false,
	downArrow: false,
	leftArrow: false,
	rightArrow: false,
	pageDown: false,
	pageUp: false,
	home: false,
	end: false,
	return: false,
	escape: false,
	ctrl: false,
	shift: false,
	tab: false,
	backspace: false,
	delete: false,
	meta: false,
	super: false,
	hyper: false,
	capsLock: false,
	numLock: false,
};

// Ink reports the markers with their ESC taken off and no key flag.
const PASTE_START = '[200~';
const PASTE_END = '[201~';
const CONTROL = /[\x00-\x1f\x7f]/;
const CONTROLS = /([\x00-\x1f\x7f])/;
/** A tab or line break with text after it, in one read: a paste. */
const PASTE_LIKE = /[\t\r\n][^\x00-\x1f\x7f]/;

/** The key one control character is when it arrives alone (Ink's parseKeypress). */
function controlKey(char: string): KeyEvent {
	switch (char) {
		case '\r':
			return ['', {...TEXT, return: true}];
		case '\n':
			return ['\n', TEXT];
		case '\t':
			return ['', {...TEXT, tab: true}];
		case '\b':
			return ['', {...TEXT, backspace: true}];
		case '\x7f':
			return ['', {...TEXT, delete: true}];
	}
	const code = char.charCodeAt(0);
	return code <= 0x1a ? [String.fromCharCode(code + 96), {...TEXT, ctrl: true}] : [char, TEXT];
}

/**
 * What a paste event held, as text: a lone character Ink took for a key is put back. Its line ends are read at the
 * paste's end: a CRLF whose CR ended one read and LF began the next was two line breaks.
 */
function pastedText(input: string, key: Key): string {
	if (key.return) return '\r';
	if (key.tab && !key.shift) return '\t';
	if (key.ctrl || key.meta || input === '') return '';
	return input;
}

export class KeySplitter {
	/** The paste being read, until its end marker. */
	private pasting: string | undefined;
	/** The terminal brackets pastes: plain reads hold only keys. */
	private bracketed = false;

	/** The keys of one of Ink's input events, in order. */
	split(input: string, key: Key): KeyEvent[] {
		if (input === PASTE_START && !key.ctrl) {
			this.pasting = '';
			this.bracketed = true;
			return [];
		}
		if (input === PASTE_END && !key.ctrl) {
			const text = this.pasting?.replace(/\r\n?/g, '\n');
			this.pasting = undefined;
			return text ? [[text, TEXT, true]] : [];
		}
		if (this.pasting !== undefined) {
			this.pasting += pastedText(input, key);
			return [];
		}
		if (input.length < 2 || key.ctrl || key.meta || !CONTROL.test(input)) return [[input, key]];
		if (!this.bracketed && PASTE_LIKE.test(input)) return [[input.replace(/\r\n?/g, '\n'), TEXT, true]];
		return input
			.split(CONTROLS)
			.filter(part => part !== '')
			.map(part => (CONTROL.test(part) ? controlKey(part) : [part, TEXT]));
	}
}
