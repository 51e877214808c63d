/**
 * readImage on a file it may not read. The file system refuses the open here (root, as in CI, reads
 * every file whatever its mode), so the test holds on any machine.
 */
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import type * as fsPromises from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {readImage} from '../../src/cli/read-image.js';

vi.mock('node:fs/promises', async importOriginal => {
	const actual = await importOriginal<typeof fsPromises>();
	const denied = (file: unknown) =>
		String(file).endsWith('locked.png') ? Object.assign(new Error('permission denied'), {code: 'EACCES'}) : undefined;
	return {
		...actual,
		open: async (file: string, ...rest: [string?]) => {
			const error = denied(file);
			if (error) throw error;
			return actual.open(file, ...rest);
		},
	};
});

let dir: string;
beforeEach(() => {
	dir = mkdtempSync(path.join(tmpdir(), 'cctui-image-'));
});
afterEach(() => rmSync(dir, {recursive: true, force: true}));

describe('readImage, a file it may not read', () => {
	it('says so in one line, naming the file and the reason; nothing is attached', async () => {
		writeFileSync(path.join(dir, 'locked.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
		expect(await readImage(dir, 'locked.png')).toEqual({kind: 'error', message: 'Could not read locked.png: EACCES.'});
	});
});
