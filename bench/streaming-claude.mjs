#!/usr/bin/env node
// A stand-in for claude in stream-json mode (benchmark 9) that answers every user message with one
// streamed text: BENCH_DELTAS deltas (a word each, a paragraph break every 40), BENCH_DELTA_MS apart,
// opened by the word `stream-start` and closed by a paragraph `stream-end`, then the assistant message and a result.
import {createInterface} from 'node:readline';
import {answerControlRequest, send, sendInit, sendResult} from './stand-in-frames.mjs';

const deltas = Number(process.env.BENCH_DELTAS ?? 300);
const pauseMs = Number(process.env.BENCH_DELTA_MS ?? 10);
const event = event => send({type: 'stream_event', uuid: 'e', parent_tool_use_id: null, event});
const sleep = ms => new Promise(resolve => setTimeout(resolve, ms));
let turn = 0;

async function answer(uuid) {
	turn++;
	sendInit([]);
	const id = `msg_stream_${turn}`;
	event({
		type: 'message_start',
		message: {
			id,
			type: 'message',
			role: 'assistant',
			model: 'fake',
			content: [],
			usage: {input_tokens: 1, output_tokens: 1},
		},
	});
	event({type: 'content_block_start', index: 0, content_block: {type: 'text', text: ''}});
	const words = ['stream-start '];
	for (let i = 1; i < deltas - 1; i++) words.push(i % 40 === 39 ? 'end.\n\n' : `word${i % 10} `);
	words.push('\n\nstream-end');
	for (const word of words) {
		event({type: 'content_block_delta', index: 0, delta: {type: 'text_delta', text: word}});
		await sleep(pauseMs);
	}
	event({type: 'content_block_stop', index: 0});
	// As claude does: the block's message right after it ends, then the message's end.
	send({
		type: 'assistant',
		message: {id, role: 'assistant', model: 'fake', content: [{type: 'text', text: words.join('')}]},
		parent_tool_use_id: null,
	});
	event({type: 'message_delta', delta: {stop_reason: 'end_turn', stop_sequence: null}, usage: {output_tokens: deltas}});
	event({type: 'message_stop'});
	sendResult(uuid, deltas);
}

createInterface({input: process.stdin}).on('line', line => {
	const message = JSON.parse(line);
	if (message.type === 'control_request') answerControlRequest(message);
	else if (message.type === 'user') void answer(message.uuid);
});
