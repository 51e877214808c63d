/**
 * `--continue` resumes the newest session with a conversation, not an empty file an older claude left behind
 * (2.0.30: 0 bytes at every start; 2.1.53: file-history snapshots only at every resume), which claude refuses; and
 * one whose first prompt is a long paste is one with a conversation.
 */
import {copyFileSync, mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {sessionsDir} from '../../src/sessions/session-path.js';
import {listSessions, newestConversation} from '../../src/sessions/session-store.js';
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

	it('is one whose first prompt is a paste too long for the head of its file', async () => {
		const root = mkdtempSync(path.join(tmpdir(), 'cctui-continue-'));
		const work = path.join(root, 'project');
		const env = {HOME: path.join(root, 'home')};
		const dir = sessionsDir(work, env);
		mkdirSync(dir, {recursive: true});
		const older = path.join(dir, 'c9711afa-0513-433e-a1e5-b0be5552bfae.jsonl');
		copyFileSync(path.join(ownFixturesDir, 'sessions/denied-by-person.jsonl'), older);
		utimesSync(older, new Date('2026-11-27T10:00:00Z'), new Date('2026-11-27T10:00:00Z'));
		// claude 2.1.330 writes the prompt in its queue-operation and its user line, both before anything else.
		const paste = Array.from({length: 2000}, (_, i) => `log line ${i} ${'x'.repeat(60)}`).join('\n');
		const session = readFileSync(older, 'utf8').replaceAll('"delete it"', JSON.stringify(paste));
		const newer = path.join(dir, '58c3a097-0000-4000-8000-000000000000.jsonl');
		writeFileSync(newer, session);
		expect(session.indexOf('"type":"user"')).toBeGreaterThan(128 * 1024);
		expect(session.indexOf('"type":"user"') + paste.length).toBeGreaterThan(256 * 1024);
		expect(await newestConversation(work, env)).toBe('58c3a097-0000-4000-8000-000000000000');
		const listed = await listSessions(work, env);
		expect(listed[0]?.firstPrompt).toBe(paste);
	});
});
