/**
 * What a replay plays of a file, and the bytes its progress counts: the player adds each line's bytes and its
 * line end, so at the end it has counted exactly `bytes`, for claude's stdout and for a session file alike.
 */
import {statSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {replaySource} from '../../src/replay/replay-source.js';
import {ownFixturesDir, sharedFixturesDir} from '../helpers/fixtures.js';

async function played(file: string): Promise<{lines: number; bytes: number; counted: number}> {
	const source = await replaySource(file);
	let lines = 0;
	let counted = 0;
	for await (const line of source.lines) {
		lines++;
		counted += Buffer.byteLength(line) + 1;
	}
	return {lines, bytes: source.bytes, counted};
}

describe('replaySource', () => {
	it("claude's stdout: every line, and the file's size", async () => {
		const file = path.join(sharedFixturesDir, 'b-bash-allow.jsonl');
		const {bytes, counted} = await played(file);
		expect(bytes).toBe(statSync(file).size);
		expect(counted).toBe(bytes);
	});

	it("a session file: the branch claude would resume, and that branch's bytes, less than the file's", async () => {
		const file = path.join(ownFixturesDir, 'public/claude-code-viewer-1.0.108-sidechain.jsonl');
		const {lines, bytes, counted} = await played(file);
		expect(lines).toBeGreaterThan(0);
		expect(counted).toBe(bytes);
		expect(bytes).toBeLessThan(statSync(file).size);
	});

	it('a session file with no conversation (claude 2.1.53’s file of snapshots only): refused, not played as nothing', async () => {
		await expect(replaySource(path.join(ownFixturesDir, 'sessions/snapshots-only.jsonl'))).rejects.toThrow(
			"it holds no conversation, only claude's bookkeeping lines",
		);
	});

	it('a subagent’s own transcript (claude 2.1.29, 2.1.39): refused, saying what it is, not played as nothing', async () => {
		await expect(
			replaySource(path.join(ownFixturesDir, 'public/spotter-2.1.39-acompact-subagent.jsonl')),
		).rejects.toThrow(
			"it is a subagent's own transcript (agent acompact-e1f845 of session 4d5611e5-241a-462a-8d15-5122611a9569), not a session",
		);
		await expect(
			replaySource(path.join(ownFixturesDir, 'public/claudeless-2.1.29-prompt-suggestion-subagent.jsonl')),
		).rejects.toThrow(/^it is a subagent's own transcript \(agent aprompt_suggestion-959e66 of session d266fdf5-/);
	});
});
