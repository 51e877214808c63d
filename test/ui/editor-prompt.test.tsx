/**
 * An edit prompt that the editor shows too, as the terminal draws it: it says so, it says when the editor no
 * longer shows it, and an answer given in the editor closes it with a line saying where it was answered.
 */
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {clockedApp} from '../helpers/clocked-app.js';
import {FakeEditor} from '../helpers/fake-editor.js';
import {waitFor} from '../helpers/wait-for.js';

async function setup(editor = new FakeEditor()) {
	const app = clockedApp(1_000_000, editor);
	const file = join(mkdtempSync(join(tmpdir(), 'e-')), 'app.ts');
	writeFileSync(file, 'const b = 2;\n');
	const input = {file_path: file, old_string: 'const b = 2;', new_string: 'const b = 3;', replace_all: false};
	app.transport.emit({
		type: 'assistant',
		session_id: 's-1',
		uuid: 'a-1',
		parent_tool_use_id: null,
		message: {id: 'm-1', role: 'assistant', content: [{type: 'tool_use', id: 'toolu_1', name: 'Edit', input}]},
	});
	app.transport.emit({
		type: 'control_request',
		request_id: 'req-1',
		request: {subtype: 'can_use_tool', tool_name: 'Edit', input, tool_use_id: 'toolu_1'},
	});
	await waitFor(() => editor.opened.length === 1, {what: 'openDiff'});
	await app.waitForFrame('Also open in ');
	return {...app, editor};
}

describe('an edit prompt the editor shows too', () => {
	it('closes when answered in the editor, and the tool’s line says so', async () => {
		const {editor, waitForFrame, frame, answers} = await setup();
		expect(frame()).toContain('Claude wants to edit a file');
		editor.opened[0]!.answer({kind: 'rejected'});
		await waitForFrame(/Edit\(.*app\.ts\).* · answered in the editor/);
		expect(frame()).not.toContain('Claude wants to edit a file');
		expect(answers()).toHaveLength(1);
	});

	it('says “edited in the editor” when the person saved text of their own', async () => {
		const {editor, waitForFrame} = await setup();
		editor.opened[0]!.answer({kind: 'saved', contents: 'const b = 4;\n'});
		await waitForFrame(/Edit\(.*app\.ts\).* · edited in the editor/);
	});

	it('stays when the editor’s tab is closed without an answer, and says the editor no longer shows it', async () => {
		const {editor, waitForFrame, frame, answers} = await setup();
		editor.opened[0]!.answer({kind: 'closed', reason: 'tab closed'});
		await waitForFrame('VS Code no longer shows this change: answer here.');
		expect(frame()).toContain('Claude wants to edit a file');
		expect(answers()).toEqual([]);
	});

	it('shows the editor’s name with the escape sequences it may hold shown (␛), never acted on', async () => {
		const {frames, frame} = await setup(new FakeEditor('\u001B]0;pwned\u0007Evil\u001B[2J'));
		expect(frames.join('')).not.toMatch(/\u001B\]0;|\u0007|\u001B\[2J/);
		expect(frame()).toContain('Also open in ␛]0;pwned␇Evil␛[2J: answer here or there.');
	});
});
