/**
 * Compatibility smoke test: cctui in a pty driving one installed claude (CCTUI_COMPAT_CLAUDE) against
 * the scripted backend: thinking, then a Bash call that asks, answered with `y`, then the answer.
 * Only `npm run compat` (scripts/compat.mjs) runs it: the vitest `compat` project exists only when
 * CCTUI_COMPAT_CLAUDE is set. Each check is recorded on its own (CCTUI_COMPAT_RESULT, JSON) so the
 * table says which part broke, not just that something did.
 */
import {existsSync, rmdirSync, rmSync, writeFileSync} from 'node:fs';
import {createServer, request, type IncomingHttpHeaders} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {afterEach, expect, it} from 'vitest';
import {build, type RecordedRequest} from '../../src/backend/index.js';
import {thinkingMode} from '../../src/backend/request-info.js';
import {tick} from '../helpers/wait-for.js';
import {lastUserText, runCctui, type Run} from '../e2e/harness.js';

const {scenario, turn, thinking, text, toolUse} = build;

const CLAUDE = process.env['CCTUI_COMPAT_CLAUDE'] ?? '';
const RESULT_FILE = process.env['CCTUI_COMPAT_RESULT'];
const RECORD_FILE = process.env['CCTUI_COMPAT_RECORD'];

const THOUGHT = 'First I consider what is being asked and which facts I need. '.repeat(8);
const ANSWER = 'The marker is in place.';
// cctui gives up on its own control requests (initialize, …) after 15 s; stay up past that so a missing answer shows.
const REQUEST_TIMEOUT_MS = 15_000;
// Lines that mean cctui could not follow this claude; they are reported verbatim.
const PROBLEM = /Unreadable|did not answer .* in time/;
// Other notices worth a note in the table (errors, warnings, a claude that stopped).
const NOTICE = /error|Error|warning|Warning|exited|not running|denied|Denied|unknown|Unknown|not supported/;

interface CompatResult {
	claude: string;
	/** What the first main request asked for: full (text streams), omitted (signature only) or off. */
	thinkingRequested: 'full' | 'omitted' | 'off' | 'no request';
	/** Thinking text was on screen before the tool line and before the turn ended. */
	thinkingStreamed: boolean;
	/** The permission prompt came up, `y` was pressed, and the tool went ahead. */
	promptAnswered: boolean;
	/** marker.txt exists and the model got a non-error tool result. */
	toolRan: boolean;
	answerShown: boolean;
	/** Exact screen lines matching PROBLEM. */
	problems: string[];
	/** Other notices and where the flow stopped. */
	notes: string[];
	/** What the backend received, one line each: to tell a CLI problem from a cctui one. */
	requests: string[];
	screen: string;
}

let run: Run | undefined;
let filter: WarmupFilter | undefined;
afterEach(async () => {
	if (run) removeStrayTasksDir(run.workDir);
	await run?.stop();
	await filter?.close();
	run = undefined;
	filter = undefined;
});

/** claude 2.1.53 keeps Bash task output in /tmp/claude-<uid>/<cwd slug>/ whatever TMPDIR says: remove this run's. */
function removeStrayTasksDir(workDir: string): void {
	const parent = path.join('/tmp', `claude-${process.getuid?.() ?? 0}`);
	rmSync(path.join(parent, workDir.replace(/[^A-Za-z0-9]/g, '-')), {recursive: true, force: true});
	try {
		rmdirSync(parent); // only if nothing else is in it
	} catch {
		// not empty, or not there
	}
}

interface WarmupFilter {
	readonly url: string;
	/** What it kept off the script, e.g. "3 subagent warmups". */
	kept(): string[];
	close(): Promise<void>;
}

type Body = {messages?: Array<{role?: string; content?: unknown}>; tools?: unknown[]; max_tokens?: number};

function userText(body: Body): string {
	const last = body.messages?.at(-1);
	if (last?.role !== 'user') return '';
	if (typeof last.content === 'string') return last.content;
	return Array.isArray(last.content) ? last.content.map(part => (part as {text?: unknown}).text ?? '').join('') : '';
}

