/**
 * A field that only decorates a line (a time, an id) never costs the line: in a two-way recording and in a
 * session file, a bad one reads as absent. And a diagnostic names the line where it is in the file.
 */
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {readTranscript} from '../../src/export/read-transcript.js';
import {decodeFileLine} from '../../src/ingest/file-line.js';
import {allItems, outline} from '../helpers/replay-state.js';

const prompt = {type: 'user', message: {role: 'user', content: [{type: 'text', text: 'Create marker.txt'}]}};

describe('a two-way recording line', () => {
	it.each([
		['ts null', {t: 9, ts: null}],
		['t a string', {t: 'x', ts: '2026-11-24T15:47:42.759Z'}],
		['raw a number', {t: 9, raw: 5}],
	])('with %s is still the person’s message', (_, fields) => {
		const {events} = decodeFileLine(JSON.stringify({...fields, dir: 'in', msg: prompt}), 1, 40);
		expect(events).toEqual([expect.objectContaining({type: 'user-sent', text: 'Create marker.txt'})]);
	});

	it('with a host message whose uuid is not a string: named by its place instead', () => {
		const {events} = decodeFileLine(JSON.stringify({t: 9, dir: 'in', msg: {...prompt, uuid: null}}), 3, 40);
		expect(events).toEqual([expect.objectContaining({type: 'user-sent', uuid: 'recorded-3'})]);
	});
});

describe('a session file', () => {
	const line = (fields: Record<string, unknown>) =>
		JSON.stringify({parentUuid: null, isSidechain: false, sessionId: 's', cwd: '/w', ...fields});

	it('keeps a message with a bad time, and names an unreadable line by its number in the file', async () => {
		const file = path.join(mkdtempSync(path.join(tmpdir(), 'cctui-decorations-')), 'session.jsonl');
		writeFileSync(
			file,
			[
				JSON.stringify({type: 'summary', summary: 'A title', leafUuid: 'a-2'}),
				'',
				line({type: 'user', uuid: 'u-1', timestamp: null, message: {role: 'user', content: 'Hello'}}),
				line({
					type: 'assistant',
					uuid: 'a-1',
					parentUuid: 'u-1',
					timestamp: 1763632980000,
					message: {id: 'm1', role: 'assistant', content: [{type: 'text', text: 'Hi there.'}]},
				}),
				line({type: 'user', uuid: 'u-2', parentUuid: 'a-1', isMeta: 'yes', message: {role: 'user', content: 'x'}}),
				line({
					type: 'assistant',
					uuid: 'a-2',
					parentUuid: 'u-2',
					timestamp: '2026-11-20T10:00:00.000Z',
					message: {id: 'm2', role: 'assistant', content: [{type: 'text', text: 'Done.'}]},
				}),
			].join('\n'),
		);
		const lines = outline(allItems(await readTranscript(file)));
		expect(lines).toContain('user: Hello');
		expect(lines).toContain('text: Hi there.');
		expect(lines).toContain('text: Done.');
		expect(lines).toContainEqual(expect.stringMatching(/^diagnostic: Unreadable line 5 of session\.jsonl: .*isMeta/));
	});
});
