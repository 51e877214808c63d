/**
 * Edit prompts in the editor, end to end: the real claude 2.1.330 against the scripted backend,
 * cctui linked (--ide) to the stand-in editor. Whichever place answers first is the answer claude
 * gets; a change saved in the editor is what lands on disk, byte for byte.
 */
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {build} from '../../src/backend/index.js';
import {waitFor} from '../helpers/wait-for.js';
import {startStandInEditor, type DiffAnswer, type StandInEditor} from '../helpers/stand-in-editor.js';
import {runCctui, type Run} from './harness.js';

const {scenario, turn, text, toolUse} = build;

let run: Run | undefined;
let editor: StandInEditor | undefined;
let root: string | undefined;
afterEach(async () => {
	await run?.stop();
	await editor?.stop();
	if (root) rmSync(root, {recursive: true, force: true});
	run = editor = root = undefined;
});

/** cctui linked to a stand-in editor that answers openDiff with `answer`; the model's turn is `tool`, then 'Done.'. */
async function linked(tool: ReturnType<typeof toolUse>, answer: DiffAnswer, files: Record<string, string>) {
	root = mkdtempSync(path.join(tmpdir(), 'cctui-e2e-editor-diff-'));
	const home = path.join(root, 'home');
	const work = path.join(root, 'work');
	mkdirSync(work, {recursive: true});
	for (const [name, content] of Object.entries(files)) writeFileSync(path.join(work, name), content);
	editor = await startStandInEditor({home, workspaceFolders: [work], ideName: 'VS Code'});
	editor.answerDiffs(answer);
	run = await runCctui(scenario([turn(tool), turn(text('Done.'))]), {
		args: ['--ide', '--cwd', work, 'go'],
		env: {HOME: home},
	});
	await run.pty.waitForText('⧉ VS Code', 30_000);
	return {work, editor, run};
}

/** The tool_result blocks of the last request the backend got. */
function toolResults(current: Run): {type: string; content?: unknown; is_error?: boolean}[] {
	const body = current.backend.mainRequests().at(-1)?.body as {messages: {content: unknown}[]};
	return body.messages.flatMap(message =>
		Array.isArray(message.content)
			? (message.content as {type: string; content?: unknown; is_error?: boolean}[]).filter(
					block => block.type === 'tool_result',
				)
			: [],
	);
}

const openDiffs = (current: StandInEditor) => current.calls.filter(call => call.name === 'openDiff');

describe('edit prompts in the editor, with the real claude', () => {
	it('a Write saved in the editor with other text writes exactly that text; the line says so', async () => {
		const saved = 'mine, not the model’s  \r\nsecond line\n';
		const {
			work,
			editor: stand,
			run: current,
		} = await linked(
			toolUse('Write', {file_path: 'greet.txt', content: 'proposed\n'}),
			{kind: 'save', contents: saved},
			{},
		);
		await current.pty.waitForText('Done.', 60_000);
		expect(openDiffs(stand)).toHaveLength(1);
		expect(openDiffs(stand)[0]!.arguments).toMatchObject({
			old_file_path: path.join(work, 'greet.txt'),
			new_file_path: path.join(work, 'greet.txt'),
			new_file_contents: 'proposed\n',
		});
		expect(readFileSync(path.join(work, 'greet.txt'), 'utf8')).toBe(saved);
		await current.pty.waitForText('edited in the editor');
		expect(toolResults(current).at(-1)?.is_error).not.toBe(true);
		// The answered tab is closed, once.
		const tab = openDiffs(stand)[0]!.arguments['tab_name'];
		const closes = stand.calls.filter(call => call.name === 'close_tab');
		expect(closes.map(call => call.arguments)).toEqual([{tab_name: tab}]);
	}, 120_000);

	it('a Write to a CRLF file saved in the editor as shown (with the file’s CRLFs) writes it so, byte for byte', async () => {
		const {
			work,
			editor: stand,
			run: current,
		} = await linked(
			toolUse('Write', {file_path: 'app.txt', content: 'line one\nline two\n'}),
			{kind: 'save'},
			{'app.txt': 'old1\r\nold2\r\n'},
		);
		await current.pty.waitForText('Done.', 60_000);
		expect(openDiffs(stand)[0]!.arguments['new_file_contents']).toBe('line one\r\nline two\r\n');
		expect(readFileSync(path.join(work, 'app.txt'), 'utf8')).toBe('line one\r\nline two\r\n');
		await current.pty.waitForText('answered in the editor');
	}, 120_000);

	it('a change edited in the editor is told to the model with the tool result, as cctui’s note, not the person’s words', async () => {
		const saved = 'alpha\nmy own line\ngamma\n';
		const {work, run: current} = await linked(
			toolUse('Edit', {file_path: 'notes.txt', old_string: 'alpha', new_string: 'beta'}),
			{kind: 'save', contents: saved},
			{'notes.txt': 'alpha\ngamma\n'},
		);
		await current.pty.waitForText('Done.', 60_000);
		expect(readFileSync(path.join(work, 'notes.txt'), 'utf8')).toBe(saved);
		// claude's result says nothing of it: the request that carries the result carries the note, after it.
		const file = path.join(work, 'notes.txt');
		expect(current.backend.mainRequests()).toHaveLength(2);
		const request = JSON.stringify(current.backend.mainRequests()[1]?.body);
		const result = request.indexOf('The file notes.txt has been updated successfully.');
		const note = request.indexOf(`The user modified your proposed change to ${file} in their editor`);
		expect(result).toBeGreaterThan(0);
		expect(note).toBeGreaterThan(result);
		expect(request.includes(`Read ${file} again before you edit it.`)).toBe(true);
		const screen = current.pty.scrollback();
		expect(screen).toContain('cctui told claude that you changed notes.txt in the editor');
		expect(screen).not.toContain('› <system-reminder>');
		expect(screen).not.toContain('The user modified');
	}, 120_000);

	it('an Edit rejected in the editor is denied with words the model reads; the file stays as it was', async () => {
		const {work, run: current} = await linked(
			toolUse('Edit', {file_path: 'notes.txt', old_string: 'alpha', new_string: 'beta'}),
			{kind: 'reject'},
			{'notes.txt': 'alpha\ngamma\n'},
		);
		await current.pty.waitForText('Done.', 60_000);
		expect(readFileSync(path.join(work, 'notes.txt'), 'utf8')).toBe('alpha\ngamma\n');
		const result = toolResults(current).at(-1);
		expect(result?.is_error).toBe(true);
		expect(JSON.stringify(result?.content)).toContain('The user rejected this change in the editor.');
	}, 120_000);

	it('answered in the terminal first: the editor’s tab is closed, and the edit runs as proposed', async () => {
		const {
			work,
			editor: stand,
			run: current,
		} = await linked(
			toolUse('Edit', {file_path: 'notes.txt', old_string: 'alpha', new_string: 'beta'}),
			{kind: 'never'},
			{'notes.txt': 'alpha\ngamma\n'},
		);
		await waitFor(() => openDiffs(stand).length === 1, {timeoutMs: 60_000, what: 'openDiff in the editor'});
		await current.answer('y');
		await current.pty.waitForText('Done.', 60_000);
		expect(readFileSync(path.join(work, 'notes.txt'), 'utf8')).toBe('beta\ngamma\n');
		const tab = openDiffs(stand)[0]!.arguments['tab_name'];
		await waitFor(() => stand.calls.some(call => call.name === 'close_tab' && call.arguments['tab_name'] === tab), {
			timeoutMs: 10_000,
			what: 'close_tab for the diff’s tab',
		});
	}, 120_000);
});
