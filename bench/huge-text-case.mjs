// One case of benchmark 8 (bench/huge-text.mjs bundles it with cctui's Ink patches and runs it):
// `node --expose-gc huge-text-case.mjs <case> <bytes>` prints its measures as one line of JSON.
import {render} from 'ink';
import {createElement} from 'react';
import {createStore} from '../dist/session/store.js';
import {initialState} from '../dist/state/state.js';
import {diffingStdout} from '../dist/terminal/diffing-stdout.js';
import {App} from '../dist/ui/app.js';
import {FakeStdin, FakeStdout} from './fake-terminal.mjs';

const KB = 1024;
const MB = 1024 * KB;

const words = bytes => {
	let text = '';
	for (let i = 0; text.length < bytes; i++) text += `word${i % 1000} `;
	return text.slice(0, bytes);
};

async function child(name, bytes) {
	// The terminal notes which of the line's two ends it has been sent since `mark()` (each write is
	// searched once, with the end of the one before, so that the bench itself stays linear).
	class Terminal extends FakeStdout {
		carry = '';
		seen = new Set();
		write(data) {
			const text = this.carry + data;
			for (const end of [head, tail]) if (text.includes(end)) this.seen.add(end);
			this.carry = text.slice(-64);
			return super.write(data);
		}
		mark() {
			this.carry = '';
			this.seen.clear();
		}
	}
	const head = 'START-OF-THE-LINE ';
	const tail = ' END-OF-THE-LINE';
	const line = head + words(bytes - head.length - tail.length) + tail;

	const store = createStore(initialState(), {throttleMs: 0});
	const terminal = new Terminal();
	const actions = new Proxy({}, {get: () => () => undefined});
	const ink = render(createElement(App, {store, actions, color: true}), {
		stdout: diffingStdout(terminal),
		stdin: new FakeStdin(),
		stderr: terminal,
		exitOnCtrlC: false,
		patchConsole: false,
		maxFps: 1000,
	});
	const tick = () => new Promise(resolve => setTimeout(resolve, 1));
	/** Waits until the terminal has been sent `text` (since the last mark). */
	const until = async text => {
		for (let i = 0; !terminal.seen.has(text); i++) {
			if (i > 200_000) throw new Error(`${name}: "${text}" never reached the terminal`);
			await tick();
		}
	};
	await tick();

	const common = {session_id: 's', parent_tool_use_id: null, uuid: 'u'};
	const send = message => store.dispatch({type: 'inbound', at: 0, message: {...common, ...message}});
	const event = e => send({type: 'stream_event', event: e});
	const message = content => ({
		id: 'm1',
		type: 'message',
		role: 'assistant',
		model: 'bench',
		content,
		stop_reason: null,
		usage: {input_tokens: 1, output_tokens: 1},
	});
	const start = block => {
		event({type: 'message_start', message: message([])});
		event({type: 'content_block_start', index: 0, content_block: block});
	};
	const finish = block => {
		send({type: 'assistant', message: message([block])});
		event({type: 'content_block_stop', index: 0});
		event({type: 'message_delta', delta: {stop_reason: 'end_turn'}, usage: {output_tokens: 1}});
		event({type: 'message_stop'});
	};
	/** Streams the line as `kind` in deltas of `pieces` characters, letting a frame draw every 1 KB. */
	const streamed = async (kind, pieces) => {
		start(kind === 'text' ? {type: 'text', text: ''} : {type: 'thinking', thinking: '', signature: ''});
		for (let at = 0, sent = 0; at < line.length; at += pieces) {
			const piece = line.slice(at, at + pieces);
			const delta = kind === 'text' ? {type: 'text_delta', text: piece} : {type: 'thinking_delta', thinking: piece};
			if (at + pieces >= line.length) lastDelta = clock();
			event({type: 'content_block_delta', index: 0, delta});
			sent += piece.length;
			if (sent >= KB) {
				sent = 0;
				await tick();
			}
		}
		await until(tail);
		measures.live = since(started);
		measures.lastFrame = since(lastDelta);
		// The peak until then: history then draws the whole line once.
		measures.livePeakMB = (process.resourceUsage().maxRSS * 1024 - rssBefore) / MB;
		const finished = clock();
		terminal.mark();
		finish(kind === 'text' ? {type: 'text', text: line} : {type: 'thinking', thinking: line, signature: 's'});
		await until(head);
		measures.history = since(finished);
	};

	globalThis.gc?.();
	const rssBefore = process.memoryUsage().rss;
	/** Wall and CPU milliseconds since the start, or since an earlier reading. */
	const clock = () => ({wall: performance.now(), cpu: process.cpuUsage()});
	const since = from => {
		const cpu = process.cpuUsage(from.cpu);
		return {wallMs: performance.now() - from.wall, cpuMs: (cpu.user + cpu.system) / 1000};
	};
	const started = clock();
	const measures = {};
	let lastDelta;
	terminal.mark();
	switch (name) {
		case 'at-once':
			await streamed('text', line.length);
			break;
		case 'stream':
			await streamed('text', 12);
			break;
		case 'thinking':
			await streamed('thinking', 12);
			break;
		case 'assistant':
			send({type: 'assistant', message: message([{type: 'text', text: line}])});
			await until(head);
			await until(tail);
			break;
		case 'tool': {
			// A tool's output shows its head (4,000 characters at most).
			const input = {command: 'cat big.json', description: 'Print it'};
			send({type: 'assistant', message: message([{type: 'tool_use', id: 'toolu_1', name: 'Bash', input}])});
			send({
				type: 'user',
				message: {role: 'user', content: [{type: 'tool_result', tool_use_id: 'toolu_1', content: line}]},
			});
			await until(head);
			break;
		}
		default:
			throw new Error(`unknown case ${name}`);
	}
	measures.total = since(started);
	// The highest RSS of the process's life, against its RSS before the line.
	measures.peakGrowthMB = (process.resourceUsage().maxRSS * 1024 - rssBefore) / MB;
	measures.bytesWritten = terminal.bytes;
	ink.unmount();
	process.stdout.write(`\n${JSON.stringify(measures)}\n`);
	process.exit(0);
}
await child(process.argv[2], Number(process.argv[3]));
