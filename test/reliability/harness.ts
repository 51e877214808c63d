/** cctui in a pseudo-terminal over scripted-claude.mjs, a claude that misbehaves on command. */
import {existsSync, mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {repoRoot} from '../helpers/fixtures.js';
import {KEY} from '../helpers/keys.js';
import {ptyEnv, startPty, type PtySession} from '../helpers/pty.js';
import {tick} from '../helpers/wait-for.js';

const scripted = path.join(repoRoot, 'test/reliability/scripted-claude.mjs');
const bin = path.join(repoRoot, 'bin/cctui.js');

export type Step = Record<string, unknown>;

export interface Script {
	readonly start?: Step[];
	readonly turns?: Step[][];
	/** Control request subtypes the fake leaves unanswered. */
	readonly silent?: string[];
	readonly onStdinClose?: 'exit' | 'ignore';
	readonly ignoreSigterm?: boolean;
	/** Overrides for a child started with `--resume`. */
	readonly resumed?: Omit<Script, 'resumed'>;
}

export type LogEntry = {
	at: number;
	argv?: string[];
	pid?: number;
	stdin?: string;
	stdinClosed?: boolean;
	ignored?: string;
};

export interface Scripted {
	readonly pty: PtySession;
	readonly dir: string;
	/** What the fake logged: argv per start, every stdin line. */
	logged(): LogEntry[];
	/** The frames cctui wrote to the fake's stdin, parsed. */
	sent(): Array<Record<string, unknown>>;
	/** Waits for the input to be ready, types the text, then Enter as its own keystroke. */
	typeLine(text: string): Promise<void>;
}

export function startScripted(
	script: Script,
	options: {
		args?: string[];
		cols?: number;
		rows?: number;
		env?: Record<string, string>;
		/**
		 * Start cctui from an interactive bash with job control, as a person does: it then has its own process group
		 * in the foreground, so SIGTSTP stops it (the kernel ignores it in an orphaned group) and `fg` resumes it.
		 */
		shell?: boolean;
		/** A bash script run in the pty in place of cctui, with cctui's command line as "$@" (to redirect stderr, keep the exit code, ignore SIGHUP). */
		wrapper?: string;
	} = {},
): Scripted {
	const dir = mkdtempSync(path.join(tmpdir(), 'cctui-reliability-'));
	const log = path.join(dir, 'fake.log');
	const env = ptyEnv({
		FAKE_SCRIPT: JSON.stringify(script),
		FAKE_LOG: log,
		XDG_CONFIG_HOME: dir,
		HOME: dir,
		...options.env,
	});
	const argv = [process.execPath, bin, '--claude-path', scripted, ...(options.args ?? [])];
	const pty = startPty({
		...(options.shell
			? {command: 'bash', args: ['--norc', '--noprofile', '-i'], env: {...env, PS1: '$ ', HISTFILE: ''}}
			: options.wrapper
				? {command: 'bash', args: ['-c', options.wrapper, 'cctui', ...argv], env}
				: {command: argv[0]!, args: argv.slice(1), env}),
		cwd: dir,
		cols: options.cols ?? 100,
		rows: options.rows ?? 30,
	});
	if (options.shell) pty.write(`${argv.map(word => `'${word.replaceAll("'", `'\\''`)}'`).join(' ')}\r`);
	// Only whole lines: the fake may be half-way through writing the last one.
	const logged = (): LogEntry[] =>
		existsSync(log)
			? readFileSync(log, 'utf8')
					.split('\n')
					.slice(0, -1)
					.map(line => JSON.parse(line) as LogEntry)
			: [];
	return {
		pty,
		dir,
		logged,
		sent: () =>
			logged().flatMap(entry =>
				entry.stdin === undefined ? [] : [JSON.parse(entry.stdin) as Record<string, unknown>],
			),
		async typeLine(text) {
			await pty.waitForText('Ask Claude anything', 10_000);
			pty.write(text);
			await tick(30);
			pty.write(KEY.enter);
		},
	};
}

/** Direct children of a process, from /proc. */
export function childrenOf(pid: number): number[] {
	try {
		return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
	} catch {
		return [];
	}
}

/** True while a process with this pid exists (and is not a zombie). */
export function alive(pid: number): boolean {
	try {
		process.kill(pid, 0);
	} catch {
		return false;
	}
	try {
		return !/\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
	} catch {
		return false;
	}
}

/** claude's Bash call `id` running `command`, and its permission prompt (request `perm-<id>`), as claude sends them. */
export const bashCall = (id: string, command: string): Step[] => [
	{
		frame: {
			type: 'assistant',
			message: {
				id: `msg_${id}`,
				role: 'assistant',
				model: 'scripted',
				content: [{type: 'tool_use', id, name: 'Bash', input: {command, description: 'Clean up'}}],
			},
			parent_tool_use_id: null,
		},
	},
	{
		request: {subtype: 'can_use_tool', tool_name: 'Bash', input: {command, description: 'Clean up'}, tool_use_id: id},
		id: `perm-${id}`,
	},
];

/** The answers cctui sent claude to control request `requestId`. */
export function answersTo(run: Scripted, requestId: string) {
	return run
		.sent()
		.filter(
			frame =>
				frame['type'] === 'control_response' && (frame['response'] as {request_id: string}).request_id === requestId,
		);
}

const streamEvent = (event: Record<string, unknown>): Step => ({frame: {type: 'stream_event', event}});

/**
 * A turn whose answer is `text`, streamed as `pieces` (they join to `text`), each followed by a pause of
 * `pauseAfter(index)` ms; then its assistant frame and a successful result.
 */
export function streamedText(text: string, pieces: readonly string[], pauseAfter: (index: number) => number): Step[] {
	return [
		streamEvent({type: 'message_start', message: {id: 'msg_1', role: 'assistant', content: [], model: 'scripted'}}),
		streamEvent({type: 'content_block_start', index: 0, content_block: {type: 'text', text: ''}}),
		...pieces.flatMap((piece, index): Step[] => [
			streamEvent({type: 'content_block_delta', index: 0, delta: {type: 'text_delta', text: piece}}),
			{sleep: pauseAfter(index)},
		]),
		streamEvent({type: 'content_block_stop', index: 0}),
		{
			frame: {
				type: 'assistant',
				message: {id: 'msg_1', role: 'assistant', model: 'scripted', content: [{type: 'text', text}]},
				parent_tool_use_id: null,
			},
		},
		streamEvent({type: 'message_stop'}),
		{result: {}},
	];
}
