/**
 * The editor link in a live run, against the stand-in editor: what claude is given, what a message
 * takes, the files opened with --ide-open-files, and the one-line notices when no editor is linked.
 */
import {existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, expect, it} from 'vitest';
import {type EditorWiring, MESSAGE_WAIT_MS, wireEditor} from '../../src/cli/editor-wiring.js';
import {INITIALIZE_WAIT_MS} from '../../src/ide/editor-connection.js';
import {Session} from '../../src/session/session.js';
import {createStore, type Store} from '../../src/session/store.js';
import {initialState} from '../../src/state/state.js';
import {startStandInEditor, type StandInEditor} from '../helpers/stand-in-editor.js';
import {allItems, outline, recordingEvents} from '../helpers/replay-state.js';
import {waitFor} from '../helpers/wait-for.js';

let root: string;
let home: string;
let work: string;
let store: Store;
let wiring: EditorWiring;
const editors: StandInEditor[] = [];

beforeEach(() => {
	root = mkdtempSync(path.join(tmpdir(), 'cctui-wiring-'));
	home = path.join(root, 'home');
	work = path.join(root, 'work');
	store = createStore(initialState('default', work), {throttleMs: 0});
	wiring = wireEditor(store, new Session({store}), work, {HOME: home});
});
afterEach(async () => {
	wiring.stop();
	for (const editor of editors.splice(0)) await editor.stop();
	rmSync(root, {recursive: true, force: true});
});

async function standIn(ideName = 'VS Code', folders = [work], silent = false) {
	const editor = await startStandInEditor({home, workspaceFolders: folders, ideName, silent});
	editors.push(editor);
	return editor;
}

const notices = () => outline(allItems(store.getState())).filter(line => /^(info|warning|error):/.test(line));
const linked = () => store.getState().session.editor;

it("--ide: links to the editor, gives claude its server in a private file, and a message takes the editor's selection", async () => {
	const editor = await standIn();
	wiring.start(true);
	await waitFor(() => linked()?.link === 'connected', {what: 'connected'});
	expect(linked()).toEqual({name: 'VS Code', link: 'connected', context: []});
	expect(wiring.current()?.name).toBe('VS Code');

	const [config] = wiring.mcpConfigs();
	expect(JSON.parse(readFileSync(config!, 'utf8'))).toEqual({
		mcpServers: {
			ide: {type: 'ws', url: editor.url, headers: {'x-claude-code-ide-authorization': editor.authToken}},
		},
	});
	expect(statSync(config!).mode & 0o777).toBe(0o600);
	expect(statSync(path.dirname(config!)).mode & 0o777).toBe(0o700);

	expect(wiring.takeContext()).toEqual([]);
	editor.notify('selection_changed', {
		text: 'line two\nline three\n',
		filePath: path.join(work, 'src/app.ts'),
		selection: {start: {line: 1, character: 0}, end: {line: 3, character: 0}, isEmpty: false},
	});
	await waitFor(() => linked()?.context.length === 1, {what: 'the selection'});
	expect(wiring.takeContext()).toEqual([
		{
			kind: 'context',
			id: 0,
			text:
				`<system-reminder>\nThe user selected the lines 2 to 3 from ${path.join(work, 'src/app.ts')}:\n` +
				'line two\nline three\n\n\nThis may or may not be related to the current task.\n</system-reminder>',
		},
	]);
	expect(linked()?.context).toEqual([]);

	// Mentions add up, as each is typed into claude's own input; a selection after them replaces none.
	editor.notify('at_mentioned', {filePath: path.join(work, 'src/app.ts'), lineStart: 4, lineEnd: 9});
	editor.notify('at_mentioned', {filePath: path.join(work, 'other.txt')});
	editor.notify('selection_changed', {
		text: 'x',
		filePath: path.join(work, 'other.txt'),
		selection: {start: {line: 0, character: 0}, end: {line: 0, character: 1}, isEmpty: false},
	});
	await waitFor(() => linked()?.context.length === 3, {what: 'the mentions and the selection'});
	expect(wiring.takeContext()).toEqual(
		[
			'@src/app.ts#L5-10',
			'@other.txt',
			expect.stringContaining(`The user selected the lines 1 to 1 from ${path.join(work, 'other.txt')}`),
		].map(text => ({kind: 'context', id: 0, text})),
	);
	expect(linked()?.context).toEqual([]);

	wiring.stop();
	expect(existsSync(config!)).toBe(false);
	expect(linked()).toBeUndefined();
	expect(notices()).toEqual([]);
});

