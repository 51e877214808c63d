/** One session-file line as an event: read by hand when common, by the schema otherwise, to the same result. */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkedLine, decodeSessionFileLine, lineSchema} from '../../src/ingest/session-file-line.js';
import {ownFixturesDir} from '../helpers/fixtures.js';

/** Every line of the session files among the fixtures (public captures, hand-made wild ones, the shared one). */
function sessionFileValues(): unknown[] {
	const files = ['public', 'sessions'].flatMap(dir =>
		readdirSync(path.join(ownFixturesDir, dir))
			.filter(name => name.endsWith('.jsonl'))
			.map(name => path.join(ownFixturesDir, dir, name)),
	);
	files.push(path.join(ownFixturesDir, 'claude-2.1.330/l-session-file.jsonl'));
	return files.flatMap(file =>
		readFileSync(file, 'utf8')
			.split('\n')
			.filter(line => line.trim() !== '')
			.map(line => JSON.parse(line) as unknown),
	);
}

const assistantLine = {
	parentUuid: 'u-1',
	isSidechain: false,
	type: 'assistant',
	sessionId: 's',
	uuid: 'a-1',
	timestamp: '2026-11-20T10:00:00.000Z',
	message: {
		id: 'msg_1',
		type: 'message',
		role: 'assistant',
		model: 'm',
		content: [{type: 'text', text: 'Hello.'}],
		stop_reason: 'end_turn',
	},
	requestId: 'req_1',
};

describe('decodeSessionFileLine', () => {
	it('keeps a common message line as JSON.parse gave it: no copy of each line, thousands in a long session', () => {
		const line = decodeSessionFileLine(assistantLine, 0);
		expect(line.kind).toBe('message');
		const event = line.kind === 'message' ? line.event : undefined;
		expect(event?.type === 'inbound' && event.message.type === 'assistant' && event.message.message).toBe(
			assistantLine.message,
		);
	});

	it('agrees with the schema on every line of the fixtures, and on lines that break one rule each', () => {
		const values = sessionFileValues();
		expect(values.length).toBeGreaterThan(300);
		const broken = [
			{...assistantLine, type: 3},
			{...assistantLine, uuid: null},
			{...assistantLine, isMeta: 'yes'},
			{...assistantLine, message: 'text'},
			{...assistantLine, message: {...assistantLine.message, id: 7}},
			{...assistantLine, message: {...assistantLine.message, content: 5}},
			{...assistantLine, message: {...assistantLine.message, content: ['text']}},
			{...assistantLine, origin: 'human'},
			{...assistantLine, origin: {kind: 1}},
			{...assistantLine, promptSource: 2},
			[assistantLine],
		];
		for (const value of values) {
			const schema = lineSchema.safeParse(value);
			expect(checkedLine(value)).toEqual(schema.success ? schema.data : undefined);
		}
		// A line the hand check leaves to zod is one zod reads otherwise, or rejects.
		for (const value of broken) {
			const schema = lineSchema.safeParse(value);
			expect(checkedLine(value)).toBeUndefined();
			if (schema.success) expect(schema.data).not.toEqual(value);
		}
	});

	it('reads a bad uuid, time, level, subtype or role as absent, and keeps the message', () => {
		for (const value of [
			{...assistantLine, uuid: null},
			{...assistantLine, timestamp: null},
			{...assistantLine, timestamp: 1763632980000},
			{...assistantLine, level: 5},
			{...assistantLine, subtype: ['x']},
			{...assistantLine, message: {...assistantLine.message, role: null}},
		])
			expect(decodeSessionFileLine(value, 0)).toMatchObject({kind: 'message'});
	});

	it('takes a user message for the person’s only when claude does: origin "human", or no origin and no system source', () => {
		const user = (fields: Record<string, unknown>) =>
			decodeSessionFileLine(
				{type: 'user', uuid: 'u-1', message: {role: 'user', content: 'look at this'}, ...fields},
				0,
			);
		for (const fields of [{}, {origin: {kind: 'human'}}, {promptSource: 'typed'}, {promptSource: 'sdk'}, {origin: 5}])
			expect(user(fields)).toMatchObject({kind: 'typed', event: {text: 'look at this'}});
		for (const fields of [{origin: {kind: 'plugin'}}, {origin: {kind: 'auto-continuation'}}, {promptSource: 'system'}])
			expect(user(fields)).toMatchObject({
				kind: 'notice',
				event: {text: 'claude added a note for the model.', detail: 'look at this'},
			});
	});

	it('leaves a line with an own `__proto__` key to zod, which drops the key', () => {
		for (const value of [
			JSON.parse('{"type":"user","__proto__":{"polluted":true}}'),
			{...assistantLine, message: JSON.parse('{"role":"assistant","id":"m","__proto__":{}}')},
		]) {
			expect(lineSchema.safeParse(value).success).toBe(true);
			expect(checkedLine(value)).toBeUndefined();
		}
	});

	it('still says what is wrong with a line that breaks the rules', () => {
		expect(decodeSessionFileLine({...assistantLine, isSidechain: 'no'}, 0)).toMatchObject({
			kind: 'unreadable',
			error: expect.stringContaining('isSidechain'),
		});
		// A flag says what the line is (meant for the model, not typed): a bad one is no decoration.
		expect(decodeSessionFileLine({...assistantLine, isMeta: 'yes'}, 0)).toMatchObject({
			kind: 'unreadable',
			error: expect.stringContaining('isMeta'),
		});
		expect(
			decodeSessionFileLine({...assistantLine, message: {...assistantLine.message, content: [{text: 'no type'}]}}, 0),
		).toMatchObject({kind: 'unreadable'});
	});
});
