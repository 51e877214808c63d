import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {withAgreedWidths} from '../../src/text/agreed-widths.js';
import {revealLookalikes} from '../../src/text/lookalikes.js';
import {openSequenceAt, revealControls, sanitize, sanitizeLine, sanitizeOutput} from '../../src/text/sanitize.js';
import {displayWidth} from '../../src/text/width.js';

// Everything a terminal could act on, plus \r (which sanitize always resolves).
const CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/;
const CONTROL_G = new RegExp(CONTROL.source, 'g');

describe('sanitize', () => {
	it.each([
		['SGR', 'a\x1b[31mred\x1b[0m!', 'ared!'],
		['SGR with colon params', '\x1b[38:2:255:0:0mx', 'x'],
		['cursor and screen control', '\x1b[2J\x1b[Hhome\x1b[10;5f', 'home'],
		['private mode', '\x1b[?25l\x1b[?1049hx', 'x'],
		['OSC 52 clipboard, BEL', 'x\x1b]52;c;aGVsbG8=\x07y', 'xy'],
		['OSC 0 title, ST', '\x1b]0;pwned\x1b\\after', 'after'],
		['OSC 2 title, 8-bit ST', '\x1b]2;pwned\x9cafter', 'after'],
		['OSC 8 hyperlink', '\x1b]8;;http://evil\x1b\\click\x1b]8;;\x1b\\', 'click'],
		['DCS', '\x1bPq#0;2;0;0;0#0~~\x1b\\x', 'x'],
		['APC (kitty graphics)', 'a\x1b_Gf=100;AAAA\x1b\\b', 'ab'],
		['PM and SOS', '\x1b^pm\x1b\\\x1bXsos\x1b\\ok', 'ok'],
		['8-bit CSI', '\x9b31mred', 'red'],
		['8-bit OSC', '\x9d52;c;eHg=\x07ok', 'ok'],
		['8-bit DCS/SOS/PM/APC', '\x90d\x9c\x98s\x9c\x9ep\x9c\x9fa\x9cok', 'ok'],
		['other C1', 'a\x85b\x8dc\x9cd', 'abcd'],
		['bare ESC at end', 'a\x1b', 'a'],
		['two-character escape', 'a\x1bcb\x1b7c\x1bM', 'abc'],
		['charset designation', '\x1b(Bx\x1b#8', 'x'],
		['ESC before non-ASCII keeps it', '\x1bé', 'é'],
		['BEL and backspace', 'a\x07b\x08c', 'abc'],
		['other C0 and DEL', '\x00a\x01\x0b\x0c\x0e\x1f\x7fb', 'ab'],
		['tab and newline kept', 'a\tb\nc', 'a\tb\nc'],
		['CRLF', 'a\r\nb\r\n', 'a\nb\n'],
		['a lone carriage return breaks the line: nothing before it is hidden', 'rm -rf ~\rls', 'rm -rf ~\nls'],
		['carriage return then escape then text', 'old\r\x1b[2Knew', 'old\nnew'],
		['carriage returns in a row break it once', 'a\r\rb', 'a\nb'],
		['trailing carriage return keeps the line', 'abc\r', 'abc'],
		['CR CR LF', 'abc\r\r\n', 'abc\n'],
		['bidi overrides and isolates', 'a\u202eb\u2066c\u2069d\u202a', 'abcd'],
		['CAN aborts a sequence', '\x1b[31\x18m', 'm'],
		['C0 inside CSI still acts', '\x1b[3\n1m', '\n'],
		['ESC inside OSC starts a new sequence', '\x1b]0;t\x1b[31mred', 'red'],
		['C1 inside OSC ends it', '\x1b]0;t\x9b1mok', 'ok'],
		['unterminated CSI', 'a\x1b[12;', 'a'],
		['unterminated OSC shows its payload', 'a\x1b]0;title', 'a0;title'],
		['unterminated OSC ending in ESC', 'a\x1b]0;x\x1b', 'a0;x'],
		['unterminated 8-bit OSC', '\x9d0;rm -rf ~', '0;rm -rf ~'],
		// Each edge of the parser's ranges, from one side and the other (mutation testing found them untested).
		[
			'text beside a control keeps non-ASCII, and what is next to bidi',
			'é\x1b[0m中\u2029\u202f\u2065\u206a',
			'é中\n\n\u202f\u2065\u206a', // a paragraph separator breaks the line (agreed-widths.test.ts)
		],
		['a tab inside an escape still acts', 'a\x1b\tb', 'a\t'],
		['a tab inside a CSI still acts', 'a\x1b[3\t1mb', 'a\tb'],
		['SUB aborts a sequence', '\x1b[31\x1am', 'm'],
		['CAN aborts an escape', 'a\x1b\x18[31mb', 'a[31mb'],
		['after an intermediate byte, [ ends the escape', 'a\x1b [31mb', 'a31mb'],
		['/ is an intermediate byte too', 'a\x1b/[31mb', 'a31mb'],
		['after an intermediate byte, ] ends the escape', '\x1b(]abc\x07def', 'abcdef'],
		['0 is a final byte of an escape', 'a\x1b0xb', 'axb'],
		['DEL inside an escape is ignored', 'a\x1b\x7fxb', 'ab'],
		['@ and ~ end a CSI', 'a\x1b[1@b\x1b[2~c', 'abc'],
		['space is an intermediate byte of a CSI', 'a\x1b[1 qb', 'ab'],
		['DEL inside a CSI is ignored', 'a\x1b[1\x7fmb', 'ab'],
		['non-ASCII ends a CSI and is shown', 'a\x1b[1中b', 'a中b'],
		['non-ASCII ends an escape and is shown', 'a\x1b(中b', 'a中b'],
		['DEL inside an OSC is part of it', 'a\x1b]0;t\x7f\x07b', 'ab'],
		['the first C1 control, 0x80, ends an OSC', 'a\x1b]0;t\x80b', 'ab'],
	])('%s', (_, input, expected) => {
		expect(sanitize(input)).toBe(expected);
	});

	it('returns clean text unchanged', () => {
		const text = 'plain, unicode ✓ 中文 🎉\n\tindented';
		expect(sanitize(text)).toBe(text);
	});

	it('drops the emoji selector after a character drawn as text by default, where terminals disagree on its width', () => {
		expect(sanitize('⚠️ Warning ✔️ done ❤️\uFE0F')).toBe('⚠ Warning ✔ done ❤');
		expect(sanitize('\x1b[31m⚠️\x1b[0m')).toBe('⚠');
		for (const text of ['⚠', '😀', '😀\uFE0F', '🏳️‍🌈', '❤️‍🔥', '\uFE0F'])
			expect(sanitize(text), JSON.stringify(text)).toBe(text);
		// What is left is one column to string-width, as to tmux and xterm.
		expect(displayWidth(sanitize('⚠️✔️☀️'))).toBe(3);
	});
});