/** Older CLIs' own calls, which the scripted backend (made for 2.1.330) would take for main-loop turns. */
function internalCall(body: Body): {kind: string; rewrite: Partial<Body>} | undefined {
	const text = userText(body);
	// A "Warmup" request per built-in subagent at start (2.0.x–2.1.x), tools and all, without cc_is_subagent.
	if (text === 'Warmup') return {kind: 'subagent warmup', rewrite: {tools: [], max_tokens: 1}};
	// The main loop always sends tools; a tool-less call with a large max_tokens is one of the CLI's own
	// (before 2.1.x: Bash prefix detection, file paths in a command's output): cap it so it is a side call.
	if ((body.tools?.length ?? 0) === 0 && (body.max_tokens ?? 0) > 8192) {
		const kind = text.includes('<policy_spec>')
			? 'Bash prefix detection'
			: text.startsWith('Command:')
				? 'Bash output paths'
				: 'tool-less utility call';
		return {kind, rewrite: {max_tokens: 8192}};
	}
	return undefined;
}

/**
 * A loopback pass-through in front of the backend that makes those calls side requests (a tool-less
 * 1-token probe, or a small utility call), which the backend answers without using a turn; every other
 * request goes through untouched.
 */
async function startWarmupFilter(target: Promise<string>): Promise<WarmupFilter> {
	const kept = new Map<string, number>();
	const server = createServer((req, res) => {
		const chunks: Buffer[] = [];
		req.on('data', (chunk: Buffer) => chunks.push(chunk));
		req.on('end', () => {
			let body = Buffer.concat(chunks);
			try {
				const parsed = JSON.parse(body.toString('utf8')) as Body;
				const internal = internalCall(parsed);
				if (internal) {
					kept.set(internal.kind, (kept.get(internal.kind) ?? 0) + 1);
					body = Buffer.from(JSON.stringify({...parsed, ...internal.rewrite}));
				}
			} catch {
				// not JSON (GET, HEAD): pass it on as it is
			}
			void target.then(base => {
				const url = new URL(base);
				const headers: IncomingHttpHeaders = {...req.headers, host: url.host, 'content-length': String(body.length)};
				delete headers['transfer-encoding'];
				const upstream = request(
					{hostname: url.hostname, port: url.port, path: req.url, method: req.method, headers},
					answer => {
						res.writeHead(answer.statusCode ?? 502, answer.headers);
						answer.pipe(res);
					},
				);
				upstream.on('error', error => res.writeHead(502).end(error.message));
				upstream.end(body);
			});
		});
	});
	await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
	return {
		url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
		kept: () => [...kept].map(([kind, count]) => `${count} ${kind}`),
		close: () => new Promise(resolve => server.close(() => resolve())),
	};
}

function describeRequest(request: RecordedRequest): string {
	const body = (request.body ?? {}) as {max_tokens?: number; tools?: unknown[]; thinking?: unknown};
	const turn = request.turn === undefined ? '' : ` turn ${request.turn}`;
	return `${request.method} ${request.path} ${request.side ?? request.kind}${turn} → ${request.status} ${request.outcome} · max_tokens ${body.max_tokens ?? '-'} · ${body.tools?.length ?? 0} tools · thinking ${JSON.stringify(body.thinking ?? null)}`;
}

const lines = (screen: string, pattern: RegExp): string[] => [
	...new Set(
		screen
			.split('\n')
			.map(line => line.trim())
			.filter(line => pattern.test(line)),
	),
];

