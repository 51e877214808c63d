/**
 * A quit or a signal while a resumed long session's history is still being written to the scrollback: the writing
 * stops where it got to, a line says so, and cctui exits with the terminal restored (no waiting for the rest).
 */
import path from 'node:path';
import {afterEach, expect, it} from 'vitest';
import {repoRoot} from '../helpers/fixtures.js';
import {KEY} from '../helpers/keys.js';
import {startScripted, type Scripted} from './harness.js';

const SHOW_CURSOR = '\u001B[?25h';
const SESSION = '66666666-2222-4333-8444-555555555555';
const generator = path.join(repoRoot, 'bench/session-file.mjs');
let run: Scripted | undefined;
afterEach(() => run?.pty.kill('SIGKILL'));

/** cctui resuming a 10,000-message session, written under its HOME for its folder just before it starts. */
async function resumedLongSession(): Promise<Scripted> {
	const write = `import(process.argv[1]).then(m => m.writeSessionFile({home: process.env.HOME, cwd: process.cwd(), sessionId: '${SESSION}', messages: 10000}))`;
	run = startScripted(
		{resumed: {}},
		{args: ['--resume', SESSION], wrapper: `node --input-type=module -e "${write}" '${generator}' && exec "$@"`},
	);
	await run.pty.waitForText('Ask Claude anything', 60_000);
	return run;
}

it.each([
	['Ctrl+C twice', 0],
	['SIGTERM', 143],
] as const)(
	'%s while the history is being written cuts it short and says so',
	async (how, code) => {
		const {pty} = await resumedLongSession();
		if (how === 'SIGTERM') pty.kill('SIGTERM');
		else {
			pty.write(KEY.ctrlC);
			await pty.waitForText('Press Ctrl+C again', 10_000);
			pty.write(KEY.ctrlC);
		}
		await pty.waitForText(/later items of the history not written \(quit while writing it\)/, 30_000);
		expect((await pty.waitForExit(30_000)).exitCode).toBe(code);
		expect(pty.raw().slice(-300)).toContain(SHOW_CURSOR);
		// Writing the session file and starting on it take seconds on a loaded machine: the waits above bound it.
	},
	150_000,
);
