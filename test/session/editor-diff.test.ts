/**
 * An edit's permission prompt is also opened in the editor (openDiff); the first answer, there or in the
 * terminal, is claude's only answer, and the other place is withdrawn. What is checked is what claude gets on
 * stdin, what is on disk after the tool would run, and the tabs the editor is told to close.
 */
import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {applyEdits, type EditSpec} from '../../src/state/file-after.js';
import {UNDONE_IN_EDITOR} from '../../src/session/editor-diffs.js';
import {Session} from '../../src/session/session.js';
import {createStore} from '../../src/session/store.js';
import {initialState} from '../../src/state/state.js';
import {FakeEditor} from '../helpers/fake-editor.js';
import {allItems, outline} from '../helpers/replay-state.js';
import {FakeTransport} from '../helpers/fake-transport.js';
import {tick, waitFor} from '../helpers/wait-for.js';

function setup(mode = 'default') {
	const transport = new FakeTransport();
	const store = createStore(initialState(mode), {throttleMs: 0});
	const editor = new FakeEditor();
	const session = new Session({store});
	session.useEditor(() => editor);
	void session.attach(transport);
	const dir = mkdtempSync(join(tmpdir(), 'cctui-editor-diff-'));
	return {transport, store, editor, session, dir};
}

const request = (id: string, toolName: string, input: Record<string, unknown>) => ({
	type: 'control_request',
	request_id: id,
	request: {subtype: 'can_use_tool', tool_name: toolName, input, tool_use_id: `toolu_${id}`},
});
const answers = (transport: FakeTransport) =>
	transport
		.written()
		.filter(frame => frame['type'] === 'control_response')
		.map(frame => (frame['response'] as {request_id: string; response: Record<string, unknown>}).response);

/** The user messages written to claude, as text. */
const userTexts = (transport: FakeTransport) =>
	transport
		.written()
		.filter(frame => frame['type'] === 'user')
		.map(frame => JSON.stringify((frame['message'] as {content: unknown}).content));

async function editRequest(id = 'req-1', mode = 'default') {
	const context = setup(mode);
	const file = join(context.dir, 'app.ts');
	writeFileSync(file, 'const a = 1;\nconst b = 2;\n');
	const input = {file_path: file, old_string: 'const b = 2;', new_string: 'const b = 3;', replace_all: false};
	context.transport.emit(request(id, 'Edit', input));
	return {...context, file, input};
}

