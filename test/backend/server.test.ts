import {afterEach, describe, expect, it} from 'vitest';
import {startBackend, type Backend, type Scenario} from '../../src/backend/index.js';
import {credentialFingerprint} from '../../src/backend/http-util.js';
import {failingTurn, scenario, subagentTurn, text, thinking, toolUse, turn} from '../../src/backend/builders.js';
import {mainBody, parseSse, post, probeBody, reassemble, subagentBody} from './client.js';

let backend: Backend | undefined;

async function start(s: Scenario, timeScale = 0): Promise<Backend> {
	backend = await startBackend({scenario: s, timeScale});
	return backend;
}

afterEach(async () => {
	await backend?.close();
	backend = undefined;
});

const TYPES_OF = (events: ReturnType<typeof parseSse>): string[] =>
	events.map(e =>
		e.data.type === 'content_block_delta' ? `delta:${(e.data['delta'] as {type: string}).type}` : e.data.type,
	);

describe('streaming /v1/messages', () => {
	it('writes Anthropic SSE frames that reassemble into the scripted turn', async () => {
		const b = await start(
			scenario([
				turn(
					thinking('Let me look.', {chunkSize: 5}),
					text('# Hi\n\nSome **md**', {chunkSize: 4}),
					toolUse('Bash', {command: 'touch x', description: 'Create x'}, {chunkSize: 10}),
				),
			]),
		);
		const res = await post(b.url, '/v1/messages?beta=true', mainBody('go'));
		expect(res.status).toBe(200);
		expect(res.headers.get('content-type')).toBe('text/event-stream');
		expect(res.headers.get('request-id')).toMatch(/^req_/);
		const raw = await res.text();
		expect(raw.startsWith('event: message_start\ndata: {"type":"message_start"')).toBe(true);
		expect(raw.endsWith('event: message_stop\ndata: {"type":"message_stop"}\n\n')).toBe(true);
		const events = parseSse(raw);
		for (const e of events) expect(e.data.type).toBe(e.event);

		const types = TYPES_OF(events);
		expect(types.slice(0, 4)).toEqual(['message_start', 'ping', 'content_block_start', 'delta:thinking_delta']);
		expect(types.filter(t => t === 'delta:thinking_delta')).toHaveLength(3); // "Let m" "e loo" "k."
		// As the real API: an estimate on each thinking delta, a number on most and null on some.
		const estimates = events
			.filter(e => (e.data['delta'] as {type?: string} | undefined)?.type === 'thinking_delta')
			.map(e => (e.data['delta'] as {estimated_tokens: unknown}).estimated_tokens);
		expect(estimates).toEqual([2, 2, null]);
		expect((events[0]!.data['message'] as {usage: Record<string, unknown>}).usage).toMatchObject({
			service_tier: 'standard',
			cache_creation: {ephemeral_5m_input_tokens: 0},
		});
		expect(types.filter(t => t === 'delta:signature_delta')).toHaveLength(1);
		expect(types[types.indexOf('delta:signature_delta') + 1]).toBe('content_block_stop');
		expect(types.filter(t => t === 'delta:text_delta')).toHaveLength(5);
		expect(types.slice(-2)).toEqual(['message_delta', 'message_stop']);

		const message = reassemble(events);
		expect(message.stopReason).toBe('tool_use');
		expect(message.outputTokens).toBeGreaterThan(0);
		expect(message.blocks).toMatchObject([
			{type: 'thinking', thinking: 'Let me look.', signature: expect.stringMatching(/^sig_/)},
			{type: 'text', text: '# Hi\n\nSome **md**'},
			{
				type: 'tool_use',
				id: expect.stringMatching(/^toolu_/),
				name: 'Bash',
				input: {command: 'touch x', description: 'Create x'},
			},
		]);
		// Tool input opens with an empty fragment, like the real API.
		const firstJson = events.find(e => (e.data['delta'] as {type?: string} | undefined)?.type === 'input_json_delta');
		expect(firstJson?.data['delta']).toEqual({type: 'input_json_delta', partial_json: ''});
		expect(b.mainRequests()).toHaveLength(1);
		expect(b.remaining()).toBe(0);
	});

	it('derives end_turn, echoes the request model and gives tool ids that never repeat', async () => {
		const b = await start(
			scenario([
				turn(toolUse('Bash', {command: 'a'}), toolUse('Bash', {command: 'b'})),
				turn(toolUse('Bash', {command: 'c'})),
				turn(text('done')),
			]),
		);
		const ids: unknown[] = [];
		for (let i = 0; i < 3; i++) {
			const message = reassemble(
				parseSse(await (await post(b.url, '/v1/messages', mainBody(`m${i}`, {model: 'claude-haiku-5-5'}))).text()),
			);
			ids.push(...message.blocks.filter(block => block['type'] === 'tool_use').map(block => block['id']));
			expect(message.model).toBe('claude-haiku-5-5');
			if (i === 2) expect(message.stopReason).toBe('end_turn');
		}
		expect(new Set(ids).size).toBe(3);
	});

	it('follows the request thinking display: omitted sends only the signature, disabled drops the block', async () => {
		const b = await start(scenario([turn(thinking('secret'), text('a')), turn(thinking('secret'), text('b'))]));
		const omitted = parseSse(
			await (
				await post(b.url, '/v1/messages', mainBody('x', {thinking: {type: 'adaptive', display: 'omitted'}}))
			).text(),
		);
		expect(TYPES_OF(omitted)).not.toContain('delta:thinking_delta');
		expect(reassemble(omitted).blocks[0]).toMatchObject({
			type: 'thinking',
			thinking: '',
			signature: expect.any(String),
		});
		const disabled = reassemble(
			parseSse(await (await post(b.url, '/v1/messages', mainBody('y', {thinking: undefined}))).text()),
		);
		expect(disabled.blocks).toEqual([{type: 'text', text: 'b'}]);
		expect(b.requests[0]?.body).toMatchObject({thinking: {display: 'omitted'}});
	});
});

