import {createServer, connect, type AddressInfo, type Socket} from 'node:net';
import {PassThrough} from 'node:stream';
import {describe, expect, it} from 'vitest';
import {KeyFilter, keyInput, keyStdin} from '../../src/terminal/key-stdin.js';
import {waitFor} from '../helpers/wait-for.js';

describe('keyInput', () => {
	it('drops pasted colours and other escape sequences that are not keys', () => {
		expect(keyInput('a \u001B[31mred\u001B[0m word\u001B[2J')).toBe('a red word');
		expect(keyInput('\u001B[5m')).toBe('');
	});

	it('keeps every key: arrows with modifiers, Home/End, function keys, Shift+Tab, kitty, rxvt and console forms', () => {
		for (const key of [
			'\u001B[A',
			'\u001B[1;5D',
			'\u001B[H',
			'\u001B[F',
			'\u001B[3~',
			'\u001B[15~',
			'\u001B[Z',
			'\u001B[97;5u',
			'\u001B[2$',
			'\u001B[a',
			'\u001B[[A',
			'\u001BOP',
			'plain text',
			'\u001B',
		])
			expect(keyInput(key), JSON.stringify(key)).toBe(key);
	});
});

describe('KeyFilter', () => {
	it('tells of the terminal’s focus reports and hands on none of them as a key, with or without a listener', () => {
		const seen: boolean[] = [];
		const filter = new KeyFilter(focused => seen.push(focused));
		expect(filter.push('a\u001B[Ib\u001B[O')).toBe('ab');
		expect(filter.push('\u001B[O')).toBe('');
		expect(seen).toEqual([true, false, false]);
		expect(new KeyFilter().push('\u001B[Ic')).toBe('c');
	});

	const pasted =
		'a \u001B[31mred\u001B[0m word, \u001B[1;32mbold green\u001B[22;39m, an arrow \u001B[1;5D and Esc \u001B';

	it('gives the same keys however a paste is cut into reads', () => {
		const whole = keyInput(pasted);
		for (let first = 0; first <= pasted.length; first++) {
			for (const second of [first, Math.min(pasted.length, first + 1), Math.min(pasted.length, first + 3)]) {
				const filter = new KeyFilter();
				const delivered =
					[pasted.slice(0, first), pasted.slice(first, second), pasted.slice(second)]
						.map(chunk => filter.push(chunk))
						.join('') + filter.flush();
				expect(delivered, `cut at ${first} and ${second}`).toBe(whole);
			}
		}
	});

	it('never delivers half a sequence: a cut-off start waits, and is dropped if nothing follows', () => {
		const filter = new KeyFilter();
		expect(filter.push('red \u001B[3')).toBe('red ');
		expect(filter.holding()).toBe(true);
		expect(filter.push('1mtext')).toBe('text');
		expect(filter.push('\u001B[')).toBe('');
		expect(filter.flush()).toBe('');
		expect(filter.push('\u001B')).toBe('');
		expect(filter.flush()).toBe('\u001B');
	});

	it('hands on the escapes of a paste in 8-bit form, however it is cut into reads, and keys out of a paste as they are', () => {
		const keys = 'x\u001B[A';
		const pasted = '\u001B[200~a\u001B]0;T\u0007b\u001B]8;;u\u001B\\c\u001B[31md\u001BP1$r\u001B\\e\u001B[201~';
		const expected = '\u001B[200~a\u009D0;T\u0007b\u009D8;;u\u009Cc\u009B31md\u00901$r\u009Ce\u001B[201~';
		for (let cut = 0; cut <= pasted.length; cut++) {
			const filter = new KeyFilter();
			const delivered = [keys, pasted.slice(0, cut), pasted.slice(cut), keys].map(chunk => filter.push(chunk)).join('');
			expect(delivered, `cut at ${cut}`).toBe(`x\u001B[A${expected}x\u001B[A`);
		}
		// Escapes with no 8-bit form go (read whole).
		expect(new KeyFilter().push('\u001B[200~a\u001B7b\u001B(Bc\u001B[201~')).toBe('\u001B[200~abc\u001B[201~');
	});

	it('drops an escape with no 8-bit form from a paste however it is cut into reads, and keeps Alt+( out of one', () => {
		// ESC ( B (the charset reset that ends many a coloured line) and ESC $ ) A, cut after the ESC or an intermediate.
		const pasted = '\u001B[200~a\u001B(Bb\u001B$)Ac\u001B[201~';
		for (let first = 0; first <= pasted.length; first++)
			for (let second = first; second <= pasted.length; second++) {
				const filter = new KeyFilter();
				const delivered = [pasted.slice(0, first), pasted.slice(first, second), pasted.slice(second)]
					.map(chunk => filter.push(chunk))
					.join('');
				expect(delivered, `cut at ${first} and ${second}`).toBe('\u001B[200~abc\u001B[201~');
			}
		// Out of a paste, ESC ( is Alt+(, a key: it goes at once.
		expect(new KeyFilter().push('\u001B(')).toBe('\u001B(');
	});

	it('keeps a cut-off start inside a paste, however long, and ends a paste that lost its end at a Ctrl+C', () => {
		const filter = new KeyFilter();
		expect(filter.push('\u001B[200~pasted text\u001B[20')).toBe('\u001B[200~pasted text');
		expect(filter.flush()).toBe('');
		expect(filter.push('1~')).toBe('\u001B[201~');
		// Out of the paste, a cut-off start is dropped again.
		expect(filter.push('\u001B[')).toBe('');
		expect(filter.flush()).toBe('');
		expect(filter.push('\u001B[200~more\u001B[20')).toBe('\u001B[200~more');
		expect(filter.push('\u0003')).toBe('\u001B[201~\u0003');
		expect(filter.push('x')).toBe('x');
		// Out of it for good: Escape is a key again, and a second Ctrl+C is only Ctrl+C.
		expect(filter.push('\u001B')).toBe('');
		expect(filter.flush()).toBe('\u001B');
		expect(filter.push('\u0003')).toBe('\u0003');
		// A Ctrl+C that is part of a paste's text stays in it.
		expect(filter.push('\u001B[200~a\u0003b')).toBe('\u001B[200~a\u0003b');
	});

	it('takes a line break read after a paste’s end marker, in the same read, as pasted: it never sends', () => {
		const start = '\u001B[200~';
		const end = '\u001B[201~';
		const lineBreak = `${start}\n${end}`;
		// tmux's paste-buffer -p of a text that holds the end marker: the paste ends early, the rest is keys.
		expect(new KeyFilter().push(`${start}hello ${end}\rinjected\r\n${end}\r`)).toBe(
			`${start}hello ${end}${lineBreak}injected${lineBreak}${end}${lineBreak}`,
		);
		// Until a new paste starts: its text is its own, and what follows its end is taken the same way.
		expect(new KeyFilter().push(`${start}a${end}\n${start}b\rc${end}x\ry`)).toBe(
			`${start}a${end}${lineBreak}${start}b\rc${end}x${lineBreak}y`,
		);
		// A line break read on its own after a paste, or before one, is Enter.
		const filter = new KeyFilter();
		expect(filter.push(`\r${start}a${end}`)).toBe(`\r${start}a${end}`);
		expect(filter.push('\r')).toBe('\r');
		// The end marker cut between two reads: the read that completes it is the one.
		expect(filter.push(`${start}a\u001B[20`)).toBe(`${start}a`);
		expect(filter.push('1~\rb')).toBe(`${end}${lineBreak}b`);
	});
});

