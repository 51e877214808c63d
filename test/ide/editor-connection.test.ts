import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, expect, it} from 'vitest';
import {
	EditorConnection,
	INITIALIZE_WAIT_MS,
	RETRY_DELAYS,
	STEADY_MS,
	type EditorState,
} from '../../src/ide/editor-connection.js';
import {editorLink} from '../../src/ide/editor-link.js';
import {findEditors, type EditorLock} from '../../src/ide/lock-files.js';
import {startStandInEditor, type StandInEditor, type StandInOptions} from '../helpers/stand-in-editor.js';
import {waitFor} from '../helpers/wait-for.js';

let root: string;
let home: string;
let work: string;
const editors: StandInEditor[] = [];
const connections: EditorConnection[] = [];

beforeEach(() => {
	root = mkdtempSync(path.join(tmpdir(), 'cctui-ide-'));
	home = path.join(root, 'home');
	work = path.join(root, 'work');
});
afterEach(async () => {
	for (const connection of connections.splice(0)) connection.stop();
	for (const editor of editors.splice(0)) await editor.stop();
	rmSync(root, {recursive: true, force: true});
});

async function standIn(options: Partial<StandInOptions> = {}): Promise<StandInEditor> {
	const editor = await startStandInEditor({home, workspaceFolders: [work], ...options});
	editors.push(editor);
	return editor;
}

const locate = (): EditorLock | undefined => findEditors(work, {HOME: home}).editors[0];

/** A connection whose retries run when the test says, recording the delays it asked for; `clock` is its time. */
function connect(lock: EditorLock, clock = {now: 0}) {
	const states: EditorState[] = [];
	const notices: string[] = [];
	const notifications: {method: string; params: unknown}[] = [];
	const delays: number[] = [];
	const retries: (() => void)[] = [];
	const waits: (() => void)[] = [];
	const connection = new EditorConnection(
		lock,
		{
			state: state => states.push(state),
			notice: (level, text) => notices.push(`${level}: ${text}`),
			notification: (method, params) => notifications.push({method, params}),
		},
		{
			locate,
			clientVersion: '0.1.0',
			now: () => clock.now,
			// The wait for initialize's answer is scheduled too: kept apart from the retries.
			schedule: (run, ms) => {
				if (ms === INITIALIZE_WAIT_MS) {
					waits.push(run);
					return () => waits.splice(waits.indexOf(run), 1);
				}
				delays.push(ms);
				retries.push(run);
				return () => undefined;
			},
		},
	);
	connections.push(connection);
	connection.start();
	const kind = () => connection.state.kind;
	return {connection, states, notices, notifications, delays, retries, waits, kind};
}

it('connects with the token in the auth header and the mcp subprotocol, initializes and lists the tools', async () => {
	const editor = await standIn();
	const run = connect(locate()!);
	await waitFor(() => run.kind() === 'connected', {what: 'connected'});
	expect(editor.handshakes).toEqual([
		{authorization: editor.authToken, protocol: 'mcp', userAgent: undefined, accepted: true},
	]);
	expect(editor.received.map(message => message.method)).toEqual([
		'initialize',
		'notifications/initialized',
		'tools/list',
	]);
	expect(run.waits).toEqual([]);
	expect(editor.received[0]!.params).toMatchObject({protocolVersion: '2024-11-05', clientInfo: {name: 'cctui'}});
	expect(run.connection.state).toEqual({
		kind: 'connected',
		name: 'VS Code',
		tools: expect.arrayContaining(['openDiff', 'close_tab', 'getDiagnostics', 'openFile']),
	});
	editor.notify('selection_changed', {text: 'x'});
	await waitFor(() => run.notifications.length === 1);
	expect(run.notifications).toEqual([{method: 'selection_changed', params: {text: 'x'}}]);
	expect(run.notices).toEqual([]);
});

for (const onWrongToken of ['refuse', 'bad-request', 'close'] as const) {
	it(`says in one line that the editor refused a wrong token (${onWrongToken}), and does not retry`, async () => {
		const editor = await standIn({onWrongToken});
		const run = connect({...locate()!, authToken: 'stale-token'});
		await waitFor(() => run.kind() === 'refused', {what: 'refused'});
		expect(editor.handshakes.map(handshake => handshake.accepted)).toEqual([false]);
		expect(run.notices).toHaveLength(1);
		expect(run.notices[0]).toMatch(
			new RegExp(
				`^warning: VS Code refused cctui's token \\((401 Unauthorized|400 Bad Request|1008 Unauthorized)\\): its lock file .*${editor.port}\\.lock may be left from an earlier run; /ide to try again\\.$`,
			),
		);
		expect(run.delays).toEqual([]);
	});
}

