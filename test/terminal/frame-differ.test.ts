/**
 * The frame differ must leave the screen and scrollback as Ink's own bytes would, had Ink counted
 * the rows the terminal wraps a long line onto when it erases. Ink 6.8's write sequences are
 * simulated here (log-update's erase-and-rewrite, and the clear / history / frame sequence of a
 * <Static> write) and played into two headless terminals, one directly and one through the differ;
 * the comparison covers text, styles, which rows the terminal wrapped, the scrollback and the
 * cursor. The pty test in test/cli/live.test.ts runs the real Ink through it.
 */
import {createRequire} from 'node:module';
import {stripVTControlCharacters} from 'node:util';
import type {IBufferLine, Terminal as TerminalType} from '@xterm/headless';
import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {FrameDiffer} from '../../src/terminal/frame-differ.js';

const require = createRequire(import.meta.url);
const {Terminal} = require('@xterm/headless') as {Terminal: typeof TerminalType};

const BSU = '\u001B[?2026h';
const ESU = '\u001B[?2026l';
const eraseLines = (count: number) => (count === 0 ? '' : `${'\u001B[2K\u001B[1A'.repeat(count - 1)}\u001B[2K\u001B[G`);

const graphemes = new Intl.Segmenter();

/** Terminal rows a line of the tests' characters takes: a wide character that does not fit moves to the next row. */
function terminalRows(line: string, columns: number): number {
	let rows = 1;
	let column = 0;
	for (const {segment} of graphemes.segment(stripVTControlCharacters(line))) {
		const width = /\p{Script=Han}/u.test(segment) ? 2 : 1;
		if (column + width > columns) {
			rows++;
			column = 0;
		}
		column += width;
	}
	return rows;
}

