/**
 * The stdin Ink is given: escape sequences that are not keys are dropped before Ink parses them.
 * Ink 6.8 (pinned) names a CSI sequence by its final byte and reads its parameter as a modifier, so
 * pasted colours ("\x1b[31m") become a Ctrl key with no name, and Ink's input hook then throws on
 * it: pasting coloured text crashed cctui. Keys end in one of the finals Ink knows (arrows, Home,
 * End, function keys, Shift+Tab, rxvt's and the Linux console's forms) or `u` (the kitty protocol).
 * A long paste reaches stdin in several reads, and a sequence can be cut between two of them: the
 * cut-off start is held back until the rest arrives (Ink would join the two halves itself). Inside a
 * bracketed paste it waits however long the rest takes, as it may be the paste's end marker (dropped, it
 * left every later key inside the paste); a Ctrl+C read alone there ends the paste, whose end the
 * terminal lost, and counts as a key.
 *
 * Inside a paste nothing is a key, but Ink cuts a read at each ESC and takes it off, so a pasted OSC
 * (ESC ] 0;title BEL) reached the editor as the text "]0;title". There each escape goes on in its
 * 8-bit form (ESC ] is U+009D): Ink leaves it in the text, and the editor's sanitize() drops the
 * whole sequence, payload and all, from the paste.
 *
 * A paste's text can hold the end marker itself (tmux's paste-buffer does not filter it, as terminals
 * should): "hello ESC[201~ CR rm -rf ~" ended the paste early, and its CR was Enter, sending it. No one
 * presses Enter within the read that ends a paste, so a line break read after a paste's end marker in
 * the same read (until a new paste starts) goes on as a paste of its own, a line break in the text that
 * never sends or answers a prompt. At worst an Enter typed while cctui was too busy to read is a line
 * break, and is pressed again.
 */
import {withMethod} from './with-method.js';