it('an editor name with terminal controls and a line break is one line in every notice, its controls shown', async () => {
	const editor = await standIn({ideName: 'Evil\u001b]0;PWNED\u0007Code\u001b[31mRED\nLINE2'});
	const run = connect(locate()!);
	await waitFor(() => run.kind() === 'connected');
	editor.dropClients();
	await waitFor(() => run.kind() === 'lost', {what: 'lost'});
	run.retries.shift()!();
	await waitFor(() => run.kind() === 'connected', {what: 'connected again'});
	expect(run.notices).toEqual([
		expect.stringMatching(
			/^warning: Lost the connection to Evil␛\]0;PWNED␇Code␛\[31mRED⏎LINE2 \([^\n]*\); retrying\.$/,
		),
		'info: Connected to Evil␛]0;PWNED␇Code␛[31mRED⏎LINE2 again.',
	]);
});

it('says a lost connection once, retries with backoff, and reconnects to the restarted editor (new token)', async () => {
	const editor = await standIn();
	const run = connect(locate()!);
	await waitFor(() => run.kind() === 'connected');
	const port = editor.port;
	await editor.stop();
	editors.splice(0);
	await waitFor(() => run.kind() === 'lost', {what: 'lost'});
	expect(run.notices).toEqual([expect.stringMatching(/^warning: Lost the connection to VS Code \(.*\); retrying\.$/)]);
	// Nothing listens: the retry fails and waits longer.
	run.retries.shift()!();
	await waitFor(() => run.delays.length === 2, {what: 'second retry'});
	expect(run.delays).toEqual([RETRY_DELAYS[0], RETRY_DELAYS[1]]);
	expect(run.notices).toHaveLength(1);
	// The editor comes back on the same port with a new token and lock file.
	const restarted = await standIn({port});
	run.retries.shift()!();
	await waitFor(() => run.kind() === 'connected', {what: 'connected again'});
	expect(restarted.handshakes.at(-1)).toMatchObject({authorization: restarted.authToken, accepted: true});
	expect(run.notices.at(-1)).toBe('info: Connected to VS Code again.');
	expect(run.states.map(state => state.kind)).toEqual([
		'connecting',
		'connected',
		'lost',
		'connecting',
		'lost',
		'connecting',
		'connected',
	]);
});

it('an editor that could not be reached at first and then answers is connected, not connected "again"', async () => {
	const editor = await standIn();
	const lock = locate()!;
	const port = editor.port;
	await editor.stop();
	editors.splice(0);
	const run = connect(lock);
	await waitFor(() => run.kind() === 'lost', {what: 'not reached'});
	expect(run.notices).toEqual([expect.stringMatching(/^warning: Could not connect to VS Code \(.*\); retrying\.$/)]);
	await standIn({port});
	run.retries.shift()!();
	await waitFor(() => run.kind() === 'connected', {what: 'connected'});
	expect(run.notices.at(-1)).toBe('info: Connected to VS Code.');
});

it('an editor that drops every connection soon after taking it: said once, and the retries keep backing off', async () => {
	const editor = await standIn();
	const clock = {now: 0};
	const run = connect(locate()!, clock);
	const dropped = async (times: number) => {
		await waitFor(() => run.kind() === 'connected', {what: 'connected'});
		clock.now += 1_000;
		editor.dropClients();
		await waitFor(() => run.delays.length === times, {what: `retry ${times}`});
	};
	await dropped(1);
	for (let times = 2; times <= 4; times++) {
		run.retries.shift()!();
		await dropped(times);
	}
	expect(run.delays).toEqual(RETRY_DELAYS.slice(0, 4));
	expect(run.notices).toEqual([
		expect.stringMatching(/^warning: Lost the connection to VS Code \(.*\); retrying\.$/),
		'info: Connected to VS Code again.',
	]);
	// Up for STEADY_MS, then lost: a new outage, said again, retried from 1 s.
	run.retries.shift()!();
	await waitFor(() => run.kind() === 'connected');
	clock.now += STEADY_MS;
	editor.dropClients();
	await waitFor(() => run.delays.length === 5);
	expect(run.delays.at(-1)).toBe(RETRY_DELAYS[0]);
	expect(run.notices).toHaveLength(3);
	expect(run.notices[2]).toMatch(/^warning: Lost the connection to VS Code/);
});

