/** Plain mode: text as it streams, thinking indented, tools as a header and a short result; colour only when asked. */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {decodeFileLine} from '../../src/ingest/file-line.js';
import {PlainPrinter} from '../../src/plain/plain-printer.js';
import {reduce} from '../../src/state/reducer.js';
import {initialState} from '../../src/state/state.js';
import {rowsOf} from '../../src/text/rows.js';
import {ownFixturesDir} from '../helpers/fixtures.js';
import {fixtureLines, recordingEvents} from '../helpers/replay-state.js';
import {blockStart, streamEvent, textDelta} from '../helpers/stream-events.js';

/** Prints after every event, the way a store subscriber sees each change. */
function printed(name: string, color = false) {
	let out = '';
	const chunks: string[] = [];
	const printer = new PlainPrinter({
		write: text => ((out += text), chunks.push(text)),
		color,
		askedSuffix: 'the recorded answer follows',
	});
	let state = initialState();
	for (const event of recordingEvents(name)) {
		state = reduce(state, event);
		printer.update(state);
	}
	printer.finish();
	return {out, chunks};
}

describe('PlainPrinter', () => {
	it('thinking, then text, then the result', () => {
		expect(printed('a-thinking-text.jsonl').out).toBe(
			[
				'› What is 2+2? Think first.',
				'✻ thinking',
				'  │ The user asks for 2+2. That is basic arithmetic; the answer is 4.',
				"2 + 2 = **4**. Anything else you'd like me to compute?",
				'',
				'✓ Done · 579ms · 100 in · 51 out · $0.0014 total',
				'',
			].join('\n'),
		);
	});

	it('a call allowed by a rule saved to a file says so, and which file got the rule', () => {
		const {out} = printed('d3-bash-always-allow-localSettings.jsonl');
		expect(out).toContain('Asked claude to save Bash(touch m1.txt) to .claude/settings.local.json');
		expect(out).toContain('(allowed from now on)');
		expect(out).not.toContain('(allowed for the session)');
	});

	it('a background subagent’s text and calls at top level say whose they are; the main Claude’s do not', () => {
		const {out} = printed(path.join(ownFixturesDir, 'cctui-records/background-agent.jsonl'));
		expect(out).toContain(
			[
				'Agent started.',
				'[general-purpose: Slow review]',
				'Sub: sleeping.',
				'',
				'✓ Done · 670ms · 10k in · 42 out · $0.04 total',
				'⏺ [general-purpose: Slow review] Bash(sub sleep)',
				'  ⎿ subdone',
				'[general-purpose: Slow review]',
				'Sub report: all good .',
			].join('\n'),
		);
	});

	it('streams text piece by piece rather than a block at a time', () => {
		const {chunks} = printed('a-thinking-text.jsonl');
		const pieces = chunks.filter(chunk => !chunk.endsWith('\n') && chunk.trim() !== '');
		expect(pieces.length).toBeGreaterThan(2);
		expect(pieces.join('')).toContain('2 + 2 = **4**.');
	});

	it('a tool call: header, the request as asked, the result with how it was allowed', () => {
		expect(printed('b-bash-allow.jsonl').out).toBe(
			[
				'› Create marker.txt with bash',
				'I will run a command.',
				'⏺ Bash(Create a marker file)',
				'? claude asks to use Bash(Create a marker file) · the recorded answer follows',
				'  ⎿ (Bash) created (allowed once)',
				'The file was created.',
				'',
				'✓ Done · Bash changes are not tracked · 524ms · 200 in · 61 out · $0.0020 total',
				'',
			].join('\n'),
		);
	});

	it('a denial that stops the turn', () => {
		const {out} = printed('c2-bash-deny-interrupt.jsonl');
		expect(out).toContain('⎿ (Bash) denied: Stop. Do not do that.');
		expect(out).toContain('⚠ Interrupted.');
		expect(out).toContain('✗ Turn ended: denied and stopped at the permission prompt; Bash did not run');
	});

	it("nests a subagent's calls under the call that started it", () => {
		expect(printed('h4-subagent-foreground.jsonl').out).toContain(
			[
				'⏺ Agent(general-purpose: Create a file)',
				'  ⏺ Bash(Create sub.txt)',
				'? claude asks to use Bash(Create sub.txt) · the recorded answer follows',
				'    ⎿ (Bash) (no output) (allowed once)',
				'  ⎿ (Agent) ',
			].join('\n'),
		);
	});

	it('has no escape sequences without colour, and colours with it', () => {
		expect(printed('b-bash-allow.jsonl').out).not.toContain('\u001B');
		expect(printed('b-bash-allow.jsonl', true).out).toMatch(/\u001B\[\d+m/);
	});
});

describe("PlainPrinter, a tool's output", () => {
	/** The result under the call of b-bash-allow.jsonl, its command's output swapped for `output`, at `columns`. */
	function result(output: string, columns: number): string[] {
		const lines = fixtureLines('b-bash-allow.jsonl').map(line =>
			line.includes('"tool_result"') ? line.replaceAll('"created"', JSON.stringify(output)) : line,
		);
		let out = '';
		const printer = new PlainPrinter({
			write: text => void (out += text),
			color: false,
			askedSuffix: '',
			columns: () => columns,
		});
		let state = initialState();
		for (const event of lines.flatMap((line, index) => decodeFileLine(line, index, index).events)) {
			state = reduce(state, event);
			printer.update(state);
		}
		const printed = out.split('\n');
		return printed.slice(
			printed.findIndex(line => line.startsWith('  ⎿')),
			printed.indexOf('The file was created.'),
		);
	}

	it.each([80, 40])(
		'takes 8 rows at most at %i columns: one 5,000-character line is cut with … and a note',
		columns => {
			const shown = result(`${'word '.repeat(999)}end\nnext`, columns);
			const note = shown.at(-1);
			expect(note).toBe('    … a long line cut · 1 more line (allowed once)');
			const rows = shown.slice(0, -1);
			expect(rows.reduce((sum, row) => sum + rowsOf(row, columns), 0)).toBe(8);
			expect(rows.every(row => row.length <= columns)).toBe(true);
			expect(rows[0]).toMatch(/^ {2}⎿ \(Bash\) word word/);
			expect(rows.at(-1)).toMatch(/^ {4}word .*…$/);
		},
	);

	it('shows the first 8 of 40 short lines, as the UI does, and how many more there are', () => {
		const lines = Array.from({length: 40}, (_, n) => `line ${n + 1}`);
		expect(result(lines.join('\n'), 80)).toEqual([
			'  ⎿ (Bash) line 1',
			...lines.slice(1, 8).map(line => `    ${line}`),
			'    … 32 more lines (allowed once)',
		]);
	});
});

describe('PlainPrinter, a file with a control in its name', () => {
	it('names it as the prompt did: shown (␛), not dropped, and never sent to the terminal', () => {
		const line = JSON.stringify({
			type: 'assistant',
			session_id: 's',
			parent_tool_use_id: null,
			message: {
				id: 'm1',
				role: 'assistant',
				model: 'x',
				content: [{type: 'tool_use', id: 't1', name: 'Write', input: {file_path: 'a\u001B[2Jb.txt', content: 'x'}}],
			},
		});
		let out = '';
		const printer = new PlainPrinter({write: text => (out += text), color: false, askedSuffix: ''});
		let state = initialState();
		for (const event of decodeFileLine(line, 0, 0).events) {
			state = reduce(state, event);
			printer.update(state);
		}
		printer.finish();
		expect(out).toContain('Write(a␛[2Jb.txt)');
		expect(out).not.toContain('\u001B');
	});
});

describe('PlainPrinter, text streamed in pieces', () => {
	it('text and thinking cut short by claude’s death say so once, after what came, as the UI does', () => {
		for (const kind of ['text', 'thinking'] as const) {
			let out = '';
			const printer = new PlainPrinter({write: text => (out += text), color: false, askedSuffix: ''});
			let state = initialState();
			const delta = streamEvent({
				type: 'content_block_delta',
				index: 0,
				delta:
					kind === 'text' ? {type: 'text_delta', text: 'half a sen'} : {type: 'thinking_delta', thinking: 'half a th'},
			});
			for (const event of [...blockStart(kind), delta]) {
				state = reduce(state, event);
				printer.update(state);
			}
			expect(out).not.toContain('cut short');
			for (const event of [
				{type: 'child-exited', exitCode: null, signal: 'SIGKILL', at: 1} as const,
				{type: 'stderr', line: 'gone', at: 2} as const,
			]) {
				state = reduce(state, event);
				printer.update(state);
			}
			printer.finish();
			expect(out.match(/cut short/g)).toHaveLength(1);
			expect(out).toContain(kind === 'text' ? 'half a sen (cut short)' : 'half a th (cut short)');
		}
	});

	it('leaves out an escape sequence cut between two pieces whole, not its remains', () => {
		const ESC = '\u001B';
		const pieces = [
			'before ',
			`${ESC}P+q`,
			`DCSq${ESC}`,
			'\\ red:',
			`${ESC}[3`,
			'1mX',
			`${ESC}]0;ti`,
			'tle\u0007 after',
		];
		let out = '';
		const printer = new PlainPrinter({write: text => (out += text), color: false, askedSuffix: ''});
		let state = initialState();
		for (const event of [
			...blockStart('text'),
			...pieces.map(textDelta),
			streamEvent({type: 'content_block_stop', index: 0}),
		]) {
			state = reduce(state, event);
			printer.update(state);
		}
		printer.finish();
		expect(out).toBe('before  red:X after\n');
	});

	it('shows what an escape left open at the end of the text holds, once the text is done', () => {
		let out = '';
		const printer = new PlainPrinter({write: text => (out += text), color: false, askedSuffix: ''});
		let state = initialState();
		for (const event of [
			...blockStart('text'),
			textDelta('open \u001B]0;never closed'),
			streamEvent({type: 'content_block_stop', index: 0}),
			streamEvent({type: 'message_stop'}),
		]) {
			state = reduce(state, event);
			printer.update(state);
		}
		printer.finish();
		expect(out).toBe('open 0;never closed\n');
	});
});

describe('a bookkeeping call that failed', () => {
	it('is headed by its title, as the UI heads it, not by the checklist it did not write', () => {
		// claude 2.1.330 in stream-json mode has no TodoWrite: the call fails with "No such tool available".
		const lines = printed('h1-todowrite.jsonl').out.split('\n');
		const at = lines.findIndex(line => line.startsWith('⏺ TodoWrite'));
		expect(lines[at]).toBe('⏺ TodoWrite(2 items)');
		expect(lines[at + 1]).toContain('No such tool available');
	});
});
