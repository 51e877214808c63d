#!/usr/bin/env node
// A stand-in for claude in stream-json mode that asks permission for a Bash call on every user
// message and logs, with a wall-clock time in ms, each control_response it reads (to BENCH_LOG).
import {appendFileSync} from 'node:fs';
import {createInterface} from 'node:readline';
import {answerControlRequest, send, sendInit, sendResult} from './stand-in-frames.mjs';

const now = () => performance.timeOrigin + performance.now();
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
	sendResult(uuid);
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
		answerControlRequest(message);
	} else if (message.type === 'user') {
		turn++;
		answering = message.uuid;
		const input = {command: `echo ${turn}`, description: 'Print a number'};
		sendInit(['Bash']);
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
