import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {readWhole} from '../../src/util/read-whole.js';

const dirs: string[] = [];
afterEach(() => {
	for (const dir of dirs.splice(0)) rmSync(dir, {recursive: true, force: true});
});

function scratch(): string {
	const dir = mkdtempSync(path.join(tmpdir(), 'cctui-read-whole-'));
	dirs.push(dir);
	return dir;
}

describe('readWhole', () => {
	it('reads a file of several MB whole, byte for byte, multi-byte characters across any boundary', async () => {
		const file = path.join(scratch(), 'big.jsonl');
		const bytes = Buffer.from(`${'{"text":"é€😀 line"}\n'.repeat(150_000)}last`);
		writeFileSync(file, bytes);
		const read = await readWhole(file);
		expect(read?.equals(bytes)).toBe(true);
	});

	it('reads an empty file as no bytes, and a missing file or a folder as undefined', async () => {
		const dir = scratch();
		writeFileSync(path.join(dir, 'empty'), '');
		expect((await readWhole(path.join(dir, 'empty')))?.length).toBe(0);
		expect(await readWhole(path.join(dir, 'missing'))).toBeUndefined();
		expect(await readWhole(dir)).toBeUndefined();
	});
});
