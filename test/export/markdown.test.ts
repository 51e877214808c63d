/** `cctui export`: golden markdown for real recordings and a session file; formats told apart; nothing unsafe gets through. */
import {execFileSync} from 'node:child_process';
import {createWriteStream, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {marked} from 'marked';
import {describe, expect, it} from 'vitest';
import {transcriptMarkdown} from '../../src/export/markdown.js';
import {readTranscript} from '../../src/export/read-transcript.js';
import {ownFixturesDir, sharedFixturesDir, stdoutLines} from '../helpers/fixtures.js';

const goldenDir = path.join(ownFixturesDir, 'export');

async function exported(file: string): Promise<string> {
	return transcriptMarkdown(await readTranscript(file), path.basename(file));
}

function tempFile(lines: readonly string[]): string {
	const file = path.join(mkdtempSync(path.join(tmpdir(), 'cctui-export-')), 'stream.jsonl');
	writeFileSync(file, `${lines.join('\n')}\n`);
	return file;
}

describe('markdown export', () => {
	it.each([
		'a-thinking-text',
		'b-bash-allow',
		'c2-bash-deny-interrupt',
		'd-write-always-allow',
		'd3-bash-always-allow-localSettings',
		'e-interrupt-midstream',
		'h4-subagent-foreground',
		'l-session-file',
	])('%s matches its golden file', async name => {
		const markdown = await exported(path.join(sharedFixturesDir, `${name}.jsonl`));
		const golden = path.join(goldenDir, `${name}.md`);
		// UPDATE_GOLDEN=1 rewrites them; review the diff before committing.
		if (process.env['UPDATE_GOLDEN']) writeFileSync(golden, markdown);
		expect(markdown).toBe(readFileSync(golden, 'utf8'));
	});

	it.each(['a-thinking-text', 'l-session-file'])(
		'reads %s from a pipe (export <(…)), which cannot seek',
		async name => {
			const pipe = path.join(mkdtempSync(path.join(tmpdir(), 'cctui-export-')), 'pipe');
			execFileSync('mkfifo', [pipe]);
			createWriteStream(pipe).end(readFileSync(path.join(sharedFixturesDir, `${name}.jsonl`)));
			const markdown = transcriptMarkdown(await readTranscript(pipe), `${name}.jsonl`);
			expect(markdown).toBe(readFileSync(path.join(goldenDir, `${name}.md`), 'utf8'));
		},
	);

	it('reads claude stdout saved as-is the same way as a recording of it (its own messages aside)', async () => {
		const markdown = await exported(tempFile(stdoutLines('b-bash-allow.jsonl')));
		expect(markdown).toContain('I will run a command.');
		expect(markdown).toContain('```bash\ntouch marker.txt && echo created\n```');
		expect(markdown).toContain('Result:\n\n```\ncreated\n```');
		expect(markdown).toContain('**Done** · Bash changes are not tracked · 524ms');
		// Only the recording knows what the host sent.
		expect(markdown).not.toContain('Create marker.txt with bash');
		expect(markdown).not.toContain('Allowed once');
	});

	it('a background subagent’s text and calls at top level start with whose they are', async () => {
		const markdown = await exported(path.join(ownFixturesDir, 'cctui-records/background-agent.jsonl'));
		expect(markdown).toContain('Agent started.\n\n`[general-purpose: Slow review]`\n\nSub: sleeping.\n\n');
		expect(markdown).toContain('`[general-purpose: Slow review]` **Bash** `sub sleep`');
		expect(markdown).toContain('`[general-purpose: Slow review]`\n\nSub report: all good .');
		expect(markdown).toContain('\n\nAgent finished, noted.');
	});

	it('an interrupted call (e2) says so, without the stock words the model got as its result', async () => {
		const markdown = await exported(path.join(sharedFixturesDir, 'e2-interrupt-during-permission.jsonl'));
		expect(markdown).toContain('**Interrupted**');
		expect(markdown).not.toContain("doesn't want to proceed");
	});

	it('leaves out a response cut off mid-stream, even the part already in the scrollback, and does not say it is above', async () => {
		const event = (ev: object, extra: object = {}) =>
			JSON.stringify({type: 'stream_event', session_id: 's', parent_tool_use_id: null, event: ev, ...extra});
		const markdown = await exported(
			tempFile([
				event({type: 'message_start', message: {id: 'msg_1', content: []}}),
				event({type: 'content_block_start', index: 0, content_block: {type: 'text', text: ''}}),
				event({
					type: 'content_block_delta',
					index: 0,
					delta: {type: 'text_delta', text: 'First paragraph.\n\nSecond, cut'},
				}),
				event({type: 'message_stop'}, {abandoned_blocks: {api_message_id: 'msg_1', from_block_index: 0}}),
			]),
		);
		expect(markdown).not.toContain('paragraph');
		// It is not above either: the note says what the export did.
		expect(markdown).toContain(
			'> Note: A response cut off mid-stream was discarded; it is not part of the conversation.',
		);
		expect(markdown).not.toContain('above');
	});

	it('escapes control bytes and keeps a fence closed whatever the text holds', async () => {
		const out = (msg: object) =>
			JSON.stringify({
				type: 'assistant',
				session_id: 's',
				parent_tool_use_id: null,
				message: {id: 'm1', role: 'assistant', model: 'x', ...msg},
			});
		const markdown = await exported(
			tempFile([
				out({
					content: [
						{type: 'text', text: 'red \u001B[31mtext\u001B[0m and a bell\u0007'},
						{type: 'tool_use', id: 't1', name: 'Bash', input: {command: 'printf "```\\n"'}},
						{type: 'tool_use', id: 't2', name: 'Read', input: {file_path: '/w/e.txt'}},
					],
				}),
				JSON.stringify({
					type: 'user',
					session_id: 's',
					parent_tool_use_id: null,
					message: {
						role: 'user',
						content: [{type: 'tool_result', tool_use_id: 't1', content: '```\n\u001B]0;title\u0007done'}],
					},
				}),
				// A Read's lines, from its structured result: the file's own bytes.
				JSON.stringify({
					type: 'user',
					session_id: 's',
					parent_tool_use_id: null,
					message: {role: 'user', content: [{type: 'tool_result', tool_use_id: 't2', content: '1→A'}]},
					tool_use_result: {
						type: 'text',
						file: {filePath: '/w/e.txt', content: 'A\u001B]0;PWNED\u0007B\u001B[2JC\n', startLine: 1},
					},
				}),
				'not json',
			]),
		);
		expect(markdown).not.toMatch(/[\u0000-\u0008\u000B-\u001F\u007F]/);
		expect(markdown).toContain('red text and a bell');
		expect(markdown).toContain('````\n```\ndone\n````');
		expect(markdown).toContain('```\n1  ABC\n```');
		expect(markdown).toContain('- 1 unreadable line');
	});

	it('writes a tool’s input as the JSON it was, its C1 and bidi controls escaped, not dropped', async () => {
		const markdown = await exported(
			tempFile([
				JSON.stringify({
					type: 'assistant',
					session_id: 's',
					parent_tool_use_id: null,
					message: {
						id: 'm1',
						role: 'assistant',
						model: 'x',
						content: [
							{type: 'tool_use', id: 't1', name: 'mcp__s__t', input: {k: 'G\u009b31mH\u009d0;T2\u009cI\u202eJ'}},
						],
					},
				}),
			]),
		);
		expect(markdown).toContain('"k": "G\\u009b31mH\\u009d0;T2\\u009cI\\u202eJ"');
		expect(markdown).not.toMatch(/[\u0080-\u009f\u202a-\u202e]/);
	});

	it('names a file with a control in its name as the prompt did: shown (␛), not dropped', async () => {
		const markdown = await exported(
			tempFile([
				JSON.stringify({
					type: 'assistant',
					session_id: 's',
					parent_tool_use_id: null,
					message: {
						id: 'm1',
						role: 'assistant',
						model: 'x',
						content: [{type: 'tool_use', id: 't1', name: 'Write', input: {file_path: 'a\u001B[2Jb.txt', content: 'x'}}],
					},
				}),
			]),
		);
		expect(markdown).toContain('**Write** `a␛[2Jb.txt`');
		expect(markdown).not.toContain('\u001B');
	});

	it('keeps thinking in its fold whatever it holds; a fold tag in fenced code stays as written', async () => {
		const thinking =
			'hmm</details>\n\n# INJECTED\n\n<details><summary>x</summary>\n\n```html\n<details>kept</details>\n```';
		const markdown = await exported(
			tempFile([
				JSON.stringify({
					type: 'assistant',
					session_id: 's',
					parent_tool_use_id: null,
					message: {id: 'm1', role: 'assistant', model: 'x', content: [{type: 'thinking', thinking}]},
				}),
			]),
		);
		const fold = markdown.slice(markdown.indexOf('<details><summary>Thinking'));
		// Our own fold's tags, and the ones in the code block; none from the prose.
		expect(fold.match(/<\/details>/g)).toHaveLength(2);
		expect(fold).toContain('hmm&lt;/details>');
		expect(fold).toContain('&lt;details>&lt;summary>x&lt;/summary>');
		expect(fold).toContain('```html\n<details>kept</details>\n```');
		expect(fold.trimEnd().endsWith('</details>')).toBe(true);
	});

	it('says thinking was cut short when the stream ends inside it, whole across its segments', async () => {
		const event = (body: object) =>
			JSON.stringify({type: 'stream_event', session_id: 's', parent_tool_use_id: null, uuid: 'u', event: body});
		const thinking = (text: string) =>
			event({type: 'content_block_delta', index: 0, delta: {type: 'thinking_delta', thinking: text}});
		const markdown = await exported(
			tempFile([
				event({type: 'message_start', message: {id: 'm1', role: 'assistant', model: 'x', content: []}}),
				event({type: 'content_block_start', index: 0, content_block: {type: 'thinking', thinking: ''}}),
				thinking('First idea.\n\n'),
				thinking('Second'),
			]),
		);
		expect(markdown).toContain(
			'<details><summary>Thinking (cut short)</summary>\n\nFirst idea.\n\nSecond\n\n</details>',
		);
	});

	it('closes a code block that thinking or text left open (an interrupt), so the rest is not its code', async () => {
		const html = await marked.parse(
			await exported(
				tempFile([
					JSON.stringify({
						type: 'assistant',
						session_id: 's',
						parent_tool_use_id: null,
						message: {
							id: 'm1',
							role: 'assistant',
							model: 'x',
							content: [
								{type: 'thinking', thinking: 'Plan:\n````python\ndef f():\n    ```'},
								{type: 'text', text: 'The fix:\n~~~js\nconst a = 1;'},
							],
						},
					}),
					JSON.stringify({
						type: 'assistant',
						session_id: 's',
						parent_tool_use_id: null,
						message: {id: 'm2', role: 'assistant', model: 'x', content: [{type: 'text', text: 'Second answer.'}]},
					}),
				]),
			),
		);
		expect(html).toContain('<code class="language-python">def f():\n    ```\n</code></pre>\n</details>');
		expect(html).toContain('<code class="language-js">const a = 1;\n</code></pre>\n<p>Second answer.</p>');
	});

	it('shows a person’s prompt as typed, not as markdown or HTML', async () => {
		const typed = '# Fix <Button> and Vec<String> &amp; *this*\n1. `keep` [a](b)\n\n- C:\\dir\\';
		const html = await marked.parse(
			await exported(
				tempFile([
					JSON.stringify({
						t: 0,
						dir: 'in',
						msg: {type: 'user', message: {role: 'user', content: [{type: 'text', text: typed}]}},
					}),
				]),
			),
		);
		expect(html).toContain(
			'<blockquote>\n<p># Fix &lt;Button&gt; and Vec&lt;String&gt; &amp;amp; *this*<br>1. `keep` [a](b)</p>\n<p>- C:\\dir\\</p>\n</blockquote>',
		);
	});

	it('after a rewind of the conversation (m3) says what it left out as it is: not above, and not among its turns', async () => {
		const markdown = await exported(path.join(sharedFixturesDir, 'm3-rewind-conversation.jsonl'));
		expect(markdown.match(/^## Turn \d+$/gm)).toEqual(['## Turn 1', '## Turn 2']);
		expect(markdown).toContain(
			'> Note: ──── Rewound to here ──── 1 prompt and 1 tool call left the conversation; claude no longer sees them, and this transcript leaves them out.',
		);
		expect(markdown).toContain('## Summary\n\n- 3 turns, 1 of them rewound and left out\n');
	});
});
