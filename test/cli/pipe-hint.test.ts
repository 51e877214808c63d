/** `echo hi | cctui` in a terminal: the UI cannot read keys from a pipe, and the hint says what to run instead. */
import path from 'node:path';
import {PassThrough} from 'node:stream';
import {describe, expect, it} from 'vitest';
import {main} from '../../src/cli/main.js';
import type {MainIo} from '../../src/cli/io.js';
import {repoRoot} from '../helpers/fixtures.js';

const fakeClaude = path.join(repoRoot, 'test/helpers/fake-claude.mjs');

function io(stdinIsTTY: boolean): {io: MainIo; stderr: () => string; stdout: () => string} {
	const stdin = Object.assign(new PassThrough(), {isTTY: stdinIsTTY}) as unknown as NodeJS.ReadStream;
	const stdout = Object.assign(new PassThrough(), {isTTY: true}) as unknown as NodeJS.WriteStream;
	const stderr = new PassThrough() as unknown as NodeJS.WriteStream;
	const read = (stream: NodeJS.WriteStream) => () => String((stream as unknown as PassThrough).read() ?? '');
	return {io: {stdin, stdout, stderr, env: {}, cwd: repoRoot}, stderr: read(stderr), stdout: read(stdout)};
}

describe('piping into cctui without --plain', () => {
	it('exits 2 with one line that names --plain', async () => {
		const run = io(false);
		expect(await main(['--claude-path', fakeClaude], run.io)).toBe(2);
		expect(run.stderr()).toBe(
			'cctui: stdin is not a terminal; to send piped text as the prompt use cctui --plain (echo "…" | cctui --plain)\n',
		);
		expect(run.stdout()).toBe('');
	});
});
