/**
 * The built CLI with a stdout that cannot be written. Whoever reads it went away (`| head` exited; here a pipe closed
 * before cctui writes): every command ends quietly.
 */
import {copyFileSync, mkdirSync, mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {sessionsDir} from '../../src/sessions/session-path.js';
import {runWithStdout} from '../helpers/broken-stdout.js';
import {sharedFixturesDir} from '../helpers/fixtures.js';

const recording = path.join(sharedFixturesDir, 'a-thinking-text.jsonl');

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
});
