/**
 * The built CLI with a stdout that cannot be written. Whoever reads it went away (`| head` exited; here a pipe closed
 * before cctui writes): every command ends quietly. A write fails otherwise (a full disk): one line says so, exit 1.
 */
import {copyFileSync, mkdirSync, mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {sessionsDir} from '../../src/sessions/session-path.js';
import {runWithStdout} from '../helpers/broken-stdout.js';
import {repoRoot, sharedFixturesDir} from '../helpers/fixtures.js';

const recording = path.join(sharedFixturesDir, 'a-thinking-text.jsonl');
const fakeClaude = path.join(repoRoot, 'test/helpers/fake-claude.mjs');

/** A folder with saved sessions, in a HOME of its own. */
function withSessions(): {cwd: string; env: NodeJS.ProcessEnv} {
	const root = mkdtempSync(path.join(tmpdir(), 'cctui-broken-stdout-'));
	const cwd = path.join(root, 'work');
	const env = {...process.env, HOME: path.join(root, 'home')};
	const dir = sessionsDir(cwd, env);
	mkdirSync(dir, {recursive: true});
	mkdirSync(cwd);
	for (const n of [1, 2, 3])
		copyFileSync(path.join(sharedFixturesDir, 'l-session-file.jsonl'), path.join(dir, `${n}${'0'.repeat(35)}.jsonl`));
	return {cwd, env};
}

/** A folder for a live run against the stand-in claude, answering as `mode` says. */
function liveRun(mode = 'echo'): {cwd: string; env: NodeJS.ProcessEnv} {
	const cwd = mkdtempSync(path.join(tmpdir(), 'cctui-broken-stdout-'));
	return {
		cwd,
		env: {...process.env, FAKE_CLAUDE_MODE: mode, FAKE_CLAUDE_LOG: path.join(cwd, 'fake.log'), XDG_CONFIG_HOME: cwd},
	};
}

describe('cctui whose reader went away', () => {
	it.each([
		['sessions', ['sessions']],
		['sessions --json', ['sessions', '--json']],
		['export', ['export', recording]],
		['--help', ['--help']],
		['replay', ['replay', recording]],
	])('%s ends quietly with exit 0', async (_name, args) => {
		expect(await runWithStdout('closed', args, withSessions())).toEqual({code: 0, stderr: ''});
	});

	it('watch ends quietly with exit 0, though the stream it stopped reading had no result yet', async () => {
		// Without its result, so that the stream has none whether watch read all of it or stopped early.
		const lines = readFileSync(recording, 'utf8').split('\n');
		const input = lines.filter(line => !line.includes('"type":"result"')).join('\n');
		expect(await runWithStdout('closed', ['watch'], {input})).toEqual({
			code: 0,
			stderr: '',
		});
	});

	it('a live plain run ends the turn quietly with exit 0, as the others do (set -o pipefail sees no failure)', async () => {
		const {cwd, env} = liveRun('midturn');
		expect(await runWithStdout('closed', ['--claude-path', fakeClaude, '--plain', 'hi'], {env, cwd})).toEqual({
			code: 0,
			stderr: '',
		});
	});
});

describe('cctui writing to a full disk', () => {
	const full = {code: 1, stderr: 'cctui: cannot write the output: no space left on device\n'};

	it.each([
		['sessions', ['sessions']],
		['export', ['export', recording]],
		['--help', ['--help']],
		['replay --plain', ['replay', '--plain', recording]],
	])('%s says so in one line and exits 1', async (_name, args) => {
		expect(await runWithStdout('full', args, withSessions())).toEqual(full);
	});

	it('watch says so in one line and exits 1', async () => {
		expect(await runWithStdout('full', ['watch'], {input: readFileSync(recording, 'utf8')})).toEqual(full);
	});

	it('a live plain run says so in one line and exits 1', async () => {
		const {cwd, env} = liveRun();
		expect(await runWithStdout('full', ['--claude-path', fakeClaude, '--plain', 'hi'], {env, cwd})).toEqual(full);
	});
});
