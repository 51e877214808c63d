/**
 * `--fork-session` reaches claude: main builds the argv from the options, and the live host passes
 * the fork in its launch spec only for the first start (a restart continues the fork, it does not
 * fork again).
 */
import {copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {type LaunchSpec, LiveHost} from '../../src/cli/live-host.js';
import {Session} from '../../src/session/session.js';
import {createStore} from '../../src/session/store.js';
import {sessionsDir} from '../../src/sessions/session-store.js';
import {initialState} from '../../src/state/state.js';
import {repoRoot, sharedFixturesDir} from '../helpers/fixtures.js';
import {FakeTransport} from '../helpers/fake-transport.js';
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
		pty = startPty({command: process.execPath, args: [bin, '--claude-path', fakeClaude, '--resume', 'saved-1', '--fork-session'], cwd: root, env, cols: 100, rows: 30});
		await waitFor(() => existsSync(log) && readFileSync(log, 'utf8').includes('argv'), {what: 'claude to start', timeoutMs: 15_000});
		const [spawn] = readFileSync(log, 'utf8').trim().split('\n').map(line => JSON.parse(line) as {argv?: string[]});
		expect(spawn?.argv?.join(' ')).toContain('--resume saved-1 --fork-session');
	});

	it('the live host forks on the first start only; a restart resumes the fork', async () => {
		const store = createStore(initialState(), {throttleMs: 0});
		const launches: LaunchSpec[] = [];
		const transports: FakeTransport[] = [];
		const host = new LiveHost({
			store,
			session: new Session({store}),
			cwd: '/w',
			env: {HOME: '/nonexistent'},
			thinkingDisplay: 'summarized',
			onQuit: () => undefined,
			launch: spec => {
				launches.push(spec);
				transports.push(new FakeTransport());
				return transports.at(-1)!;
			},
		});
		await host.start({resume: 'saved-1', fork: true});
		expect(launches).toEqual([{permissionMode: 'default', resume: 'saved-1', fork: true}]);
		transports[0]!.emit({type: 'system', subtype: 'init', session_id: 'forked-2', model: 'm', permissionMode: 'default'});
		await waitFor(() => store.getState().session.sessionId === 'forked-2');
		transports[0]!.exit({exitCode: 1, signal: null});
		await waitFor(() => !store.getState().child.running);
		host.actions().restart();
		await waitFor(() => launches.length === 2);
		expect(launches[1]).toEqual({permissionMode: 'default', resume: 'forked-2'});
	});
});
