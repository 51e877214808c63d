import {mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {transcriptMarkdown} from '../../src/export/markdown.js';
import {readTranscript} from '../../src/export/read-transcript.js';
import {parentOf, readSessionHistory, savedCost} from '../../src/ingest/session-file.js';
import {projectSlug, sessionsDir} from '../../src/sessions/session-path.js';
import {listSessions, loadSessionHistory} from '../../src/sessions/session-store.js';
import {reduce} from '../../src/state/reducer.js';
import {rewindPoints} from '../../src/state/rewind.js';
import {initialState} from '../../src/state/state.js';
import {ownFixturesDir, sharedFixturesDir} from '../helpers/fixtures.js';
import {allItems, outline, recordingEvents} from '../helpers/replay-state.js';

const sessionFile = readFileSync(path.join(sharedFixturesDir, 'l-session-file.jsonl'), 'utf8');

describe('reading a claude session file', () => {
	it('rebuilds the conversation of the real session file (typed prompts, thinking, answers)', () => {
		const history = readSessionHistory(sessionFile);
		expect(history).toMatchObject({firstPrompt: 'remember a secret word', messages: 7, unreadable: 0});
		const state = [
			...history.events,
			{type: 'history-loaded' as const, sessionId: 'abcdef12-3456', messages: history.messages, unreadable: 0, at: 0},
		].reduce(reduce, initialState());
		expect(outline(allItems(state))).toEqual([
			'user: remember a secret word',
			'text: Remember: the secret word is PAPAYA.',
			'user: what was it?',
			'thinking: User asks again.',
			'text: Still PAPAYA.',
			'user: after resume: what was the word?',
			'text: Resumed: the word was PAPAYA.',
			'info: Resumed session abcdef12: 7 earlier messages above.',
		]);
		expect(state.busy).toBe(false);
	});

	it('shows what claude wrote as a user message in its own TUI as claude’s: a background task’s end, a `!` command’s output', () => {
		// A real session file of claude 2.1.330's own TUI (test/fixtures/sessions/README.md).
		const text = readFileSync(path.join(ownFixturesDir, 'sessions/tui-bash-mode-and-task.jsonl'), 'utf8');
		const history = readSessionHistory(text);
		const state = history.events.reduce(reduce, initialState());
		expect(outline(allItems(state)).filter(line => !line.startsWith('tool '))).toEqual([
			'user: ! echo hello-bash; printf "\\033[31mred\\033[0m\\n"',
			'text: Started it.',
			'info: Background task completed: Background command "Background job" completed (exit code 0)',
			'text: Noticed the background job finished.',
			'user: hi there',
			'text: spare 1',
		]);
		// Newest first, as the picker lists them.
		expect(rewindPoints(state).map(point => point.text)).toEqual([
			'hi there',
			'! echo hello-bash; printf "\\033[31mred\\033[0m\\n"',
		]);
	});

	it('shows a blocking Stop hook’s feedback (isMeta) as the live UI shows the hook, between the answers', () => {
		// A real claude 2.1.14 run with a Stop hook plugin (test/fixtures/public/PROVENANCE.md).
		const file = path.join(ownFixturesDir, 'public/claude-reliability-2.1.14-stop-hook-feedback.jsonl');
		const state = readSessionHistory(readFileSync(file, 'utf8')).events.reduce(reduce, initialState());
		const lines = outline(allItems(state)).filter(line => !line.startsWith('tool '));
		expect(lines.slice(-3).map(line => line.split('\n')[0])).toEqual([
			"text: Done. I've added a docstring to the top of `src/main.py`.",
			'warning: Hook Stop blocked: # Task Completion Check',
			"text: I have fully completed the task. Here's what was done:",
		]);
		expect(lines.filter(line => line.startsWith('user: '))).toHaveLength(1);
	});

	it('played as it is written (replay, watch), ends each turn at its last answer and claude’s turn_duration line, not at the next prompt', () => {
		const file = path.join(ownFixturesDir, 'sessions/tui-bash-mode-and-task.jsonl');
		const busy: boolean[] = [];
		let state = initialState();
		for (const event of recordingEvents(file)) {
			state = reduce(state, event);
			if (event.type === 'turn-ended' || event.type === 'user-sent') busy.push(state.busy);
		}
		// A prompt starts a turn (true; the turn before it is ended first), its last answer (end_turn) and claude's line
		// end it (false), as they end the turn claude starts by itself for the background task; nothing is left working.
		expect(busy).toEqual([false, true, false, false, false, false, false, true, false, false]);
		expect(state.busy).toBe(false);
	});

	it('reads a prompt sent with an image as the person’s prompt, as claude’s TUI saves one, with the image to send again', () => {
		const withImage = sessionFile
			.split('\n')
			.map(line =>
				line.replace(
					'"content":[{"type":"text","text":"remember a secret word"}]',
					'"content":[{"type":"image","source":{"type":"base64","media_type":"image/png","data":"iVBORw0KGgo="}},' +
						'{"type":"text","text":"remember a secret word [Image #1]"}]',
				),
			)
			.join('\n');
		expect(withImage).not.toBe(sessionFile);
		const history = readSessionHistory(withImage);
		// claude's TUI's [Image #1] takes cctui's placeholder, which a rewind gives back with the image behind it.
		const prompt = 'remember a secret word [Image #1 image.png 8 B]';
		expect(history.firstPrompt).toBe(prompt);
		const state = history.events.reduce(reduce, initialState());
		expect(outline(allItems(state)).slice(0, 2)).toEqual([
			`user: ${prompt}`,
			'text: Remember: the secret word is PAPAYA.',
		]);
		const point = rewindPoints(state).find(candidate => candidate.text === prompt);
		expect(point?.attachments).toEqual([
			{kind: 'image', id: 1, name: 'image.png', path: '', mediaType: 'image/png', data: 'iVBORw0KGgo=', bytes: 8},
		]);
	});

	it("takes what the session cost from claude's last cost-state line; a value that is no cost is passed over", () => {
		expect(readSessionHistory(sessionFile).costUsd).toBeCloseTo(0.00236, 6);
		const bogus = ['"0.5"', '-1', 'null', '1e999'].map(cost => `{"type":"cost-state","totalCostUSD":${cost}}`);
		expect(readSessionHistory([sessionFile, ...bogus].join('\n')).costUsd).toBeCloseTo(0.00236, 6);
		const withoutCost = sessionFile.split('\n').filter(line => !line.includes('"cost-state"'));
		expect(readSessionHistory(withoutCost.join('\n')).costUsd).toBeUndefined();
	});

	it('a session of one message says "1 earlier message above"', () => {
		const state = reduce(initialState(), {
			type: 'history-loaded',
			sessionId: 'abcdef12-3456',
			messages: 1,
			unreadable: 0,
			at: 0,
		});
		expect(outline(allItems(state))).toEqual(['info: Resumed session abcdef12: 1 earlier message above.']);
	});

	it('names a session whose id holds controls as `cctui sessions` does: shown (␛), not cut and then eaten', () => {
		const id = 'evil\u001B]0;FNTITLE\u0007\u001B[2J\u202Exx';
		const state = reduce(initialState(), {type: 'history-loaded', sessionId: id, messages: 1, unreadable: 0, at: 0});
		expect(outline(allItems(state))).toEqual(['info: Resumed session evil␛]0;: 1 earlier message above.']);
		expect(transcriptMarkdown(state, `${id}.jsonl`)).toContain(
			'Source: `evil␛]0;FNTITLE␇␛[2J<U+202E>xx.jsonl`\n- Session: `evil␛]0;FNTITLE␇␛[2J<U+202E>xx`',
		);
	});

	it('shows what it can of a damaged file and counts the rest', () => {
		const lines = sessionFile.split('\n');
		const damaged = [
			...lines.slice(0, 5),
			'{"type":"user","message":',
			'not json at all',
			...lines.slice(5),
			'{"type":"assistant","message":{"id":"m","content":[{"type":"text","text":"cut',
		].join('\n');
		const history = readSessionHistory(damaged);
		expect(history.messages).toBe(7);
		expect(history.unreadable).toBe(3);
		const state = [
			...history.events,
			{type: 'history-loaded' as const, sessionId: 's1', messages: 7, unreadable: 3, at: 0},
		].reduce(reduce, initialState());
		expect(outline(allItems(state)).at(-1)).toBe(
			'warning: 3 lines of the session file could not be read and are not shown.',
		);
	});
	it('replays and exports a damaged file with each unreadable line counted and named, where it is in the file', async () => {
		const lines = sessionFile.split('\n');
		const file = path.join(mkdtempSync(path.join(tmpdir(), 'cctui-damaged-')), 'damaged.jsonl');
		writeFileSync(file, [...lines.slice(0, 5), '{"type":"user","message":', 'not json', ...lines.slice(5)].join('\n'));
		const state = await readTranscript(file);
		expect(state.malformedLines).toBe(2);
		// Where they are in the file, named (the parser's words left out: they change with Node).
		expect(outline(allItems(state)).map(line => line.replace(/ \(.*\)$/, ''))).toEqual([
			'user: remember a secret word',
			'diagnostic: Unreadable line 6 of damaged.jsonl: not JSON',
			'diagnostic: Unreadable line 7 of damaged.jsonl: not JSON',
			'text: Remember: the secret word is PAPAYA.',
			'user: what was it?',
			'thinking: User asks again.',
			'text: Still PAPAYA.',
			'user: after resume: what was the word?',
			'text: Resumed: the word was PAPAYA.',
		]);
		expect(transcriptMarkdown(state, 'damaged.jsonl')).toContain('- 2 unreadable lines');
	});
});

describe('finding sessions of a folder', () => {
	it('uses claude\'s slug: every character that is not a letter or digit becomes "-"', () => {
		expect(projectSlug('/home/dev/project')).toBe('-home-dev-project');
		expect(projectSlug('/tmp/we.ird_dir name')).toBe('-tmp-we-ird-dir-name');
		expect(sessionsDir('/w', {CLAUDE_CONFIG_DIR: '/cfg'})).toBe('/cfg/projects/-w');
		expect(sessionsDir('/w', {HOME: '/home/x'})).toBe('/home/x/.claude/projects/-w');
	});

	it("cuts a name over 200 characters and adds claude's hash of the path, as claude 2.1.330 does", async () => {
		// The folder claude 2.1.330 made for this working folder (measured by running it there).
		const cwd = `/tmp/rpt/long/${'averyveryverylongfoldername'.repeat(8)}/x`;
		const made = `-tmp-rpt-long-${'averyveryverylongfoldername'.repeat(6)}averyveryverylongfoldern-m042o4`;
		expect(projectSlug(cwd)).toBe(made);
		expect(made).toHaveLength(207);
		const home = mkdtempSync(path.join(tmpdir(), 'cctui-sessions-'));
		mkdirSync(path.join(home, '.claude/projects', made), {recursive: true});
		writeFileSync(path.join(home, '.claude/projects', made, 'long.jsonl'), sessionFile);
		expect((await listSessions(cwd, {HOME: home})).map(session => session.id)).toEqual(['long']);
		// One whose hash another claude worked out otherwise is found by the cut name, as claude looks for it.
		const other = mkdtempSync(path.join(tmpdir(), 'cctui-sessions-'));
		const elsewhere = `${made.slice(0, 201)}1234567`;
		mkdirSync(path.join(other, '.claude/projects', elsewhere), {recursive: true});
		expect(sessionsDir(cwd, {HOME: other})).toBe(path.join(other, '.claude/projects', elsewhere));
	});

	it('lists sessions newest first with their first prompt and size, and loads one', async () => {
		const home = mkdtempSync(path.join(tmpdir(), 'cctui-sessions-'));
		const dir = sessionsDir('/work/app', {HOME: home});
		mkdirSync(dir, {recursive: true});
		writeFileSync(path.join(dir, 'older.jsonl'), sessionFile);
		writeFileSync(
			path.join(dir, 'newer.jsonl'),
			'{"type":"user","message":{"role":"user","content":"second session"}}\n',
		);
		writeFileSync(path.join(dir, 'notes.txt'), 'ignored');
		utimesSync(path.join(dir, 'older.jsonl'), new Date('2026-01-01'), new Date('2026-01-01'));
		// A subagent's transcript as claude before 2.1.2 wrote it, beside the sessions, and the newest file here: it is
		// no session to list or to --continue.
		writeFileSync(
			path.join(dir, 'agent-a1b2c3d4.jsonl'),
			'{"type":"user","isSidechain":true,"agentId":"a1b2c3d4","message":{"role":"user","content":"a subagent task"}}\n',
		);
		utimesSync(path.join(dir, 'agent-a1b2c3d4.jsonl'), new Date('2030-01-01'), new Date('2030-01-01'));
		const sessions = await listSessions('/work/app', {HOME: home});
		expect(sessions.map(session => [session.id, session.firstPrompt])).toEqual([
			['newer', 'second session'],
			['older', 'remember a secret word'],
		]);
		expect(sessions[1]!.bytes).toBe(Buffer.byteLength(sessionFile));
		expect((await loadSessionHistory('/work/app', {HOME: home}, 'older'))?.messages).toBe(7);
		expect(await loadSessionHistory('/work/app', {HOME: home}, 'missing')).toBeUndefined();
		expect(await listSessions('/nowhere', {HOME: home})).toEqual([]);
	});
});

describe('parentOf', () => {
	const text = readFileSync(path.join(sharedFixturesDir, 'l-session-file.jsonl'), 'utf8');

	it('is the message before a prompt (what a fork resumes at), null for the first, undefined when absent', () => {
		expect(parentOf(text, '084913e3-1285-45b5-917a-bc6f0fe1a69c')).toBe('ee3ab382-2c4e-4a6a-a3e9-38dd917bb9d1');
		expect(parentOf(text, 'dfdf1283-a392-4877-aca5-4b21eaeac0b9')).toBeNull();
		expect(parentOf(text, 'nope')).toBeUndefined();
		expect(parentOf(`not json\n${text}`, 'dfdf1283-a392-4877-aca5-4b21eaeac0b9')).toBeNull();
	});
});

describe('savedCost', () => {
	it('is the last cost-state line’s total, read alone; none when the file has none', () => {
		const lines = [
			JSON.stringify({type: 'user', message: {role: 'user', content: 'cost-state'}}),
			JSON.stringify({type: 'cost-state', totalCostUSD: 0.11}),
			'{"type":"cost-state", cut off',
			JSON.stringify({type: 'cost-state', totalCostUSD: 0.22}),
		];
		expect(savedCost(lines.join('\n'))).toBe(0.22);
		expect(savedCost(lines.slice(0, 1).join('\n'))).toBeUndefined();
	});
});
