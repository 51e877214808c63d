/**
 * Tabs in what claude sends, through the whole app in a real terminal. Ink measured a tab as no columns and the
 * terminal moved the cursor to its next tab stop, so a row with one was wider than Ink thought: the permission
 * prompt's right border went onto a row of its own, and Ink's erase of the live region, a row short, left copies of
 * the prompt's top border in the scrollback. Ink now draws tabs as spaces (src/ink-patches/tabs.ts).
 */
import {afterEach, expect, it} from 'vitest';
import {startScripted, type Scripted} from './harness.js';
import {tick} from '../helpers/wait-for.js';
import {QUIET_MS} from '../../src/ui/key-gate.js';
import {displayWidth} from '../../src/text/width.js';

let run: Scripted | undefined;
afterEach(() => run?.pty.kill('SIGKILL'));

const COLS = 80;
const command = "cat > Makefile <<'EOF'\nbuild:\n\tgo build -o bin/app ./cmd/app\n\ntest:\n\tgo test -race ./...\nEOF";
const input = {command, description: 'Write\tthe Makefile'};

it('a command with tabs keeps the prompt in its border, and leaves one copy of it in the scrollback', async () => {
	run = startScripted(
		{
			turns: [
				[
					{
						frame: {
							type: 'assistant',
							message: {
								id: 'msg_1',
								role: 'assistant',
								model: 'scripted',
								content: [{type: 'tool_use', id: 'toolu_1', name: 'Bash', input}],
							},
							parent_tool_use_id: null,
						},
					},
					{request: {subtype: 'can_use_tool', tool_name: 'Bash', input, tool_use_id: 'toolu_1'}, id: 'perm-1'},
					{
						frame: {
							type: 'user',
							message: {role: 'user', content: [{type: 'tool_result', tool_use_id: 'toolu_1', content: 'done'}]},
							parent_tool_use_id: null,
						},
					},
					{text: 'Makefile\twritten.'},
					{result: {}},
				],
			],
		},
		{cols: COLS, rows: 30},
	);
	const {pty} = run;
	await run.typeLine('write a makefile');
	// The whole frame: its bottom border and the status line under it (a loaded machine can deliver it in pieces).
	await pty.waitForText(/\(4\/d\)[^]*╰─+╯\n.*esc to interrupt/, 10_000);
	await pty.settle();
	const prompt = pty.screen().split('\n');
	const rowWith = (text: string) => prompt.find(row => row.startsWith('│') && row.includes(text));
	// A tab stop every four columns, counted from the start of each line of the command and of the description.
	expect(rowWith('go build')).toMatch(/^│ {5}go build -o bin\/app \.\/cmd\/app +│$/);
	expect(rowWith('the Makefile')).toMatch(/^│ Write {3}the Makefile +│$/);
	for (const row of prompt.filter(row => row.startsWith('│'))) {
		expect(displayWidth(row)).toBe(COLS);
		expect(row.endsWith('│')).toBe(true);
	}
	// Keys count once the prompt has been in view a moment (the key gate); a margin for a loaded machine.
	await tick(QUIET_MS + 500);
	pty.write('y');
	await pty.waitForText('Makefile    written.', 10_000);
	await pty.settle();
	const shown = pty.scrollback();
	// The input box's top alone, and the call once, in history with its command.
	expect(shown.match(/╭─+╮/g)).toHaveLength(1);
	expect(shown.match(/Bash\(Write the Makefile\)/g)).toHaveLength(1);
	expect(shown).toMatch(/^ {4}build:\n {8}go build -o bin\/app \.\/cmd\/app$/m);
});
