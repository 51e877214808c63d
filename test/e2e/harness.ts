/**
 * cctui itself in a pseudo-terminal, driving the real claude (the devDependency) against the
 * scripted backend on loopback, with a throwaway HOME and working folder.
 */
import {mkdirSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {startBackend, type Backend, type Scenario} from '../../src/backend/index.js';
import {repoRoot} from '../helpers/fixtures.js';
import {startPty, type PtySession} from '../helpers/pty.js';
import {tick} from '../helpers/wait-for.js';

export const CCTUI = path.join(repoRoot, 'bin/cctui.js');
export const CLAUDE = path.join(repoRoot, 'node_modules/.bin/claude');

export interface Run {
	readonly pty: PtySession;
	readonly backend: Backend;
	readonly workDir: string;
	/** The folder holding HOME, the working folder and TMPDIR. */
	readonly root: string;
	/** Types text, then Enter as its own keystroke (as a person does). */
	typeLine(text: string): Promise<void>;
	/** Presses a key once the prompt (the screen shows `shown`) is up and armed, so it counts. */
	answer(key: string, shown?: string): Promise<void>;
	stop(): Promise<void>;
}

/** `claude`: another claude executable than the devDependency (the compat run passes each installed version). */
export async function runCctui(
	scenario: Scenario,
	options: {
		args?: string[];
		env?: Record<string, string>;
		cols?: number;
		rows?: number;
		timeScale?: number;
		claude?: string;
		/** Run in this earlier run's HOME and working folder (to resume its session); it removes them when it stops. */
		after?: Run;
		/** Called before cctui starts, to put files in place (claude's settings). */
		before?: (dirs: {home: string; workDir: string; backendUrl: string}) => void;
	} = {},
): Promise<Run> {
	const backend = await startBackend({scenario, timeScale: options.timeScale ?? 1});
	const root = options.after?.root ?? mkdtempSync(path.join(tmpdir(), 'cctui-e2e-'));
	const home = path.join(root, 'home');
	const workDir = path.join(root, 'work');
	const tmp = path.join(root, 'tmp');
	if (!options.after) for (const dir of [home, workDir, tmp]) mkdirSync(dir);
	options.before?.({home, workDir, backendUrl: backend.url});
	const env: Record<string, string> = {
		PATH: process.env['PATH'] ?? '/usr/bin:/bin',
		LANG: 'C.UTF-8',
		TERM: 'xterm-256color',
		SHELL: '/bin/bash',
		HOME: home,
		TMPDIR: tmp,
		ANTHROPIC_BASE_URL: backend.url,
		ANTHROPIC_API_KEY: 'sk-ant-e2e-0000000000000000000000',
		CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
		DISABLE_AUTOUPDATER: '1',
		CLAUDE_CODE_MAX_RETRIES: '2',
		...options.env,
	};
	const pty = startPty({
		command: process.execPath,
		args: [CCTUI, '--claude-path', options.claude ?? CLAUDE, ...(options.args ?? [])],
		cwd: workDir,
		env,
		cols: options.cols ?? 120,
		rows: options.rows ?? 40,
	});
	return {
		pty,
		backend,
		workDir,
		root,
		async typeLine(text) {
			pty.write(text);
			await tick(50);
			pty.write('\r');
		},
		async answer(key, shown = 'Esc interrupts the turn') {
			// The tool's own line shows before claude asks: wait for the prompt, then past its arming delay (slow under load).
			await pty.waitForText(shown, 30_000);
			await tick(800);
			pty.write(key);
		},
		async stop() {
			pty.kill('SIGKILL');
			await pty.waitForExit(5000).catch(() => undefined);
			await backend.close();
			if (!options.after) rmSync(root, {recursive: true, force: true});
		},
	};
}

/** The text of the last user turn the model received (tool results included), from the backend's log. */
export function lastUserText(backend: Backend): string {
	const body = backend.mainRequests().at(-1)?.body as {messages?: Array<{role: string; content: unknown}>} | undefined;
	const last = [...(body?.messages ?? [])].reverse().find(message => message.role === 'user');
	return JSON.stringify(last?.content ?? '');
}
