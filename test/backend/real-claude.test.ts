import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {
	DEMO_CLAUDE_ARGS,
	DEMO_CLAUDE_ENV,
	DEMO_FILE,
	demoScenario,
	startBackend,
	type Backend,
	type Scenario,
} from '../../src/backend/index.js';
import {failingTurn, scenario, text, thinking, toolUse, turn} from '../../src/backend/builders.js';
import {childEnv} from '../../src/cli/main.js';
import {
	allowResponse,
	canUseTool,
	startRealClaude,
	type ControlRequest,
	type Frame,
	type RealClaude,
	type RealClaudeOptions,
} from '../helpers/real-claude.js';

// The real `claude` binary (devDependency) against the scripted backend on loopback.

let backend: Backend | undefined;
let claude: RealClaude | undefined;

async function launch(
	s: Scenario,
	options: Omit<RealClaudeOptions, 'baseUrl'> = {},
	timeScale = 0,
): Promise<{backend: Backend; claude: RealClaude}> {
	backend = await startBackend({scenario: s, timeScale});
	claude = await startRealClaude({baseUrl: backend.url, ...options});
	return {backend, claude};
}

afterEach(async () => {
	await claude?.stop();
	await backend?.close();
	claude = undefined;
	backend = undefined;
});

const streamDeltas = (frames: Frame[], type: string): string[] =>
	frames.flatMap(frame => {
		const event = frame['event'] as {type?: string; delta?: Record<string, string>} | undefined;
		return frame.type === 'stream_event' && event?.type === 'content_block_delta' && event.delta?.['type'] === type
			? [Object.values(event.delta)[1] ?? '']
			: [];
	});

const toolResults = (
	frames: Frame[],
): Array<{tool_use_id: string; content: unknown; is_error?: boolean; parent: unknown}> =>
	frames.flatMap(frame => {
		const content = (frame['message'] as {content?: unknown} | undefined)?.content;
		if (frame.type !== 'user' || !Array.isArray(content)) return [];
		return content
			.filter((block: {type?: string}) => block.type === 'tool_result')
			.map(block => ({...block, parent: frame['parent_tool_use_id']}));
	});

