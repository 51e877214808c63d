import {describe, expect, it} from 'vitest';
import {parseLine} from '../../src/protocol/parse-line.js';
import {sharedTranscriptNames, stdoutLines} from '../helpers/fixtures.js';

describe('parseLine over every real recording', () => {
	for (const name of sharedTranscriptNames()) {
		it(`parses every stdout line of ${name}`, () => {
			const lines = stdoutLines(name);
			for (const line of lines) {
				const parsed = parseLine(line);
				expect(parsed, line.slice(0, 200)).toBeDefined();
				expect(parsed!.kind, `${parsed!.kind === 'malformed' ? parsed!.error : ''} ${line.slice(0, 300)}`).toBe(
					'message',
				);
			}
		});
	}
});

describe('parseLine edge cases', () => {
	it('skips blank lines', () => {
		expect(parseLine('')).toBeUndefined();
		expect(parseLine('   ')).toBeUndefined();
	});

	it('reports a non-JSON line as malformed with an excerpt', () => {
		const parsed = parseLine('{not json');
		expect(parsed).toMatchObject({kind: 'malformed', excerpt: '{not json'});
		expect(parsed?.kind === 'malformed' && parsed.error).toMatch(/^not JSON/);
	});

	it('reports non-objects and a missing type as malformed', () => {
		expect(parseLine('[1,2]')).toMatchObject({kind: 'malformed', error: 'not a JSON object'});
		expect(parseLine('42')).toMatchObject({kind: 'malformed'});
		expect(parseLine('{"foo":1}')).toMatchObject({kind: 'malformed', error: 'missing string field "type"'});
	});

	it('keeps an unknown type as unknown with its raw fields', () => {
		expect(parseLine('{"type":"brand_new","x":1}')).toEqual({
			kind: 'unknown',
			type: 'brand_new',
			raw: {type: 'brand_new', x: 1},
		});
	});

	it('names the failing field of a known type', () => {
		const parsed = parseLine('{"type":"result","subtype":"success","is_error":"no"}');
		expect(parsed).toMatchObject({kind: 'malformed', error: 'result: is_error: expected boolean, received string'});
	});

	it('passes unknown fields through untouched', () => {
		const parsed = parseLine('{"type":"keep_alive","future_field":{"a":[1]}}');
		expect(parsed).toEqual({kind: 'message', message: {type: 'keep_alive', future_field: {a: [1]}}});
	});

	it('tags unknown system subtypes, stream events, deltas and blocks instead of failing', () => {
		const system = parseLine('{"type":"system","subtype":"teleport","x":1}');
		expect(system).toMatchObject({
			kind: 'message',
			message: {type: 'system', subtype: 'unknown', original: 'teleport', x: 1},
		});
		const event = parseLine('{"type":"stream_event","event":{"type":"warp","index":0}}');
		expect(event).toMatchObject({kind: 'message', message: {event: {type: 'unknown', original: 'warp'}}});
		const delta = parseLine(
			'{"type":"stream_event","event":{"type":"content_block_delta","index":0,"delta":{"type":"compaction_delta","content":"x"}}}',
		);
		expect(delta).toMatchObject({
			kind: 'message',
			message: {event: {delta: {type: 'unknown', original: 'compaction_delta'}}},
		});
		const block = parseLine(
			'{"type":"assistant","message":{"id":"m","content":[{"type":"web_search_tool_result","x":1}]}}',
		);
		expect(block).toMatchObject({
			kind: 'message',
			message: {message: {content: [{type: 'unknown', original: 'web_search_tool_result'}]}},
		});
	});

	it('rejects a known delta type with missing fields instead of hiding it as unknown', () => {
		const parsed = parseLine(
			'{"type":"stream_event","event":{"type":"content_block_delta","index":0,"delta":{"type":"text_delta"}}}',
		);
		expect(parsed?.kind).toBe('malformed');
	});

	it('rejects a known system subtype missing a field it cannot work without, and names it', () => {
		expect(parseLine('{"type":"system","subtype":"task_started","description":"x"}')).toMatchObject({
			kind: 'malformed',
			error: 'system: task_id: missing (string expected)',
		});
	});

	it('reads an api_retry that says only some of its figures (they decorate the notice)', () => {
		expect(
			parseLine('{"type":"system","subtype":"api_retry","attempt":1,"max_retries":null,"retry_delay_ms":"soon"}'),
		).toMatchObject({kind: 'message', message: {attempt: 1}});
	});

	it('answers control requests of unknown subtypes as a tagged unknown (the session replies with an error)', () => {
		const parsed = parseLine('{"type":"control_request","request_id":"r1","request":{"subtype":"new_thing"}}');
		expect(parsed).toMatchObject({
			kind: 'message',
			message: {request_id: 'r1', request: {subtype: 'unknown', original: 'new_thing'}},
		});
	});
});

describe('a result frame’s modelUsage', () => {
	const result = (modelUsage: unknown) =>
		JSON.stringify({type: 'result', subtype: 'success', is_error: false, session_id: 's', uuid: 'u', modelUsage});

	it('keeps the models it can read when one entry is not an object (fast-check found the whole record dropped)', () => {
		const parsed = parseLine(result({'model-a': null, 'model-b': {contextWindow: 1000}}));
		expect(parsed?.kind === 'message' && parsed.message).toMatchObject({
			modelUsage: {'model-b': {contextWindow: 1000}},
		});
		expect(
			parsed?.kind === 'message' && 'modelUsage' in parsed.message && parsed.message.modelUsage,
		).not.toHaveProperty('model-a');
	});
});