describe('revealControls', () => {
	it('shows controls as visible characters', () => {
		expect(revealControls('echo \x1b]0;t\x07\r\n\x9b\u202e\x7f\r\t')).toBe('echo ␛]0;t␇\n<U+009B><U+202E>␡␍\t');
	});

	it('shows each end of the control ranges, and nothing past them', () => {
		expect(revealControls('\x1f \x7e\x7f\x9f\xa0\u2027\u202a\u2069\u2070')).toBe(
			'␟ ~␡<U+009F>\xa0\u2027<U+202A><U+2069>\u2070',
		);
		expect(revealControls('a\x07')).toBe('a␇');
		expect(revealControls('\r\r\n')).toBe('␍\n');
		expect(revealControls('\x07\n\x1b\n')).toBe('␇\n␛\n');
	});

	it('shows characters that draw nothing, so a file name reads as the one created', () => {
		expect(revealControls('touch u1\u2060.txt')).toBe('touch u1<U+2060>.txt');
		expect(revealControls('\u200b\u200c\u200d\u200e\u200f\u2064\ufeff\u061c\u180e\xad\u034f\u3164')).toBe(
			'<U+200B><U+200C><U+200D><U+200E><U+200F><U+2064><U+FEFF><U+061C><U+180E><U+00AD><U+034F><U+3164>',
		);
		// Selectors and tags, past U+FFFF too (a surrogate pair shows as one code point); an emoji's joiner is shown.
		expect(revealControls('a\ufe0fb\u{e0100}c\u{e0041}d')).toBe('a<U+FE0F>b<U+E0100>c<U+E0041>d');
		expect(revealControls('👨\u200d👩')).toBe('👨<U+200D>👩');
		// Other text outside ASCII, and a lone half of a pair, stay as they are.
		expect(revealControls('é 中文 😀 \udc00 \u0430')).toBe('é 中文 😀 \udc00 \u0430');
		// A lone second half after a character that draws nothing is not taken for the rest of it, and stays.
		expect(revealControls('\u200b\udc00 \ufeff\udc00')).toBe('<U+200B>\udc00 <U+FEFF>\udc00');
	});
});

