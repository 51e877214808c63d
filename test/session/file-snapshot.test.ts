/** What a prompt gets of the file it changes: its text, no file, or a file that is there but not read. */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {readSnapshot} from '../../src/session/file-snapshot.js';

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
});