it('an editor that never answers initialize is not handed to claude (which would wait 30 s for it); one that answers later is, at the next start', async () => {
	const waits: (() => void)[] = [];
	const retries: (() => void)[] = [];
	wiring.stop();
	wiring = wireEditor(store, new Session({store}), work, {HOME: home}, (run, ms) => {
		(ms === INITIALIZE_WAIT_MS ? waits : retries).push(run);
		return () => undefined;
	});
	const editor = await standIn('VS Code', [work], true);
	wiring.start(true);
	await waitFor(() => editor.received.some(message => message.method === 'initialize'), {what: 'initialize'});
	// Not yet answered, or given up on: claude gets no editor.
	expect(wiring.mcpConfigs()).toEqual([]);
	waits.shift()!();
	await waitFor(() => notices().length === 1, {what: 'the notice'});
	expect(notices()).toEqual(['warning: Could not connect to VS Code (it did not answer initialize); retrying.']);
	expect(wiring.mcpConfigs()).toEqual([]);
	// It answers on the next try: claude gets it when it next starts, and is told so.
	editor.wake();
	retries.shift()!();
	await waitFor(() => linked()?.link === 'connected', {what: 'connected'});
	expect(notices().at(-1)).toBe("info: claude gets VS Code's diagnostics tool when it next starts (/restart).");
	expect(wiring.mcpConfigs()).toHaveLength(1);
});

it('claude starts once the editor is connected or cctui gave up on it (settled)', async () => {
	const waits: (() => void)[] = [];
	wiring.stop();
	wiring = wireEditor(store, new Session({store}), work, {HOME: home}, (run, ms) => {
		if (ms === INITIALIZE_WAIT_MS) waits.push(run);
		return () => undefined;
	});
	await wiring.settled(false);
	const editor = await standIn('VS Code', [work], true);
	wiring.start(true);
	let settled = false;
	void wiring.settled(false).then(() => (settled = true));
	await waitFor(() => editor.received.some(message => message.method === 'initialize'), {what: 'initialize'});
	expect(settled).toBe(false);
	waits.shift()!();
	await waitFor(() => settled, {what: 'settled'});
});

it('a message waiting for claude waits for an editor still connecting only until it has had MESSAGE_WAIT_MS, and a line says so', async () => {
	const waits: {run: () => void; ms: number}[] = [];
	wiring.stop();
	const session = new Session({store});
	wiring = wireEditor(store, session, work, {HOME: home}, (run, ms) => {
		if (ms !== INITIALIZE_WAIT_MS) waits.push({run, ms});
		return () => undefined;
	});
	const editor = await standIn('VS Code', [work], true);
	wiring.start(true);
	let settled = false;
	void wiring.settled(false).then(() => (settled = true));
	await waitFor(() => editor.received.some(message => message.method === 'initialize'), {what: 'initialize'});
	// No message waits: nothing cuts the wait short.
	expect(waits).toEqual([]);
	// One typed before claude started is queued: the editor has until MESSAGE_WAIT_MS after the wait began.
	session.submit('hello');
	expect(waits).toHaveLength(1);
	expect(waits[0]!.ms).toBeLessThanOrEqual(MESSAGE_WAIT_MS);
	expect(settled).toBe(false);
	waits[0]!.run();
	await waitFor(() => settled, {what: 'settled'});
	expect(notices()).toEqual([
		'info: VS Code has not answered yet: claude starts without it, so your message goes without its diagnostics tool.',
	]);
	expect(wiring.mcpConfigs()).toEqual([]);
	// The prompt claude starts with waits as a typed message does.
	let again = false;
	void wiring.settled(true).then(() => (again = true));
	expect(waits).toHaveLength(2);
	waits[1]!.run();
	await waitFor(() => again, {what: 'settled with the prompt'});
});

it('an editor that answers in time: the message waits for it, and nothing is said', async () => {
	const cancelled: number[] = [];
	wiring.stop();
	wiring = wireEditor(store, new Session({store}), work, {HOME: home}, (_run, ms) => () => cancelled.push(ms));
	await standIn();
	wiring.start(true);
	await wiring.settled(true);
	expect(linked()?.link).toBe('connected');
	expect(cancelled.filter(ms => ms !== INITIALIZE_WAIT_MS)).toHaveLength(1);
	expect(notices()).toEqual([]);
	expect(wiring.mcpConfigs()).toHaveLength(1);
});

