/**
 * Untrusted text on every path at once, through the whole app in a real terminal: the bytes cctui
 * writes contain none of the sequences a hostile model, tool or file tried to smuggle in.
 */
import {afterEach, expect, it} from 'vitest';
import {startScripted, type Scripted, type Step} from './harness.js';
import {quitWithCtrlC} from '../helpers/pty.js';

const ATTACKS = {
	clipboard: '\u001B]52;c;c3RlYWw=\u0007',
	title: '\u001B]0;PWNED\u001B\\',
	hyperlink: '\u001B]8;;https://evil.example\u0007',
	clear: '\u001B[2J\u001B[3J',
	cursor: '\u001B[7;7H',
	altScreen: '\u001B[?1049h',
	reset: '\u001Bc',
	dcs: '\u001BP1$r0m\u001B\\',
	c1: '\u009B31m',
	bell: '\u0007',
};
const evil = (label: string) => `${Object.values(ATTACKS).join('')}${label}`;
/** What must never appear in the output, whatever escaping or stripping turned the attacks into. */
const FORBIDDEN = ['\u001B]', '\u001BP', '\u009B', '\u0007', '\u001B[7;7H', '\u001B[?1049h', '\u001Bc', '\u001B[3J'];

let run: Scripted | undefined;
afterEach(() => run?.pty.kill('SIGKILL'));

const frame = (value: Record<string, unknown>): Step => ({frame: value});

it('strips control sequences from model text, thinking, tool input and output, paths, errors, stderr, the model name, the mode and the session id', async () => {
	run = startScripted({
		turns: [
			[
				frame({
					type: 'system',
					subtype: 'init',
					model: evil('model'),
					cwd: '/',
					tools: [],
					permissionMode: evil('default'),
					session_id: evil('sid'),
				}),
				frame({
					type: 'stream_event',
					event: {type: 'message_start', message: {id: 'm1', role: 'assistant', content: [], model: 'x'}},
				}),
				frame({
					type: 'stream_event',
					event: {type: 'content_block_start', index: 0, content_block: {type: 'thinking', thinking: ''}},
				}),
				frame({
					type: 'stream_event',
					event: {type: 'content_block_delta', index: 0, delta: {type: 'thinking_delta', thinking: evil('thought')}},
				}),
				frame({type: 'stream_event', event: {type: 'content_block_stop', index: 0}}),
				frame({
					type: 'stream_event',
					event: {type: 'content_block_start', index: 1, content_block: {type: 'text', text: ''}},
				}),
				frame({
					type: 'stream_event',
					event: {
						type: 'content_block_delta',
						index: 1,
						delta: {
							type: 'text_delta',
							text: `# ${evil('heading')}\n\n- ${evil('item')}\n\n\`\`\`sh\n${evil('code')}\n\`\`\`\n`,
						},
					},
				}),
				frame({type: 'stream_event', event: {type: 'content_block_stop', index: 1}}),
				frame({
					type: 'assistant',
					message: {
						id: 'm1',
						role: 'assistant',
						content: [
							{type: 'tool_use', id: 'toolu_r', name: 'Read', input: {file_path: `/tmp/${evil('file')}.txt`}},
							{
								type: 'tool_use',
								id: 'toolu_b',
								name: 'Bash',
								input: {command: evil('echo hi'), description: evil('desc')},
							},
							{type: 'tool_use', id: 'toolu_m', name: `mcp__${evil('srv')}__tool`, input: {arg: evil('arg')}},
						],
					},
					parent_tool_use_id: null,
				}),
				frame({
					type: 'user',
					message: {
						role: 'user',
						content: [
							{type: 'tool_result', tool_use_id: 'toolu_r', content: evil('file body')},
							{type: 'tool_result', tool_use_id: 'toolu_b', content: evil('command output'), is_error: true},
							{type: 'tool_result', tool_use_id: 'toolu_m', content: [{type: 'text', text: evil('mcp result')}]},
						],
					},
					parent_tool_use_id: null,
				}),
				{raw: evil('not json')},
				frame({
					type: 'system',
					subtype: 'api_retry',
					attempt: 1,
					max_retries: 3,
					retry_delay_ms: 10,
					error_status: 529,
					error: evil('overloaded'),
				}),
				{stderr: evil('stderr line')},
				{
					result: {
						is_error: true,
						subtype: 'error_during_execution',
						result: evil('error text'),
						errors: [evil('error list')],
					},
				},
				{text: 'the end'},
			],
		],
	});
	const {pty} = run;
	await run.typeLine('go');
	await pty.waitForText('the end', 15_000);
	pty.write('\u0007'); // Ctrl+G: the debug panel with stderr and unknown frames
	await pty.waitForText('stderr line');
	pty.write('\u0007');
	await pty.waitForText(/^(?![\s\S]*Ctrl\+G hides)/);
	await quitWithCtrlC(pty);
	await pty.waitForExit(15_000);
	const raw = pty.raw();
	for (const label of [
		'thought',
		'heading',
		'item',
		'code',
		'file',
		'echo hi',
		'command output',
		'not json',
		'error text',
	])
		expect(pty.scrollback()).toContain(label);
	for (const sequence of FORBIDDEN) expect(raw.includes(sequence), JSON.stringify(sequence)).toBe(false);
	// Ink clears the screen only when a frame outgrows it; this run never does, so 2J would be ours.
	expect(raw.includes('\u001B[2J')).toBe(false);
});