describe('sanitizeLine', () => {
	it('folds newlines and tabs', () => {
		expect(sanitizeLine('a\nb\tc\x1b[1m')).toBe('a⏎b c');
	});
});

const fragments = fc.constantFrom(
	'\x1b',
	'\x1b[',
	'\x1b]',
	'\x1b]52;c;',
	'\x1b]0;',
	'\x1bP',
	'\x1b_',
	'\x1b^',
	'\x1bX',
	'\x1b\\',
	'\x1b(',
	'\x07',
	'\x08',
	'\x18',
	'\x1a',
	'\x7f',
	'\x9b',
	'\x9c',
	'\x9d',
	'\x90',
	'\x85',
	'\r',
	'\n',
	'\t',
	'\r\n',
	'\u202e',
	'\u2066',
	'0',
	'1',
	'52',
	';',
	':',
	'?',
	'm',
	'H',
	'a',
	'z',
	'é',
	'中',
	'🎉',
	'⚠',
	'\uFE0F',
	'\u200D',
	' ',
);
const messy = fc
	.array(fc.oneof(fragments, fragments, fc.string({unit: 'binary'})), {maxLength: 60})
	.map(parts => parts.join(''));
const anyText = fc.oneof(messy, fc.string({unit: 'binary'}), fc.string({unit: 'binary-ascii'}));

describe('sanitizeOutput: the output of a program, as its terminal shows it', () => {
	it.each([
		['progress bar', '10%\r50%\r100%\ndone', '100%\ndone'],
		['carriage return then escape then text', 'old\r\x1b[2Knew', 'new'],
		['trailing carriage return keeps the line', 'abc\r', 'abc'],
		['CRLF', 'a\r\nb\r\n', 'a\nb\n'],
		['escapes go as in sanitize', '\x1b[31mred\x1b]0;t\x07', 'red'],
	])('%s', (_, input, expected) => {
		expect(sanitizeOutput(input)).toBe(expected);
	});
});

describe('sanitize properties', () => {
	it('leaves no control characters but \\n and \\t', () => {
		fc.assert(
			fc.property(anyText, text => {
				expect(sanitize(text)).not.toMatch(CONTROL);
			}),
			{numRuns: 2000},
		);
	});

	it('is idempotent', () => {
		fc.assert(
			fc.property(anyText, text => {
				const once = sanitize(text);
				expect(sanitize(once)).toBe(once);
			}),
			{numRuns: 2000},
		);
	});

	it('passes printable text through unchanged', () => {
		// Without what withAgreedWidths replaces (agreed-widths.test.ts).
		const printable = fc
			.string({unit: 'binary'})
			.map(text => text.replace(CONTROL_G, ''))
			.filter(text => withAgreedWidths(text) === text);
		fc.assert(
			fc.property(printable, text => {
				expect(sanitize(text)).toBe(text);
			}),
		);
	});

	it('never lets a sequence swallow text that follows its terminator', () => {
		fc.assert(
			fc.property(messy, fc.stringMatching(/^[a-z ]{1,20}$/), (junk, tail) => {
				expect(sanitize(`${junk}\x1b\\\x18${tail}`).endsWith(tail)).toBe(true);
			}),
		);
	});
});