it('--ide-open-files: each file a tool wrote opens in the editor once', async () => {
	const editor = await standIn();
	wiring.start(true, true);
	await waitFor(() => linked()?.link === 'connected');
	for (const event of recordingEvents('d-write-always-allow.jsonl')) store.dispatch(event);
	await waitFor(() => editor.calls.length > 0, {what: 'openFile'});
	const written = editor.calls.map(call => call.arguments['filePath']);
	expect(editor.calls.every(call => call.name === 'openFile')).toBe(true);
	expect(new Set(written).size).toBe(written.length);
	expect(String(written[0])).toMatch(/^\/home\/dev\/.+/);
});

it('without --ide, a single editor open here is mentioned once; two are not; none is silent', async () => {
	wiring.start(false);
	expect(notices()).toEqual([]);
	await standIn('Neovim');
	wiring.start(false);
	expect(notices()).toEqual(['info: Neovim has this folder open: cctui --ide (or /ide) links cctui to it.']);
	await standIn('VS Code');
	wiring.start(false);
	expect(notices()).toHaveLength(1);
	expect(linked()).toBeUndefined();
	expect(
		wiring
			.listEditors()
			.map(editor => editor.label)
			.sort(),
	).toEqual(['Neovim', 'VS Code']);
});

it('--ide with no editor here, or a gone one picked in /ide, is one line and the session goes on', async () => {
	await standIn('VS Code', [path.join(root, 'elsewhere')]);
	wiring.start(true);
	expect(notices()).toEqual([`warning: No editor with this folder open was found (${work}); /ide to look again.`]);
	wiring.connectEditor('1');
	expect(notices().at(-1)).toBe('warning: That editor is no longer running; /ide to look again.');
	expect(linked()).toBeUndefined();
	expect(wiring.mcpConfigs()).toEqual([]);
});

it('/ide switches to another editor; claude gets it when it next starts', async () => {
	const first = await standIn('Neovim');
	await standIn('VS Code');
	wiring.start(true);
	expect(notices()[0]).toMatch(
		/^info: 2 editors have this folder open; using the newest, VS Code \(\/ide to switch\)\.$/,
	);
	await waitFor(() => linked()?.name === 'VS Code' && linked()?.link === 'connected');
	// claude starts with VS Code.
	expect(wiring.mcpConfigs()).toHaveLength(1);
	wiring.connectEditor(String(first.port));
	await waitFor(() => linked()?.name === 'Neovim' && linked()?.link === 'connected');
	await waitFor(() => notices().at(-1)?.includes('Neovim') === true, {what: 'the line'});
	expect(notices().at(-1)).toBe("info: claude gets Neovim's diagnostics tool when it next starts (/restart).");
	expect(JSON.parse(readFileSync(wiring.mcpConfigs()[0]!, 'utf8')).mcpServers.ide.url).toBe(first.url);
});

it('/ide to an editor that cannot be reached: nothing said of claude getting it, and the next claude has no editor (the one left is not kept)', async () => {
	const retries: (() => void)[] = [];
	wiring.stop();
	wiring = wireEditor(store, new Session({store}), work, {HOME: home}, (retry, ms) => {
		if (ms < 10_000) retries.push(retry);
		return () => undefined;
	});
	const left = await standIn('FakeB');
	wiring.start(true);
	await waitFor(() => linked()?.link === 'connected');
	const [config] = wiring.mcpConfigs();
	expect(JSON.parse(readFileSync(config!, 'utf8')).mcpServers.ide.url).toBe(left.url);
	// NoPort: a lock file whose editor runs (this process) and listens nowhere.
	const gone = await standIn('NoPort');
	const port = gone.port;
	await gone.stop();
	editors.splice(editors.indexOf(gone), 1);
	writeFileSync(
		path.join(home, '.claude', 'ide', `${port}.lock`),
		JSON.stringify({pid: process.pid, workspaceFolders: [work], ideName: 'NoPort', transport: 'ws', authToken: 't'}),
	);
	wiring.connectEditor(String(port));
	await waitFor(() => linked()?.name === 'NoPort' && linked()?.link === 'lost', {what: 'not reached'});
	expect(notices().filter(line => line.includes('claude gets'))).toEqual([]);
	expect(notices().at(-1)).toMatch(/^warning: Could not connect to NoPort \(.*\); retrying\.$/);
	// /restart: the next claude has no editor, and FakeB's token is not left in the file it was given.
	expect(wiring.mcpConfigs()).toEqual([]);
	expect(existsSync(config!)).toBe(false);
	// NoPort answers at last: now it is said, once.
	await startStandInEditor({home, workspaceFolders: [work], ideName: 'NoPort', port}).then(editor =>
		editors.push(editor),
	);
	retries.shift()!();
	await waitFor(() => linked()?.link === 'connected', {what: 'connected'});
	expect(notices().filter(line => line.includes('claude gets'))).toEqual([
		"info: claude gets NoPort's diagnostics tool when it next starts (/restart).",
	]);
});

