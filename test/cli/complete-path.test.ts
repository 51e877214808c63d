/** `@path` completion lists entries of the working folder and folders under it, never anything outside it. */
import {mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {completePath} from '../../src/cli/complete-path.js';
import {completePath as completion} from '../../src/ui/path-completion.js';

let root: string;
let work: string;
beforeEach(() => {
	root = mkdtempSync(path.join(tmpdir(), 'cctui-complete-'));
	work = path.join(root, 'work');
	mkdirSync(path.join(work, 'src', 'ui'), {recursive: true});
	mkdirSync(path.join(work, 'node_modules'));
	for (const file of ['README.md', 'readme-old.txt', '.env', 'src/main.ts']) writeFileSync(path.join(work, file), '');
	mkdirSync(path.join(root, 'outside'));
	writeFileSync(path.join(root, 'outside', 'secret.txt'), '');
	symlinkSync(path.join(root, 'outside'), path.join(work, 'link'));
});
afterEach(() => rmSync(root, {recursive: true, force: true}));

describe('completePath', () => {
	it('lists what starts with the typed name, folders with a slash, without hidden files or node_modules', async () => {
		expect(await completePath(work, 're')).toEqual(['readme-old.txt']);
		expect(await completePath(work, 'R')).toEqual(['README.md']);
		expect(await completePath(work, 'src/')).toEqual(['src/main.ts', 'src/ui/']);
		expect(await completePath(work, '')).toEqual(['README.md', 'link', 'readme-old.txt', 'src/']);
		expect(await completePath(work, '.e')).toEqual(['.env']);
	});

	it('never lists outside the working folder: not by .., not by an absolute path, not through a symlink', async () => {
		expect(await completePath(work, '../')).toEqual([]);
		expect(await completePath(work, '../outside/')).toEqual([]);
		expect(await completePath(work, `${root}/outside/`)).toEqual([]);
		expect(await completePath(work, 'src/../../')).toEqual([]);
		expect(await completePath(work, 'link/')).toEqual([]);
	});

	it('lists every match of a large folder, so that Tab never fills in what only the first ones share', async () => {
		mkdirSync(path.join(work, 'many'));
		const names = [...Array.from({length: 60}, (_, index) => `a${String(index).padStart(2, '0')}.txt`), 'b.txt'];
		for (const name of names) writeFileSync(path.join(work, 'many', name), '');
		const candidates = await completePath(work, 'many/');
		expect(candidates).toEqual(names.map(name => `many/${name}`));
		expect(completion({partial: 'many/', quoted: false}, candidates).fill).toBe('');
	});

	it('takes a working folder given with a trailing slash', async () => {
		expect(await completePath(`${work}/`, 'src/')).toEqual(['src/main.ts', 'src/ui/']);
	});
});
