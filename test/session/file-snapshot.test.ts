/** What a prompt gets of the file it changes: its text, no file, or a file that is there but not read. */
import {mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {fileOfRequest, readSnapshot} from '../../src/session/file-snapshot.js';

const dir = mkdtempSync(join(tmpdir(), 'cctui-snapshot-'));
afterAll(() => rmSync(dir, {recursive: true, force: true}));

describe('readSnapshot', () => {
	it('reads a file; a missing one is null', async () => {
		writeFileSync(join(dir, 'small.txt'), 'hello\n');
		expect(await readSnapshot(join(dir, 'small.txt'))).toBe('hello\n');
		expect(await readSnapshot(join(dir, 'missing.txt'))).toBeNull();
		expect(await readSnapshot(join(dir, 'small.txt', 'under-a-file.txt'))).toBeNull();
	});

	it('a file over 2 MB is there, with its size, not its text; one it cannot read (a folder) is there too', async () => {
		const big = join(dir, 'big.txt');
		writeFileSync(big, 'x'.repeat(3 * 1024 * 1024));
		expect(await readSnapshot(big)).toEqual({bytes: 3 * 1024 * 1024});
		mkdirSync(join(dir, 'folder'));
		expect(await readSnapshot(join(dir, 'folder'))).toEqual({});
	});

	it('a file of exactly 2 MB is read', async () => {
		const edge = join(dir, 'edge.txt');
		writeFileSync(edge, 'x'.repeat(2 * 1024 * 1024));
		expect(await readSnapshot(edge)).toHaveLength(2 * 1024 * 1024);
	});

	it('a path it cannot look at (a link to itself) may be a file: not read, not no file', async () => {
		const loop = join(dir, 'loop.txt');
		symlinkSync(loop, loop);
		expect(await readSnapshot(loop)).toEqual({});
	});
});

describe('fileOfRequest', () => {
	it('is the path a file tool changes, and nothing for any other tool or a path that is not one', () => {
		expect(fileOfRequest('Write', {file_path: '/repo/a.txt'})).toBe('/repo/a.txt');
		expect(fileOfRequest('NotebookEdit', {notebook_path: '/repo/n.ipynb', file_path: '/repo/x'})).toBe('/repo/n.ipynb');
		expect(fileOfRequest('Bash', {file_path: '/repo/a.txt'})).toBeUndefined();
		expect(fileOfRequest('Edit', {file_path: ''})).toBeUndefined();
		expect(fileOfRequest('Edit', {file_path: 7})).toBeUndefined();
		expect(fileOfRequest('toString', {})).toBeUndefined();
	});
});
