#!/usr/bin/env node
// A stand-in for the claude CLI in stream-json mode. FAKE_CLAUDE_MODE picks its behaviour;
// FAKE_CLAUDE_LOG (a file) receives {argv, env} and every stdin line, for assertions.
//   echo        answers each user message with a streamed "You said: …" turn (default)
//   permission  asks can_use_tool for a Bash call, then reports the decision it got
//   elicitation relays an MCP server's elicitation (a form), then reports the answer it got
//   crash       writes to stderr (FAKE_CLAUDE_STDERR, if set) and exits 3 in the middle of the first turn
//   malformed   writes a non-JSON line, then answers normally
//   stubborn    ignores stdin closing and SIGTERM (cctui must kill it)
//   midturn     streams the start of an answer and never ends the turn (a long one, still running)
// FAKE_CLAUDE_SESSION names its session (default fake-session-0001). With CLAUDE_CONFIG_DIR set (never the real
// ~/.claude), it saves each user message in <CLAUDE_CONFIG_DIR>/projects/<slug>/<session>.jsonl as claude does, and
// like claude saves nothing where it cannot create that folder.
// `--version` prints FAKE_CLAUDE_VERSION (default the pinned claude's) as the real one does.
import {appendFileSync, mkdirSync} from 'node:fs';
import path from 'node:path';
import {createInterface} from 'node:readline';

if (process.argv[2] === '--version') {
	process.stdout.write(`${process.env.FAKE_CLAUDE_VERSION ?? '2.1.330'} (Claude Code)\n`);
	process.exit(0);
}

const mode = process.env.FAKE_CLAUDE_MODE ?? 'echo';
const log = process.env.FAKE_CLAUDE_LOG;
const record = entry => log && appendFileSync(log, `${JSON.stringify(entry)}\n`);
record({
	argv: process.argv.slice(2),
	cwd: process.cwd(),
	env: {
		CLAUDE_CODE_SDK_READS_SESSION_STATE: process.env.CLAUDE_CODE_SDK_READS_SESSION_STATE,
		CLAUDE_CODE_ENABLE_SDK_FILE_CHECKPOINTING: process.env.CLAUDE_CODE_ENABLE_SDK_FILE_CHECKPOINTING ?? null,
		NODE_ENV: process.env.NODE_ENV ?? null,
	},
});

const session = process.env.FAKE_CLAUDE_SESSION ?? 'fake-session-0001';
const send = frame => process.stdout.write(`${JSON.stringify({session_id: session, ...frame})}\n`);
let turn = 0;
let answering = []; // like the real CLI, a result names the user messages it answers
const pending = new Map();

if (mode === 'stubborn') process.on('SIGTERM', () => record({ignored: 'SIGTERM'}));

function streamText(messageId, text) {
	send({
		type: 'stream_event',
		event: {type: 'message_start', message: {id: messageId, role: 'assistant', content: [], model: 'fake-model'}},
	});
	send({type: 'stream_event', event: {type: 'content_block_start', index: 0, content_block: {type: 'text', text: ''}}});
	for (const piece of text.match(/.{1,4}/gs) ?? [])
		send({
			type: 'stream_event',
			event: {type: 'content_block_delta', index: 0, delta: {type: 'text_delta', text: piece}},
		});
	send({
		type: 'assistant',
		message: {id: messageId, role: 'assistant', model: 'fake-model', content: [{type: 'text', text}]},
		parent_tool_use_id: null,
	});
	send({type: 'stream_event', event: {type: 'content_block_stop', index: 0}});
	send({
		type: 'stream_event',
		event: {type: 'message_delta', delta: {stop_reason: 'end_turn'}, usage: {output_tokens: 5}},
	});
	send({type: 'stream_event', event: {type: 'message_stop'}});
}

function result(isError = false, text = 'ok') {
	send({
		type: 'result',
		subtype: 'success',
		is_error: isError,
		result: text,
		duration_ms: 12,
		num_turns: 1,
		total_cost_usd: 0.001 * turn,
		usage: {input_tokens: 10, output_tokens: 5},
		user_message_uuids: answering,
	});
}