it('/ide picking the editor linked now keeps the link and the mentions it sent', async () => {
	const editor = await standIn('VS Code');
	wiring.start(true);
	await waitFor(() => linked()?.link === 'connected');
	editor.notify('at_mentioned', {filePath: path.join(work, 'notes.md')});
	await waitFor(() => linked()?.context.length === 1, {what: 'the mention'});
	wiring.connectEditor(String(editor.port));
	expect(notices().at(-1)).toBe('info: Linked to VS Code already.');
	expect(linked()).toMatchObject({link: 'connected', context: [expect.objectContaining({kind: 'mention'})]});
	expect(editor.handshakes).toHaveLength(1);
});

it('an editor back on a new port or token: claude, given the old one, gets it at its next start, said once', async () => {
	const retries: (() => void)[] = [];
	wiring.stop();
	wiring = wireEditor(store, new Session({store}), work, {HOME: home}, (retry, ms) => {
		if (ms < 10_000) retries.push(retry);
		return () => undefined;
	});
	const first = await standIn();
	wiring.start(true);
	await waitFor(() => linked()?.link === 'connected');
	const [given] = wiring.mcpConfigs();
	await first.stop();
	editors.splice(0);
	await waitFor(() => linked()?.link === 'lost');
	await standIn();
	retries.shift()!();
	await waitFor(() => linked()?.link === 'connected', {what: 'connected again'});
	expect(notices().slice(-2)).toEqual([
		'info: Connected to VS Code again.',
		'info: VS Code has a new address: claude gets its diagnostics tool again when it next starts (/restart).',
	]);
	// The next start gets the new one.
	expect(JSON.parse(readFileSync(wiring.mcpConfigs()[0]!, 'utf8')).mcpServers.ide.url).toBe(editors[0]!.url);
	expect(wiring.mcpConfigs()).toEqual([given]);
});

it('an editor restarted takes its selection with the lost link: the next message carries only what the person mentioned', async () => {
	const retries: (() => void)[] = [];
	wiring.stop();
	wiring = wireEditor(store, new Session({store}), work, {HOME: home}, (retry, ms) => {
		if (ms < 10_000) retries.push(retry);
		return () => undefined;
	});
	const first = await standIn('Neovim');
	wiring.start(true);
	await waitFor(() => linked()?.link === 'connected');
	first.notify('at_mentioned', {filePath: path.join(work, 'notes.md')});
	first.notify('selection_changed', {
		text: 'old line',
		filePath: path.join(work, 'app.ts'),
		selection: {start: {line: 0, character: 0}, end: {line: 0, character: 8}, isEmpty: false},
	});
	await waitFor(() => linked()?.context.length === 2, {what: 'the mention and the selection'});
	await first.stop();
	editors.splice(0);
	await waitFor(() => linked()?.link === 'lost');
	expect(linked()?.context).toEqual([{kind: 'mention', filePath: path.join(work, 'notes.md')}]);
	// The same editor, restarted, reports no selection: none goes with the next message.
	await standIn('Neovim');
	retries.shift()!();
	await waitFor(() => linked()?.link === 'connected', {what: 'connected again'});
	expect(wiring.takeContext()).toEqual([{kind: 'context', id: 0, text: '@notes.md'}]);
});

it('--ide says why each lock file was skipped (malformed, editor gone), in one line each, and goes on', async () => {
	const editor = await standIn();
	editor.writeLock('{"pid": ');
	wiring.start(true);
	expect(notices()).toEqual([
		`warning: Skipped the editor lock file ${editor.lockPath}: it is not JSON.`,
		`warning: No editor with this folder open was found (${work}); /ide to look again.`,
	]);
	expect(linked()).toBeUndefined();
});
