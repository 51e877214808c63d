/**
 * The editor link end to end: the real claude 2.1.330 against the scripted backend, with a
 * stand-in editor's lock file in the throwaway HOME. cctui names the editor on the status line,
 * and claude, given the editor's server as `ide`, offers the model its diagnostics tool.
 */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {build} from '../../src/backend/index.js';
import {ownFixturesDir} from '../helpers/fixtures.js';
import {startStandInEditor, type StandInEditor} from '../helpers/stand-in-editor.js';
import {lastUserText, runCctui, type Run} from './harness.js';

const {scenario, turn, text} = build;

/** The names claude lists as loadable through ToolSearch, from the system message of a request. */
function deferredTools(body: {messages?: {role: string; content: unknown}[]}): string[] {
	const all = JSON.stringify(body.messages ?? []);
	const list =
		/The following deferred tools are now available via ToolSearch[^]*?before calling them:((?:\\n[\w-]+)+)/.exec(all);
	return list ? list[1]!.split('\\n').filter(Boolean) : [];
}

let run: Run | undefined;
let editor: StandInEditor | undefined;
let root: string | undefined;
afterEach(async () => {
	await run?.stop();
	await editor?.stop();
	if (root) rmSync(root, {recursive: true, force: true});
	run = editor = root = undefined;
});

describe('the editor link with the real claude', () => {
	it('--ide: the status line names the editor; the first API request offers mcp__ide__getDiagnostics beside a user server; a selection goes with the next message', async () => {
		root = mkdtempSync(path.join(tmpdir(), 'cctui-e2e-ide-'));
		const home = path.join(root, 'home');
		const work = path.join(root, 'work');
		mkdirSync(work, {recursive: true});
		writeFileSync(path.join(work, 'app.ts'), 'export const a = 1;\n');
		editor = await startStandInEditor({home, workspaceFolders: [work], ideName: 'VS Code'});
		const mine = JSON.stringify({
			mcpServers: {echoer: {command: process.execPath, args: [path.join(ownFixturesDir, 'mcp/echo-server.mjs')]}},
		});
		run = await runCctui(scenario([turn(text('Hello.')), turn(text('Seen.'))]), {
			args: ['--ide', '--cwd', work, 'hello', '--', '--mcp-config', mine],
			env: {HOME: home},
		});
		await run.pty.waitForText('⧉ VS Code', 30_000);
		await run.pty.waitForText('Hello.', 60_000);
		const first = run.backend.mainRequests()[0]!.body as {
			tools: {name: string}[];
			messages: {role: string; content: unknown}[];
		};
		// FINDINGS §6: the editor's server, named ide, gives the model its diagnostics as a deferred tool.
		expect(first.tools.map(tool => tool.name)).toContain('ToolSearch');
		const deferred = deferredTools(first);
		// Of the editor's twelve tools, claude 2.1.330 offers these two (FINDINGS §6 names the first only).
		expect(deferred.filter(name => name.startsWith('mcp__ide__'))).toEqual([
			'mcp__ide__executeCode',
			'mcp__ide__getDiagnostics',
		]);
		// The user's own --mcp-config still counts.
		expect(JSON.stringify(first)).toContain('mcp__echoer__echo');
		// cctui and claude both connected with the token; claude says who it is.
		expect(editor.handshakes.filter(handshake => handshake.accepted).length).toBeGreaterThanOrEqual(2);
		expect(editor.handshakes.some(handshake => handshake.userAgent?.startsWith('claude-code/'))).toBe(true);
		expect(editor.handshakes.every(handshake => handshake.protocol === 'mcp')).toBe(true);

		editor.notify('selection_changed', {
			text: 'export const a = 1;',
			filePath: path.join(work, 'app.ts'),
			fileUrl: `file://${path.join(work, 'app.ts')}`,
			selection: {start: {line: 0, character: 0}, end: {line: 0, character: 19}, isEmpty: false},
		});
		await run.pty.waitForText('1 line selected in app.ts', 20_000);
		await run.typeLine('what is this?');
		await run.pty.waitForText('Seen.', 60_000);
		const sent = lastUserText(run.backend);
		expect(sent).toContain(
			`The user selected the lines 1 to 1 from ${path.join(work, 'app.ts')}:\\nexport const a = 1;\\n\\nThis may or may not be related to the current task.`,
		);
		expect(sent).toContain('what is this?');
		expect(run.pty.screen()).not.toContain('selected in app.ts');
	}, 120_000);

	it('a mention goes as the @-reference claude’s TUI types; claude in stream-json mode does not expand it into the lines', async () => {
		root = mkdtempSync(path.join(tmpdir(), 'cctui-e2e-ide-'));
		const home = path.join(root, 'home');
		const work = path.join(root, 'work');
		mkdirSync(work, {recursive: true});
		writeFileSync(path.join(work, 'app.ts'), 'export const a = 1;\nexport const b = 2;\n');
		editor = await startStandInEditor({home, workspaceFolders: [work], ideName: 'VS Code'});
		run = await runCctui(scenario([turn(text('Seen.'))]), {args: ['--ide', '--cwd', work], env: {HOME: home}});
		// Linked: named with no "(connecting…)" after it.
		await run.pty.waitForText(/⧉ VS Code(?! \()/, 30_000);
		editor.notify('at_mentioned', {filePath: path.join(work, 'app.ts'), lineStart: 0, lineEnd: 1});
		await run.pty.waitForText('lines 1–2 of app.ts mentioned', 20_000);
		await run.typeLine('what is this?');
		await run.pty.waitForText('Seen.', 60_000);
		const sent = lastUserText(run.backend);
		expect(sent).toContain('@app.ts#L1-2');
		expect(sent).not.toContain('export const b');
	}, 120_000);
});
