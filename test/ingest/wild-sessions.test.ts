/**
 * Session files as they are on users' machines (issue 28, item 4): public files other people's
 * claude wrote (test/fixtures/public) and a hand-made one with every shape at once
 * (test/fixtures/sessions/wild-session.jsonl), read through resume, `sessions`, `export` and `replay`.
 */
import {spawnSync} from 'node:child_process';
import {copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {readSessionHistory} from '../../src/ingest/session-file.js';
import {sessionsDir} from '../../src/sessions/session-path.js';
import {reduce} from '../../src/state/reducer.js';
import {initialState, type AppState} from '../../src/state/state.js';
import {ownFixturesDir, repoRoot} from '../helpers/fixtures.js';
import {startPty, ptyEnv, type PtySession} from '../helpers/pty.js';
import {allItems, outline} from '../helpers/replay-state.js';

const bin = path.join(repoRoot, 'bin', 'cctui.js');
const fakeClaude = path.join(repoRoot, 'test/helpers/fake-claude.mjs');
const wild = path.join(ownFixturesDir, 'sessions', 'wild-session.jsonl');
const WILD_ID = '7d3c2a10-5b7e-4d2f-9a61-0c8e4f1b2a33';
const publicFile = (name: string) => path.join(ownFixturesDir, 'public', `${name}.jsonl`);

/** What resume shows: the history's events, then the notice that it was loaded. */
function resumed(file: string): AppState {
	const history = readSessionHistory(readFileSync(file, 'utf8'));
	return [
		...history.events,
		{
			type: 'history-loaded' as const,
			sessionId: WILD_ID,
			messages: history.messages,
			unreadable: history.unreadable,
			at: 0,
		},
	].reduce(reduce, initialState());
}

const WILD_OUTLINE = [
	'user: /orchestrator create TODO app by Next.js',
	"text: I'll start by scaffolding.",
	'tool Bash [interrupted] {"command":"npx create-next-app todo","description":"Scaffold the app"} → ',
	'warning: Interrupted.',
	'user: actually use npm',
	'text: Using npm.',
	'warning: Claude Opus 4 limit reached, now using Sonnet 4',
	'info: Conversation compacted.',
	'text: Summary noted; carrying on.',
	'user: and now?',
	'tool Read [interrupted] {"file_path":"/home/dev/todo/package.json"} → ',
];

let root: string | undefined;
let pty: PtySession | undefined;
afterEach(() => {
	pty?.kill('SIGKILL');
	pty = undefined;
	if (root) rmSync(root, {recursive: true, force: true});
	root = undefined;
});

/** A throwaway HOME whose claude keeps the wild session for a working folder. */
function homeWithWildSession() {
	root = mkdtempSync(path.join(tmpdir(), 'cctui-wild-'));
	const work = path.join(root, 'work');
	mkdirSync(work);
	const env = ptyEnv({HOME: path.join(root, 'home'), XDG_CONFIG_HOME: root, FAKE_CLAUDE_MODE: 'echo'});
	const dir = sessionsDir(work, env);
	mkdirSync(dir, {recursive: true});
	copyFileSync(wild, path.join(dir, `${WILD_ID}.jsonl`));
	return {work, env};
}

function cctui(args: string[], env: NodeJS.ProcessEnv = process.env, cwd = repoRoot) {
	const result = spawnSync(process.execPath, [bin, ...args], {encoding: 'utf8', env, cwd, timeout: 20_000});
	return {code: result.status, stdout: result.stdout, stderr: result.stderr};
}

describe('session files from the wild', () => {
	it('resume shows the branch claude resumes, once, as the person saw it', () => {
		const state = resumed(wild);
		expect(outline(allItems(state))).toEqual([
			...WILD_OUTLINE,
			'info: Resumed session 7d3c2a10: 9 earlier messages above.',
		]);
		expect(state.busy).toBe(false);
		expect(state.session.model).toBe('claude-sonnet-4-5-20250929');
		// The compaction's summary is one line, to be read on request.
		const compacted = allItems(state).find(item => item.kind === 'notice' && item.text === 'Conversation compacted.');
		expect(compacted?.kind === 'notice' && compacted.detail).toMatch(/^This session is being continued/);
	});

	it('a slash command is shown as typed, in a real file of claude 1.0.98', () => {
		const history = readSessionHistory(readFileSync(publicFile('claude-code-viewer-1.0.98-init-command'), 'utf8'));
		expect(history.firstPrompt).toBe('/init');
	});

	it('a compaction in a real file of claude 2.1.29 is a notice, with the history before it, and /compact is typed', () => {
		const lines = outline(allItems(resumed(publicFile('claudeless-2.1.29-compact-command'))));
		expect(lines.filter(line => line.startsWith('user: '))).toEqual([
			'user: what is 2 + 2?',
			'user: and 3 + 3?',
			'user: /compact',
			'user: /exit',
		]);
		expect(lines).toContain('info: Conversation compacted.');
		expect(lines.join('\n')).not.toContain('This session is being continued');
	});

	it('an interrupt marker in a real file of claude 1.0.17 is a notice, not the person’s words', () => {
		const lines = outline(allItems(resumed(publicFile('sniffly-1.0.17-interrupt'))));
		expect(lines).toContain('warning: Interrupted.');
		expect(lines.filter(line => line.includes('[Request interrupted'))).toEqual([]);
	});

	it('`sessions` lists a session that starts with a slash command by that command', () => {
		const {work, env} = homeWithWildSession();
		const {code, stdout} = cctui(['sessions'], env, work);
		expect(code).toBe(0);
		expect(stdout).toMatch(new RegExp(`${WILD_ID} {2}/orchestrator create TODO app by Next\\.js\\n`));
	});

	it('`export` writes the same branch, the summary folded, no abandoned branch', () => {
		const {code, stdout} = cctui(['export', wild]);
		expect(code).toBe(0);
		expect(stdout).toContain('> /orchestrator create TODO app by Next.js');
		expect(stdout).toContain('> Note: Conversation compacted.\n\n<details><summary>Read it</summary>');
		expect(stdout).toContain('> Warning: Claude Opus 4 limit reached, now using Sonnet 4');
		expect(stdout).not.toMatch(/pnpm|\[Request interrupted/);
		expect(stdout.match(/Summary noted; carrying on\./g)).toHaveLength(1);
		expect(stdout).toContain('- Model: `claude-sonnet-4-5-20250929`');
	});

	it('`replay` ends every turn: nothing is left working or running', () => {
		const {code, stdout} = cctui(['replay', '--plain', wild]);
		expect(code).toBe(0);
		expect(stdout).toMatch(
			/› \/orchestrator create TODO app by Next\.js[\s\S]*› actually use npm[\s\S]*· Conversation compacted\.[\s\S]*› and now\?/,
		);
		expect(stdout).not.toMatch(/pnpm|working|running|\[Request interrupted/);
		expect(stdout.match(/Summary noted; carrying on\./g)).toHaveLength(1);
	});

	it('`--resume` in a terminal shows that history above the new conversation', async () => {
		const {work, env} = homeWithWildSession();
		pty = startPty({
			command: process.execPath,
			args: [bin, '--claude-path', fakeClaude, '--resume', WILD_ID],
			cwd: work,
			env,
			cols: 100,
			rows: 40,
		});
		await pty.waitForText('Resumed session 7d3c2a10', 15_000);
		const screen = pty.scrollback();
		expect(screen).toMatch(
			/\/orchestrator create TODO app by Next\.js[\s\S]*actually use npm[\s\S]*Conversation compacted\. · Ctrl\+O to read it[\s\S]*and now\?/,
		);
		expect(screen).not.toMatch(/pnpm|\[Request interrupted/);
	});
});
