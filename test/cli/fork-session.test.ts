/** `--fork-session` reaches the claude cctui starts (the live host's part: live-host.test.ts). */
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

describe('--fork-session', () => {
	it('reaches the claude cctui starts, with the session it forks', async () => {
		root = mkdtempSync(path.join(tmpdir(), 'cctui-fork-'));
		const log = path.join(root, 'fake.log');
		const env = ptyEnv({HOME: root, XDG_CONFIG_HOME: root, FAKE_CLAUDE_MODE: 'echo', FAKE_CLAUDE_LOG: log});
		const dir = sessionsDir(root, env);
		mkdirSync(dir, {recursive: true});
		copyFileSync(path.join(sharedFixturesDir, 'l-session-file.jsonl'), path.join(dir, 'saved-1.jsonl'));
		pty = startPty({
			command: process.execPath,
			args: [bin, '--claude-path', fakeClaude, '--resume', 'saved-1', '--fork-session'],
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
		expect(spawn?.argv?.join(' ')).toContain('--resume saved-1 --fork-session');
	});
});