describe('an edit prompt in the editor', () => {
	it('opens the file as it would be after the edit, in a tab of its own', async () => {
		const {transport, editor, file, dir} = await editRequest();
		await waitFor(() => editor.opened.length === 1, {what: 'openDiff'});
		expect(editor.opened[0]!.request).toMatchObject({
			oldFilePath: file,
			newFilePath: file,
			newFileContents: 'const a = 1;\nconst b = 3;\n',
		});
		transport.emit(request('req-2', 'Write', {file_path: join(dir, 'new.txt'), content: 'hello\n'}));
		await waitFor(() => editor.opened.length === 2, {what: 'second openDiff'});
		expect(editor.opened[1]!.request).toMatchObject({newFileContents: 'hello\n'});
		expect(editor.opened[1]!.request.tabName).not.toBe(editor.opened[0]!.request.tabName);
	});

	it('saved as proposed: allows the input unchanged, and closes the tab', async () => {
		const {transport, editor, input, store} = await editRequest();
		await waitFor(() => editor.opened.length === 1);
		editor.opened[0]!.answer({kind: 'saved', contents: 'const a = 1;\nconst b = 3;\n'});
		await waitFor(() => answers(transport).length === 1, {what: 'the answer'});
		expect(answers(transport)).toEqual([{behavior: 'allow', updatedInput: input, toolUseID: 'toolu_req-1'}]);
		expect(editor.closed).toEqual([editor.opened[0]!.request.tabName]);
		expect(store.getState().permissions).toEqual([]);
	});

	it('saved with the person’s own text: allows an edit that writes exactly that', async () => {
		const {transport, editor, file} = await editRequest();
		await waitFor(() => editor.opened.length === 1);
		const saved = 'const a = 10;\nconst b = 30;\n// by hand\n';
		editor.opened[0]!.answer({kind: 'saved', contents: saved});
		await waitFor(() => answers(transport).length === 1, {what: 'the answer'});
		const [answer] = answers(transport);
		expect(answer).toMatchObject({behavior: 'allow', toolUseID: 'toolu_req-1'});
		const updated = answer!['updatedInput'] as EditSpec & {file_path: string};
		expect(updated.file_path).toBe(file);
		expect(applyEdits(readFileSync(file, 'utf8'), [updated])).toBe(saved);
	});

	it('a file with CRLF line ends: shown with them, and the edit is of the text claude reads (LF)', async () => {
		const {transport, editor, dir} = setup();
		const file = join(dir, 'win.txt');
		writeFileSync(file, 'one\r\ntwo\r\nthree\r\n');
		transport.emit(request('req-1', 'Edit', {file_path: file, old_string: 'one\ntwo', new_string: 'one\n2'}));
		await waitFor(() => editor.opened.length === 1);
		expect(editor.opened[0]!.request.newFileContents).toBe('one\r\n2\r\nthree\r\n');
		editor.opened[0]!.answer({kind: 'saved', contents: 'one\r\n2\r\n3\r\n'});
		await waitFor(() => answers(transport).length === 1);
		const updated = answers(transport)[0]!['updatedInput'] as EditSpec;
		// claude reads the file with its CRLFs as LFs, and writes the result back with CRLFs.
		expect(applyEdits('one\ntwo\nthree\n', [updated])).toBe('one\n2\n3\n');
	});

	it('a Write to a file with CRLF line ends: shown with them, and saved as shown writes them, as the editor showed', async () => {
		const {transport, editor, dir} = setup();
		const file = join(dir, 'win.txt');
		writeFileSync(file, 'old1\r\nold2\r\n');
		const input = {file_path: file, content: 'line one\nline two\n'};
		transport.emit(request('req-1', 'Write', input));
		await waitFor(() => editor.opened.length === 1);
		const shown = editor.opened[0]!.request.newFileContents;
		expect(shown).toBe('line one\r\nline two\r\n');
		editor.opened[0]!.answer({kind: 'saved', contents: shown});
		await waitFor(() => answers(transport).length === 1);
		// Write writes its content as it is: what the person approved, every line end as shown.
		expect(answers(transport)[0]).toMatchObject({behavior: 'allow', updatedInput: {file_path: file, content: shown}});
		// Saved as proposed: not the person's own text, so the model is told nothing (it reads CRLF as LF).
		await tick(20);
		expect(userTexts(transport)).toEqual([]);
	});

	it('a NotebookEdit: saved with the cell’s source changed, the edit writes that source', async () => {
		const {transport, editor, dir} = setup();
		const file = join(dir, 'n.ipynb');
		writeFileSync(file, JSON.stringify({cells: [{cell_type: 'markdown', id: 'c1', source: '# A', metadata: {}}]}));
		const input = {notebook_path: file, cell_id: 'c1', new_source: '# B', edit_mode: 'replace'};
		transport.emit(request('req-1', 'NotebookEdit', input));
		await waitFor(() => editor.opened.length === 1);
		const proposed = editor.opened[0]!.request.newFileContents;
		expect(proposed).toContain('"source": "# B"');
		editor.opened[0]!.answer({kind: 'saved', contents: proposed.replace('# B', '# C')});
		await waitFor(() => answers(transport).length === 1);
		expect(answers(transport)[0]).toMatchObject({behavior: 'allow', updatedInput: {...input, new_source: '# C'}});
	});

	it('saved a Write with other text: writes that text', async () => {
		const {transport, editor, dir} = setup();
		const file = join(dir, 'notes.md');
		transport.emit(request('req-1', 'Write', {file_path: file, content: 'draft\n'}));
		await waitFor(() => editor.opened.length === 1);
		editor.opened[0]!.answer({kind: 'saved', contents: 'final\n'});
		await waitFor(() => answers(transport).length === 1);
		expect(answers(transport)[0]).toMatchObject({
			behavior: 'allow',
			updatedInput: {file_path: file, content: 'final\n'},
		});
	});

	it('saved with other text: the model is told at once, mid-turn, to read the file again; the transcript says cctui told it', async () => {
		const {transport, editor, store, file} = await editRequest();
		transport.emit({type: 'command_lifecycle', command_uuid: 'earlier', state: 'started'});
		await waitFor(() => editor.opened.length === 1);
		editor.opened[0]!.answer({kind: 'saved', contents: 'const a = 1;\nconst b = 30;\n'});
		await waitFor(() => userTexts(transport).length === 1, {what: 'the note'});
		expect(userTexts(transport)[0]).toContain(`The user modified your proposed change to ${file} in their editor`);
		expect(outline(allItems(store.getState()))).toContain(
			'info: cctui told claude that you changed app.ts in the editor, and to read it again before editing it.',
		);
	});

	it('saved with other text, and claude takes no message mid-turn: the note goes with the next message', async () => {
		const {transport, editor, session, file} = await editRequest();
		await waitFor(() => editor.opened.length === 1);
		editor.opened[0]!.answer({kind: 'saved', contents: 'const a = 1;\nconst b = 30;\n'});
		await waitFor(() => answers(transport).length === 1);
		expect(userTexts(transport)).toEqual([]);
		session.submit('next');
		expect(userTexts(transport)).toHaveLength(1);
		expect(userTexts(transport)[0]).toContain(`Read ${file} again before you edit it.`);
		expect(userTexts(transport)[0]).toContain('next');
	});

	it('saved as the file is now (the change undone): denies, saying the file stays as it is', async () => {
		const {transport, editor} = await editRequest();
		await waitFor(() => editor.opened.length === 1);
		editor.opened[0]!.answer({kind: 'saved', contents: 'const a = 1;\nconst b = 2;\n'});
		await waitFor(() => answers(transport).length === 1);
		expect(answers(transport)[0]).toMatchObject({behavior: 'deny', message: UNDONE_IN_EDITOR});
	});

	it('saved as text the tool cannot write (an empty new file by Edit): the terminal prompt stays', async () => {
		const {transport, editor, store, dir} = setup();
		transport.emit(request('req-1', 'Edit', {file_path: join(dir, 'new.ts'), old_string: '', new_string: 'x\n'}));
		await waitFor(() => editor.opened.length === 1);
		editor.opened[0]!.answer({kind: 'saved', contents: ''});
		await waitFor(() => store.getState().permissions[0]?.editor?.open === false, {what: 'the prompt to say so'});
		expect(answers(transport)).toEqual([]);
	});

	it('rejected: denies with a reason the model reads', async () => {
		const {transport, editor} = await editRequest();
		await waitFor(() => editor.opened.length === 1);
		editor.opened[0]!.answer({kind: 'rejected'});
		await waitFor(() => answers(transport).length === 1);
		expect(answers(transport)).toEqual([
			{behavior: 'deny', message: 'The user rejected this change in the editor.', toolUseID: 'toolu_req-1'},
		]);
	});

	it('answered in the terminal first: the editor’s tab is closed and its answer ignored', async () => {
		const {transport, editor, session, input} = await editRequest();
		await waitFor(() => editor.opened.length === 1);
		session.decide('req-1', {behavior: 'allow', scope: 'once', updatedInput: input});
		expect(editor.opened[0]!.signal.aborted).toBe(true);
		expect(editor.closed).toEqual([editor.opened[0]!.request.tabName]);
		editor.opened[0]!.answer({kind: 'rejected'});
		await tick();
		expect(answers(transport)).toEqual([{behavior: 'allow', updatedInput: input, toolUseID: 'toolu_req-1'}]);
	});

	it('two sessions on one editor, each asking to edit the same file: neither answers the other’s prompt', async () => {
		const first = await editRequest();
		const editor = first.editor;
		await waitFor(() => editor.opened.length === 1, {what: 'the first diff'});
		const second = setup();
		second.session.useEditor(() => editor);
		second.transport.emit(request('req-1', 'Edit', first.input));
		await waitFor(() => editor.opened.length === 2, {what: 'both diffs'});
		const [mine, theirs] = editor.opened.map(diff => diff.request.tabName);
		// The first is answered in the terminal: its tab closes, the second session's stays open.
		first.session.decide('req-1', {behavior: 'allow', scope: 'once', updatedInput: first.input});
		await waitFor(() => editor.closed.length > 0, {what: 'the first tab to close'});
		await tick();
		expect(editor.closed).toEqual([mine]);
		expect(answers(first.transport)).toEqual([
			{behavior: 'allow', updatedInput: first.input, toolUseID: 'toolu_req-1'},
		]);
		expect(answers(second.transport)).toEqual([]);
		expect(second.store.getState().permissions[0]?.editor).toEqual({name: 'VS Code', open: true});
		expect(mine).not.toBe(theirs);
	});

	it('answered in both places at once: claude gets one answer', async () => {
		const {transport, editor, session, input} = await editRequest();
		await waitFor(() => editor.opened.length === 1);
		editor.opened[0]!.answer({kind: 'rejected'});
		session.decide('req-1', {behavior: 'allow', scope: 'once', updatedInput: input});
		await tick(20);
		expect(answers(transport)).toHaveLength(1);
	});

	it('closed in the editor without an answer: nothing is answered, and the prompt says so', async () => {
		const {transport, editor, store} = await editRequest();
		await waitFor(() => editor.opened.length === 1);
		expect(store.getState().permissions[0]?.editor).toEqual({name: 'VS Code', open: true});
		editor.opened[0]!.answer({kind: 'closed', reason: 'tab closed'});
		await waitFor(() => store.getState().permissions[0]?.editor?.open === false, {what: 'the prompt to say so'});
		expect(answers(transport)).toEqual([]);
		expect(store.getState().permissions).toHaveLength(1);
	});

	it('a request claude cancels closes the tab', async () => {
		const {transport, editor} = await editRequest();
		await waitFor(() => editor.opened.length === 1);
		transport.emit({type: 'control_cancel_request', request_id: 'req-1'});
		await waitFor(() => editor.opened[0]!.signal.aborted, {what: 'the tab to close'});
		expect(answers(transport)).toEqual([]);
	});

	it('claude exiting with the prompt open closes the tab', async () => {
		const {transport, editor} = await editRequest();
		await waitFor(() => editor.opened.length === 1);
		transport.exit({exitCode: 1, signal: null});
		await waitFor(() => editor.opened[0]!.signal.aborted, {what: 'the tab to close'});
	});

	it('the editor linked when the prompt comes is the one asked; none linked then, nothing is opened', async () => {
		const {transport, store, session, dir} = setup();
		const linked: {now?: FakeEditor} = {};
		session.useEditor(() => linked.now);
		const file = join(dir, 'a.txt');
		transport.emit(request('req-1', 'Write', {file_path: file, content: 'one\n'}));
		await waitFor(() => store.getState().permissions[0]?.fileBefore !== undefined, {what: 'the snapshot'});
		await tick(20);
		expect(store.getState().permissions[0]?.editor).toBeUndefined();
		const editor = new FakeEditor();
		linked.now = editor;
		transport.emit(request('req-2', 'Write', {file_path: file, content: 'two\n'}));
		await waitFor(() => editor.opened.length === 1, {what: 'openDiff in the editor linked now'});
		expect(editor.opened[0]!.request.newFileContents).toBe('two\n');
	});

	it('nothing is opened in acceptEdits or plan mode', async () => {
		for (const mode of ['acceptEdits', 'plan']) {
			const {editor, store} = await editRequest('req-1', mode);
			await waitFor(() => store.getState().permissions[0]?.fileBefore !== undefined, {what: 'the snapshot'});
			await tick(20);
			expect(editor.opened).toEqual([]);
		}
	});

	it('nothing is opened for other tools, or for an edit that would fail', async () => {
		const {transport, editor, dir, store} = setup();
		const file = join(dir, 'a.txt');
		writeFileSync(file, 'x\n');
		transport.emit(request('req-1', 'Bash', {command: 'ls'}));
		transport.emit(request('req-2', 'Edit', {file_path: file, old_string: 'nowhere', new_string: 'y'}));
		await waitFor(() => store.getState().permissions[1]?.fileBefore !== undefined, {what: 'the snapshot'});
		await tick(20);
		expect(editor.opened).toEqual([]);
	});
});
