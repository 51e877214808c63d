/** The built CLI: replay, watch and export as a person runs them, in pipes and in a real terminal. */
import {spawn, spawnSync} from 'node:child_process';
import {
	closeSync,
	copyFileSync,
	createWriteStream,
	linkSync,
	mkdtempSync,
	openSync,
	readFileSync,
	rmSync,
	symlinkSync,
	writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {ownFixturesDir, repoRoot, sharedFixturesDir} from '../helpers/fixtures.js';
import {startPty, type PtySession} from '../helpers/pty.js';

const bin = path.join(repoRoot, 'bin', 'cctui.js');
const fakeClaude = path.join(repoRoot, 'test/helpers/fake-claude.mjs');
const fixture = (name: string) => path.join(sharedFixturesDir, `${name}.jsonl`);
const SHOW_CURSOR = '\u001B[?25h';

/** Without a terminal and without colour settings of our own. */
function cleanEnv(extra: Record<string, string> = {}): Record<string, string> {
	const env: Record<string, string> = {};
	for (const [key, value] of Object.entries(process.env))
		if (value !== undefined && !/^(CI|GITHUB_ACTIONS|FORCE_COLOR|NO_COLOR)$/.test(key)) env[key] = value;
	return {...env, ...extra};
}

function run(args: string[], env: Record<string, string> = {}) {
	const result = spawnSync(process.execPath, [bin, ...args], {encoding: 'utf8', env: cleanEnv(env), timeout: 15_000});
	return {code: result.status, stdout: result.stdout, stderr: result.stderr};
}

/** `fake claude -p … | cctui watch`, through a real pipe between two processes. */
function watchPipe(mode: string, args: string[] = []): Promise<{code: number | null; stdout: string; stderr: string}> {
	return new Promise((resolve, reject) => {
		const producer = spawn(process.execPath, [fakeClaude], {
			env: cleanEnv({FAKE_CLAUDE_MODE: mode}),
			stdio: ['pipe', 'pipe', 'ignore'],
		});
		const watcher = spawn(process.execPath, [bin, 'watch', ...args], {
			env: cleanEnv(),
			stdio: [producer.stdout, 'pipe', 'pipe'],
		});
		producer.stdin.end(`${JSON.stringify({type: 'user', message: {role: 'user', content: 'hello'}})}\n`);
		let stdout = '';
		let stderr = '';
		watcher.stdout.on('data', chunk => (stdout += String(chunk)));
		watcher.stderr.on('data', chunk => (stderr += String(chunk)));
		watcher.on('error', reject);
		watcher.on('close', code => resolve({code, stdout, stderr}));
	});
}

/** A file with nothing in it, and one of lines that are no transcript at all. */
function unreadableFiles(): {empty: string; passwd: string} {
	const dir = mkdtempSync(path.join(tmpdir(), 'cctui-unreadable-'));
	const empty = path.join(dir, 'empty.jsonl');
	const passwd = path.join(dir, 'passwd');
	writeFileSync(empty, '');
	writeFileSync(passwd, 'root:x:0:0:root:/root:/bin/bash\n\ndaemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin\n');
	return {empty, passwd};
}

/** b-bash-allow with its command's output one line of 5,000 characters, then one more. */
function longOutputRecording(): string {
	const file = path.join(mkdtempSync(path.join(tmpdir(), 'cctui-long-output-')), 'long-output.jsonl');
	const output = JSON.stringify(`${'word '.repeat(999)}end\nnext`);
	const lines = readFileSync(fixture('b-bash-allow'), 'utf8').split('\n');
	writeFileSync(
		file,
		lines.map(line => (line.includes('"tool_result"') ? line.replaceAll('"created"', output) : line)).join('\n'),
	);
	return file;
}

let session: PtySession | undefined;
afterEach(() => session?.kill('SIGKILL'));

describe('cctui replay, plain (stdout is not a terminal)', () => {
	it('prints the whole recording as text at once and exits 0', () => {
		const {code, stdout, stderr} = run(['replay', fixture('b-bash-allow')]);
		expect(stderr).toBe('');
		expect(code).toBe(0);
		expect(stdout).toBe(
			[
				'› Create marker.txt with bash',
				'I will run a command.',
				'⏺ Bash(Create a marker file)',
				'? claude asks to use Bash(Create a marker file) · the recorded answer follows',
				'  ⎿ (Bash) created (allowed once)',
				'The file was created.',
				'',
				'✓ Done · Bash changes are not tracked · 524ms · 200 in · 61 out · $0.0020 total',
				'',
			].join('\n'),
		);
	});

	it("lays a tool's output out in 8 rows of 80 columns", () => {
		const printed = run(['replay', longOutputRecording()]).stdout.split('\n');
		const from = printed.findIndex(line => line.startsWith('  ⎿ (Bash) word'));
		expect(printed.slice(from + 8, from + 9)).toEqual(['    … a long line cut · 1 more line (allowed once)']);
		expect(printed.slice(from, from + 8).map(line => line.length)).toEqual(Array(8).fill(80));
	});

	it("plays claude's own session files too, user messages included", () => {
		const {code, stdout} = run(['replay', fixture('l-session-file')]);
		expect(code).toBe(0);
		expect(stdout).toBe(
			[
				'› remember a secret word',
				'Remember: the secret word is PAPAYA.',
				'',
				'› what was it?',
				'✻ thinking',
				'  │ User asks again.',
				'Still PAPAYA.',
				'',
				'› after resume: what was the word?',
				'Resumed: the word was PAPAYA.',
				'',
			].join('\n'),
		);
	});

	it('stops quietly when the reader goes away (| head): the reader got the answer, cctui exits 0 with nothing on stderr', async () => {
		const file = path.join(mkdtempSync(path.join(tmpdir(), 'cctui-epipe-')), 'long.jsonl');
		const event = (body: object) => ({type: 'stream_event', session_id: 's', event: body});
		const turn = (n: number) =>
			[
				event({type: 'message_start', message: {id: `m${n}`, role: 'assistant', content: [], model: 'x'}}),
				event({type: 'content_block_start', index: 0, content_block: {type: 'text', text: ''}}),
				...Array.from({length: 20}, () =>
					event({type: 'content_block_delta', index: 0, delta: {type: 'text_delta', text: `answer ${n} `}}),
				),
				{
					type: 'assistant',
					session_id: 's',
					parent_tool_use_id: null,
					message: {
						id: `m${n}`,
						role: 'assistant',
						model: 'x',
						content: [{type: 'text', text: `answer ${n} `.repeat(20)}],
					},
				},
				event({type: 'content_block_stop', index: 0}),
				event({type: 'message_stop'}),
				{
					type: 'result',
					session_id: 's',
					subtype: 'success',
					is_error: false,
					result: 'ok',
					duration_ms: 1,
					num_turns: 1,
					total_cost_usd: 0,
					usage: {input_tokens: 1, output_tokens: 1},
				},
			].map(frame => JSON.stringify(frame));
		writeFileSync(file, `${Array.from({length: 3000}, (_, n) => turn(n).join('\n')).join('\n')}\n`);
		const dir = path.dirname(file);
		// A real `| head`: it reads a little and exits, and cctui's next writes fail with EPIPE.
		const script = `('${process.execPath}' '${bin}' replay '${file}' 2>'${dir}/stderr'; echo $? >'${dir}/code') | head -c 100 >'${dir}/read'`;
		spawnSync('/bin/sh', ['-c', script], {env: cleanEnv(), timeout: 15_000});
		const stderr = readFileSync(path.join(dir, 'stderr'), 'utf8');
		const code = Number(readFileSync(path.join(dir, 'code'), 'utf8'));
		expect(readFileSync(path.join(dir, 'read'), 'utf8')).toMatch(/answer 0 answer 0/);
		expect(stderr).toBe('');
		expect(code).toBe(0);
	});

	it('export <(…) names its source by the path it read, not the bare number of a file descriptor', () => {
		const script = `'${process.execPath}' '${bin}' export <(cat '${fixture('a-thinking-text')}')`;
		const {status, stdout} = spawnSync('bash', ['-c', script], {encoding: 'utf8', env: cleanEnv(), timeout: 15_000});
		expect(status).toBe(0);
		expect(stdout).toMatch(/^- Source: `\/(dev|proc\/self)\/fd\/\d+`$/m);
	});

	it('honours FORCE_COLOR, and NO_COLOR over it', () => {
		expect(run(['replay', fixture('a-thinking-text')], {FORCE_COLOR: '1'}).stdout).toMatch(/\u001B\[\d+m/);
		expect(run(['replay', fixture('a-thinking-text')], {FORCE_COLOR: '1', NO_COLOR: '1'}).stdout).not.toContain(
			'\u001B',
		);
	});

	it('says in one line when the file cannot be read, and exits 1', () => {
		const {code, stderr} = run(['replay', '/no/such/file.jsonl']);
		expect(code).toBe(1);
		expect(stderr).toMatch(/^cctui: replay: cannot read \/no\/such\/file\.jsonl: ENOENT[^\n]*\n$/);
	});

	it('refuses a file of which not one line can be read, empty or no transcript at all, in one line with exit 1', () => {
		const {empty, passwd} = unreadableFiles();
		for (const command of [['replay'], ['replay', '--plain'], ['export']]) {
			const name = command[0];
			expect(run([...command, passwd])).toEqual({
				code: 1,
				stdout: '',
				stderr: `cctui: ${name}: cannot read ${passwd}: not one line of it is stream-json, a cctui recording or a claude session file\n`,
			});
			expect(run([...command, empty])).toEqual({
				code: 1,
				stdout: '',
				stderr: `cctui: ${name}: cannot read ${empty}: it is empty\n`,
			});
		}
	});

	it('says in one line, exit 1, that a subagent’s own transcript is not a session, to replay or export', () => {
		const file = path.join(ownFixturesDir, 'public/spotter-2.1.39-acompact-subagent.jsonl');
		for (const command of ['replay', 'export']) {
			const {code, stdout, stderr} = run([command, file]);
			expect({code, stdout}).toEqual({code: 1, stdout: ''});
			expect(stderr).toMatch(
				new RegExp(
					`^cctui: ${command}: cannot read .*: it is a subagent's own transcript \\(agent acompact-e1f845 of session 4d5611e5-[^)]*\\), not a session\\n$`,
				),
			);
		}
	});

	it('plays a file with some unreadable lines, each named, and exits as the rest says', () => {
		const file = path.join(mkdtempSync(path.join(tmpdir(), 'cctui-replay-')), 'mixed.jsonl');
		writeFileSync(file, `root:x:0:0:root:/root:/bin/bash\n${readFileSync(fixture('a-thinking-text'), 'utf8')}`);
		const {code, stdout, stderr} = run(['replay', file]);
		expect(code).toBe(0);
		expect(stderr).toBe('');
		expect(stdout).toMatch(/^⚠ Unreadable line 1 of mixed\.jsonl: not JSON/);
		expect(stdout).toContain('✓ Done');
	});

	it('rejects a bad speed with exit 2, in one line naming --speed and the speeds there are', () => {
		const expected =
			'cctui: --speed: expected "instant" or a factor above 0, up to 1000 (0.5, 2, 20…) (see cctui --help)\n';
		for (const speed of ['fast', '0', '1001', '']) {
			const {code, stderr} = run(['replay', fixture('a-thinking-text'), '--speed', speed]);
			expect(code).toBe(2);
			expect(stderr).toBe(expected);
		}
		expect(run(['replay', fixture('a-thinking-text'), '--speed', '1000']).code).toBe(0);
	});
});

describe('help', () => {
	it('lists the new commands, and each has its own help', () => {
		expect(run(['--help']).stdout).toMatch(/replay <file>[\s\S]*watch[\s\S]*export <file>/);
		const replay = run(['replay', '--help']);
		expect(replay.code).toBe(0);
		expect(replay.stdout).toContain('Usage: cctui replay [options] <file>');
		expect(replay.stdout).toContain('Keys: space pause');
		// As README's player section has them: any factor, and every key.
		expect(replay.stdout).toContain('any factor up to 1000');
		expect(replay.stdout).toMatch(
			/a API requests[\s\S]*Ctrl\+T thinking · Ctrl\+O full tool output · Ctrl\+G debug panel/,
		);
		expect(run(['watch', '--help']).stdout).toContain('Exits 0 when the stream ends with a successful result');
		expect(run(['export', '--help']).stdout).toContain('--output <file>');
	});
});

describe('cctui export', () => {
	it('replay --plain shows a message steered mid-turn where the model read it (claude 2.1.330 keeps it as a queued_command)', () => {
		const {code, stdout} = run(['replay', path.join(ownFixturesDir, 'sessions', 'steered-mid-turn.jsonl'), '--plain']);
		expect(code).toBe(0);
		expect(stdout).toContain('⎿ (no output)\n\n› steer: also print the date\nSaw your steering note; done.');
	});

	it('export shows a blocking Stop hook as the live UI does, between the answers, not claude’s words to the model', () => {
		const file = path.join(ownFixturesDir, 'public', 'claude-reliability-2.1.14-stop-hook-feedback.jsonl');
		const {code, stdout} = run(['export', file]);
		expect(code).toBe(0);
		const first = stdout.indexOf("Done. I've added a docstring");
		const hook = stdout.indexOf('> Warning: Hook Stop blocked: # Task Completion Check\n');
		expect(first).toBeGreaterThan(0);
		expect(hook).toBeGreaterThan(first);
		expect(stdout.indexOf("I have fully completed the task. Here's what was done:")).toBeGreaterThan(hook);
		expect(stdout).not.toContain('Stop hook feedback');
		expect(stdout).not.toContain('CLAUDE_PLUGIN_ROOT');
		expect(stdout.match(/\*\*User:\*\*/g)).toHaveLength(1);
	});

	it("writes each of a session file's parallel tool calls, none as interrupted", () => {
		const {code, stdout} = run(['export', path.join(ownFixturesDir, 'sessions', 'parallel-tool-calls.jsonl')]);
		expect(code).toBe(0);
		for (const call of ['echo one', 'echo two', '/etc/hostname']) expect(stdout).toContain(call);
		expect(stdout).not.toMatch(/interrupted/i);
	});

	it('writes the markdown transcript to --output', () => {
		const out = path.join(mkdtempSync(path.join(tmpdir(), 'cctui-export-')), 'out.md');
		const {code, stdout} = run(['export', fixture('h4-subagent-foreground'), '--format', 'markdown', '--output', out]);
		expect(code).toBe(0);
		expect(stdout).toBe('');
		expect(readFileSync(out, 'utf8')).toBe(
			readFileSync(path.join(ownFixturesDir, 'export/h4-subagent-foreground.md'), 'utf8'),
		);
	});

	it('refuses to write over the file being exported, through a link too', () => {
		const dir = mkdtempSync(path.join(tmpdir(), 'cctui-export-'));
		const recording = path.join(dir, 'run.jsonl');
		copyFileSync(fixture('a-thinking-text'), recording);
		symlinkSync(recording, path.join(dir, 'soft.md'));
		linkSync(recording, path.join(dir, 'hard.md'));
		for (const output of [recording, path.join(dir, 'soft.md'), path.join(dir, 'hard.md')]) {
			const {code, stderr} = run(['export', recording, '-o', output]);
			expect(stderr).toBe(`cctui: export: ${output} is the file being exported; give another output file\n`);
			expect(code).toBe(2);
		}
		expect(readFileSync(recording, 'utf8')).toBe(readFileSync(fixture('a-thinking-text'), 'utf8'));
	});

	it('replay of a folder or a pipe says which, and that watch shows a stream', () => {
		const dir = mkdtempSync(path.join(tmpdir(), 'cctui-replay-'));
		const pipe = path.join(dir, 'pipe');
		expect(spawnSync('mkfifo', [pipe]).status).toBe(0);
		expect(run(['replay', dir])).toMatchObject({
			code: 1,
			stderr: `cctui: replay: cannot read ${dir}: it is a folder\n`,
		});
		expect(run(['replay', pipe])).toMatchObject({
			code: 1,
			stderr: `cctui: replay: cannot read ${pipe}: not a file (cctui watch shows a stream: cctui watch < it)\n`,
		});
		rmSync(dir, {recursive: true, force: true});
	});

	it('export of a device (/dev/zero never ends) says it is one at once, instead of reading it for ever', () => {
		expect(run(['export', '/dev/zero'])).toMatchObject({
			code: 1,
			stderr: 'cctui: export: cannot read /dev/zero: it is a device, not a file or a pipe\n',
		});
	});

	it('shows terminal control in a file name it cannot read, without obeying it', () => {
		const {code, stderr} = run(['export', 'x\u001B]0;title\u0007y']);
		expect(stderr).toMatch(/^cctui: export: cannot read x␛\]0;title␇y: ENOENT: [^\n]*'[^']*x␛\]0;title␇y'\n$/);
		expect(code).toBe(1);
	});

	it('writes to stdout by default, session files included', () => {
		const {code, stdout} = run(['export', fixture('l-session-file')]);
		expect(code).toBe(0);
		expect(stdout).toBe(readFileSync(path.join(ownFixturesDir, 'export/l-session-file.md'), 'utf8'));
	});
});

