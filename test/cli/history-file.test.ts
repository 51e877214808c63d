import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {appendHistory, historyFile, loadHistory} from '../../src/cli/history-file.js';

describe('history across runs', () => {
	it('lives in the config folder', () => {
		expect(historyFile({XDG_CONFIG_HOME: '/cfg'})).toBe('/cfg/cctui/history.jsonl');
		expect(historyFile({HOME: '/home/x'})).toBe('/home/x/.config/cctui/history.jsonl');
		expect(historyFile({XDG_CONFIG_HOME: 'cfg', HOME: '/home/x'})).toBe('/home/x/.config/cctui/history.jsonl');
	});

	it('keeps multi-line messages, skips a torn line, returns oldest first', () => {
		const file = path.join(mkdtempSync(path.join(tmpdir(), 'cctui-history-')), 'cctui', 'history.jsonl');
		appendHistory(file, 'first');
		appendHistory(file, 'two\nlines');
		writeFileSync(file, `${readFileSync(file, 'utf8')}"torn`);
		expect(loadHistory(file)).toEqual(['first', 'two\nlines']);
		expect(loadHistory(path.join(file, 'missing'))).toEqual([]);
	});

	it('never throws when it cannot write', () => {
		// A file where the folder should be. (Not a /proc path: Node 20's recursive mkdir spins forever there.)
		const blocker = path.join(mkdtempSync(path.join(tmpdir(), 'cctui-history-')), 'file');
		writeFileSync(blocker, '');
		expect(() => appendHistory(path.join(blocker, 'cctui', 'history.jsonl'), 'x')).not.toThrow();
	});
});