describe('non-streaming /v1/messages', () => {
	it('answers with the whole message as JSON', async () => {
		const b = await start(scenario([turn(thinking('hmm'), text('Hello'), toolUse('Read', {file_path: 'a.txt'}))]));
		const res = await post(b.url, '/v1/messages', mainBody('go', {stream: false}));
		expect(res.headers.get('content-type')).toBe('application/json');
		const message = (await res.json()) as Record<string, unknown>;
		expect(message).toMatchObject({
			type: 'message',
			role: 'assistant',
			model: 'claude-opus-5-5',
			stop_reason: 'tool_use',
			content: [
				{type: 'thinking', thinking: 'hmm'},
				{type: 'text', text: 'Hello'},
				{type: 'tool_use', name: 'Read', input: {file_path: 'a.txt'}},
			],
			usage: {input_tokens: expect.any(Number), output_tokens: expect.any(Number)},
		});
		expect(b.requests[0]).toMatchObject({kind: 'main', stream: false, turn: 0, consumed: true, outcome: 'ok'});
	});
});

describe('side requests', () => {
	it('never consume scripted turns', async () => {
		const b = await start(scenario([turn(text('the real turn'))]));
		const probe = (await (await post(b.url, '/v1/messages?beta=true', probeBody())).json()) as {
			content: unknown;
			model: string;
		};
		expect(probe).toMatchObject({content: [{type: 'text', text: 'Hi'}], model: 'claude-sonnet-4-5'});
		const count = (await (
			await post(b.url, '/v1/messages/count_tokens?beta=true', {
				model: 'claude-haiku-5-5',
				messages: [{role: 'user', content: 'foo bar'}],
			})
		).json()) as {input_tokens: number};
		expect(count.input_tokens).toBeGreaterThan(0);
		const title = await post(b.url, '/v1/messages', {
			model: 'claude-haiku-5-5',
			max_tokens: 512,
			messages: [{role: 'user', content: 'name this'}],
		});
		expect(title.status).toBe(200);
		const compact = mainBody('', {
			messages: [
				{
					role: 'user',
					content:
						'CRITICAL: Respond with TEXT ONLY.\n\nYour task is to create a detailed summary of the conversation so far',
				},
			],
		});
		const summary = reassemble(parseSse(await (await post(b.url, '/v1/messages', compact)).text()));
		expect(summary.blocks[0]?.['text']).toMatch(/<summary>[\s\S]*<\/summary>/);

		expect(b.remaining()).toBe(1);
		expect(b.requests.map(r => r.side)).toEqual(['probe', 'count_tokens', 'title', 'compact']);
		expect(b.requests.every(r => r.kind === 'side' && !r.consumed)).toBe(true);
		const real = reassemble(parseSse(await (await post(b.url, '/v1/messages', mainBody('go'))).text()));
		expect(real.blocks).toEqual([{type: 'text', text: 'the real turn'}]);
	});

	it('answers models, HEAD probes and unknown routes without hanging', async () => {
		const b = await start(scenario([]));
		const models = (await (await fetch(`${b.url}/v1/models`)).json()) as {data: Array<{id: string}>};
		expect(models.data.map(m => m.id)).toContain('claude-opus-5-5');
		expect((await fetch(`${b.url}/v1/models/claude-opus-5-5`)).status).toBe(200);
		expect((await fetch(`${b.url}/`, {method: 'HEAD'})).status).toBe(200);
		expect((await fetch(`${b.url}/api/hello`, {method: 'HEAD'})).status).toBe(200);
		const missing = await fetch(`${b.url}/v1/nope`);
		expect(missing.status).toBe(404);
		expect(await missing.json()).toMatchObject({type: 'error', error: {type: 'not_found_error'}});
		expect(b.requests.map(r => `${r.method} ${r.path} ${r.status}`)).toEqual([
			'GET /v1/models 200',
			'GET /v1/models/claude-opus-5-5 200',
			'HEAD / 200',
			'HEAD /api/hello 200',
			'GET /v1/nope 404',
		]);
	});
});