describe('cctui watch, through a pipe', () => {
	it('prints the stream as it comes and exits 0 on a successful result', async () => {
		const {code, stdout, stderr} = await watchPipe('echo');
		expect(stderr).toBe('');
		expect(stdout).toBe('You said: hello\n\n✓ Done · 12ms · 10 in · 5 out · $0.0010 total\n');
		expect(code).toBe(0);
	});

	it('says it cannot read a folder given as stdin, not that the stream ended without a result', () => {
		const folder = openSync(tmpdir(), 'r');
		const result = spawnSync(process.execPath, [bin, 'watch'], {
			encoding: 'utf8',
			env: cleanEnv(),
			stdio: [folder, 'pipe', 'pipe'],
			timeout: 15_000,
		});
		closeSync(folder);
		expect(result.stdout).toBe('');
		expect(result.stderr).toBe('cctui: watch: cannot read stdin: it is a folder\n');
		expect(result.status).toBe(1);
	});

	it('exits 1 and says so when the stream ends without a result', async () => {
		const {code, stdout} = await watchPipe('crash');
		expect(stdout).toBe(
			'Starting\n✗ The stream ended without a result: claude stopped before finishing its turn, or the input was cut off.\n',
		);
		expect(code).toBe(1);
	});

	it('watches a claude session file to its end with no failure: a session file keeps no results', () => {
		const file = readFileSync(path.join(ownFixturesDir, 'sessions/tui-bash-mode-and-task.jsonl'), 'utf8');
		const result = spawnSync(process.execPath, [bin, 'watch', '--plain'], {
			input: file,
			encoding: 'utf8',
			env: cleanEnv(),
			timeout: 15_000,
		});
		expect(result.stdout).toContain('hi there');
		expect(result.stdout).toContain('spare 1');
		expect(result.stdout).not.toContain('ended without a result');
		expect(result.status).toBe(0);
	});

	it('refuses to watch a terminal', () => {
		session = startPty({
			command: process.execPath,
			args: [bin, 'watch'],
			cwd: repoRoot,
			env: cleanEnv({TERM: 'xterm-256color'}),
			cols: 100,
			rows: 20,
		});
		return session.waitForExit(10_000).then(exit => {
			expect(exit.exitCode).toBe(2);
			expect(session!.screen()).toContain('cctui: watch reads a stream-json stream from stdin');
		});
	});
});

