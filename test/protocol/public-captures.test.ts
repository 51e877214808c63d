/**
 * Captures of the real claude CLI that other people published (see
 * test/fixtures/public/PROVENANCE.md): stream-json stdout and claude's own session files. Each one
 * must read as `cctui replay` and `cctui export` read it, with no unreadable line.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {readTranscript} from '../../src/export/read-transcript.js';
import {decodeFileLine} from '../../src/ingest/file-line.js';
import {reduce} from '../../src/state/reducer.js';
import {initialState, type AppState} from '../../src/state/state.js';
import {repoRoot} from '../helpers/fixtures.js';

const publicDir = path.join(repoRoot, 'test/fixtures/public');

function publicCaptureNames(): string[] {
	return readdirSync(publicDir)
		.filter(name => name.endsWith('.jsonl'))
		.sort();
}

/**
 * As export and replay read it: session files by the branch claude resumes. A subagent's own transcript, which they
 * refuse, is read line by line.
 */
async function replayed(name: string): Promise<{lines: number; state: AppState}> {
	const file = path.join(publicDir, name);
	const lines = readFileSync(file, 'utf8')
		.split('\n')
		.filter(line => line.trim() !== '');
	const state = await readTranscript(file).catch((error: unknown) => {
		if (!String(error).includes("a subagent's own transcript")) throw error;
		return lines.flatMap((line, index) => decodeFileLine(line, index, index).events).reduce(reduce, initialState());
	});
	return {lines: lines.length, state};
}

describe('public captures of the real claude CLI', () => {
	const names = publicCaptureNames();

	it('has captures to read', () => {
		expect(names.length).toBeGreaterThan(0);
	});

	for (const name of names) {
		it(`reads ${name} without a diagnostic`, async () => {
			const {lines, state} = await replayed(name);
			expect(lines, `${name} is empty`).toBeGreaterThan(0);
			const diagnostics = [...state.committed, ...state.pending].filter(item => item.kind === 'diagnostic');
			const texts = diagnostics
				.map(item => (item.kind === 'diagnostic' ? `${item.text} | ${item.excerpt}` : ''))
				.join('\n');
			expect(state.malformedLines, texts).toBe(0);
			expect(diagnostics, texts).toEqual([]);
		});
	}
});