function save(message) {
	const config = process.env.CLAUDE_CONFIG_DIR;
	if (!config) return;
	const dir = path.join(config, 'projects', process.cwd().replace(/[^a-zA-Z0-9]/g, '-'));
	try {
		mkdirSync(dir, {recursive: true});
		appendFileSync(path.join(dir, `${session}.jsonl`), `${JSON.stringify({...message, sessionId: session})}\n`);
	} catch {
		// Not saved, as claude goes on in a read-only ~/.claude.
	}
}

function onUser(message) {
	save(message);
	turn++;
	answering = message.uuid ? [message.uuid] : [];
	const content = message.message?.content;
	const text = typeof content === 'string' ? content : (content ?? []).map(block => block.text ?? '').join('');
	send({
		type: 'system',
		subtype: 'init',
		cwd: process.cwd(),
		model: 'fake-model',
		permissionMode: 'default',
		tools: ['Bash'],
		claude_code_version: '0.0.0-fake',
	});
	if (mode === 'crash') {
		streamText(`msg_${turn}`, 'Starting');
		process.stderr.write(process.env.FAKE_CLAUDE_STDERR ?? 'fake-claude: simulated crash\n');
		process.exit(3);
	}
	if (mode === 'midturn') {
		streamText(`msg_${turn}`, 'Starting');
		return;
	}
	if (mode === 'malformed' && turn === 1) process.stdout.write('this is not json\n');
	if (mode === 'elicitation') {
		const requestId = `elicit-${turn}`;
		pending.set(requestId, answer => {
			streamText(`msg_${turn}`, `The server got ${JSON.stringify(answer)}`);
			result();
		});
		send({
			type: 'control_request',
			request_id: requestId,
			request: {
				subtype: 'elicitation',
				mcp_server_name: 'asker',
				message: 'Who are you?',
				mode: 'form',
				requested_schema: {type: 'object', properties: {name: {type: 'string'}}, required: ['name']},
			},
		});
		return;
	}
	if (mode === 'permission') {
		send({
			type: 'assistant',
			message: {
				id: `msg_${turn}`,
				role: 'assistant',
				content: [
					{type: 'tool_use', id: `toolu_${turn}`, name: 'Bash', input: {command: 'touch x', description: 'Make x'}},
				],
			},
			parent_tool_use_id: null,
		});
		const requestId = `perm-${turn}`;
		pending.set(requestId, decision => {
			const denied = decision.behavior !== 'allow';
			send({
				type: 'user',
				message: {
					role: 'user',
					content: [
						{
							type: 'tool_result',
							tool_use_id: `toolu_${turn}`,
							content: denied ? decision.message : 'ran',
							is_error: denied,
						},
					],
				},
				parent_tool_use_id: null,
			});
			streamText(`msg_${turn}b`, denied ? `Denied: ${decision.message}` : 'Allowed and ran.');
			result();
		});
		send({
			type: 'control_request',
			request_id: requestId,
			request: {
				subtype: 'can_use_tool',
				tool_name: 'Bash',
				input: {command: 'touch x', description: 'Make x'},
				tool_use_id: `toolu_${turn}`,
			},
		});
		return;
	}
	streamText(`msg_${turn}`, `You said: ${text}`);
	result();
}

function controlAnswer(request) {
	if (request?.subtype !== 'initialize') return {};
	return {
		models: [
			{value: 'fake-model', displayName: 'Fake'},
			{value: 'fake-large', displayName: 'Fake Large'},
		],
		commands: [{name: 'fake-command', description: 'A command of the fake CLI'}],
		current_permission_mode: 'default',
	};
}

const rl = createInterface({input: process.stdin});
rl.on('line', line => {
	record({stdin: line});
	let message;
	try {
		message = JSON.parse(line);
	} catch {
		process.stderr.write(`Error parsing streaming input line\n`);
		process.exit(1);
	}
	if (message.type === 'user') onUser(message);
	if (message.type === 'control_response') pending.get(message.response.request_id)?.(message.response.response ?? {});
	if (message.type === 'control_request')
		send({
			type: 'control_response',
			response: {subtype: 'success', request_id: message.request_id, response: controlAnswer(message.request)},
		});
});
rl.on('close', () => {
	if (mode === 'stubborn') setInterval(() => {}, 1000);
	else process.exit(0);
});