describe('errors', () => {
	it('fails the first attempts of a turn, then serves it', async () => {
		const b = await start(
			scenario([turn({errors: [{status: 529}, {status: 500, message: 'boom'}]}, text('after retry'))]),
		);
		const first = await post(b.url, '/v1/messages', mainBody('go'));
		expect(first.status).toBe(529);
		expect(await first.json()).toMatchObject({type: 'error', error: {type: 'overloaded_error', message: 'Overloaded'}});
		const second = await post(b.url, '/v1/messages', mainBody('go'));
		expect(second.status).toBe(500);
		expect(await second.json()).toMatchObject({error: {type: 'api_error', message: 'boom'}});
		expect(b.remaining()).toBe(1);
		const third = reassemble(parseSse(await (await post(b.url, '/v1/messages', mainBody('go'))).text()));
		expect(third.blocks).toEqual([{type: 'text', text: 'after retry'}]);
		expect(b.requests.map(r => [r.status, r.turn, r.consumed])).toEqual([
			[529, 0, false],
			[500, 0, false],
			[200, 0, true],
		]);
		expect(b.mainRequests()).toHaveLength(1);
	});

	it('repeats an error for retries of one request and moves on for a new one', async () => {
		const b = await start(scenario([failingTurn({status: 500}), turn(text('next'))]));
		for (let i = 0; i < 3; i++) expect((await post(b.url, '/v1/messages', mainBody('same'))).status).toBe(500);
		const after = reassemble(parseSse(await (await post(b.url, '/v1/messages', mainBody('different'))).text()));
		expect(after.blocks).toEqual([{type: 'text', text: 'next'}]);
		expect(b.remaining()).toBe(0);
	});

	it('breaks the stream after N deltas, then serves the retry', async () => {
		const b = await start(scenario([turn({streamErrorAfterDeltas: 3}, text('abcdefghijkl', {chunkSize: 2}))]));
		const raw = await (await post(b.url, '/v1/messages', mainBody('go'))).text();
		const events = parseSse(raw);
		expect(TYPES_OF(events)).toEqual([
			'message_start',
			'ping',
			'content_block_start',
			'delta:text_delta',
			'delta:text_delta',
			'delta:text_delta',
			'error',
		]);
		expect(events.at(-1)?.data).toEqual({type: 'error', error: {type: 'overloaded_error', message: 'Overloaded'}});
		expect(b.requests[0]).toMatchObject({outcome: 'stream-error', consumed: false});
		// The CLI retries without streaming.
		const retry = (await (
			await post(b.url, '/v1/messages', mainBody('go', {stream: false, max_tokens: 64000}))
		).json()) as {content: unknown};
		expect(retry.content).toEqual([{type: 'text', text: 'abcdefghijkl'}]);
		expect(b.requests[1]).toMatchObject({outcome: 'ok', consumed: true, turn: 0});
	});
});

describe('odd clients', () => {
	it('rejects a body without messages with 400 and keeps the turn', async () => {
		const b = await start(scenario([turn(text('kept'))]));
		const res = await fetch(`${b.url}/v1/messages`, {method: 'POST', body: '{not json'});
		expect(res.status).toBe(400);
		expect(await res.json()).toMatchObject({type: 'error', error: {type: 'invalid_request_error'}});
		expect(b.remaining()).toBe(1);
	});

	it('stops streaming when the client goes away; the turn counts as used', async () => {
		const b = await start(scenario([turn(text('x'.repeat(200), {chunkSize: 1, delayMs: 10})), turn(text('next'))]), 1);
		const abort = new AbortController();
		const res = await fetch(`${b.url}/v1/messages`, {
			method: 'POST',
			body: JSON.stringify(mainBody('go')),
			signal: abort.signal,
		});
		const reader = res.body?.getReader();
		await reader?.read();
		abort.abort();
		await expect.poll(() => b.requests[0]?.outcome, {timeout: 3000}).toBe('aborted');
		const next = reassemble(parseSse(await (await post(b.url, '/v1/messages', mainBody('again'))).text()));
		expect(next.blocks).toEqual([{type: 'text', text: 'next'}]);
	});
});

