/**
 * The edges of answering claude's requests (src/session/request-answers.ts) that the other session tests
 * pass by: what the session tells the reducer about its own decisions, a replay where nobody may answer,
 * and an edit answered before its file was read. (Mutation testing found these unchecked.)
 */
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {Session} from '../../src/session/session.js';
import {createStore} from '../../src/session/store.js';
import type {AppEvent} from '../../src/state/events.js';
import {initialState} from '../../src/state/state.js';
import {FakeEditor} from '../helpers/fake-editor.js';
import {FakeTransport} from '../helpers/fake-transport.js';
import {waitFor} from '../helpers/wait-for.js';

const dirs: string[] = [];
afterEach(() => {
	for (const dir of dirs.splice(0)) rmSync(dir, {recursive: true, force: true});
});

function setup({writable = true} = {}) {
	const transport = new FakeTransport({writable});
	const store = createStore(initialState(), {throttleMs: 0});
	const dispatch = vi.spyOn(store, 'dispatch');
	const session = new Session({store, now: () => 1000});
	const editor = new FakeEditor();
	session.useEditor(() => editor);
	void session.attach(transport);
	const events = (type: AppEvent['type']) => dispatch.mock.calls.map(([event]) => event).filter(e => e.type === type);
	return {transport, store, session, editor, events};
}

const toolRequest = (id: string, toolName: string, input: Record<string, unknown>) => ({
	type: 'control_request',
	request_id: id,
	request: {subtype: 'can_use_tool', tool_name: toolName, input, tool_use_id: `toolu_${id}`},
});

describe('answering claude: what the session says of its own decisions', () => {
	it('a request a session deny rule answers is decided by the rule, once', async () => {
		const {transport, session, store, events} = setup();
		transport.emit(toolRequest('r1', 'Bash', {command: 'rm -rf build'}));
		await waitFor(() => store.getState().permissions.length === 1);
		session.decide('r1', {behavior: 'deny', scope: 'session', source: 'user', message: 'no'});
		transport.emit(toolRequest('r2', 'Bash', {command: 'rm -rf build'}));
		await waitFor(() => events('permission-decided').length === 2);
		expect(events('permission-decided')[1]).toMatchObject({
			requestId: 'r2',
			decision: {behavior: 'deny', scope: 'once', source: 'rule'},
		});
	});

	it('a request a deny rule answers is drawn once, when answered, and the screen is drawn again after it', async () => {
		const {transport, session, store, events} = setup();
		transport.emit(toolRequest('r1', 'Bash', {command: 'rm -rf build'}));
		await waitFor(() => store.getState().permissions.length === 1);
		session.decide('r1', {behavior: 'deny', scope: 'session', source: 'user', message: 'no'});
		let drawn = 0;
		store.subscribe(() => drawn++);
		transport.emit(toolRequest('r2', 'Bash', {command: 'rm -rf build'}));
		await waitFor(() => events('permission-decided').length === 2);
		expect(drawn).toBe(1);
		transport.emit(toolRequest('r3', 'Bash', {command: 'ls'}));
		await waitFor(() => store.getState().permissions.length === 1);
		expect(drawn).toBe(2);
	});

	it('a request still open when cctui quits is denied as the quit’s', async () => {
		const {transport, session, store, events} = setup();
		transport.emit(toolRequest('r1', 'Bash', {command: 'ls'}));
		await waitFor(() => store.getState().permissions.length === 1);
		await session.close(0);
		expect(events('permission-decided')).toMatchObject([
			{requestId: 'r1', decision: {behavior: 'deny', scope: 'once', source: 'quit'}},
		]);
	});
});

describe('a recording being replayed (nobody to answer)', () => {
	it('shows what claude asked, answers nothing and says nothing of a failed write', async () => {
		const {transport, store} = setup({writable: false});
		transport.emit({
			type: 'control_request',
			request_id: 'h1',
			request: {subtype: 'hook_callback', callback_id: 'c', input: {}},
		});
		transport.emit(toolRequest('r1', 'Bash', {command: 'ls'}));
		await waitFor(() => store.getState().permissions.length === 1);
		expect(transport.writes).toEqual([]);
		const {committed, pending} = store.getState();
		expect([...committed, ...pending].map(item => item.kind)).toEqual([]);
	});
});

describe('an edit answered before its file was read', () => {
	it('is not opened in the editor afterwards', async () => {
		const {transport, session, store, editor, events} = setup();
		const dir = mkdtempSync(join(tmpdir(), 'cctui-answering-'));
		dirs.push(dir);
		const file = join(dir, 'a.ts');
		writeFileSync(file, 'const a = 1;\n');
		// Answered in the same moment the prompt appears: before the file is read for the editor.
		const unsubscribe = store.subscribe(() => {
			if (store.getState().permissions.length === 1)
				session.decide('e1', {behavior: 'allow', scope: 'once', updatedInput: {file_path: file}});
		});
		transport.emit(toolRequest('e1', 'Write', {file_path: file, content: 'const a = 2;\n'}));
		await waitFor(() => events('file-snapshot').length === 1, {what: 'the file read'});
		unsubscribe();
		expect(events('permission-decided')).toHaveLength(1);
		expect(editor.opened).toEqual([]);
	});
});

describe('a session with no claude yet', () => {
	it('closes, and a request to claude says it is not running instead of throwing', async () => {
		const store = createStore(initialState(), {throttleMs: 0});
		const session = new Session({store, now: () => 1000});
		session.setModel('opus');
		const {committed, pending} = store.getState();
		expect([...committed, ...pending].flatMap(item => (item.kind === 'notice' ? [item.text] : []))).toContain(
			'Could not write to claude: it is not running.',
		);
		await expect(session.close(0)).resolves.toBeUndefined();
	});

	it('a blank line from claude changes nothing', () => {
		const {session, store} = setup();
		const before = store.getState();
		session.receive('');
		session.receive('   ');
		expect(store.getState()).toBe(before);
	});
});
