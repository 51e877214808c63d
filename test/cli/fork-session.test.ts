/**
 * `--fork-session` and `--resume` reach the claude cctui starts (the live host's part: live-host.test.ts), `--resume`
 * with the whole id of the session the start of one names.
 */
import {copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {sessionsDir} from '../../src/sessions/session-path.js';
import {repoRoot, sharedFixturesDir} from '../helpers/fixtures.js';
import {ptyEnv, startPty, type PtySession} from '../helpers/pty.js';
import {waitFor} from '../helpers/wait-for.js';

const bin = path.join(repoRoot, 'bin/cctui.js');
const fakeClaude = path.join(repoRoot, 'test/helpers/fake-claude.mjs');

let pty: PtySession | undefined;
let root: string | undefined;
afterEach(() => {
	pty?.kill('SIGKILL');
	if (root) rmSync(root, {recursive: true, force: true});
	pty = undefined;
	root = undefined;
});

/** cctui started on a folder with these saved sessions; resolves with the argv the claude it started got. */
async function claudeArgv(sessions: readonly string[], args: readonly string[]): Promise<string> {
	root = mkdtempSync(path.join(tmpdir(), 'cctui-fork-'));
	const log = path.join(root, 'fake.log');
	const env = ptyEnv({HOME: root, XDG_CONFIG_HOME: root, FAKE_CLAUDE_MODE: 'echo', FAKE_CLAUDE_LOG: log});
	const dir = sessionsDir(root, env);
	mkdirSync(dir, {recursive: true});
	for (const id of sessions)
		copyFileSync(path.join(sharedFixturesDir, 'l-session-file.jsonl'), path.join(dir, `${id}.jsonl`));
	pty = startPty({
		command: process.execPath,
		args: [bin, '--claude-path', fakeClaude, ...args],
		cwd: root,
		env,
		cols: 100,
		rows: 30,
	});
	await waitFor(() => existsSync(log) && readFileSync(log, 'utf8').includes('argv'), {
		what: 'claude to start',
		timeoutMs: 15_000,
	});
	const [spawn] = readFileSync(log, 'utf8')
		.trim()
		.split('\n')
		.map(line => JSON.parse(line) as {argv?: string[]});
	return spawn?.argv?.join(' ') ?? '';
}

describe('--fork-session', () => {
	it('reaches the claude cctui starts, with the session it forks', async () => {
		expect(await claudeArgv(['saved-1'], ['--resume', 'saved-1', '--fork-session'])).toContain(
			'--resume saved-1 --fork-session',
		);
	});
});

describe('--resume', () => {
	const ID = '3f2a9c1e-0000-4000-8000-000000000000';
	it('the start of an id, as cctui shows it, resumes the one saved session it names', async () => {
		expect(await claudeArgv([ID, 'aaaaaaaa-0000-4000-8000-000000000000'], ['--resume', '3f2a9c1e'])).toContain(
			`--resume ${ID}`,
		);
	});

	it('anything else goes to claude as given (a title claude looks up)', async () => {
		expect(await claudeArgv([ID], ['--resume', 'fix the login'])).toContain('--resume fix the login');
	});
});