it('an editor’s close reason with line breaks is said on one line', async () => {
	const editor = await standIn();
	const run = connect(locate()!);
	await waitFor(() => run.kind() === 'connected');
	editor.closeClients(4000, 'going\naway\r\nnow');
	await waitFor(() => run.kind() === 'lost');
	expect(run.notices).toEqual(['warning: Lost the connection to VS Code (4000 going away now); retrying.']);
});

it('an editor that takes the connection and never answers initialize is given up on and retried', async () => {
	const editor = await standIn({silent: true});
	const run = connect(locate()!);
	await waitFor(() => editor.received.length === 1, {what: 'initialize sent'});
	expect(run.waits).toHaveLength(1);
	expect(run.kind()).toBe('connecting');
	// The wait runs out: the socket is closed and the retry is scheduled.
	run.waits[0]!();
	await waitFor(() => run.kind() === 'lost', {what: 'lost'});
	expect(run.delays).toEqual([RETRY_DELAYS[0]]);
	expect(run.notices).toEqual(['warning: Could not connect to VS Code (it did not answer initialize); retrying.']);
});

it('an editor that is not listening (yet) is said as such, with the reason, and retried', async () => {
	const editor = await standIn();
	const lock = locate()!;
	await editor.stop();
	editors.splice(0);
	const run = connect(lock);
	await waitFor(() => run.kind() === 'lost', {what: 'lost'});
	expect(run.notices).toEqual([
		`warning: Could not connect to VS Code (connect ECONNREFUSED 127.0.0.1:${lock.port}); retrying.`,
	]);
	expect(run.delays).toEqual([RETRY_DELAYS[0]]);
});

it('a token Node refuses in a header (a lock file read before that was checked) is a failed connection, not a throw', async () => {
	const editor = await standIn();
	const good = locate()!;
	for (const authToken of ['tok\u20acn', 'abc\r\nX-Evil: 1']) {
		// locate() finds the editor again with its good token: the retry connects.
		let run: ReturnType<typeof connect> | undefined;
		expect(() => (run = connect({...good, authToken}))).not.toThrow();
		await waitFor(() => run!.kind() === 'lost', {what: 'failed'});
		expect(run!.notices).toEqual([
			'warning: Could not connect to VS Code (Invalid character in header content ["x-claude-code-ide-authorization"]); retrying.',
		]);
		expect(run!.waits).toEqual([]);
		expect(run!.delays).toEqual([RETRY_DELAYS[0]]);
		run!.retries.shift()!();
		await waitFor(() => run!.kind() === 'connected', {what: 'connected'});
		run!.connection.stop();
	}
	expect(editor.handshakes.map(handshake => handshake.authorization)).toEqual([good.authToken, good.authToken]);
});

it('openDiff settles saved (with the contents the editor saved) or rejected, and closes the tab after', async () => {
	const editor = await standIn();
	const run = connect(locate()!);
	await waitFor(() => run.kind() === 'connected');
	const link = editorLink(run.connection);
	const request = {oldFilePath: '/w/a.ts', newFilePath: '/w/a.ts', newFileContents: 'new\n', tabName: 'a.ts ⧉'};
	editor.answerDiffs({kind: 'save', contents: 'edited in the editor\n'});
	expect(await link.openDiff(request, new AbortController().signal)).toEqual({
		kind: 'saved',
		contents: 'edited in the editor\n',
	});
	editor.answerDiffs({kind: 'reject'});
	expect(await link.openDiff(request, new AbortController().signal)).toEqual({kind: 'rejected'});
	await waitFor(() => editor.calls.length === 4);
	expect(editor.calls.map(call => call.name)).toEqual(['openDiff', 'close_tab', 'openDiff', 'close_tab']);
	expect(editor.calls[0]!.arguments).toEqual({
		old_file_path: '/w/a.ts',
		new_file_path: '/w/a.ts',
		new_file_contents: 'new\n',
		tab_name: 'a.ts ⧉',
	});
	expect(editor.calls[1]!.arguments).toEqual({tab_name: 'a.ts ⧉'});
});

