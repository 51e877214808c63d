import {spawn} from 'node:child_process';
import {randomUUID} from 'node:crypto';
import {mkdir, mkdtemp, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';

// Drives the real `claude` CLI (devDependency) over stream-json, in a scratch cwd with a throwaway HOME.

export const CLAUDE_BIN = fileURLToPath(new URL('../../node_modules/.bin/claude', import.meta.url));

export type Frame = {type: string; subtype?: string} & Record<string, unknown>;

export interface ControlRequest extends Frame {
	type: 'control_request';
	request_id: string;
	request: {subtype: string; tool_name?: string; input?: Record<string, unknown>; tool_use_id?: string} & Record<
		string,
		unknown
	>;
}

export interface RealClaudeOptions {
	baseUrl: string;
	/** Extra argv appended after the standard stream-json flags. */
	args?: string[];
	/** Extra env (wins over the defaults); undefined removes a default. */
	env?: Record<string, string | undefined>;
	/** Pass -p (default true); the SDK omits it. */
	print?: boolean;
	/** CLAUDE_CODE_MAX_RETRIES; default 2. */
	maxRetries?: number;
	/** --permission-mode; default `default`. */
	permissionMode?: string;
	/** Answer control requests automatically: return the `response` payload, or undefined to leave it to the test. */
	onControlRequest?: (request: ControlRequest) => unknown;
}

export interface RealClaude {
	cwd: string;
	home: string;
	pid: number;
	frames: Frame[];
	stderr(): string;
	send(frame: object): void;
	/** Sends a user message; returns its uuid. */
	sendUser(text: string): string;
	respond(requestId: string, response: unknown): void;
	waitFor(predicate: (frame: Frame) => boolean, timeoutMs?: number, since?: number): Promise<Frame>;
	/** The next `result` frame at or after index `since`. */
	waitForResult(timeoutMs?: number, since?: number): Promise<Frame>;
	closeStdin(): void;
	exited: Promise<{code: number | null; signal: NodeJS.Signals | null}>;
	/** Kills the process (if running) and deletes the scratch folders. */
	stop(): Promise<void>;
}

export const isControlRequest = (frame: Frame): frame is ControlRequest => frame.type === 'control_request';

export const canUseTool =
	(tool?: string) =>
	(frame: Frame): frame is ControlRequest =>
		isControlRequest(frame) &&
		frame.request.subtype === 'can_use_tool' &&
		(tool === undefined || frame.request.tool_name === tool);

/** The allow payload a host sends for a can_use_tool request. */
export function allowResponse(
	request: ControlRequest,
	updatedInput?: Record<string, unknown>,
): Record<string, unknown> {
	return {
		behavior: 'allow',
		updatedInput: updatedInput ?? request.request.input ?? {},
		toolUseID: request.request.tool_use_id,
	};
}

export function standardArgs(permissionMode = 'default'): string[] {
	return [
		'-p',
		'--input-format',
		'stream-json',
		'--output-format',
		'stream-json',
		'--verbose',
		'--include-partial-messages',
		'--permission-prompt-tool',
		'stdio',
		'--permission-mode',
		permissionMode,
	];
}

export async function startRealClaude(options: RealClaudeOptions): Promise<RealClaude> {
	const root = await mkdtemp(join(tmpdir(), 'cctui-claude-'));
	const home = join(root, 'home');
	const cwd = join(root, 'work');
	// The CLI keeps task output and sockets under $TMPDIR/claude-<uid>; keep those inside root too.
	const tmp = join(root, 'tmp');
	await Promise.all([mkdir(home), mkdir(cwd), mkdir(tmp)]);
	const merged: Record<string, string | undefined> = {
		PATH: process.env['PATH'] ?? '/usr/bin:/bin',
		SHELL: '/bin/bash',
		LANG: 'C.UTF-8',
		HOME: home,
		TMPDIR: tmp,
		XDG_CONFIG_HOME: join(home, '.config'),
		XDG_CACHE_HOME: join(home, '.cache'),
		XDG_DATA_HOME: join(home, '.local/share'),
		XDG_STATE_HOME: join(home, '.local/state'),
		ANTHROPIC_BASE_URL: options.baseUrl,
		ANTHROPIC_API_KEY: 'sk-ant-test',
		CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
		DISABLE_AUTOUPDATER: '1',
		CLAUDE_CODE_MAX_RETRIES: String(options.maxRetries ?? 2),
		...options.env,
	};
	const env = Object.fromEntries(
		Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== undefined),
	);
	const argv = [...standardArgs(options.permissionMode), ...(options.args ?? [])].filter(
		arg => options.print !== false || arg !== '-p',
	);
	let stderr = '';
	const child = spawn(CLAUDE_BIN, argv, {cwd, env, stdio: ['pipe', 'pipe', 'pipe']});
	child.stdin.on('error', () => {}); // EPIPE after exit must not crash the test runner
	child.on('error', error => {
		stderr += `spawn failed: ${error.message}\n`;
	});

	const frames: Frame[] = [];
	const listeners = new Set<() => void>();
	let pending = '';
	const send = (frame: object): void => {
		if (child.stdin.writable) child.stdin.write(`${JSON.stringify(frame)}\n`);
	};
	const respond = (requestId: string, response: unknown): void => {
		send({type: 'control_response', response: {subtype: 'success', request_id: requestId, response}});
	};
	child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
		pending += chunk;
		const lines = pending.split('\n');
		pending = lines.pop() ?? '';
		for (const line of lines) {
			if (!line.trim()) continue;
			let frame: Frame;
			try {
				frame = JSON.parse(line) as Frame;
			} catch {
				frame = {type: 'unparsed', line};
			}
			frames.push(frame);
			if (options.onControlRequest && isControlRequest(frame)) {
				const response = options.onControlRequest(frame);
				if (response !== undefined) respond(frame.request_id, response);
			}
		}
		for (const wake of listeners) wake();
	});
	child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
		stderr = (stderr + chunk).slice(-20_000);
	});
	let done = false;
	// 'close' (not 'exit') so every stdout line has been parsed before waiters give up.
	const exited = new Promise<{code: number | null; signal: NodeJS.Signals | null}>(resolve => {
		child.on('close', (code, signal) => {
			done = true;
			resolve({code, signal});
			for (const wake of listeners) wake();
		});
	});

	const waitFor = (predicate: (frame: Frame) => boolean, timeoutMs = 15_000, since = 0): Promise<Frame> =>
		new Promise((resolve, reject) => {
			const check = (): void => {
				const found = frames.slice(since).find(predicate);
				if (found) {
					finish();
					resolve(found);
				} else if (done) {
					finish();
					reject(
						new Error(
							`claude exited before the awaited frame; stderr tail:\n${stderr.slice(-2000)}\nlast frames:\n${tail()}`,
						),
					);
				}
			};
			const finish = (): void => {
				clearTimeout(timer);
				listeners.delete(check);
			};
			const timer = setTimeout(() => {
				finish();
				reject(
					new Error(
						`timed out after ${timeoutMs} ms waiting for a frame; last frames:\n${tail()}\nstderr tail:\n${stderr.slice(-1000)}`,
					),
				);
			}, timeoutMs);
			listeners.add(check);
			check();
		});
	const tail = (): string =>
		frames
			.filter(frame => frame.type !== 'stream_event')
			.slice(-8)
			.map(frame => JSON.stringify(frame).slice(0, 300))
			.join('\n');

	return {
		cwd,
		home,
		pid: child.pid ?? -1,
		frames,
		stderr: () => stderr,
		send,
		sendUser(text) {
			const uuid = randomUUID();
			send({
				type: 'user',
				message: {role: 'user', content: [{type: 'text', text}]},
				uuid,
				session_id: '',
				parent_tool_use_id: null,
			});
			return uuid;
		},
		respond,
		waitFor,
		waitForResult: (timeoutMs, since) => waitFor(frame => frame.type === 'result', timeoutMs, since),
		closeStdin: () => child.stdin.end(),
		exited,
		async stop() {
			if (!done) {
				child.kill('SIGTERM');
				const timer = setTimeout(() => child.kill('SIGKILL'), 2000);
				await exited;
				clearTimeout(timer);
			}
			await rm(root, {recursive: true, force: true});
		},
	};
}