it('thinking streams, y answers the Bash prompt, the tool runs, the answer shows', async () => {
	expect(CLAUDE, 'CCTUI_COMPAT_CLAUDE').not.toBe('');
	const result: CompatResult = {
		claude: CLAUDE,
		thinkingRequested: 'no request',
		thinkingStreamed: false,
		promptAnswered: false,
		toolRan: false,
		answerShown: false,
		problems: [],
		notes: [],
		requests: [],
		screen: '',
	};
	const started = Date.now();
	const touch = toolUse('Bash', {command: 'touch marker.txt', description: 'Create marker.txt'});
	let setTarget: (url: string) => void = () => undefined;
	filter = await startWarmupFilter(new Promise<string>(resolve => (setTarget = resolve)));
	run = await runCctui(scenario([turn(thinking(THOUGHT, {chunkSize: 6, delayMs: 40}), touch), turn(text(ANSWER))]), {
		claude: CLAUDE,
		args: [...(RECORD_FILE ? ['--record', RECORD_FILE] : []), 'make a marker'],
		// Belt and braces for older CLIs (the harness already sets CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC): nothing may leave loopback.
		env: {
			ANTHROPIC_BASE_URL: filter.url,
			DISABLE_TELEMETRY: '1',
			DISABLE_ERROR_REPORTING: '1',
			DISABLE_BUG_COMMAND: '1',
		},
	});
	setTarget(run.backend.url);
	const {pty, backend, workDir} = run;
	const marker = path.join(workDir, 'marker.txt');
	const step = async (what: string, body: () => Promise<void>): Promise<boolean> => {
		try {
			await body();
			return true;
		} catch (error) {
			result.notes.push(`${what}: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`);
			return false;
		}
	};
	try {
		// Thinking streams for ~3 s before the tool call: its text must show first, while the turn still runs.
		await step('waiting for the turn', () =>
			pty.waitForText(/First I consider|touch marker\.txt|Done · |Turn ended/, 60_000),
		);
		const body = backend.mainRequests()[0]?.body;
		if (body !== undefined) result.thinkingRequested = thinkingMode(body);
		const screen = pty.scrollback();
		result.thinkingStreamed =
			screen.includes('First I consider') && !screen.includes('touch marker.txt') && !/Done · |Turn ended/.test(screen);

		const asked = await step('permission prompt', async () => {
			await pty.waitForText('touch marker.txt', 30_000);
			if (existsSync(marker)) throw new Error('marker.txt existed before any answer: the tool ran without asking');
			await run!.answer('y');
		});
		await step('answer', () => pty.waitForText(new RegExp(`${ANSWER.replace('.', '\\.')}|Turn ended|Done · `), 60_000));
		// The answer streams right after the tool; give a late one a moment before judging.
		await step('answer text', () => pty.waitForText(ANSWER, 3000));
		const toolResult = lastUserText(backend);
		const toolResultOk = toolResult.includes('tool_result') && !toolResult.includes('"is_error":true');
		result.toolRan = existsSync(marker) && toolResultOk;
		result.promptAnswered = asked && existsSync(marker);
		result.answerShown = pty.scrollback().includes(ANSWER);
		if (existsSync(marker) && !toolResultOk) result.notes.push(`tool result: ${toolResult.slice(0, 200)}`);
		if (!/Thought for|First I consider/.test(pty.scrollback()) && result.thinkingRequested === 'full')
			result.notes.push('thinking never shown');

		const wait = started + REQUEST_TIMEOUT_MS + 2000 - Date.now();
		if (wait > 0) await tick(wait);
		await pty.settle().catch(() => undefined);
	} finally {
		result.screen = pty.scrollback();
		result.requests = backend.requests.map(describeRequest);
		if (filter.kept().length > 0) result.notes.push(`kept off the script: ${filter.kept().join(', ')}`);
		result.problems = lines(result.screen, PROBLEM);
		result.notes.push(...lines(result.screen, NOTICE).filter(line => !PROBLEM.test(line)));
		if (RESULT_FILE) writeFileSync(RESULT_FILE, `${JSON.stringify(result, null, '\t')}\n`);
	}

	if (result.thinkingRequested === 'full') expect(result.thinkingStreamed, 'thinking streamed').toBe(true);
	expect(result.promptAnswered, 'prompt answered by key').toBe(true);
	expect(result.toolRan, 'tool ran').toBe(true);
	expect(result.answerShown, 'answer shown').toBe(true);
	expect(result.problems).toEqual([]);
});
