/**
 * Files that hold a conversation, and the folders cctui makes for them, are owner-only: a new one
 * is created so, a wider one already there is narrowed, and the bytes written are exactly the text.
 */
import {
	chmodSync,
	mkdirSync,
	mkdtempSync,
	readFileSync,
	readdirSync,
	rmSync,
	statSync,
	writeFileSync,
	writeSync,
	closeSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {makePrivateDir, openPrivate, writePrivate} from '../../src/util/private-file.js';

const modeOf = (file: string) => statSync(file).mode & 0o777;
/** Descriptors this process holds open (Linux): a leak shows up here. */
const openDescriptors = () => readdirSync('/proc/self/fd').length;

let dir: string;
beforeEach(() => {
	dir = mkdtempSync(path.join(tmpdir(), 'cctui-private-file-'));
});
afterEach(() => rmSync(dir, {recursive: true, force: true}));

describe('writePrivate', () => {
	it('creates a file readable and writable by its owner only, holding exactly the text', () => {
		const file = path.join(dir, 'export.md');
		writePrivate(file, 'secret ✓\n');
		expect(modeOf(file)).toBe(0o600);
		expect(readFileSync(file, 'utf8')).toBe('secret ✓\n');
	});

	it('replaces what a file held by default, and narrows a world-readable one', () => {
		const file = path.join(dir, 'export.md');
		writeFileSync(file, 'a much longer old content');
		chmodSync(file, 0o644);
		writePrivate(file, 'new');
		expect(readFileSync(file, 'utf8')).toBe('new');
		expect(modeOf(file)).toBe(0o600);
	});

	it('appends with `a`, keeping what was there', () => {
		const file = path.join(dir, 'history.jsonl');
		writePrivate(file, 'one\n', 'a');
		writePrivate(file, 'two\n', 'a');
		expect(readFileSync(file, 'utf8')).toBe('one\ntwo\n');
		expect(modeOf(file)).toBe(0o600);
	});

	it('leaves no descriptor open, even when the file cannot be opened', () => {
		const before = openDescriptors();
		for (let i = 0; i < 20; i++) writePrivate(path.join(dir, `f${i}`), 'x');
		expect(() => writePrivate(path.join(dir, 'missing', 'f'), 'x')).toThrow(/ENOENT/);
		expect(openDescriptors()).toBe(before);
	});
});

describe('openPrivate', () => {
	it('gives a descriptor to an owner-only file, truncated with `w`, appended to with `a`', () => {
		const file = path.join(dir, 'run.jsonl');
		writeFileSync(file, 'old\n');
		chmodSync(file, 0o666);
		const append = openPrivate(file, 'a');
		writeSync(append, 'more\n');
		closeSync(append);
		expect(readFileSync(file, 'utf8')).toBe('old\nmore\n');
		expect(modeOf(file)).toBe(0o600);
		const truncate = openPrivate(file, 'w');
		writeSync(truncate, 'fresh\n');
		closeSync(truncate);
		expect(readFileSync(file, 'utf8')).toBe('fresh\n');
	});
});

describe('makePrivateDir', () => {
	it('makes the folder and its missing parents owner-only, and leaves an existing parent alone', () => {
		const parent = path.join(dir, 'shared');
		mkdirSync(parent, {mode: 0o755});
		chmodSync(parent, 0o755);
		const leaf = path.join(parent, 'config', 'cctui');
		makePrivateDir(leaf);
		expect(modeOf(path.join(parent, 'config'))).toBe(0o700);
		expect(modeOf(leaf)).toBe(0o700);
		expect(modeOf(parent)).toBe(0o755);
		expect(() => makePrivateDir(leaf)).not.toThrow();
		expect(modeOf(leaf)).toBe(0o700);
	});
});