const CSI = /\u001B\[[\d;:<=>?]*([@-~])/g;
const KEY_FINALS = new Set('ABCDEFHPQRSZabcde[^~u');
/** A focus report (focus reporting, DECSET 1004): ESC[I when the window gains focus, ESC[O when it loses it. */
const FOCUS = /\u001B\[([IO])/g;
/** A bracketed paste's start (ESC[200~) or end (ESC[201~) marker. */
const PASTE_MARKER = /\u001B\[20([01])~/g;
const PASTE_START = '\u001B[200~';
const PASTE_END = '\u001B[201~';
/** A line break (a CRLF is one). */
const LINE_BREAK = /\r\n?|\n/g;
const CTRL_C = '\u0003';
/** An escape in a paste: ESC and a byte that makes it a C1 control (CSI, OSC, DCS, ST, …), or another (ESC 7, ESC ( B). */
const PASTED_ESCAPE = /\u001B(?:([@-_])|[ -/]*[0-~])/g;
/** A read that ends in ESC, or in ESC [ and parameters with no final byte yet. */
const CUT_OFF = /\u001B(?:\[[\x20-\x3f]*)?$/;
/**
 * A paste's read that ends in ESC and intermediates (ESC ( of ESC ( B): out of a paste that is Alt+(, a key, but
 * in one the rest follows, and the cut-off start showed as text ("(B").
 */
const CUT_OFF_IN_PASTE = /\u001B[ -/]+$/;
/**
 * How long a cut-off start waits for the rest, which comes within a millisecond unless cctui was
 * not scheduled; a lone ESC (the Escape key) is then delivered this late, as in neovim's default.
 */
const HOLD_MS = 50;

/** `text` without the CSI sequences that are not keys. */
export function keyInput(text: string): string {
	return text.includes('\u001B[')
		? text.replace(CSI, (sequence, final: string) => (KEY_FINALS.has(final) ? sequence : ''))
		: text;
}

/** keyInput over a stream of reads: a sequence cut between two reads is joined before it is judged. */
export class KeyFilter {
	private held = '';
	/** Inside a bracketed paste: its end marker has not come yet. */
	private pasting = false;

	/** `onFocus`: told of the terminal's focus reports (ESC[I in, ESC[O out), which are not keys. */
	constructor(private readonly onFocus?: (focused: boolean) => void) {}

	/** What to deliver now; a cut-off sequence at the end is kept for the next read. */
	push(chunk: string): string {
		if (this.pasting && chunk === CTRL_C) {
			this.held = '';
			this.pasting = false;
			return PASTE_END + CTRL_C;
		}
		const text = this.held + chunk;
		const cut = text.search(CUT_OFF);
		this.held = cut === -1 ? '' : text.slice(cut);
		const whole = cut === -1 ? text : text.slice(0, cut);
		if (this.onFocus) for (const [, how] of whole.matchAll(FOCUS)) this.onFocus(how === 'I');
		let delivered = '';
		let from = 0;
		/** A paste ended in this read, and no new one has started since. */
		let afterPaste = false;
		for (const marker of whole.matchAll(PASTE_MARKER)) {
			delivered += this.between(whole.slice(from, marker.index), afterPaste) + marker[0];
			this.pasting = marker[1] === '0';
			afterPaste = !this.pasting;
			from = marker.index + marker[0].length;
		}
		let rest = whole.slice(from);
		const pastedCut = this.pasting ? rest.search(CUT_OFF_IN_PASTE) : -1;
		if (pastedCut !== -1) {
			this.held = rest.slice(pastedCut) + this.held;
			rest = rest.slice(0, pastedCut);
		}
		return keyInput(delivered + this.between(rest, afterPaste));
	}

	/** Text read between two markers: pasted, or keys, whose line breaks are pasted ones after a paste's end. */
	private between(text: string, afterPaste: boolean): string {
		if (this.pasting || !afterPaste) return this.pasted(text);
		return text.replace(LINE_BREAK, PASTE_START + '\n' + PASTE_END);
	}

	/** `text`, with its escapes in 8-bit form if it is inside a paste (the others have no such form, and go). */
	private pasted(text: string): string {
		if (!this.pasting) return text;
		return text.replace(PASTED_ESCAPE, (_, fe?: string) => (fe ? String.fromCharCode(fe.charCodeAt(0) + 0x40) : ''));
	}

	holding(): boolean {
		return this.held !== '';
	}

	/**
	 * Nothing more came: a lone ESC was the Escape key; half a sequence is not a key and is dropped, unless
	 * it is in a paste, where it waits on.
	 */
	flush(): string {
		if (this.pasting) return '';
		const held = this.held;
		this.held = '';
		return held === '\u001B' ? held : '';
	}
}

export function keyStdin(
	stream: NodeJS.ReadStream,
	{holdMs = HOLD_MS, onFocus}: {holdMs?: number; onFocus?: (focused: boolean) => void} = {},
): NodeJS.ReadStream {
	const filter = new KeyFilter(onFocus);
	let flushDue = false;
	let timer: NodeJS.Timeout | undefined;
	let recheck: NodeJS.Immediate | undefined;
	const read = (size?: number): string | Buffer | null => {
		for (;;) {
			const chunk: unknown = stream.read(size);
			if (chunk === null) {
				if (!flushDue) return null;
				flushDue = false;
				return filter.flush() || null;
			}
			const text = filter.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8'));
			clearTimeout(timer);
			clearImmediate(recheck);
			if (filter.holding()) {
				// Ink reads on 'readable'; this one comes with nothing new, so read() hands over what was held. The
				// timer runs before the poll that reads what came while cctui was not scheduled (a loaded machine), so
				// it looks again after that poll: the rest of a paste that came in time is joined, not cut.
				timer = setTimeout(() => {
					recheck = setImmediate(() => {
						if (stream.readableLength > 0) return; // the rest is here: Ink reads it next
						flushDue = true;
						stream.emit('readable');
					});
				}, holdMs).unref();
			}
			if (text !== '') return text;
		}
	};
	return withMethod(stream, 'read', read);
}