describe('real claude CLI', () => {
	it('streams thinking and text deltas and ends with success', async () => {
		const {backend, claude} = await launch(
			scenario([
				turn(
					thinking('Two plus two is a small sum; it is four.', {chunkSize: 6}),
					text('2 + 2 = **4**.', {chunkSize: 4}),
				),
			]),
			{},
			0.2,
		);
		claude.sendUser('What is 2 + 2?');
		const result = await claude.waitForResult(20_000);
		expect(result).toMatchObject({subtype: 'success', is_error: false, result: '2 + 2 = **4**.', num_turns: 1});
		const thinkingDeltas = streamDeltas(claude.frames, 'thinking_delta');
		expect(thinkingDeltas.length).toBeGreaterThanOrEqual(7);
		expect(thinkingDeltas.join('')).toBe('Two plus two is a small sum; it is four.');
		expect(streamDeltas(claude.frames, 'text_delta').join('')).toBe('2 + 2 = **4**.');
		const [request] = backend.mainRequests();
		expect(request?.body).toMatchObject({stream: true, thinking: {type: 'adaptive', display: 'updates'}});
		expect(request?.query).toBe('?beta=true');
	}, 30_000);

	it('asks before running a writing Bash command and runs it once allowed', async () => {
		const {backend, claude} = await launch(
			scenario([
				turn(toolUse('Bash', {command: 'touch marker.txt && echo created', description: 'Create a marker file'})),
				turn({expect: {toolResultIncludes: 'created'}}, text('Done.')),
			]),
		);
		claude.sendUser('make a marker');
		const prompt = (await claude.waitFor(canUseTool('Bash'), 20_000)) as ControlRequest;
		expect(prompt.request.input).toEqual({
			command: 'touch marker.txt && echo created',
			description: 'Create a marker file',
		});
		expect(existsSync(join(claude.cwd, 'marker.txt'))).toBe(false);
		claude.respond(prompt.request_id, allowResponse(prompt));
		expect(await claude.waitForResult(20_000)).toMatchObject({is_error: false, num_turns: 2});
		expect(existsSync(join(claude.cwd, 'marker.txt'))).toBe(true);
		expect(backend.mainRequests()[1]?.expectPassed).toBe(true);
	}, 30_000);

	it('shows the model the host deny message', async () => {
		const {backend, claude} = await launch(
			scenario([
				turn(toolUse('Bash', {command: 'rm -rf build', description: 'Clean'})),
				turn({expect: {toolResultIncludes: 'do not delete build/'}}, text('Understood.')),
			]),
		);
		claude.sendUser('clean up');
		const prompt = (await claude.waitFor(canUseTool('Bash'), 20_000)) as ControlRequest;
		claude.respond(prompt.request_id, {
			behavior: 'deny',
			message: 'User declined: do not delete build/',
			toolUseID: prompt.request.tool_use_id,
		});
		expect(await claude.waitForResult(20_000)).toMatchObject({is_error: false, result: 'Understood.'});
		expect(backend.mainRequests()[1]?.expect).toEqual([
			{check: 'toolResultIncludes', expected: 'do not delete build/', passed: true},
		]);
	}, 30_000);

	it('retries 529 responses (system/api_retry) and then succeeds', async () => {
		const {backend, claude} = await launch(
			scenario([turn({errors: [{status: 529}, {status: 529}]}, text('after retry'))]),
			{maxRetries: 2},
		);
		claude.sendUser('hi');
		expect(await claude.waitForResult(25_000)).toMatchObject({is_error: false, result: 'after retry'});
		const retries = claude.frames.filter(frame => frame.subtype === 'api_retry');
		expect(retries).toMatchObject([
			{attempt: 1, error_status: 529, error: 'overloaded'},
			{attempt: 2, error_status: 529, error: 'overloaded'},
		]);
		expect(backend.requests.map(r => r.status)).toEqual([529, 529, 200]);
	}, 30_000);

	it('recovers from a stream that breaks mid-message with a non-streaming retry', async () => {
		const {backend, claude} = await launch(
			scenario([turn({streamErrorAfterDeltas: 3}, text('partial, then the whole answer', {chunkSize: 4}))]),
		);
		claude.sendUser('hi');
		expect(await claude.waitForResult(25_000)).toMatchObject({
			is_error: false,
			result: 'partial, then the whole answer',
		});
		expect(streamDeltas(claude.frames, 'text_delta')).toEqual(['part', 'ial,', ' the']);
		expect(backend.requests.map(r => [r.stream, r.outcome])).toEqual([
			[true, 'stream-error'],
			[false, 'ok'],
		]);
	}, 30_000);

	it('gives up on a turn that keeps failing with 500 and reports is_error', async () => {
		const {backend, claude} = await launch(scenario([failingTurn({status: 500, message: 'boom'})]), {maxRetries: 1});
		claude.sendUser('hi');
		const result = await claude.waitForResult(25_000);
		expect(result).toMatchObject({
			subtype: 'success',
			is_error: true,
			api_error_status: 500,
			terminal_reason: 'api_error',
		});
		expect(backend.requests.map(r => r.status)).toEqual([500, 500]);
		expect(backend.mainRequests()).toHaveLength(0);
	}, 30_000);

	it('plays the whole demo: plan mode, questions, todos, three prompts and a subagent', async () => {
		const prompts: string[] = [];
		const answer = (request: ControlRequest): unknown => {
			if (request.request.subtype !== 'can_use_tool') return undefined;
			prompts.push(request.request.tool_name ?? '?');
			if (request.request.tool_name !== 'AskUserQuestion') return allowResponse(request);
			const questions = request.request.input?.['questions'] as Array<{
				question: string;
				multiSelect: boolean;
				options: Array<{label: string}>;
			}>;
			const answers = Object.fromEntries(
				questions.map(q => [
					q.question,
					q.multiSelect
						? q.options
								.map(o => o.label)
								.slice(0, 2)
								.join(', ')
						: (q.options[0]?.label ?? ''),
				]),
			);
			return allowResponse(request, {...request.request.input, answers});
		};
		const {backend, claude} = await launch(demoScenario(), {
			args: [...DEMO_CLAUDE_ARGS],
			env: {...DEMO_CLAUDE_ENV},
			onControlRequest: answer,
		});
		claude.sendUser('show me what you can do');
		const result = await claude.waitForResult(40_000);
		expect(result).toMatchObject({subtype: 'success', is_error: false});
		expect(String(result['result'])).toContain('hello-cctui');

		expect(prompts).toEqual(['AskUserQuestion', 'ExitPlanMode', 'Bash', 'Write', 'Edit']);
		expect(readFileSync(join(claude.cwd, DEMO_FILE), 'utf8')).toContain('Welcome to cctui.');
		const modes = claude.frames
			.filter(frame => frame.subtype === 'status' && frame['permissionMode'])
			.map(frame => frame['permissionMode']);
		expect(modes).toEqual(['plan', 'default']);

		const results = toolResults(claude.frames);
		expect(results.filter(r => r.is_error)).toEqual([]);
		expect(JSON.stringify(results)).toContain('Your questions have been answered');
		const todos = claude.frames.filter(
			frame => (frame['tool_use_result'] as {newTodos?: unknown} | undefined)?.newTodos,
		);
		// One per step: started, folder done, script done, review started, all done.
		expect(todos).toHaveLength(5);

		const started = claude.frames.find(frame => frame.subtype === 'task_started');
		expect(started).toMatchObject({subagent_type: 'general-purpose', is_backgrounded: false});
		expect(claude.frames.find(frame => frame.subtype === 'task_notification')).toMatchObject({status: 'completed'});
		const subagentLs = results.find(r => r.parent === started?.['tool_use_id']);
		expect(String(subagentLs?.content)).toContain('greet.js');

		expect(backend.remaining()).toBe(0);
		expect(backend.subagentRequests()).toHaveLength(2);
		expect(backend.requests.filter(r => !r.expectPassed)).toEqual([]);
	}, 45_000);
});

