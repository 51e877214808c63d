#!/usr/bin/env node
// A claude stand-in that misbehaves on command, for the reliability suite. FAKE_SCRIPT (JSON) says
// what to do at start and on each user message; FAKE_LOG (a file) receives argv, then every stdin
// line, one JSON object per line. Our own control requests (initialize, …) are answered with
// success unless listed in `silent`.
//
// {start?: Step[], turns?: Step[][], silent?: string[], onStdinClose?: 'exit' | 'ignore', ignoreSigterm?: boolean,
//  resumed?: {same keys, used when started with --resume}}
// Step: {text} a streamed text answer | {result} a result naming the user message | {frame} any frame
//       | {raw} a raw stdout line | {bigToolResult: bytes} a Bash call whose result is one huge line
//       | {stderr} | {sleep: ms} | {exit: code} | {signal} | {closeStdin: true}
//       | {request: {...}, id} a control_request; waits for its answer before the next step
// `--version` answers as the pinned claude does, before any script runs.
import {appendFileSync} from 'node:fs';
import {createInterface} from 'node:readline';

if (process.argv[2] === '--version') {
	process.stdout.write('2.1.330 (Claude Code)\n');
	process.exit(0);
}

const given = JSON.parse(process.env.FAKE_SCRIPT ?? '{}');
// A restarted child (`--resume`) plays `resumed` instead, so a crash scripted for turn 1 is not replayed.
const script = process.argv.includes('--resume') && given.resumed ? {...given, ...given.resumed} : given;
const log = entry =>
	process.env.FAKE_LOG && appendFileSync(process.env.FAKE_LOG, `${JSON.stringify({at: Date.now(), ...entry})}\n`);
log({argv: process.argv.slice(2), pid: process.pid});

const session_id = 'scripted-session-1';
const send = frame => process.stdout.write(`${JSON.stringify({session_id, ...frame})}\n`);
const sleep = ms => new Promise(resolve => setTimeout(resolve, ms));
const waiting = new Map();
let answering = [];
let turn = 0;
let messages = 0;

function streamText(text) {
	const id = `msg_${++messages}`;
	send({
		type: 'stream_event',
		event: {type: 'message_start', message: {id, role: 'assistant', content: [], model: 'scripted'}},
	});
	send({type: 'stream_event', event: {type: 'content_block_start', index: 0, content_block: {type: 'text', text: ''}}});
	for (const piece of text.match(/.{1,8}/gs) ?? [])
		send({
			type: 'stream_event',
			event: {type: 'content_block_delta', index: 0, delta: {type: 'text_delta', text: piece}},
		});
	send({type: 'stream_event', event: {type: 'content_block_stop', index: 0}});
	send({
		type: 'assistant',
		message: {id, role: 'assistant', model: 'scripted', content: [{type: 'text', text}]},
		parent_tool_use_id: null,
	});
	send({type: 'stream_event', event: {type: 'message_stop'}});
}

function bigToolResult(bytes) {
	const id = `toolu_big_${++messages}`;
	send({
		type: 'assistant',
		message: {
			id: `msg_${messages}`,
			role: 'assistant',
			model: 'scripted',
			content: [
				{type: 'tool_use', id, name: 'Bash', input: {command: 'cat huge.log', description: 'Print the huge log'}},
			],
		},
		parent_tool_use_id: null,
	});
	const line = 'x'.repeat(99) + '\n';
	send({
		type: 'user',
		message: {
			role: 'user',
			content: [{type: 'tool_result', tool_use_id: id, content: line.repeat(Math.ceil(bytes / line.length))}],
		},
		parent_tool_use_id: null,
	});
}

async function run(steps = []) {
	for (const step of steps) {
		if (step.text !== undefined) streamText(step.text);
		if (step.result !== undefined)
			send({
				type: 'result',
				subtype: 'success',
				is_error: false,
				result: 'done',
				duration_ms: 5,
				num_turns: 1,
				usage: {input_tokens: 1, output_tokens: 1},
				user_message_uuids: answering,
				...step.result,
			});
		if (step.frame !== undefined) send(step.frame);
		if (step.raw !== undefined) process.stdout.write(`${step.raw}\n`);
		if (step.bigToolResult !== undefined) bigToolResult(step.bigToolResult);
		if (step.stderr !== undefined) process.stderr.write(`${step.stderr}\n`);
		if (step.sleep !== undefined) await sleep(step.sleep);
		if (step.closeStdin) process.stdin.destroy();
		if (step.signal !== undefined) process.kill(process.pid, step.signal);
		if (step.exit !== undefined) process.exit(step.exit);
		if (step.request !== undefined) {
			const answered = new Promise(resolve => waiting.set(step.id, resolve));
			send({type: 'control_request', request_id: step.id, request: step.request});
			await answered;
		}
	}
}

if (script.ignoreSigterm) process.on('SIGTERM', () => log({ignored: 'SIGTERM'}));

let queue = run(script.start);
createInterface({input: process.stdin})
	.on('line', line => {
		log({stdin: line});
		const message = JSON.parse(line);
		if (message.type === 'control_response') {
			waiting.get(message.response.request_id)?.(message.response);
			waiting.delete(message.response.request_id);
		}
		if (message.type === 'control_request' && !(script.silent ?? []).includes(message.request.subtype)) {
			send({type: 'control_response', response: {subtype: 'success', request_id: message.request_id, response: {}}});
		}
		if (message.type === 'user') {
			const steps = (script.turns ?? [])[turn++] ?? [{text: `echo: ${message.message.content}`}, {result: {}}];
			queue = queue.then(() => {
				answering = message.uuid ? [message.uuid] : [];
				return run(steps);
			});
		}
	})
	.on('close', () => {
		log({stdinClosed: true});
		if (script.onStdinClose === 'ignore') setInterval(() => {}, 1000);
		else void queue.then(() => process.exit(0));
	});
