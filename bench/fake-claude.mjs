#!/usr/bin/env node
// A stand-in for claude in stream-json mode that asks permission for a Bash call on every user
// message and logs, with a wall-clock time in ms, each control_response it reads (to BENCH_LOG).
import {appendFileSync} from 'node:fs';
import {createInterface} from 'node:readline';

const now = () => performance.timeOrigin + performance.now();
const send = frame => process.stdout.write(`${JSON.stringify({session_id: 'bench-session', ...frame})}\n`);
let turn = 0;

function finishTurn(uuid) {
	send({
		type: 'assistant',
		message: {
			id: `msg_${turn}b`,
			role: 'assistant',
			model: 'fake',
			content: [{type: 'text', text: `Ran it (${turn}).`}],
		},
		parent_tool_use_id: null,
	});
	send({
		type: 'result',
		subtype: 'success',
		is_error: false,
		result: 'ok',
		duration_ms: 1,
		num_turns: 1,
		total_cost_usd: 0,
		usage: {input_tokens: 1, output_tokens: 1},
		user_message_uuids: [uuid],
	});
}

let answering;
createInterface({input: process.stdin}).on('line', line => {
	const message = JSON.parse(line);
	if (message.type === 'control_response') {
		appendFileSync(process.env.BENCH_LOG, `${JSON.stringify({at: now(), requestId: message.response.request_id})}\n`);
		send({
			type: 'user',
			message: {role: 'user', content: [{type: 'tool_result', tool_use_id: `toolu_${turn}`, content: 'done'}]},
			parent_tool_use_id: null,
		});
		finishTurn(answering);
	} else if (message.type === 'control_request') {
		send({type: 'control_response', response: {subtype: 'success', request_id: message.request_id, response: {}}});
	} else if (message.type === 'user') {
		turn++;
		answering = message.uuid;
		const input = {command: `echo ${turn}`, description: 'Print a number'};
		send({
			type: 'system',
			subtype: 'init',
			cwd: process.cwd(),
			model: 'fake',
			permissionMode: 'default',
			tools: ['Bash'],
			claude_code_version: '0.0.0-bench',
		});
		send({
			type: 'assistant',
			message: {
				id: `msg_${turn}`,
				role: 'assistant',
				model: 'fake',
				content: [{type: 'tool_use', id: `toolu_${turn}`, name: 'Bash', input}],
			},
			parent_tool_use_id: null,
		});
		send({
			type: 'control_request',
			request_id: `perm-${turn}`,
			request: {subtype: 'can_use_tool', tool_name: 'Bash', input, tool_use_id: `toolu_${turn}`},
		});
	}
});