describe('in a terminal', () => {
	it('replay: plays in the UI, stays at the end until q, restores the terminal', async () => {
		session = startPty({
			command: process.execPath,
			args: [bin, 'replay', fixture('b-bash-allow'), '--speed', 'instant'],
			cwd: repoRoot,
			env: cleanEnv({TERM: 'xterm-256color'}),
			cols: 120,
			rows: 30,
		});
		await session.waitForText('■ end · b-bash-allow.jsonl', 15_000);
		await session.waitForText('✓ Done');
		expect(session.scrollback()).toContain('The file was created.');
		expect(session.screen()).not.toContain('Ask Claude anything');
		session.write('q');
		const exit = await session.waitForExit(10_000);
		expect(exit.exitCode).toBe(0);
		expect(session.raw().lastIndexOf(SHOW_CURSOR)).toBeGreaterThan(session.raw().lastIndexOf('■ end'));
	});

	it('replay and watch leave the transcript once, without the player bar and status line, after q, Ctrl+C and the end', async () => {
		const cctui = `'${process.execPath}' '${bin}'`;
		const replay = `${cctui} replay '${fixture('b-bash-allow')}' --speed instant`;
		// watch of a file (keys from the terminal) exits by itself at the end of the stream.
		const watch = `${cctui} watch < '${fixture('b-bash-allow')}'`;
		session = startPty({
			command: '/bin/sh',
			args: ['-c', `${replay}; echo after-q; ${replay}; echo after-ctrl-c; ${watch}; echo after-end`],
			cwd: repoRoot,
			env: cleanEnv({TERM: 'xterm-256color'}),
			cols: 120,
			rows: 30,
		});
		await session.waitForText('■ end · b-bash-allow.jsonl', 15_000);
		session.write('q');
		await session.waitForText(/after-q[\s\S]*■ end · b-bash-allow\.jsonl/, 15_000);
		session.write('\u0003');
		expect((await session.waitForExit(15_000)).exitCode).toBe(0);
		await session.settle();
		const runs = session.scrollback().split(/^after-.*$/m);
		expect(runs).toHaveLength(4);
		for (const shown of runs.slice(0, 3)) {
			expect(shown.match(/The file was created\./g)).toHaveLength(1);
			// Nothing of the player under the transcript: what comes next starts on the line after its last item.
			expect(shown).toMatch(/\n✓ Done [^\n]* total\n\n$/);
		}
		const raw = session.raw();
		expect(raw.lastIndexOf(SHOW_CURSOR)).toBeGreaterThan(raw.lastIndexOf('■ end'));
	});

	it("replay --plain: a tool's output takes 8 rows at the terminal's width", async () => {
		session = startPty({
			command: process.execPath,
			args: [bin, 'replay', longOutputRecording(), '--plain'],
			cwd: repoRoot,
			env: cleanEnv({TERM: 'xterm-256color'}),
			cols: 50,
			rows: 40,
		});
		expect((await session.waitForExit(10_000)).exitCode).toBe(0);
		const rows = session.screen().split('\n');
		const from = rows.findIndex(row => row.startsWith('  ⎿ (Bash) word'));
		expect(rows[from + 7]).toMatch(/^ {4}.*…$/);
		expect(rows[from + 8]).toBe('    … a long line cut · 1 more line (allowed once)');
	});

	it('replay: refuses a file of which not one line can be read before the UI starts', async () => {
		const {passwd} = unreadableFiles();
		session = startPty({
			command: process.execPath,
			args: [bin, 'replay', 'passwd'],
			cwd: path.dirname(passwd),
			env: cleanEnv({TERM: 'xterm-256color'}),
			cols: 160,
			rows: 10,
		});
		expect((await session.waitForExit(10_000)).exitCode).toBe(1);
		expect(session.screen()).toContain(
			'cctui: replay: cannot read passwd: not one line of it is stream-json, a cctui recording or a claude session file',
		);
		expect(session.screen()).not.toContain('Unreadable line');
	});

	it('replay: highlights a code block with the grammar the bundle loads from highlight.js when it is needed', async () => {
		const recording = path.join(mkdtempSync(path.join(tmpdir(), 'cctui-code-')), 'code.jsonl');
		const text = 'Here:\n\n```ts\nconst answer: number = 42;\n```';
		writeFileSync(
			recording,
			[
				{type: 'assistant', message: {id: 'm1', role: 'assistant', content: [{type: 'text', text}]}, session_id: 's'},
				{type: 'result', subtype: 'success', is_error: false, result: 'Here', session_id: 's'},
			]
				.map(line => JSON.stringify(line))
				.join('\n'),
		);
		session = startPty({
			command: process.execPath,
			args: [bin, 'replay', recording, '--speed', 'instant'],
			cwd: repoRoot,
			env: cleanEnv({TERM: 'xterm-256color'}),
			cols: 80,
			rows: 20,
		});
		await session.waitForText('■ end', 15_000);
		// TypeScript's keyword magenta, the constant's name blue, its type and value cyan (src/text/highlight.ts).
		expect(session.raw()).toContain(
			'\u001B[35mconst\u001B[39m \u001B[34manswer\u001B[39m: \u001B[36mnumber\u001B[39m = \u001B[36m42\u001B[39m;',
		);
		expect(session.raw()).not.toContain('Deprecation');
		session.write('q');
		expect((await session.waitForExit(10_000)).exitCode).toBe(0);
	});

	it('watch: a session file still being written (tail -f) is idle after the turn’s last answer, not working', async () => {
		// A named pipe kept open, as tail -f keeps it: the stream does not end, so only the file can end the turn.
		const dir = mkdtempSync(path.join(tmpdir(), 'cctui-watch-tail-'));
		const fifo = path.join(dir, 'session.jsonl');
		spawnSync('mkfifo', [fifo]);
		session = startPty({
			command: '/bin/sh',
			args: ['-c', `exec "${process.execPath}" "${bin}" watch < "${fifo}"`],
			cwd: repoRoot,
			env: cleanEnv({TERM: 'xterm-256color'}),
			cols: 100,
			rows: 30,
		});
		const writer = createWriteStream(fifo);
		writer.write(readFileSync(path.join(ownFixturesDir, 'sessions', 'steered-mid-turn.jsonl')));
		await session.waitForText('Saw your steering note; done.', 15_000);
		await session.waitForText(/Saw your steering note; done\.(?![\s\S]*working)/, 15_000);
		writer.end();
		expect((await session.waitForExit(10_000)).exitCode).toBe(0);
	});

	it('replay: a session file ends at 100%, though its side branches are not played', async () => {
		session = startPty({
			command: process.execPath,
			args: [
				bin,
				'replay',
				path.join(ownFixturesDir, 'public/claude-code-viewer-1.0.108-sidechain.jsonl'),
				'--speed',
				'instant',
			],
			cwd: repoRoot,
			env: cleanEnv({TERM: 'xterm-256color'}),
			cols: 120,
			rows: 30,
		});
		await session.waitForText('■ end', 15_000);
		expect(session.screen()).toMatch(/· \d+ frames · 100% ·/);
		session.write('q');
		expect((await session.waitForExit(10_000)).exitCode).toBe(0);
	});

	it('replay: space pauses a paced replay; Ctrl+C quits', async () => {
		session = startPty({
			command: process.execPath,
			args: [bin, 'replay', fixture('g-multiturn-and-queued'), '--paused'],
			cwd: repoRoot,
			env: cleanEnv({TERM: 'xterm-256color'}),
			cols: 120,
			rows: 30,
		});
		await session.waitForText('❚❚ paused', 15_000);
		session.write('t');
		await session.waitForText(/✓ Done/);
		await session.waitForText('❚❚ paused');
		session.write('\u0003');
		expect((await session.waitForExit(10_000)).exitCode).toBe(0);
	});

	it('watch: renders the piped stream in the UI (keys from the terminal) and exits with its status', async () => {
		const message = JSON.stringify({type: 'user', message: {role: 'user', content: 'hello'}});
		const pipeline = `printf '%s\\n' '${message}' | FAKE_CLAUDE_MODE=echo '${process.execPath}' '${fakeClaude}' | '${process.execPath}' '${bin}' watch`;
		session = startPty({
			command: '/bin/sh',
			args: ['-c', pipeline],
			cwd: repoRoot,
			env: cleanEnv({TERM: 'xterm-256color'}),
			cols: 120,
			rows: 30,
		});
		const exit = await session.waitForExit(15_000);
		expect(exit.exitCode).toBe(0);
		expect(session.scrollback()).toContain('You said: hello');
		expect(session.scrollback()).toContain('✓ Done');
		// The player bar showed while it played, and went at the end with the status line.
		expect(session.raw()).toContain('■ end');
		expect(session.scrollback()).not.toContain('■ end');
	});
});