describe('keyStdin', () => {
	function fakeStdin() {
		const stream = new PassThrough();
		stream.setEncoding('utf8');
		return stream as unknown as NodeJS.ReadStream;
	}

	async function readable(stream: NodeJS.ReadStream): Promise<void> {
		await new Promise(resolve => stream.once('readable', resolve));
	}

	it('joins a colour cut between two reads before Ink sees it', async () => {
		const raw = fakeStdin();
		const stdin = keyStdin(raw);
		raw.write('a \u001B[3');
		await readable(raw);
		expect(stdin.read()).toBe('a ');
		expect(stdin.read()).toBeNull();
		raw.write('1mred');
		await readable(raw);
		expect(stdin.read()).toBe('red');
	});

	it('joins the rest of a colour that came while cctui was not scheduled, though the hold is over', async () => {
		// A socket, so the rest waits in the kernel for the poll that reads it, as a terminal's input does.
		const server = createServer();
		await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
		const {port} = server.address() as AddressInfo;
		const [writer, reader] = await Promise.all([
			new Promise<Socket>(resolve => server.once('connection', resolve)),
			new Promise<Socket>(resolve => {
				const socket = connect(port, '127.0.0.1', () => resolve(socket));
			}),
		]);
		try {
			reader.setEncoding('utf8');
			const stdin = keyStdin(reader as unknown as NodeJS.ReadStream, {holdMs: 5});
			const read: string[] = [];
			reader.on('readable', () => {
				for (let chunk = stdin.read(); chunk !== null; chunk = stdin.read()) read.push(String(chunk));
				if (read.join('') !== 'a ') return;
				// The rest is sent, and cctui is busy past the hold: its timer and the rest are due together.
				writer.write('1mred');
				const busyUntil = Date.now() + 30;
				while (Date.now() < busyUntil);
			});
			writer.write('a \u001B[3');
			await waitFor(() => read.join('').length > 2);
			expect(read.join('')).toBe('a red');
		} finally {
			reader.destroy();
			writer.destroy();
			server.close();
		}
	});

	it('hands over a lone Escape once nothing follows it', async () => {
		const raw = fakeStdin();
		const stdin = keyStdin(raw, {holdMs: 5});
		raw.write('\u001B');
		await readable(raw);
		expect(stdin.read()).toBeNull();
		await readable(raw);
		expect(stdin.read()).toBe('\u001B');
		expect(stdin.read()).toBeNull();
	});

	it("recognises a paste's end marker whose rest comes after the hold", async () => {
		const raw = fakeStdin();
		const stdin = keyStdin(raw, {holdMs: 5});
		raw.write('\u001B[200~pasted text\u001B[20');
		await readable(raw);
		expect(stdin.read()).toBe('\u001B[200~pasted text');
		// The hold's end: nothing is handed over, and the cut-off marker is kept.
		await readable(raw);
		expect(stdin.read()).toBeNull();
		raw.write('1~x');
		await readable(raw);
		expect(stdin.read()).toBe('\u001B[201~x');
	});
});