it('an abort closes the waiting diff tab and settles closed; the editor quitting mid-call settles closed with a reason', async () => {
	const editor = await standIn();
	const run = connect(locate()!);
	await waitFor(() => run.kind() === 'connected');
	const link = editorLink(run.connection);
	editor.answerDiffs({kind: 'never'});
	const abort = new AbortController();
	const aborted = link.openDiff(
		{oldFilePath: '/w/a.ts', newFilePath: '/w/a.ts', newFileContents: 'x', tabName: 'tab-1'},
		abort.signal,
	);
	await waitFor(() => editor.calls.length === 1);
	abort.abort();
	expect(await aborted).toEqual({kind: 'closed', reason: 'answered in the terminal'});
	await waitFor(() => editor.calls.length === 2);
	expect(editor.calls[1]).toMatchObject({name: 'close_tab', arguments: {tab_name: 'tab-1'}});
	// The editor answers late: the tab is closed already, and close_tab of a name the editor may have given
	// another tab since would close that one. A notification after the answer, then a call, orders the check.
	expect(editor.finishDiff('tab-1', {kind: 'save'})).toBe(true);
	editor.notify('selection_changed', {text: ''});
	await waitFor(() => run.notifications.length === 1, {what: 'the notification after the late answer'});
	await link.openFile('/w/a.ts');
	expect(editor.calls.map(call => call.name)).toEqual(['openDiff', 'close_tab', 'openFile']);
	editor.calls.splice(0);

	const waiting = link.openDiff(
		{oldFilePath: '/w/b.ts', newFilePath: '/w/b.ts', newFileContents: 'y', tabName: 'tab-2'},
		new AbortController().signal,
	);
	await waitFor(() => editor.calls.length === 1);
	editor.dropClients();
	expect(await waiting).toEqual({kind: 'closed', reason: expect.stringMatching(/^VS Code: the connection closed \(/)});
	// Not connected: an openDiff now settles closed at once.
	expect(
		await link.openDiff({oldFilePath: 'a', newFilePath: 'a', newFileContents: '', tabName: 't'}, abort.signal),
	).toEqual({kind: 'closed', reason: 'answered in the terminal'});
	await expect(link.openFile('/w/a.ts')).rejects.toThrow('VS Code is not connected');
});

it('openFile asks the editor to open the file without taking the focus', async () => {
	const editor = await standIn();
	const run = connect(locate()!);
	await waitFor(() => run.kind() === 'connected');
	await editorLink(run.connection).openFile('/w/src/app.ts');
	expect(editor.calls).toEqual([
		{client: 0, name: 'openFile', arguments: {filePath: '/w/src/app.ts', preview: false, makeFrontmost: false}},
	]);
});

it('an editor answering openDiff with something that is not a tool result settles closed (the question stays in the terminal)', async () => {
	const editor = await standIn();
	const run = connect(locate()!);
	await waitFor(() => run.kind() === 'connected');
	const link = editorLink(run.connection);
	const request = {oldFilePath: '/w/a.ts', newFilePath: '/w/a.ts', newFileContents: 'new\n', tabName: 'a.ts'};
	const notAResult = 'VS Code answered openDiff with something that is not a tool result';
	for (const [answer, reason] of [
		[{}, `VS Code: ${notAResult}`],
		[null, `VS Code: ${notAResult}`],
		['FILE_SAVED', `VS Code: ${notAResult}`],
		[{content: 'FILE_SAVED'}, `VS Code: ${notAResult}`],
		[{content: [null, 7]}, 'VS Code answered ""'],
		[
			{
				content: [
					{type: 'text', text: 5},
					{type: 'text', text: 'x'},
				],
			},
			'VS Code answered ""',
		],
	] as const) {
		editor.answerTool('openDiff', () => answer as never);
		expect(await link.openDiff(request, new AbortController().signal)).toEqual({kind: 'closed', reason});
	}
	// An item it cannot read is left out, and the rest is read: a save still counts.
	editor.answerTool(
		'openDiff',
		() => ({content: [null, {type: 'text', text: 'FILE_SAVED'}, {type: 'text', text: 'mine\n'}]}) as never,
	);
	expect(await link.openDiff(request, new AbortController().signal)).toEqual({kind: 'saved', contents: 'mine\n'});
});