/** The last `count` terminal rows of a line, as one line: every colour code before the cut is set again. */
function lastRows(line: string, columns: number, count: number): string {
	const starts = [0];
	let column = 0;
	let index = 0;
	for (const token of line.split(/(\u001B\[[\d;]*m)/)) {
		if (token.startsWith('\u001B')) {
			index += token.length;
			continue;
		}
		for (const {segment} of graphemes.segment(token)) {
			const width = /\p{Script=Han}/u.test(segment) ? 2 : 1;
			if (column + width > columns) {
				starts.push(index);
				column = 0;
			}
			column += width;
			index += segment.length;
		}
	}
	const at = starts[Math.max(0, starts.length - count)]!;
	return (line.slice(0, at).match(/\u001B\[[\d;]*m/g) ?? []).join('') + line.slice(at);
}

/** What the screen shows of a frame: its last `rows - 1` terminal rows when it is taller (the cursor's row is the last). */
function shownOf(frame: readonly string[], {cols, rows}: {cols: number; rows: number}): string[] {
	const shown: string[] = [];
	let height = 0;
	for (let index = frame.length - 1; index >= 0 && height < rows - 1; index--) {
		const line = frame[index]!;
		const lineRows = terminalRows(line, cols);
		shown.unshift(height + lineRows <= rows - 1 ? line : lastRows(line, cols, rows - 1 - height));
		height += lineRows;
	}
	return shown;
}

/**
 * What Ink 6.8 writes (with cctui's patch: no clear screen): a frame replaces the last one; history erases it, is
 * written, then the frame again. `chunks` is Ink's bytes, which count a frame's lines when they erase it (a frame of
 * as many lines as the screen has rows is written without its last newline); `reference` is what the screen should
 * show: each frame no taller than the screen has room for above the cursor (its last rows), and each erase counting
 * the terminal rows of what is shown (Ink leaves the extra rows of a line the terminal wrapped).
 */
class InkWrites {
	readonly chunks: string[] = [];
	readonly reference: string[] = [];
	private lines = 0;
	private rows = 0;
	constructor(private readonly size: {cols: number; rows: number}) {}
	frame(rows: readonly string[]): void {
		const fullscreen = rows.length >= this.size.rows;
		const shown = shownOf(rows, this.size);
		this.push(
			eraseLines(this.lines) + rows.join('\n') + (fullscreen ? '' : '\n'),
			eraseLines(this.rows) + `${shown.join('\n')}\n`,
		);
		this.lines = rows.length + (fullscreen ? 0 : 1);
		this.rows = 1 + shown.reduce((sum, row) => sum + terminalRows(row, this.size.cols), 0);
	}
	history(rows: readonly string[], frame: readonly string[]): void {
		this.push(BSU, BSU);
		this.push(eraseLines(this.lines), eraseLines(this.rows));
		const output = `${rows.join('\n')}\n`;
		this.push(output, output);
		this.lines = 0;
		this.rows = 0;
		this.frame(frame);
		this.push(ESU, ESU);
	}
	private push(chunk: string, reference: string): void {
		this.chunks.push(chunk);
		this.reference.push(reference);
	}
}

type Step = {kind: 'frame'; rows: string[]} | {kind: 'history'; rows: string[]; frame: string[]};

/** A row's text with each styled cell's colour and weight, so a wrong style shows as a difference. */
function styledLine(line: IBufferLine | undefined): string {
	if (!line) return '';
	let out = '';
	for (let x = 0; x < line.length; x++) {
		const cell = line.getCell(x);
		if (!cell) continue;
		const style = `${cell.getFgColor()}.${cell.isBold()}${cell.isDim()}${cell.isItalic()}${cell.isInverse()}`;
		out += style === '0.0000' ? cell.getChars() || ' ' : `[${style}]${cell.getChars()}`;
	}
	return out.trimEnd();
}

async function play(chunks: readonly string[], size: {cols: number; rows: number}) {
	const term = new Terminal({...size, scrollback: 5000, allowProposedApi: true, convertEol: true});
	for (const chunk of chunks) await new Promise<void>(resolve => term.write(chunk, resolve));
	const buffer = term.buffer.active;
	const lines: string[] = [];
	// A row the terminal wrapped into is marked: copy/paste joins it to the row above.
	for (let y = 0; y < buffer.length; y++)
		lines.push((buffer.getLine(y)?.isWrapped ? '↩' : '') + styledLine(buffer.getLine(y)));
	// The viewport too: where the screen starts and where the cursor is on it.
	return {lines, top: buffer.baseY, cursor: [buffer.cursorX, buffer.cursorY]};
}

/** A 60x20 terminal written through a FrameDiffer, narrowed as a window is (the terminal reflows, then the resize event). */
function narrowableScreen() {
	const term = new Terminal({cols: 60, rows: 20, scrollback: 100, allowProposedApi: true, convertEol: true});
	const size = {cols: 60};
	const differ = new FrameDiffer(() => ({columns: size.cols, rows: 20}));
	return {
		/** Ink's writes of one go, then the flush at its end. */
		async written(chunks: readonly string[]) {
			for (const chunk of chunks) await new Promise<void>(resolve => term.write(differ.write(chunk), resolve));
			await new Promise<void>(resolve => term.write(differ.flush(), resolve));
		},
		narrow(cols: number) {
			size.cols = cols;
			term.resize(cols, 20);
			differ.forget();
		},
		/** Every row the terminal holds, scrollback included. */
		rows() {
			const all: string[] = [];
			for (let y = 0; y < term.buffer.active.length; y++)
				all.push(term.buffer.active.getLine(y)?.translateToString(true) ?? '');
			return all.join('\n').trimEnd();
		},
	};
}

function run(steps: readonly Step[], size = {cols: 40, rows: 12}) {
	const ink = new InkWrites(size);
	for (const step of steps) {
		if (step.kind === 'frame') ink.frame(step.rows);
		else ink.history(step.rows, step.frame);
	}
	const differ = new FrameDiffer(() => ({columns: size.cols, rows: size.rows}));
	const diffed = [...ink.chunks.map(chunk => differ.write(chunk)), differ.flush()];
	return {reference: ink.reference, diffed, size};
}

async function expectSameScreen({reference, diffed, size}: ReturnType<typeof run>) {
	expect(await play(diffed, size)).toEqual(await play(reference, size));
}

const bytes = (chunks: readonly string[]) => chunks.reduce((sum, chunk) => sum + Buffer.byteLength(chunk), 0);
const box = ['╭──────────╮', '│ › hello  │', '╰──────────╯', 'status: working'];

describe('FrameDiffer', () => {
	it('rewrites only the row that changed', async () => {
		const result = run([
			{kind: 'frame', rows: ['streaming text', ...box]},
			{kind: 'frame', rows: ['streaming text that grew', ...box]},
		]);
		await expectSameScreen(result);
		expect(result.diffed[1]).toContain(' that grew');
		expect(result.diffed[1]).not.toContain('streaming text');
		expect(result.diffed[1]).not.toContain('╭');
	});

	it('slides history in above the frame without repainting the frame', async () => {
		const result = run([
			{kind: 'frame', rows: ['first paragraph', ...box]},
			{kind: 'history', rows: ['', 'first paragraph'], frame: ['second', ...box]},
			{kind: 'frame', rows: ['second paragraph', ...box]},
		]);
		await expectSameScreen(result);
		const slid = result.diffed.join('');
		expect(slid.match(/╭/g)).toHaveLength(1);
	});

	it('keeps scrollback right when history scrolls the screen, with long lines the terminal wraps', async () => {
		const steps: Step[] = [];
		for (let n = 0; n < 30; n++) {
			steps.push({kind: 'frame', rows: [`live ${n}`, ...box]});
			steps.push({kind: 'history', rows: ['', `paragraph ${n} `.repeat(n % 7)], frame: [`live ${n} more`, ...box]});
		}
		const result = run(steps);
		await expectSameScreen(result);
		expect(bytes(result.diffed)).toBeLessThan(bytes(result.reference) / 2);
	});

	it('keeps a streamed paragraph wider than the screen where it is when it moves to history, as one wrapped line', async () => {
		const paragraph = 'a paragraph that streams past the edge of the screen and on';
		const result = run([
			{kind: 'frame', rows: ['', paragraph.slice(0, 30), ...box]},
			{kind: 'frame', rows: ['', paragraph.slice(0, 45), ...box]},
			{kind: 'frame', rows: ['', paragraph, '', 'next', ...box]},
			{kind: 'history', rows: ['', paragraph], frame: ['', 'next one', ...box]},
		]);
		await expectSameScreen(result);
		const screen = await play(result.diffed, result.size);
		// The terminal wrapped the paragraph itself: its second row continues the first.
		expect(screen.lines.filter(line => line.startsWith('↩'))).toHaveLength(1);
		const committed = result.diffed.slice(-4).join('');
		expect(committed).not.toContain('paragraph');
		expect(committed).toContain(' one');
	});

	it('leaves the right screen while paragraphs stream past the edge and move to history in place', async () => {
		const piece = fc.constantFrom(
			'word ',
			'longer words ',
			'漢字',
			'\u001B[1mbold\u001B[22m ',
			'\u001B[36m',
			'\u001B[39m',
			'é',
		);
		const stream = fc.array(fc.oneof({weight: 4, arbitrary: piece}, {weight: 1, arbitrary: fc.constant('\n\n')}), {
			minLength: 1,
			maxLength: 60,
		});
		await fc.assert(
			fc.asyncProperty(
				stream,
				fc.integer({min: 1, max: 4}),
				fc.constantFrom({cols: 20, rows: 14}, {cols: 33, rows: 12}),
				async (pieces, every, size) => {
					const steps: Step[] = [];
					let done: string[] = [];
					let open = '';
					pieces.forEach((next, index) => {
						if (next === '\n\n') {
							done.push('', `${open}\u001B[0m`);
							open = '';
						} else open += next;
						if (index % every !== 0) return;
						const live = ['', open === '' ? '…' : `${open}\u001B[0m`, ...box];
						// The finished paragraphs go to history, the live region keeps the open one.
						if (done.length > 0) steps.push({kind: 'history', rows: done, frame: live});
						else steps.push({kind: 'frame', rows: [...done, ...live]});
						done = [];
					});
					const result = run(steps, size);
					expect(await play(result.diffed, result.size)).toEqual(await play(result.reference, result.size));
				},
			),
			{numRuns: 150},
		);
	});

	it('counts the row a wide character wraps to when it does not fit at the end of a row', async () => {
		const wide = `a${'漢'.repeat(20)}${'b'.repeat(39)}`;
		await expectSameScreen(
			run([
				{kind: 'frame', rows: ['x', ...box]},
				{kind: 'history', rows: [wide, 'after'], frame: ['y', ...box]},
			]),
		);
	});

	it('writes history and frame as Ink did when they would not fit on the screen', async () => {
		await expectSameScreen(
			run([
				{kind: 'frame', rows: ['a', ...box]},
				{kind: 'history', rows: Array.from({length: 20}, (_, n) => `history row ${n}`), frame: ['b', ...box]},
				{kind: 'frame', rows: ['c', ...box]},
			]),
		);
	});

	it('passes through what it does not recognise, then writes the next frame in full', async () => {
		const differ = new FrameDiffer(() => ({columns: 40, rows: 12}));
		differ.write('one\ntwo\n');
		expect(differ.write('\u001B[2J\u001B[3J\u001B[Hwhole screen\n')).toBe('\u001B[2J\u001B[3J\u001B[Hwhole screen\n');
		const next = `${eraseLines(2)}three\n`;
		expect(differ.write(next)).toBe(next);
	});

	it('after the screen narrows, erases the rows the terminal wrapped the old frame onto', async () => {
		const wide = ['w'.repeat(50), `╭${'─'.repeat(58)}╮`, `╰${'─'.repeat(58)}╯`, 'status'];
		const narrow = ['w'.repeat(25), `╭${'─'.repeat(28)}╮`, `╰${'─'.repeat(28)}╯`, 'status'];
		const screen = async (chunks: (size: {cols: number}) => string[]) => {
			const size = {cols: 60};
			const term = new Terminal({cols: 60, rows: 20, scrollback: 100, allowProposedApi: true, convertEol: true});
			const written = async (list: readonly string[]) => {
				for (const chunk of list) await new Promise<void>(resolve => term.write(chunk, resolve));
			};
			await written(chunks(size));
			size.cols = 30;
			term.resize(30, 20);
			await written(chunks(size));
			const rows: string[] = [];
			for (let y = 0; y < term.buffer.active.length; y++)
				rows.push(term.buffer.active.getLine(y)?.translateToString(true) ?? '');
			return rows.join('\n').trimEnd();
		};
		// Ink: history and the wide frame; on the resize it erases the frame's rows, then draws the narrow one.
		const inkWrites = (size: {cols: number}) =>
			size.cols === 60
				? ['history\n', `${wide.join('\n')}\n`]
				: [eraseLines(wide.length + 1), `${narrow.join('\n')}\n`];
		// The narrow frame ends where the reflowed wide one ended (7 rows): blank rows above it, none of the old frame.
		const expected = ['history', '', '', '', ...narrow].join('\n');
		// Ink alone leaves rows of the wide frame above the narrow one.
		expect(await screen(inkWrites)).toMatch(/w{30}|─{30}/);

		let differ: FrameDiffer | undefined;
		const throughDiffer = await screen(size => {
			differ ??= new FrameDiffer(() => ({columns: size.cols, rows: 20}));
			if (size.cols === 30) differ.forget();
			return [...inkWrites(size).map(chunk => differ!.write(chunk)), differ.flush()];
		});
		expect(throughDiffer).toBe(expected);
	});

	it('after the screen narrows, lets the frame grow into the blank rows above it, and the next history fill them', async () => {
		const wide = ['w'.repeat(50), `╭${'─'.repeat(58)}╮`, `╰${'─'.repeat(58)}╯`, 'status'];
		const narrow = ['w'.repeat(25), `╭${'─'.repeat(28)}╮`, `╰${'─'.repeat(28)}╯`, 'status'];
		const taller = ['w'.repeat(25), 'x'.repeat(10), ...narrow.slice(1)];
		const after = ['y'.repeat(10), ...narrow.slice(1)];
		const {written, narrow: narrowTo, rows} = narrowableScreen();
		await written(['history\n', `${wide.join('\n')}\n`]);
		narrowTo(30);
		await written([eraseLines(wide.length + 1), `${narrow.join('\n')}\n`]);
		// Drawn to end where the reflowed frame ended: three blank rows above it.
		expect(rows()).toBe(['history', '', '', '', ...narrow].join('\n'));
		await written([`${eraseLines(narrow.length + 1)}${taller.join('\n')}\n`]);
		expect(rows()).toBe(['history', '', '', ...taller].join('\n'));
		// History next: it starts right below the history before it, where the blank rows were.
		await written([BSU, eraseLines(taller.length + 1), 'more history\n', `${after.join('\n')}\n`, ESU]);
		expect(rows()).toBe(['history', 'more history', ...after].join('\n'));
	});

	it('after the screen narrows, knows the frame Ink draws in full, so the next erase covers its wrapped rows', async () => {
		// Ink on a narrower screen: clear the frame (an erase on its own) and draw the next in full, in one go; then
		// the app re-renders at the new width. The frame drawn after the clear holds a line the terminal wraps.
		const wide = ['w'.repeat(50), 'status'];
		const drawn = ['p'.repeat(50), 'status'];
		const next = ['p'.repeat(28), 'q'.repeat(28), 'status'];
		const {written, narrow, rows} = narrowableScreen();
		await written(['history\n', `${wide.join('\n')}\n`]);
		narrow(30);
		await written([eraseLines(wide.length + 1), `${drawn.join('\n')}\n`]);
		await written([`${eraseLines(drawn.length + 1)}${next.join('\n')}\n`]);
		expect(rows()).toBe(['history', ...next].join('\n'));
	});

	it('erases the frame as cctui is suspended, draws it again whole below what the shell wrote, and erases only that copy next', async () => {
		const term = new Terminal({cols: 40, rows: 12, allowProposedApi: true, convertEol: true});
		const put = (data: string) => new Promise<void>(resolve => term.write(data, resolve));
		const differ = new FrameDiffer(() => ({columns: 40, rows: 12}));
		const wide = 'w'.repeat(50);
		await put('history\n');
		await put(differ.write(`one\n${wide}\n`));
		// The whole frame goes, the row the terminal wrapped its wide line onto too: none of it stays above the shell's lines.
		await put(differ.erase());
		await put('[1]+ Stopped  cctui\r\n$ fg\r\n');
		await put(differ.redraw());
		await put(differ.write(`${eraseLines(3)}one\nthree\n`));
		const rows: string[] = [];
		for (let y = 0; y < term.buffer.active.length; y++)
			rows.push(term.buffer.active.getLine(y)?.translateToString(true) ?? '');
		expect(rows.join('\n').trimEnd()).toBe(['history', '[1]+ Stopped  cctui', '$ fg', 'one', 'three'].join('\n'));
	});

	it('passes through a frame that moves the cursor itself, with or without numbers (it is not a frame of text)', () => {
		for (const move of ['\u001B[12A', '\u001B[A', '\u001B[3;4H']) {
			const differ = new FrameDiffer(() => ({columns: 40, rows: 12}));
			differ.write('one\ntwo\n');
			const chunk = `${eraseLines(3)}one\n${move}two\n`;
			expect(differ.write(chunk)).toBe(chunk);
		}
	});

	it('writes history as Ink wrote it when the frame on screen is unknown, or not the one Ink erases', () => {
		const differ = new FrameDiffer(() => ({columns: 40, rows: 12}));
		differ.write('one\ntwo\n');
		differ.write('\u001B[2J\u001B[Hwhole screen\n');
		const history = [BSU, eraseLines(2), 'history\n', 'frame\n', ESU];
		expect(history.map(chunk => differ.write(chunk)).join('')).toBe(history.join(''));
		// So is history after an erase that does not cover the frame on screen (Ink's count and the screen disagree).
		const known = new FrameDiffer(() => ({columns: 40, rows: 12}));
		known.write('one\ntwo\n');
		const short = [BSU, eraseLines(1), 'history\n', 'frame\n', ESU];
		expect(short.map(chunk => known.write(chunk)).join('')).toBe(short.join(''));
	});

	it('takes a resize before the first frame in its stride', () => {
		let columns = 40;
		const differ = new FrameDiffer(() => ({columns, rows: 12}));
		columns = 30;
		differ.forget();
		expect(differ.write('first\n')).toBe('first\n');
	});

	it('after the screen changes only its height, still rewrites only the row that changed', () => {
		let rows = 12;
		const differ = new FrameDiffer(() => ({columns: 40, rows}));
		differ.write(`streaming text\n${box.join('\n')}\n`);
		rows = 20;
		differ.forget();
		const next = differ.write(`${eraseLines(box.length + 2)}streaming text that grew\n${box.join('\n')}\n`);
		expect(next).toContain(' that grew');
		expect(next).not.toContain('╭');
	});

	it('flushes an erase that no history followed, as Ink wrote it', () => {
		const differ = new FrameDiffer(() => ({columns: 40, rows: 12}));
		differ.write('one\ntwo\n');
		expect(differ.write(eraseLines(3))).toBe('');
		expect(differ.flush()).toBe(eraseLines(3));
		expect(differ.write('fresh\n')).toBe('fresh\n');
	});

	it('leaves the right screen while styled rows grow, shrink and change in place', async () => {
		const piece = fc.constantFrom(
			'word ',
			'é',
			'漢',
			'\u001B[2m',
			'\u001B[22m',
			'\u001B[1m\u001B[36m',
			'\u001B[39m\u001B[22m',
			'(2.8s',
			'12',
			'3',
		);
		await fc.assert(
			fc.asyncProperty(
				fc.array(fc.record({drop: fc.nat(2), add: fc.array(piece, {maxLength: 3})}), {minLength: 1, maxLength: 10}),
				fc.nat(3),
				async (changes, row) => {
					const steps: Step[] = [];
					const pieces = ['\u001B[35m✻ Thinking…\u001B[39m '];
					for (const {drop, add} of changes) {
						pieces.splice(Math.max(1, pieces.length - drop), drop, ...add);
						const live = ['', 'header', 'more'];
						live.splice(row % 3, 0, `${pieces.join('')}\u001B[0m`);
						steps.push({kind: 'frame', rows: [...live, ...box]});
					}
					const result = run(steps, {cols: 200, rows: 12});
					expect(await play(result.diffed, result.size)).toEqual(await play(result.reference, result.size));
				},
			),
			{numRuns: 150},
		);
	});

	it('leaves the right screen for any sequence of frames and history', async () => {
		const row = fc.oneof(
			fc.constantFrom('', '╭──╮', 'status line', 'x'.repeat(20), 'y'.repeat(40)),
			fc.string({unit: fc.constantFrom('a', 'b', ' ', 'é', '漢'), maxLength: 70}),
		);
		const rows = (max: number) => fc.array(row, {minLength: 1, maxLength: max});
		// Live frames mostly end with the same input box and status line, as cctui's do.
		const frame = fc.tuple(rows(6), fc.boolean()).map(([live, withBox]) => (withBox ? [...live, ...box] : live));
		const step: fc.Arbitrary<Step> = fc.oneof(
			fc.record({kind: fc.constant('frame' as const), rows: frame}),
			fc.record({kind: fc.constant('history' as const), rows: rows(6), frame}),
		);
		await fc.assert(
			fc.asyncProperty(
				fc.array(step, {minLength: 1, maxLength: 25}),
				fc.constantFrom({cols: 40, rows: 12}, {cols: 20, rows: 8}),
				async (steps, size) => {
					const result = run(steps, size);
					expect(await play(result.diffed, result.size)).toEqual(await play(result.reference, result.size));
				},
			),
			{numRuns: 150},
		);
	});
});

/** Rows the bytes move the cursor up, in all. */
const rowsUp = (bytes: string) =>
	[...bytes.matchAll(/\u001B\[(\d*)A/g)].reduce((sum, [, n]) => sum + Number(n || 1), 0);

describe('FrameDiffer, when the frame Ink draws is taller than the screen', () => {
	const size = {cols: 20, rows: 8};
	const lines = (name: string, count: number) => Array.from({length: count}, (_, n) => `${name} ${n + 1}`);
	/** The whole buffer, scrollback and screen, as rows of text. */
	const buffer = async (chunks: readonly string[]) => {
		const term = new Terminal({...size, scrollback: 5000, allowProposedApi: true, convertEol: true});
		for (const chunk of chunks) await new Promise<void>(resolve => term.write(chunk, resolve));
		const rows: string[] = [];
		for (let y = 0; y < term.buffer.active.length; y++)
			rows.push(
				(term.buffer.active.getLine(y)?.isWrapped ? '↩' : '') +
					(term.buffer.active.getLine(y)?.translateToString(true) ?? ''),
			);
		return rows.join('\n').trimEnd();
	};

	it('draws only its last rows - 1 rows: none of it goes into the scrollback', async () => {
		const result = run([{kind: 'history', rows: lines('h', 3), frame: lines('live', 12)}], size);
		await expectSameScreen(result);
		expect(await buffer(result.diffed)).toBe([...lines('h', 3), ...lines('live', 12).slice(5)].join('\n'));
		expect((await play(result.diffed, size)).cursor).toEqual([0, 7]);
	});

	it('cuts a line the terminal wraps where a row starts, when the frame is taller in rows than in lines', async () => {
		const wide = Array.from({length: 5}, (_, n) => `${String(n + 1).repeat(20)}${'x'.repeat(10)}`);
		const result = run([{kind: 'history', rows: ['h'], frame: wide}], size);
		await expectSameScreen(result);
		expect(await buffer(result.diffed)).toBe(
			['h', 'x'.repeat(10), ...wide.slice(2).flatMap(line => [line.slice(0, 20), `↩${line.slice(20)}`])].join('\n'),
		);
	});

	it('writes history taller than the screen whole when no frame was on screen (Ink erases no rows before it)', async () => {
		const result = run([{kind: 'history', rows: lines('h', 12), frame: lines('live', 2)}], size);
		await expectSameScreen(result);
		expect(await buffer(result.diffed)).toBe([...lines('h', 12), ...lines('live', 2)].join('\n'));
	});

	it("erases what is on screen when Ink's next erase counts the lines of its whole frame, and nothing above it", async () => {
		const result = run(
			[
				{kind: 'history', rows: lines('h', 3), frame: lines('live', 12)},
				{kind: 'frame', rows: ['a', 'b']},
			],
			size,
		);
		await expectSameScreen(result);
		expect(await buffer(result.diffed)).toBe([...lines('h', 3), 'a', 'b'].join('\n'));
		// The cut frame took 7 rows above the cursor: Ink's erase of 13 lines would go 12 rows up.
		expect(rowsUp(result.diffed.at(-2)!)).toBeLessThanOrEqual(7);
	});

	it('writes history after a cut frame once, right above the next frame', async () => {
		const result = run(
			[
				{kind: 'history', rows: lines('h', 3), frame: lines('live', 12)},
				{kind: 'history', rows: ['done 1', 'done 2'], frame: lines('next', 9)},
				{kind: 'frame', rows: lines('last', 3)},
			],
			size,
		);
		await expectSameScreen(result);
		expect(await buffer(result.diffed)).toBe([...lines('h', 3), 'done 1', 'done 2', ...lines('last', 3)].join('\n'));
		for (const chunk of result.diffed) expect(rowsUp(chunk)).toBeLessThanOrEqual(7);
	});

	it('after the screen grows taller, still erases only what it drew', async () => {
		const screen = {...size};
		const term = new Terminal({...screen, scrollback: 100, allowProposedApi: true, convertEol: true});
		const differ = new FrameDiffer(() => ({columns: screen.cols, rows: screen.rows}));
		const written = async (chunks: readonly string[]) => {
			for (const chunk of chunks) await new Promise<void>(resolve => term.write(differ.write(chunk), resolve));
			await new Promise<void>(resolve => term.write(differ.flush(), resolve));
		};
		await written([BSU, '', `${lines('h', 10).join('\n')}\n`, lines('live', 12).join('\n'), ESU]);
		screen.rows = 12;
		term.resize(screen.cols, screen.rows);
		differ.forget();
		const erase = `${eraseLines(12)}${lines('next', 3).join('\n')}\n`;
		await written([erase]);
		const rows: string[] = [];
		for (let y = 0; y < term.buffer.active.length; y++)
			rows.push(term.buffer.active.getLine(y)?.translateToString(true) ?? '');
		expect(rows.join('\n').trimEnd()).toBe([...lines('h', 10), ...lines('next', 3)].join('\n'));
	});

	it('after the screen narrows under a cut frame, draws the next one at the bottom with no blank rows pushed above it', async () => {
		const screen = {...size, cols: 30};
		const term = new Terminal({...screen, scrollback: 100, allowProposedApi: true, convertEol: true});
		const differ = new FrameDiffer(() => ({columns: screen.cols, rows: screen.rows}));
		const written = async (chunks: readonly string[]) => {
			for (const chunk of chunks) await new Promise<void>(resolve => term.write(differ.write(chunk), resolve));
			await new Promise<void>(resolve => term.write(differ.flush(), resolve));
		};
		const wide = (name: string) => Array.from({length: 12}, (_, n) => `${name} ${n + 1} ${'w'.repeat(20)}`);
		await written([BSU, '', `${lines('h', 3).join('\n')}\n`, wide('old').join('\n'), ESU]);
		screen.cols = 15;
		term.resize(screen.cols, screen.rows);
		differ.forget();
		// Ink on a narrower screen: its erase on its own, then the next frame in full.
		await written([eraseLines(12), wide('new').join('\n')]);
		const rows: string[] = [];
		for (let y = 0; y < term.buffer.active.length; y++)
			rows.push(term.buffer.active.getLine(y)?.translateToString(true) ?? '');
		expect(rows.join('\n').trimEnd()).not.toMatch(/\n\n/);
		expect(rows.at(-2)).toBe('w'.repeat(12));
	});

	it('keeps the scrollback free of live rows while frames grow and shrink across the screen height', async () => {
		const heights = [3, 7, 8, 12, 7, 20, 2, 9, 1, 6, 30, 4];
		const steps: Step[] = [];
		const history: string[] = [];
		for (const [index, height] of heights.entries()) {
			const frame = lines(`f${index}`, height);
			if (index % 3 === 2) {
				steps.push({kind: 'history', rows: [`done ${index}`], frame});
				history.push(`done ${index}`);
			} else steps.push({kind: 'frame', rows: frame});
			const result = run(steps, size);
			await expectSameScreen(result);
			expect(await buffer(result.diffed), `after step ${index}`).toBe([...history, ...frame.slice(-7)].join('\n'));
			for (const chunk of result.diffed) expect(rowsUp(chunk)).toBeLessThanOrEqual(7);
		}
	});
});
