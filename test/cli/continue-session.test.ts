/**
 * `--continue` resumes the newest session with a conversation, not an empty file an older claude left behind
 * (2.0.30: 0 bytes at every start; 2.1.53: file-history snapshots only at every resume), which claude refuses.
 */
import {copyFileSync, mkdirSync, mkdtempSync, utimesSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {sessionsDir} from '../../src/sessions/session-path.js';
import {newestConversation} from '../../src/sessions/session-store.js';
import {ownFixturesDir} from '../helpers/fixtures.js';

describe('the session --continue resumes', () => {
	it('is the newest with a conversation, past newer files with none', async () => {
		const root = mkdtempSync(path.join(tmpdir(), 'cctui-continue-'));
		const work = path.join(root, 'project');
		const env = {HOME: path.join(root, 'home')};
		const dir = sessionsDir(work, env);
		mkdirSync(dir, {recursive: true});
		const at = (file: string, iso: string) => utimesSync(file, new Date(iso), new Date(iso));
		const conversation = path.join(dir, 'c9711afa-0513-433e-a1e5-b0be5552bfae.jsonl');
		copyFileSync(path.join(ownFixturesDir, 'sessions/denied-by-person.jsonl'), conversation);
		at(conversation, '2026-11-27T10:00:00Z');
		const snapshots = path.join(dir, 'c926a5c1-9dfb-42b2-8ec8-977c430a4667.jsonl');
		copyFileSync(path.join(ownFixturesDir, 'sessions/snapshots-only.jsonl'), snapshots);
		at(snapshots, '2026-11-27T11:00:00Z');
		const empty = path.join(dir, 'ea01799a-0000-4000-8000-000000000000.jsonl');
		writeFileSync(empty, '');
		at(empty, '2026-11-27T12:00:00Z');
		expect(await newestConversation(work, env)).toBe('c9711afa-0513-433e-a1e5-b0be5552bfae');
	});
});