describe('script bookkeeping', () => {
	it('says "(script finished)" once the turns run out, streaming or not', async () => {
		const b = await start(scenario([turn(text('only'))]));
		await (await post(b.url, '/v1/messages', mainBody('1'))).text();
		const streamed = reassemble(parseSse(await (await post(b.url, '/v1/messages', mainBody('2'))).text()));
		expect(streamed).toMatchObject({stopReason: 'end_turn', blocks: [{type: 'text', text: '(script finished)'}]});
		const plain = (await (await post(b.url, '/v1/messages', subagentBody('3', {stream: false}))).json()) as {
			content: unknown;
		};
		expect(plain.content).toEqual([{type: 'text', text: '(script finished)'}]);
		expect(b.requests.map(r => r.outcome)).toEqual(['ok', 'script-finished', 'script-finished']);
		expect(b.mainRequests()).toHaveLength(1);
	});

	it('serves subagent requests from their own track', async () => {
		const b = await start(
			scenario([turn(text('main 1')), subagentTurn(text('sub 1')), turn(text('main 2')), subagentTurn(text('sub 2'))]),
		);
		const say = async (body: Record<string, unknown>): Promise<unknown> =>
			reassemble(parseSse(await (await post(b.url, '/v1/messages', body)).text())).blocks[0]?.['text'];
		expect(await say(subagentBody('a'))).toBe('sub 1');
		expect(await say(mainBody('b'))).toBe('main 1');
		expect(await say(subagentBody('c'))).toBe('sub 2');
		expect(await say(mainBody('d'))).toBe('main 2');
		expect(b.subagentRequests().map(r => r.turn)).toEqual([1, 3]);
		expect(b.mainRequests().map(r => r.turn)).toEqual([0, 2]);
	});

	it('records expect checks without failing the response', async () => {
		const b = await start(
			scenario([
				turn({expect: {lastUserTextIncludes: 'do not delete'}}, text('ok')),
				turn({expect: {toolResultIncludes: 'created', systemIncludes: 'Claude agent'}}, text('ok')),
			]),
		);
		expect((await post(b.url, '/v1/messages', mainBody('please do not delete build/'))).status).toBe(200);
		const toolResult = {
			role: 'user',
			content: [{type: 'tool_result', tool_use_id: 'toolu_1', content: 'nothing here'}],
		};
		expect(
			(await post(b.url, '/v1/messages', mainBody('', {messages: [toolResult, {role: 'system', content: 'env'}]})))
				.status,
		).toBe(200);
		expect(b.requests[0]).toMatchObject({expectPassed: true, expect: [{check: 'lastUserTextIncludes', passed: true}]});
		expect(b.requests[1]?.expectPassed).toBe(false);
		expect(b.requests[1]?.expect).toEqual([
			{check: 'toolResultIncludes', expected: 'created', passed: false},
			{check: 'systemIncludes', expected: 'Claude agent', passed: true},
		]);
	});

	it('records method, path, query, kept headers and the parsed body', async () => {
		const b = await start(scenario([turn(text('x'))]));
		await (await post(b.url, '/v1/messages?beta=true', mainBody('hello'))).text();
		await b.waitForRequests(1);
		const [record] = b.requests;
		expect(record).toMatchObject({
			seq: 1,
			method: 'POST',
			path: '/v1/messages',
			query: '?beta=true',
			kind: 'main',
			turn: 0,
			status: 200,
			stream: true,
		});
		expect(record?.headers['content-type']).toBe('application/json');
		expect(record?.headers['x-api-key']).toBeUndefined();
		// Which credential came, as a fingerprint: a proxy in between can be checked to pass it on unchanged.
		expect(record?.credential).toBe(credentialFingerprint('sk-ant-test'));
		expect(JSON.stringify(record)).not.toContain('sk-ant-test');
		expect(record?.body).toMatchObject({messages: [{role: 'user'}]});
		await expect(b.waitForRequests(2, 50)).rejects.toThrow(/waited 50 ms for 2 answered requests, got 1/);
	});
});

describe('binding', () => {
	it('listens on 127.0.0.1 only and refuses any other host', async () => {
		const b = await start(scenario([]));
		expect(b.url).toBe(`http://127.0.0.1:${b.port}`);
		await expect(startBackend({scenario: scenario([]), host: '0.0.0.0' as '127.0.0.1'})).rejects.toThrow(
			/only 127\.0\.0\.1/,
		);
		await expect(startBackend({scenario: scenario([]), host: 'localhost' as '127.0.0.1'})).rejects.toThrow(
			/refusing to bind localhost/,
		);
	});

	it('validates the scenario it is given', async () => {
		const bad = {turns: [{blocks: [{type: 'nope'}]}]} as unknown as Scenario;
		await expect(startBackend({scenario: bad})).rejects.toThrow(
			'scenario: turns[0].blocks[0].type: expected one of thinking|text|tool_use',
		);
	});
});
