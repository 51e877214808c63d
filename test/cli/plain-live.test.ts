/** A live run whose stdout is not a terminal: plain streaming text, one turn, denials that say how to allow, the turn's exit status. */
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {PLAIN_DENIAL} from '../../src/cli/run-plain-live.js';
import {repoRoot} from '../helpers/fixtures.js';

const bin = path.join(repoRoot, 'bin', 'cctui.js');
const fakeClaude = path.join(repoRoot, 'test/helpers/fake-claude.mjs');

function run(mode: string, args: string[], input?: string, dir = mkdtempSync(path.join(tmpdir(), 'cctui-plain-'))) {
	const log = path.join(dir, 'fake.log');
	const env: Record<string, string> = {};
	for (const [key, value] of Object.entries(process.env))
		if (value !== undefined && !/^(FORCE_COLOR|NO_COLOR)$/.test(key)) env[key] = value;
	const result = spawnSync(process.execPath, [bin, '--claude-path', fakeClaude, ...args], {
		cwd: dir,
		encoding: 'utf8',
		// Where the fake claude saves its sessions (it saves none without it), for --continue.
		env: {...env, FAKE_CLAUDE_MODE: mode, FAKE_CLAUDE_LOG: log, XDG_CONFIG_HOME: dir, CLAUDE_CONFIG_DIR: dir},
		timeout: 15_000,
		...(input === undefined ? {} : {input}),
	});
	const stdin = () =>
		readFileSync(log, 'utf8')
			.trim()
			.split('\n')
			.map(line => JSON.parse(line) as {stdin?: string})
			.flatMap(entry => (entry.stdin ? [JSON.parse(entry.stdin) as Record<string, unknown>] : []));
	return {code: result.status, stdout: result.stdout, stderr: result.stderr, dir, stdin};
}

describe('cctui with stdout not a terminal', () => {
	it('runs the prompt, streams the answer as text and exits 0 on success', () => {
		const {code, stdout, stderr} = run('echo', ['hi there']);
		expect(stderr).toBe('');
		expect(stdout).toBe('› hi there\nYou said: hi there\n\n✓ Done · 12ms · 10 in · 5 out · $0.0010 total\n');
		expect(code).toBe(0);
	});

	it('--ide: says in one line that plain mode runs without the editor, and runs the prompt', () => {
		const {code, stdout, stderr} = run('echo', ['--ide', 'hi there']);
		expect(stderr).toBe('cctui: --ide links an editor in the interactive UI only; plain mode runs without it\n');
		expect(stdout).toContain('You said: hi there');
		expect(code).toBe(0);
	});

	it('takes the prompt from stdin', () => {
		const {code, stdout} = run('echo', [], 'from a pipe\n');
		expect(stdout).toContain('You said: from a pipe');
		expect(code).toBe(0);
	});

	it('needs a prompt (exit 2)', () => {
		const {code, stderr} = run('echo', [], '');
		expect(code).toBe(2);
		expect(stderr).toBe(
			'cctui: plain mode runs one prompt: cctui --plain "…", or pipe it in: echo "…" | cctui --plain\n',
		);
	});

	it('denies a permission request with a message saying how to allow it', () => {
		const {code, stdout, stdin} = run('permission', ['--plain', 'do it']);
		expect(stdout).toContain('? claude asks to use Bash(Make x) · denied: cctui --plain cannot ask');
		expect(stdout).toContain(`⎿ (Bash) denied: ${PLAIN_DENIAL}`);
		const answer = stdin().find(frame => frame['type'] === 'control_response');
		expect(answer).toMatchObject({
			response: {subtype: 'success', request_id: 'perm-1', response: {behavior: 'deny', message: PLAIN_DENIAL}},
		});
		expect(code).toBe(0);
	});

	it('declines an MCP elicitation, since it cannot ask, and the turn goes on', () => {
		const {code, stdout, stdin} = run('elicitation', ['--plain', 'do it']);
		expect(stdout).toContain('? MCP server asker asks "Who are you?" · denied: cctui --plain cannot ask');
		expect(stdout).toContain('The server got {"action":"decline"}');
		const answer = stdin().find(frame => frame['type'] === 'control_response');
		expect(answer).toMatchObject({
			response: {subtype: 'success', request_id: 'elicit-1', response: {action: 'decline'}},
		});
		expect(code).toBe(0);
	});

	it("passes claude's own status on when it dies mid-turn", () => {
		const {code, stdout} = run('crash', ['go']);
		expect(stdout).toContain('✗ claude exited with code 3 in the middle of a turn.');
		expect(stdout).toContain('✗ The stream ended without a result');
		expect(code).toBe(3);
	});

	it('--record to a file that cannot be written says so in one line and exits 1, as an I/O error', () => {
		const {code, stderr} = run('permission', ['--plain', '--record', '/nonexistent/dir/x.jsonl', 'do it']);
		expect(stderr.trim()).toMatch(/^cctui: --record \/nonexistent\/dir\/x\.jsonl: ENOENT[^\n]*$/);
		expect(code).toBe(1);
	});

	it('--record, then replaying the recording, prints the same transcript', () => {
		const live = run('permission', ['--record', 'session.jsonl', 'do it']);
		const replay = spawnSync(process.execPath, [bin, 'replay', path.join(live.dir, 'session.jsonl')], {
			encoding: 'utf8',
		});
		expect(replay.status).toBe(0);
		expect(replay.stdout).toBe(live.stdout.replace('denied: cctui --plain cannot ask', 'the recorded answer follows'));
	});

	const replay = (file: string) => spawnSync(process.execPath, [bin, 'replay', file], {encoding: 'utf8'});

	it('--continue --record: the replay says which session was continued, and how much of it came before', () => {
		const {dir} = run('echo', ['first']);
		const live = run('echo', ['--continue', '--record', 'session.jsonl', 'second'], undefined, dir);
		expect(live.stdout).toBe(
			'› first\n· Resumed session fake-ses: 1 earlier message above.\n\n› second\nYou said: second\n\n✓ Done · 12ms · 10 in · 5 out · $0.0010 total\n',
		);
		const replayed = replay(path.join(dir, 'session.jsonl'));
		expect(replayed.status).toBe(0);
		expect(replayed.stdout).toBe(
			live.stdout.replace('› first\n', '').replace('message above.', 'message, not in this recording.'),
		);
	});

	it('--record of claude dying mid-turn: the replay prints its exit and stderr as the live run did, to its last line', () => {
		const live = run('crash', ['--record', 'session.jsonl', 'go']);
		const crash =
			'✗ claude exited with code 3 in the middle of a turn.\nLast lines on stderr:\n  fake-claude: simulated crash\n';
		const last =
			'✗ The stream ended without a result: claude stopped before finishing its turn, or the input was cut off.\n';
		expect(live.stdout).toBe(`› go\nStarting\n${crash}${last}`);
		const file = path.join(live.dir, 'session.jsonl');
		expect(replay(file).stdout).toBe(live.stdout);
		// A watch of the recording ends on that line too, said once.
		const watched = spawnSync(process.execPath, [bin, 'watch', '--plain'], {
			encoding: 'utf8',
			input: readFileSync(file),
		});
		expect(watched.stdout).toBe(live.stdout);
	});
});
