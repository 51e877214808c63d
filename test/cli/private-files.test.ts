/**
 * Files that hold a conversation are readable by their owner only (issue 28, item 5): a recording,
 * an export and the input history hold whatever the tools read (a `.env`, a key). A file that was
 * already there with a wider mode is narrowed too.
 */
import {spawnSync} from 'node:child_process';
import {chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {appendHistory} from '../../src/cli/history-file.js';
import {repoRoot} from '../helpers/fixtures.js';

const bin = path.join(repoRoot, 'bin', 'cctui.js');
const fakeClaude = path.join(repoRoot, 'test/helpers/fake-claude.mjs');
const modeOf = (file: string) => statSync(file).mode & 0o777;

let dir: string;
beforeEach(() => {
	dir = mkdtempSync(path.join(tmpdir(), 'cctui-private-'));
});
afterEach(() => rmSync(dir, {recursive: true, force: true}));

function cctui(args: string[]) {
	const env = {...process.env, FAKE_CLAUDE_MODE: 'echo', XDG_CONFIG_HOME: dir};
	return spawnSync(process.execPath, [bin, ...args], {cwd: dir, env, encoding: 'utf8', input: '', timeout: 20_000});
}

/** A file already there, readable by everyone: opening it must narrow it. */
function worldReadable(name: string): string {
	const file = path.join(dir, name);
	writeFileSync(file, 'old');
	chmodSync(file, 0o644);
	return file;
}

describe('files that hold a conversation', () => {
	it('a recording (--record) and its export (--output) are 0600', () => {
		const recording = worldReadable('run.jsonl');
		const live = cctui(['--plain', '--record', recording, '--claude-path', fakeClaude, 'my secret']);
		expect(live.status, live.stderr).toBe(0);
		expect(readFileSync(recording, 'utf8')).toContain('my secret');
		expect(modeOf(recording)).toBe(0o600);

		const exported = worldReadable('run.md');
		const exportRun = cctui(['export', recording, '--output', exported]);
		expect(exportRun.status, exportRun.stderr).toBe(0);
		expect(readFileSync(exported, 'utf8')).toContain('my secret');
		expect(modeOf(exported)).toBe(0o600);
	});

	it('the input history is 0600 in a 0700 folder', () => {
		const file = path.join(dir, 'made', 'cctui', 'history.jsonl');
		appendHistory(file, 'my secret');
		expect(modeOf(file)).toBe(0o600);
		expect(modeOf(path.dirname(file))).toBe(0o700);
		expect(modeOf(path.join(dir, 'made'))).toBe(0o700);
	});
});