// And what revealControls shows besides: characters that draw nothing.
const HIDDEN = new RegExp(
	`${CONTROL.source}|[\\p{Cf}\\u034f\\u115f\\u1160\\u3164\\uffa0\\ufe00-\\ufe0f\\u{e0100}-\\u{e01ef}]`,
	'u',
);
const HIDDEN_G = new RegExp(HIDDEN.source, 'gu');

describe('revealControls properties', () => {
	it('leaves no control or invisible characters, is idempotent and keeps printable text', () => {
		fc.assert(
			fc.property(anyText, text => {
				const once = revealControls(text);
				expect(once).not.toMatch(HIDDEN);
				expect(revealControls(once)).toBe(once);
				// What draws something only changes where it is a look-alike letter (lookalikes.test.ts): a Cyrillic
				// combining mark on a Latin letter ('\ufe2eA') is one.
				const visible = text.replace(HIDDEN_G, '');
				expect(revealControls(visible)).toBe(revealLookalikes(visible));
			}),
			{examples: [['\ufe2eA']]},
		);
	});
});

// Timing is not asserted; a generous timeout keeps these reliable on a loaded machine, and under Stryker's
// instrumentation (5 MB through a mutated sanitizer once took over 30 s in a dry run).
describe('adversarial sizes', {timeout: 120_000}, () => {
	const MB5 = 5 * 1024 * 1024;
	it.each([
		['ESC [ repeated', '\x1b['],
		['ESC ] repeated', '\x1b]'],
		['8-bit CSI and params', '\x9b1;'],
		['progress bar', 'x\r'],
		['text and SGR', 'ab\x1b[1m'],
	])('completes on 5 MB of %s', (_, unit) => {
		const input = unit.repeat(Math.ceil(MB5 / unit.length));
		expect(sanitize(input)).not.toMatch(CONTROL);
		expect(revealControls(input)).not.toMatch(CONTROL);
	});

	it('completes on an unterminated OSC with a 5 MB payload', () => {
		const payload = 'A'.repeat(MB5);
		expect(sanitize(`\x1b]52;c;${payload}`)).toBe(`52;c;${payload}`);
	});
});

describe('openSequenceAt: text that arrives in pieces', () => {
	it('finds the start of a sequence still open at the end, whatever its kind', () => {
		expect(openSequenceAt('ab')).toBe(2);
		expect(openSequenceAt('ab\x1b')).toBe(2);
		expect(openSequenceAt('ab\x1b[3')).toBe(2);
		expect(openSequenceAt('ab\x1b[31m')).toBe(7);
		expect(openSequenceAt('ab\x1bP+qDCSq')).toBe(2);
		expect(openSequenceAt('ab\x1b]0;title\x1b')).toBe(2);
		expect(openSequenceAt('ab\x1b]0;title\x07cd')).toBe(14);
		expect(openSequenceAt('ab\x9b3')).toBe(2);
		// A lone CR waits for what follows it: a line break, or the end of a CRLF.
		expect(openSequenceAt('ab\r')).toBe(2);
		expect(openSequenceAt('ab\r\x1b[2K')).toBe(2);
		expect(openSequenceAt('ab\r\n')).toBe(4);
	});

	it('the pieces cut there, each sanitized, read as the whole text sanitized', () => {
		// A selector, keycap or skin tone is judged with the character before it: not these.
		const pieces = anyText.map(text => text.replace(/[\uFE0F\u20E3\u{1F3FB}-\u{1F3FF}]/gu, ''));
		fc.assert(
			fc.property(pieces, fc.nat(), (text, at) => {
				const cut = at % (text.length + 1);
				const ready = openSequenceAt(text.slice(0, cut));
				expect(sanitize(text.slice(0, ready)) + sanitize(text.slice(ready))).toBe(sanitize(text));
			}),
		);
	});
});
