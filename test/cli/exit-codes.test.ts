/** The built CLI as a person runs it: one-line errors and meaningful exit codes. */
import {execFileSync, spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {repoRoot} from '../helpers/fixtures.js';

const bin = path.join(repoRoot, 'bin', 'cctui.js');

function run(args: string[], env: Record<string, string> = {}) {
	const result = spawnSync(process.execPath, [bin, ...args], {
		encoding: 'utf8',
		env: {...process.env, ...env},
		timeout: 15_000,
	});
	return {code: result.status, stdout: result.stdout, stderr: result.stderr};
}

describe('cctui exit codes', () => {
	it('prints help and exits 0', () => {
		const {code, stdout} = run(['--help']);
		expect(code).toBe(0);
		expect(stdout).toContain('Usage: cctui [options] [prompt]');
		expect(stdout).toContain('--permission-mode <mode>');
		expect(stdout).toContain('Arguments after -- go to claude as they are');
	});

	it('rejects an unknown flag with one line and exit 2', () => {
		const {code, stderr} = run(['--no-such-flag']);
		expect(code).toBe(2);
		expect(stderr).toBe("cctui: unknown option '--no-such-flag' (see cctui --help)\n");
	});

	it('rejects a bad permission mode with one line and exit 2', () => {
		const {code, stderr} = run(['--permission-mode', 'yolo']);
		expect(code).toBe(2);
		expect(stderr.trim().split('\n')).toHaveLength(1);
		expect(stderr).toContain('Allowed choices are default, acceptEdits, plan, bypassPermissions, dontAsk, auto');
	});

	it('exits 127 with one line when claude cannot be found', () => {
		const {code, stderr} = run(['--claude-path', '/definitely/not/claude']);
		expect(code).toBe(127);
		expect(stderr).toBe('cctui: claude not found at --claude-path /definitely/not/claude (not an executable file)\n');
		expect(run([], {CLAUDE_PATH: '/nope/claude'}).code).toBe(127);
	});

	it('exits 2 when --cwd is not a folder', () => {
		const {code, stderr} = run([
			'--cwd',
			'/definitely/not/a/dir',
			'--claude-path',
			path.join(repoRoot, 'test/helpers/fake-claude.mjs'),
		]);
		expect(code).toBe(2);
		expect(stderr).toContain('not a folder');
	});

	it('is a working executable (shebang, version)', () => {
		expect(execFileSync(bin, ['--version'], {encoding: 'utf8'}).trim()).toBe('0.1.0');
	});

	it('refuses --demo --plain in one line, exit 2', () => {
		const {code, stdout, stderr} = run(['--demo', '--plain']);
		expect(stdout).toBe('');
		expect(stderr).toBe(
			'cctui: --demo runs in the interactive UI only: --plain cannot answer its questions and permission prompts (see cctui --help)\n',
		);
		expect(code).toBe(2);
	});

	it('names the problem in a bad scenario file, in one line, and exits 2', () => {
		const {code, stderr} = run([
			'--demo',
			'--scenario',
			path.join(repoRoot, 'test/fixtures/backend/bad-block-type.json'),
			'--claude-path',
			path.join(repoRoot, 'test/helpers/fake-claude.mjs'),
		]);
		expect(code).toBe(2);
		expect(stderr).toBe(
			'cctui: bad-block-type.json: turns[2].blocks[0].type: expected one of thinking|text|tool_use\n',
		);
	});

	it('a scenario file that is not JSON is one problem, said on one line', () => {
		const dir = mkdtempSync(path.join(tmpdir(), 'cctui-scenario-'));
		try {
			writeFileSync(path.join(dir, 'm.json'), 'x\ny\nz\n');
			const {code, stderr} = run([
				'--demo',
				'--scenario',
				path.join(dir, 'm.json'),
				'--claude-path',
				path.join(repoRoot, 'test/helpers/fake-claude.mjs'),
			]);
			expect(code).toBe(2);
			expect(stderr).toMatch(/^cctui: m\.json: invalid JSON: Unexpected token 'x', "x y z ?" is not valid JSON\n$/);
		} finally {
			rmSync(dir, {recursive: true, force: true});
		}
	});
	it('--gateway with an ANTHROPIC_BASE_URL that is not an http(s) URL names the value and where it was set, exit 2', () => {
		const home = mkdtempSync(path.join(tmpdir(), 'cctui-base-url-'));
		try {
			const env = {HOME: home, CLAUDE_CONFIG_DIR: '', ANTHROPIC_BASE_URL: '127.0.0.1:8080'};
			const fromEnv = run(['--gateway', '--plain', 'hi'], env);
			expect(fromEnv.code).toBe(2);
			expect(fromEnv.stderr).toBe(
				'cctui: --gateway: ANTHROPIC_BASE_URL "127.0.0.1:8080" (in the environment) is not an http or https URL\n',
			);
			mkdirSync(path.join(home, '.claude'));
			const settings = path.join(home, '.claude', 'settings.json');
			writeFileSync(settings, JSON.stringify({env: {ANTHROPIC_BASE_URL: 'not a url'}}));
			const fromFile = run(['--gateway', '--plain', 'hi'], env);
			expect(fromFile.code).toBe(2);
			expect(fromFile.stderr).toBe(
				`cctui: --gateway: ANTHROPIC_BASE_URL "not a url" (in ${settings}) is not an http or https URL\n`,
			);
			// F9 (round 4): terminal control in the value is shown, as README says of such lines, not left out.
			writeFileSync(settings, JSON.stringify({env: {ANTHROPIC_BASE_URL: 'ftp://x\u001b]0;CFG\u0007y'}}));
			const withControls = run(['--gateway', '--plain', 'hi'], env);
			expect(withControls.code).toBe(2);
			expect(withControls.stderr).toBe(
				`cctui: --gateway: ANTHROPIC_BASE_URL "ftp://x␛]0;CFG␇y" (in ${settings}) is not an http or https URL\n`,
			);
		} finally {
			rmSync(home, {recursive: true, force: true});
		}
	});
});