describe('file checkpoints, as cctui starts claude', () => {
	const rewind = async (claude: RealClaude, userMessageId: string, dryRun: boolean) => {
		const requestId = `rewind-${dryRun ? 'dry' : 'real'}`;
		claude.send({
			type: 'control_request',
			request_id: requestId,
			request: {subtype: 'rewind_files', user_message_id: userMessageId, ...(dryRun ? {dry_run: true} : {})},
		});
		const frame = await claude.waitFor(
			frame =>
				frame.type === 'control_response' &&
				(frame['response'] as {request_id?: string} | undefined)?.request_id === requestId,
			20_000,
		);
		return frame['response'] as {subtype: string; response?: Record<string, unknown>; error?: string};
	};
	const writeTurn = () =>
		scenario([turn(toolUse('Write', {file_path: 'new.txt', content: 'fresh\n'})), turn(text('Written.'))]);

	it("on by default: the turn's new file can be rewound, and is gone after", async () => {
		const {claude} = await launch(writeTurn(), {permissionMode: 'acceptEdits', env: childEnv({})});
		const uuid = claude.sendUser('write new.txt');
		expect(await claude.waitForResult(20_000)).toMatchObject({is_error: false});
		const file = join(claude.cwd, 'new.txt');
		expect(existsSync(file)).toBe(true);
		expect((await rewind(claude, uuid, true)).response).toMatchObject({canRewind: true, filesChanged: [file]});
		expect((await rewind(claude, uuid, false)).response).toMatchObject({canRewind: true});
		expect(existsSync(file)).toBe(false);
	}, 40_000);

	it("the user's false is kept: claude then says file rewinding is off", async () => {
		const user = {CLAUDE_CODE_ENABLE_SDK_FILE_CHECKPOINTING: 'false'};
		const {claude} = await launch(writeTurn(), {permissionMode: 'acceptEdits', env: {...user, ...childEnv(user)}});
		const uuid = claude.sendUser('write new.txt');
		expect(await claude.waitForResult(20_000)).toMatchObject({is_error: false});
		expect((await rewind(claude, uuid, true)).response).toMatchObject({
			canRewind: false,
			error: 'File rewinding is not enabled.',
		});
		expect(existsSync(join(claude.cwd, 'new.txt'))).toBe(true);
	}, 40_000);
});
