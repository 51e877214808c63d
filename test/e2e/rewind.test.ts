/**
 * /rewind end to end: cctui in a pseudo-terminal, the real claude 2.1.330 with the file checkpoints
 * cctui turns on, the scripted backend. A turn edits one file and creates another; then each of the
 * three rewinds, checked on disk and in the next API request. A turn that goes on while the picker
 * is open waits in a Bash loop for a file the test writes (no timing).
 */
import {existsSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {build} from '../../src/backend/index.js';
import {KEY} from '../helpers/keys.js';
import {runCctui, type Run} from './harness.js';
import {tick, waitFor} from '../helpers/wait-for.js';

const {scenario, turn, text, toolUse} = build;

const PROMPT = 'change alpha to beta and write new.txt';

let run: Run | undefined;
afterEach(async () => {
	await run?.stop();
	run = undefined;
});

/** The turn that edits notes.txt and creates new.txt (in acceptEdits: no prompts), then one more answer. */
async function editedThenRewound(choice: '1' | '2' | '3'): Promise<Run> {
	run = await runCctui(
		scenario([
			turn(toolUse('Edit', {file_path: 'notes.txt', old_string: 'alpha', new_string: 'beta'})),
			turn(toolUse('Write', {file_path: 'new.txt', content: 'fresh\n'})),
			turn(text('Edited and written.')),
			turn(text('Second answer.')),
		]),
		{args: ['--permission-mode', 'acceptEdits']},
	);
	writeFileSync(path.join(run.workDir, 'notes.txt'), 'alpha\n');
	await run.pty.waitForText('ready', 30_000);
	await run.typeLine(PROMPT);
	await run.pty.waitForText('Edited and written.', 30_000);
	await run.pty.waitForText(/✓ Done · /);
	expect(readFileSync(path.join(run.workDir, 'notes.txt'), 'utf8')).toBe('beta\n');
	expect(existsSync(path.join(run.workDir, 'new.txt'))).toBe(true);

	await run.typeLine('/rewind');
	// The dry run: both files, before anything is written.
	await run.pty.waitForText('2 files +1 −2', 20_000);
	// The list takes Enter and f as deliberate keys: once the keyboard has been quiet for 500 ms.
	await tick(800);
	run.pty.write(KEY.enter);
	await run.answer(choice, '1. Restore code and conversation');
	return run;
}

/** claude's session files under `projects` (one folder per working folder). */
function sessionFiles(projects: string): string[] {
	return readdirSync(projects, {recursive: true, encoding: 'utf8'})
		.filter(name => name.endsWith('.jsonl'))
		.map(name => path.join(projects, name));
}

/** What the model was sent in the last request: every user text, and whether any tool call is there. */
function lastRequest(current: Run): {userTexts: string[]; tools: number} {
	const body = current.backend.mainRequests().at(-1)?.body as {messages: Array<{role: string; content: unknown}>};
	const blocks = body.messages.flatMap(message =>
		typeof message.content === 'string' ? [{type: 'text', text: message.content}] : (message.content as object[]),
	) as Array<{type: string; text?: string}>;
	return {
		userTexts: blocks.filter(block => block.type === 'text' && block.text?.includes(PROMPT)).map(block => block.text!),
		tools: blocks.filter(block => block.type === 'tool_use' || block.type === 'tool_result').length,
	};
}

describe('/rewind with the real claude', () => {
	it('1: files back as they were, the new file gone, the prompt in the input; the resent prompt reaches the model once', async () => {
		const current = await editedThenRewound('1');
		await current.pty.waitForText('Rewound to here', 20_000);
		expect(current.pty.scrollback()).toMatch(/Restored 2 files to before “change alpha to beta and write new\.txt”/);
		expect(readFileSync(path.join(current.workDir, 'notes.txt'), 'utf8')).toBe('alpha\n');
		expect(existsSync(path.join(current.workDir, 'new.txt'))).toBe(false);
		await current.pty.waitForText(`› ${PROMPT}`);
		current.pty.write(KEY.enter);
		await current.pty.waitForText('Second answer.', 30_000);
		const request = lastRequest(current);
		expect(request.userTexts).toHaveLength(1);
		expect(request.tools).toBe(0);
	}, 120_000);

	it('2: the conversation only; the files stay as the turn left them', async () => {
		const current = await editedThenRewound('2');
		await current.pty.waitForText('Rewound to here', 20_000);
		expect(readFileSync(path.join(current.workDir, 'notes.txt'), 'utf8')).toBe('beta\n');
		expect(existsSync(path.join(current.workDir, 'new.txt'))).toBe(true);
		await current.pty.waitForText(`› ${PROMPT}`);
		current.pty.write(KEY.enter);
		await current.pty.waitForText('Second answer.', 30_000);
		expect(lastRequest(current)).toEqual({userTexts: [expect.stringContaining(PROMPT)], tools: 0});
	}, 120_000);

	it('back past a later turn: to the first of two prompts, both turns leave code and conversation', async () => {
		run = await runCctui(
			scenario([
				turn(toolUse('Edit', {file_path: 'notes.txt', old_string: 'alpha', new_string: 'beta'})),
				turn(toolUse('Write', {file_path: 'new.txt', content: 'fresh\n'})),
				turn(text('Edited and written.')),
				turn(toolUse('Write', {file_path: 'second.txt', content: 'two\n'})),
				turn(text('Second written.')),
				turn(text('Again from the start.')),
			]),
			{args: ['--permission-mode', 'acceptEdits']},
		);
		const current = run;
		writeFileSync(path.join(current.workDir, 'notes.txt'), 'alpha\n');
		await current.pty.waitForText('ready', 30_000);
		await current.typeLine(PROMPT);
		await current.pty.waitForText('Edited and written.', 30_000);
		await current.typeLine('and a second file');
		await current.pty.waitForText('Second written.', 30_000);
		await current.pty.waitForText(/1 file changed/);
		// Esc twice on the empty input, the older prompt, code and conversation.
		current.pty.write(KEY.escape);
		current.pty.write(KEY.escape);
		await current.pty.waitForText('3 files +1 −3', 20_000);
		current.pty.write(KEY.down);
		// The list takes Enter and f as deliberate keys: once the keyboard has been quiet for 500 ms.
		await tick(800);
		current.pty.write(KEY.enter);
		await current.answer('1', `Rewind to before “${PROMPT}”`);
		await current.pty.waitForText('Rewound to here', 20_000);
		expect(current.pty.scrollback()).toContain('2 prompts and 3 tool calls left the conversation');
		expect(readFileSync(path.join(current.workDir, 'notes.txt'), 'utf8')).toBe('alpha\n');
		expect(existsSync(path.join(current.workDir, 'new.txt'))).toBe(false);
		expect(existsSync(path.join(current.workDir, 'second.txt'))).toBe(false);
		await current.pty.waitForText(`› ${PROMPT}`);
		current.pty.write(KEY.enter);
		await current.pty.waitForText('Again from the start.', 30_000);
		const request = lastRequest(current);
		expect(request).toEqual({userTexts: [expect.stringContaining(PROMPT)], tools: 0});
		expect(JSON.stringify(current.backend.mainRequests().at(-1)?.body)).not.toContain('and a second file');
	}, 120_000);

	it('after --continue: the resumed prompts are listed, and their files can still be restored (checkpoints outlive claude)', async () => {
		const first = await runCctui(
			scenario([turn(toolUse('Write', {file_path: 'notes.txt', content: 'beta\n'})), turn(text('Written.'))]),
			{args: ['--permission-mode', 'acceptEdits']},
		);
		try {
			writeFileSync(path.join(first.workDir, 'notes.txt'), 'alpha\n');
			await first.pty.waitForText('ready', 30_000);
			await first.typeLine('write the notes');
			await first.pty.waitForText('Written.', 30_000);
			await first.pty.waitForText(/✓ Done · /);
			first.pty.write(KEY.ctrlC);
			await tick(100);
			first.pty.write(KEY.ctrlC);
			await first.pty.waitForExit(15_000);
			expect(readFileSync(path.join(first.workDir, 'notes.txt'), 'utf8')).toBe('beta\n');

			run = await runCctui(scenario([turn(text('A fresh start.'))]), {
				args: ['--permission-mode', 'acceptEdits', '--continue'],
				after: first,
			});
			await run.pty.waitForText('Resumed session', 30_000);
			run.pty.write(KEY.escape);
			run.pty.write(KEY.escape);
			await run.pty.waitForText('1 file +1 −1', 20_000);
			// The list takes Enter and f as deliberate keys: once the keyboard has been quiet for 500 ms.
			await tick(800);
			run.pty.write(KEY.enter);
			await run.answer('1', '1. Restore code and conversation');
			await run.pty.waitForText('Rewound to here', 20_000);
			expect(run.pty.scrollback()).toContain('notes.txt');
			expect(readFileSync(path.join(run.workDir, 'notes.txt'), 'utf8')).toBe('alpha\n');
			await run.pty.waitForText('› write the notes');
			run.pty.write(KEY.enter);
			await run.pty.waitForText('A fresh start.', 30_000);
			const body = JSON.stringify(run.backend.mainRequests().at(-1)?.body);
			expect(body).not.toContain('tool_use');
			expect(body.split('write the notes')).toHaveLength(2);
		} finally {
			await run?.stop();
			run = undefined;
			await first.stop();
		}
	}, 120_000);

	it('f forks a new session from before a prompt: the model sees the turns before it, the old session is kept', async () => {
		run = await runCctui(
			scenario([turn(text('Answer one.')), turn(text('Answer two.')), turn(text('The forked answer.'))]),
		);
		const current = run;
		await current.pty.waitForText('ready', 30_000);
		await current.typeLine('first question');
		await current.pty.waitForText('Answer one.', 30_000);
		await current.typeLine('second question');
		await current.pty.waitForText('Answer two.', 30_000);
		await current.pty.waitForText(/✓ Done · [^\n]*\n[^]*✓ Done · /);
		const sessions = path.join(current.root, 'home/.claude/projects');
		const before = sessionFiles(sessions);
		expect(before).toHaveLength(1);
		const old = readFileSync(before[0]!, 'utf8');

		current.pty.write(KEY.escape);
		current.pty.write(KEY.escape);
		await current.pty.waitForText('f fork a new session from here');
		await current.pty.waitForText('second question · no file changes to undo');
		// The list takes Enter and f as deliberate keys: once the keyboard has been quiet for 500 ms.
		await tick(800);
		current.pty.write('f');
		await current.pty.waitForText('Forked to here', 20_000);
		expect(current.pty.scrollback()).toContain(`cctui --resume ${path.basename(before[0]!, '.jsonl')}`);
		await current.pty.waitForText('› second question');
		current.pty.write(KEY.enter);
		await current.pty.waitForText('The forked answer.', 30_000);
		const body = JSON.stringify(current.backend.mainRequests().at(-1)?.body);
		expect(body).toContain('first question');
		expect(body).toContain('Answer one.');
		expect(body).not.toContain('Answer two.');
		expect(body.split('second question')).toHaveLength(2);
		// A second session file; the first keeps its conversation as it was.
		expect(sessionFiles(sessions)).toHaveLength(2);
		// claude adds its own bookkeeping as it exits (last-prompt, cost-state), but no message.
		const now = readFileSync(before[0]!, 'utf8');
		expect(now.startsWith(old)).toBe(true);
		const added = now
			.slice(old.length)
			.split('\n')
			.filter(line => line !== '');
		expect(added.map(line => (JSON.parse(line) as {type: string}).type)).not.toContainEqual(
			expect.stringMatching(/^(user|assistant)$/),
		);
	}, 120_000);

	it("with the user's CLAUDE_CODE_ENABLE_SDK_FILE_CHECKPOINTING=false: says file rewind is off and why; 2 still works", async () => {
		run = await runCctui(
			scenario([turn(toolUse('Write', {file_path: 'new.txt', content: 'fresh\n'})), turn(text('Written.'))]),
			{
				args: ['--permission-mode', 'acceptEdits'],
				env: {CLAUDE_CODE_ENABLE_SDK_FILE_CHECKPOINTING: 'false'},
			},
		);
		const current = run;
		await current.pty.waitForText('ready', 30_000);
		await current.typeLine('write new.txt');
		await current.pty.waitForText('Written.', 30_000);
		await current.pty.waitForText(/✓ Done · /);
		await current.typeLine('/rewind');
		await current.pty.waitForText('File checkpoints are off', 20_000);
		// The list takes Enter and f as deliberate keys: once the keyboard has been quiet for 500 ms.
		await tick(800);
		current.pty.write(KEY.enter);
		// 1 does nothing here; 2 rewinds the conversation.
		await current.answer('1', '(not available)');
		await tick(300);
		expect(current.pty.scrollback()).not.toContain('Rewound to here');
		await current.answer('2', '(not available)');
		await current.pty.waitForText('Rewound to here', 20_000);
		expect(existsSync(path.join(current.workDir, 'new.txt'))).toBe(true);
		expect(current.pty.scrollback()).not.toContain('Restored');
	}, 120_000);

	it('3: the code only; the conversation goes on with the turn in it', async () => {
		const current = await editedThenRewound('3');
		await current.pty.waitForText('Restored 2 files', 20_000);
		expect(readFileSync(path.join(current.workDir, 'notes.txt'), 'utf8')).toBe('alpha\n');
		expect(existsSync(path.join(current.workDir, 'new.txt'))).toBe(false);
		expect(current.pty.scrollback()).not.toContain('Rewound to here');
		await current.typeLine('go on');
		await current.pty.waitForText('Second answer.', 30_000);
		const request = lastRequest(current);
		expect(request.userTexts).toHaveLength(1);
		expect(request.tools).toBe(4);
	}, 120_000);
});

describe('/rewind asks before it restores', () => {
	/** What cctui wrote to claude's stdin that rewinds anything (a dry run writes nothing). */
	const rewinds = (record: string) =>
		readFileSync(record, 'utf8')
			.trim()
			.split('\n')
			.map(line => JSON.parse(line) as {dir: string; msg: {request?: {subtype?: string; dry_run?: boolean}}})
			.filter(frame => frame.dir === 'in' && frame.msg.request?.subtype?.startsWith('rewind') === true)
			.map(frame => frame.msg.request!)
			.filter(request => request.dry_run !== true)
			.map(request => request.subtype);

	it('a double-tapped Enter restores nothing, not the line typed by hand either; ↓ Enter after a stop restores', async () => {
		run = await runCctui(
			scenario([
				turn(toolUse('Write', {file_path: 'keep.txt', content: 'written by claude\n'})),
				turn(text('Wrote it.')),
			]),
			{args: ['--permission-mode', 'acceptEdits', '--record', 'run.jsonl']},
		);
		const current = run;
		const keep = path.join(current.workDir, 'keep.txt');
		const record = path.join(current.workDir, 'run.jsonl');
		await current.pty.waitForText('ready', 30_000);
		await current.typeLine('go');
		await current.pty.waitForText('Wrote it.', 30_000);
		await current.pty.waitForText(/✓ Done · /);
		writeFileSync(keep, 'written by claude\nmy own notes, typed by hand\n');

		current.pty.write(KEY.escape);
		current.pty.write(KEY.escape);
		await current.pty.waitForText(/go · 1 file/, 20_000);
		// The list takes Enter and f as deliberate keys: once the keyboard has been quiet for 500 ms.
		await tick(800);
		// Enter, and Enter again as soon as the step is on screen: a double tap.
		current.pty.write(KEY.enter);
		await current.pty.waitForText('4. Never mind');
		current.pty.write(KEY.enter);
		await current.pty.waitForText('Not ready: keys count once you stop typing.');
		// The step is ready again once the keyboard has been quiet: still nothing restored.
		await waitFor(() => !current.pty.screen().includes('Not ready'), {timeoutMs: 10_000, what: 'the step ready'});
		expect(current.pty.screen()).toContain('Rewind to before “go”');
		expect(current.pty.scrollback()).not.toContain('Rewound to here');
		expect(readFileSync(keep, 'utf8')).toBe('written by claude\nmy own notes, typed by hand\n');
		expect(rewinds(record)).toEqual([]);

		// Deliberately: the first answer, then Enter.
		current.pty.write(KEY.down);
		await current.pty.waitForText('❯ 1. Restore code and conversation');
		current.pty.write(KEY.enter);
		await current.pty.waitForText('Rewound to here', 20_000);
		expect(existsSync(keep)).toBe(false);
		expect(rewinds(record)).toEqual(['rewind_files', 'rewind_conversation']);
	}, 120_000);
});

/**
 * A turn that writes first.txt, waits in Bash until the test writes `go`, then writes `late` (in
 * acceptEdits, a file outside the working folder still asks).
 */
const WAITING = 'while [ ! -e go ]; do sleep 0.1; done';
async function writingWhilePickerOpen(late: string): Promise<Run> {
	run = await runCctui(
		scenario([
			turn(toolUse('Write', {file_path: 'first.txt', content: 'one\n'})),
			turn(toolUse('Bash', {command: WAITING, description: 'Wait for go'})),
			turn(toolUse('Write', {file_path: late, content: 'late\n'})),
			turn(text('All written.')),
		]),
		{args: ['--permission-mode', 'acceptEdits', '--allowedTools', 'Bash']},
	);
	await run.pty.waitForText('ready', 30_000);
	await run.typeLine('write both');
	await run.pty.waitForText(WAITING, 30_000);
	// The picker opens while the turn runs: its dry run sees first.txt only.
	await run.typeLine('/rewind');
	await run.pty.waitForText('write both · 1 file +0 −1', 20_000);
	return run;
}

describe('/rewind while a turn goes on writing', () => {
	it('the files it writes after the picker opened are listed before anything is restored', async () => {
		const current = await writingWhilePickerOpen('late.txt');
		writeFileSync(path.join(current.workDir, 'go'), '');
		const late = path.join(current.workDir, 'late.txt');
		await waitFor(() => existsSync(late), {timeoutMs: 30_000, what: 'late.txt written'});
		// The turn ended: the dry run is asked again, and the confirmation lists late.txt.
		await current.pty.waitForText('write both · 2 files +0 −2', 20_000);
		// The list takes Enter and f as deliberate keys: once the keyboard has been quiet for 500 ms.
		await tick(800);
		current.pty.write(KEY.enter);
		await current.answer('3', '3. Restore the code only');
		// Both made by this turn's Writes: the restore deletes them, and the list says so.
		expect(current.pty.screen()).toMatch(/│ +late\.txt \(deleted: made since\) +│/);
		expect(current.pty.screen()).toMatch(/│ +first\.txt \(deleted: made since\) +│/);
		await current.pty.waitForText('Restored 2 files', 20_000);
		expect(existsSync(late)).toBe(false);
		expect(existsSync(path.join(current.workDir, 'first.txt'))).toBe(false);
	}, 120_000);

	it('a permission prompt that comes while the picker is open stays behind it; the rewind stops it, and its Write never runs, shown as stopped at its prompt', async () => {
		const current = await writingWhilePickerOpen('../outside.txt');
		writeFileSync(path.join(current.workDir, 'go'), '');
		// claude asks to write outside.txt: the picker stays on screen and says what a rewind does to the prompt.
		await current.pty.waitForText('A permission prompt is open behind this: a rewind stops it.', 30_000);
		// The list takes Enter and f as deliberate keys: once the keyboard has been quiet for 500 ms.
		await tick(800);
		current.pty.write(KEY.enter);
		await current.answer('1', 'A permission prompt is open: rewinding stops it and the turn first.');
		await current.pty.waitForText('Rewound to here', 20_000);
		expect(existsSync(path.join(current.root, 'outside.txt'))).toBe(false);
		expect(existsSync(path.join(current.workDir, 'first.txt'))).toBe(false);
		expect(current.pty.scrollback()).toContain('Restored 1 file');
		// As an Esc at the prompt: the Write reads "not written", without the diff it proposed, and so does the turn's line.
		// A file outside the working folder is named in full, whichever form the model gave.
		expect(current.pty.scrollback()).toContain(`Write(${path.join(current.root, 'outside.txt')}) interrupted`);
		expect(current.pty.scrollback()).toMatch(/outside\.txt\) interrupted\s*\n\s*⎿ not written/);
		expect(current.pty.scrollback()).toContain('Turn ended: interrupted at the permission prompt; Write did not run');
	}, 120_000);
});
