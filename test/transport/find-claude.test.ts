import {chmodSync, mkdtempSync, mkdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {ClaudeNotFoundError, findClaude} from '../../src/transport/find-claude.js';

function executable(dir: string, name = 'claude'): string {
	mkdirSync(dir, {recursive: true});
	const file = path.join(dir, name);
	writeFileSync(file, '#!/bin/sh\n');
	chmodSync(file, 0o755);
	return file;
}

describe('findClaude', () => {
	const root = mkdtempSync(path.join(tmpdir(), 'cctui-find-'));
	const onPath = executable(path.join(root, 'bin'));
	const fromEnv = executable(path.join(root, 'env'));
	const explicit = executable(path.join(root, 'explicit'));

	it('prefers --claude-path, then CLAUDE_PATH, then PATH', () => {
		const env = {CLAUDE_PATH: fromEnv, PATH: path.join(root, 'bin')};
		expect(findClaude({explicit, env, cwd: root})).toBe(explicit);
		expect(findClaude({env, cwd: root})).toBe(fromEnv);
		expect(findClaude({env: {PATH: path.join(root, 'bin')}, cwd: root})).toBe(onPath);
	});

	it('falls back to node_modules/.bin of the working folder', () => {
		const project = path.join(root, 'project');
		const local = executable(path.join(project, 'node_modules', '.bin'));
		expect(findClaude({env: {PATH: ''}, cwd: project})).toBe(local);
	});

	it('names the bad path and carries exit code 127', () => {
		expect(() => findClaude({explicit: '/nope/claude', env: {}, cwd: root})).toThrowError(
			new ClaudeNotFoundError('claude not found at --claude-path /nope/claude (not an executable file)'),
		);
		expect(() => findClaude({env: {CLAUDE_PATH: '/nope/claude'}, cwd: root})).toThrowError(
			/CLAUDE_PATH=\/nope\/claude/,
		);
		const notExecutable = path.join(root, 'plain');
		writeFileSync(notExecutable, '');
		let thrown: unknown;
		try {
			findClaude({explicit: notExecutable, env: {}, cwd: root});
		} catch (error) {
			thrown = error;
		}
		expect(thrown).toBeInstanceOf(ClaudeNotFoundError);
		expect((thrown as ClaudeNotFoundError).exitCode).toBe(127);
	});
});
