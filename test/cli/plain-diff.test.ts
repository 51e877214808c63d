/** /diff in plain mode: a saved session's file changes, printed from its file without running claude. */
import {copyFileSync, mkdirSync, mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {PassThrough} from 'node:stream';
import {describe, expect, it} from 'vitest';
import {diffCommand, plainDiff} from '../../src/cli/plain-diff.js';
import {SAVED} from '../../src/present/changes.js';
import type {MainIo} from '../../src/cli/io.js';
import {sessionsDir} from '../../src/sessions/session-path.js';
import {ownFixturesDir} from '../helpers/fixtures.js';

// A session file captured by someone else (claudeless, claude 2.1.29): a Write, then a rejected Edit.
const SESSION = 'c2fc3a3f-66d5-4c87-9f78-1a31dd719471';
const CWD = '/tmp/workspace';

function io(): MainIo & {out: () => string; err: () => string} {
	const stdout = new PassThrough();
	const stderr = new PassThrough();
	let out = '';
	let err = '';
	stdout.on('data', chunk => (out += String(chunk)));
	stderr.on('data', chunk => (err += String(chunk)));
	return {
		stdin: new PassThrough(),
		stdout,
		stderr,
		env: {},
		out: () => out,
		err: () => err,
	} as unknown as MainIo & {out: () => string; err: () => string};
}

function home(): NodeJS.ProcessEnv {
	const env = {HOME: mkdtempSync(path.join(tmpdir(), 'cctui-plain-diff-'))};
	const dir = sessionsDir(CWD, env);
	mkdirSync(dir, {recursive: true});
	copyFileSync(
		path.join(ownFixturesDir, 'public/claudeless-2.1.29-edit-permission-dialog.jsonl'),
		path.join(dir, `${SESSION}.jsonl`),
	);
	return env;
}

describe('/diff in plain mode', () => {
	it('is recognised with or without a turn number', () => {
		expect(diffCommand('/diff')).toEqual({turn: undefined});
		expect(diffCommand(' /diff 2 ')).toEqual({turn: 2});
		expect(diffCommand('/diff 0')).toBeUndefined();
		expect(diffCommand('/diffs')).toBeUndefined();
		expect(diffCommand('show the /diff')).toBeUndefined();
	});

	it("prints a resumed session's changes as text, file by file, and exits 0", async () => {
		const out = io();
		await expect(plainDiff(out, {cwd: CWD, env: home(), resume: SESSION}, undefined)).resolves.toBe(0);
		// Its Write names the working folder itself as the file (the capture's own path), shown as ".".
		expect(out.out()).toContain('Turn 1 · Create a file called test.txt with the content: Hello World');
		expect(out.out()).toMatch(/^ {2}\. \+1 −0$/m);
		expect(out.out()).toContain('1 + Hello World');
		expect(out.out()).not.toContain('\u001B[');
		// claude's file does not record a rewind of the files: /diff says it cannot know of one.
		expect(out.out().trimEnd().split('\n').at(-1)).toBe(SAVED);
	});

	it('a new session has none; a missing one is an error', async () => {
		const fresh = io();
		await expect(plainDiff(fresh, {cwd: CWD, env: home()}, undefined)).resolves.toBe(0);
		expect(fresh.out()).toBe('No file changes in this session yet.\n');
		const missing = io();
		await expect(plainDiff(missing, {cwd: CWD, env: home(), resume: 'nope'}, 1)).resolves.toBe(1);
		expect(missing.err()).toContain('no saved session nope for this folder');
	});
});
