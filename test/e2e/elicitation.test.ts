/**
 * An MCP elicitation end to end: the real claude 2.1.330 runs an MCP server
 * (test/fixtures/mcp/elicit-server.mjs) whose tool asks the client for a form; cctui shows the form,
 * the person fills it in and submits, and what the server received comes back as the tool result
 * in the next API request.
 */
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {build} from '../../src/backend/index.js';
import {ownFixturesDir} from '../helpers/fixtures.js';
import {KEY} from '../helpers/keys.js';
import {tick, waitFor} from '../helpers/wait-for.js';
import {runCctui, type Run} from './harness.js';

const {scenario, turn, text, toolUse} = build;

let run: Run | undefined;
let logDir: string | undefined;
afterEach(async () => {
	await run?.stop();
	run = undefined;
	if (logDir) rmSync(logDir, {recursive: true, force: true});
	logDir = undefined;
});

const config = JSON.stringify({
	mcpServers: {asker: {command: process.execPath, args: [path.join(ownFixturesDir, 'mcp/elicit-server.mjs')]}},
});

/** The text of the tool results in the last request the backend got. */
function toolResults(current: Run): string[] {
	const body = current.backend.mainRequests().at(-1)?.body as {messages: Array<{role: string; content: unknown}>};
	return body.messages.flatMap(message =>
		Array.isArray(message.content)
			? (message.content as Array<{type: string; content?: Array<{text?: string}>}>)
					.filter(block => block.type === 'tool_result')
					.flatMap(block => (block.content ?? []).map(part => part.text ?? ''))
			: [],
	);
}

describe('MCP elicitation with the real claude', () => {
	it('the form is filled in and submitted; the server gets the typed content', async () => {
		logDir = mkdtempSync(path.join(tmpdir(), 'cctui-elicit-'));
		const log = path.join(logDir, 'server.jsonl');
		run = await runCctui(scenario([turn(toolUse('mcp__asker__ask', {})), turn(text('Thanks, Ada.'))]), {
			args: ['ask me', '--', '--mcp-config', config],
			env: {ELICIT_LOG: log},
		});
		// claude asks to use the MCP tool first.
		await run.answer('1');
		await run.pty.waitForText('MCP server asker asks', 30_000);
		await run.pty.waitForText('Who are you?');
		await tick(800); // past the key gate's quiet time
		for (const key of ['A', 'd', 'a', '\t', '3', '6', '\t', ' ', '\t', KEY.right, KEY.right, KEY.enter]) {
			run.pty.write(key);
			await tick(50);
		}
		await run.pty.waitForText('Thanks, Ada.', 30_000);
		expect(run.pty.scrollback()).toContain(
			'MCP server asker asked "Who are you?": accepted, sent name, age, subscribe, colour.',
		);
		expect(toolResults(run).map(result => JSON.parse(result) as unknown)).toEqual([
			{action: 'accept', content: {name: 'Ada', age: 36, subscribe: true, colour: 'green'}},
		]);
		// claude told the server it can ask, in both modes (docs/CLI-FINDINGS.md).
		const initialize = readFileSync(log, 'utf8')
			.trim()
			.split('\n')
			.map(line => JSON.parse(line) as {method?: string; params?: {capabilities?: unknown}})
			.find(message => message.method === 'initialize');
		expect(initialize?.params?.capabilities).toMatchObject({elicitation: {form: {}, url: {}}});
	}, 120_000);

	it('a URL to open: Enter accepts, and when the server says the step is done, the transcript says so', async () => {
		const record = path.join((logDir = mkdtempSync(path.join(tmpdir(), 'cctui-elicit-'))), 'run.jsonl');
		run = await runCctui(scenario([turn(toolUse('mcp__asker__ask', {})), turn(text('Signed in.'))]), {
			args: ['--record', record, 'sign me in', '--', '--mcp-config', config],
			env: {ELICIT_URL: 'https://auth.example.com/login'},
		});
		await run.answer('1');
		await run.pty.waitForText('https://auth.example.com/login', 30_000);
		await tick(800); // past the key gate's quiet time
		run.pty.write(KEY.enter);
		await run.pty.waitForText('Signed in.', 30_000);
		await run.pty.waitForText('asker: what it asked you to do in the browser is done', 10_000);
		const frames = readFileSync(record, 'utf8')
			.trim()
			.split('\n')
			.map(line => JSON.parse(line) as {dir: string; msg: Record<string, unknown>});
		expect(frames).toContainEqual(
			expect.objectContaining({
				dir: 'out',
				msg: expect.objectContaining({type: 'system', subtype: 'elicitation_complete', mcp_server_name: 'asker'}),
			}),
		);
		expect(toolResults(run).map(result => JSON.parse(result) as unknown)).toEqual([{action: 'accept'}]);
	}, 120_000);

	it('Ctrl+C while the form is open interrupts: claude withdraws the form and cancels it itself; the session goes on', async () => {
		logDir = mkdtempSync(path.join(tmpdir(), 'cctui-elicit-'));
		const log = path.join(logDir, 'server.jsonl');
		const record = path.join(logDir, 'run.jsonl');
		run = await runCctui(scenario([turn(toolUse('mcp__asker__ask', {})), turn(text('Still here.'))]), {
			args: ['--record', record, 'ask me', '--', '--mcp-config', config],
			env: {ELICIT_LOG: log},
		});
		await run.answer('1');
		await run.pty.waitForText('MCP server asker asks', 30_000);
		run.pty.write(KEY.ctrlC);
		await waitFor(() => !run!.pty.screen().includes('MCP server asker asks'), {timeoutMs: 30_000});
		await run.typeLine('again');
		await run.pty.waitForText('Still here.', 30_000);
		const frames = readFileSync(record, 'utf8')
			.trim()
			.split('\n')
			.map(line => JSON.parse(line) as {dir: string; msg: Record<string, unknown>});
		const asked = frames.find(frame => (frame.msg['request'] as {subtype?: string})?.subtype === 'elicitation');
		const id = asked?.msg['request_id'];
		expect(id).toBeDefined();
		expect(frames).toContainEqual(
			expect.objectContaining({dir: 'out', msg: {type: 'control_cancel_request', request_id: id}}),
		);
		// cctui did not answer a request claude withdrew; claude told the server itself.
		expect(frames.filter(frame => (frame.msg['response'] as {request_id?: string})?.request_id === id)).toEqual([]);
		expect(readFileSync(log, 'utf8')).toContain('{"result":{"action":"cancel"}');
	}, 120_000);
});
