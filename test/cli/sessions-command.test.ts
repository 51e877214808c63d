/** `cctui sessions` as a person runs it: the built CLI against a throwaway HOME. */
import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {sessionsDir} from '../../src/sessions/session-path.js';
import {repoRoot, sharedFixturesDir} from '../helpers/fixtures.js';

const bin = path.join(repoRoot, 'bin', 'cctui.js');

function setup() {
	const root = mkdtempSync(path.join(tmpdir(), 'cctui-sessions-'));
	const home = path.join(root, 'home');
	const work = path.join(root, 'my project');
	mkdirSync(work, {recursive: true});
	// A time zone far from UTC, whatever the machine's: a session's time is the person's own.
	const env = {PATH: process.env['PATH'] ?? '', HOME: home, TZ: 'Pacific/Chatham'};
	const dir = sessionsDir(work, env);
	mkdirSync(dir, {recursive: true});
	return {home, work, env, dir};
}

function run(args: string[], env: Record<string, string>, cwd: string) {
	const result = spawnSync(process.execPath, [bin, ...args], {encoding: 'utf8', env, cwd, timeout: 15_000});
	return {code: result.status, stdout: result.stdout, stderr: result.stderr};
}

describe('cctui sessions', () => {
	it('lists the folder’s sessions newest first with local date, size, id and first prompt, escaping control bytes', () => {
		const {work, env, dir} = setup();
		const older = path.join(dir, '11111111-1111-4111-8111-111111111111.jsonl');
		writeFileSync(older, readFileSync(path.join(sharedFixturesDir, 'l-session-file.jsonl')));
		utimesSync(older, new Date('2026-01-02T03:04:00Z'), new Date('2026-01-02T03:04:00Z'));
		const hostile = path.join(dir, '22222222-2222-4222-8222-222222222222.jsonl');
		// A file's name is the session's id: it too is shown without what it would do to the terminal.
		const named = path.join(dir, 'ab\u001B]0;PWNED\u0007cd.jsonl');
		writeFileSync(named, readFileSync(path.join(sharedFixturesDir, 'l-session-file.jsonl')));
		utimesSync(named, new Date('2026-01-01T03:04:00Z'), new Date('2026-01-01T03:04:00Z'));
		writeFileSync(
			hostile,
			`${JSON.stringify({type: 'user', message: {role: 'user', content: 'steal \u001B]52;c;SGVsbG8=\u0007 this'}, uuid: 'u1', sessionId: '2222'})}\n`,
		);
		const {code, stdout} = run(['sessions'], env, work);
		expect(code).toBe(0);
		const lines = stdout.trimEnd().split('\n');
		expect(lines[0]).toMatch(
			/^\d{4}-\d\d-\d\d \d\d:\d\d +\d+ B {2}22222222-2222-4222-8222-222222222222 {2}steal .* this$/,
		);
		expect(stdout).not.toContain('\u001B');
		expect(stdout).not.toContain('\u0007');
		expect(lines[1]).toMatch(
			/^2026-01-02 16:49 +\d+\.\d KB {2}11111111-1111-4111-8111-111111111111 {2}remember a secret word$/,
		);
		// Its controls shown, not left out: `abcd` is not its id, and would resume nothing.
		expect(lines[2]).toMatch(/^2026-01-01 16:49 +\d+\.\d KB {2}ab␛\]0;PWNED␇cd {2}remember a secret word$/);
		expect(lines[3]).toBe('Resume one with: cctui --resume <id>');
	});

	it('prints JSON lines with --json, takes --cwd, and says so when there are none', () => {
		const {work, env, dir, home} = setup();
		writeFileSync(path.join(dir, 'abc.jsonl'), readFileSync(path.join(sharedFixturesDir, 'l-session-file.jsonl')));
		const json = run(['sessions', '--json', '--cwd', work], env, home);
		expect(json.code).toBe(0);
		expect(JSON.parse(json.stdout)).toMatchObject({
			id: 'abc',
			firstPrompt: 'remember a secret word',
			file: path.join(dir, 'abc.jsonl'),
		});
		const none = run(['sessions'], env, home);
		expect(none.code).toBe(0);
		expect(none.stdout).toMatch(/^No saved sessions for .*home \(looked in .*\)\.\n$/);
	});

	it('escapes in --json what JSON leaves raw and a terminal obeys: C1 and bidi controls, as the same value', () => {
		const {work, env, dir} = setup();
		const prompt = 'csi \u009B31m red, bidi \u202Eevil\u2066 x';
		writeFileSync(
			path.join(dir, 'abc.jsonl'),
			`${JSON.stringify({type: 'user', message: {role: 'user', content: prompt}, uuid: 'u1', sessionId: 'abc'})}\n`,
		);
		const {stdout} = run(['sessions', '--json'], env, work);
		expect(stdout).toContain('"firstPrompt":"csi \\u009b31m red, bidi \\u202eevil\\u2066 x"');
		expect(JSON.parse(stdout)).toMatchObject({firstPrompt: prompt});
	});

	it('rejects unknown flags in one line with exit 2', () => {
		const {env, work} = setup();
		const result = run(['sessions', '--nope'], env, work);
		expect(result.code).toBe(2);
		expect(result.stderr.trim().split('\n')).toHaveLength(1);
	});
});
