/** Signals, a vanished terminal, a crash, a resize: the terminal is restored and nothing is left running. */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {repoRoot} from '../helpers/fixtures.js';
import {KEY} from '../helpers/keys.js';
import {tick, waitFor} from '../helpers/wait-for.js';
import {alive, childrenOf, startScripted, streamedText, type Scripted} from './harness.js';

const SHOW_CURSOR = '\u001B[?25h';
let run: Scripted | undefined;
afterEach(() => run?.pty.kill('SIGKILL'));

const claudePid = (run: Scripted) => run.logged().find(entry => entry.pid)!.pid!;

/** Starts cctui, waits for claude to be up and the input ready. */
async function started(
	options: Parameters<typeof startScripted>[1] = {},
	script: Parameters<typeof startScripted>[0] = {},
): Promise<Scripted> {
	run = startScripted(script, options);
	await run.pty.waitForText('Ask Claude anything', 15_000);
	await waitFor(() => run!.logged().some(entry => entry.pid), {timeoutMs: 10_000});
	return run;
}

/** Resolves once the program wrote nothing for `ms`. */
async function quiet(pty: Scripted['pty'], ms: number): Promise<void> {
	for (let bytes = -1; bytes !== pty.bytesWritten(); await tick(ms)) bytes = pty.bytesWritten();
}

/**
 * What is still running under the pty and in which state (`/proc/<pid>/stat`: S sleeping, T stopped…), what cctui
 * wrote to stderr and the fake's last log lines: what a timeout names, since the run's folder is gone afterwards.
 */
function whereItWaits(run: Scripted): string {
	const tree = (pid: number): string[] => [
		readIfThere(`/proc/${pid}/stat`).split(' ').slice(0, 3).join(' '),
		...childrenOf(pid).flatMap(tree),
	];
	const log = run
		.logged()
		.slice(-3)
		.map(entry => JSON.stringify(entry).slice(0, 200));
	return [
		`processes: ${tree(run.pty.pid).join(' | ')}`,
		`stderr: ${readIfThere(path.join(run.dir, 'stderr')).slice(-500)}`,
		`fake's last log lines: ${log.join(' | ')}`,
	].join('\n');
}

const readIfThere = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '(none)');

/** The exit status and stderr the `wrapper` of started() wrote once cctui ended. */
async function wrapperExit(what: string): Promise<{rc: string; stderr: string}> {
	const rc = path.join(run!.dir, 'rc');
	await waitFor(() => existsSync(rc), {timeoutMs: 15_000, what: () => `${what}\n${whereItWaits(run!)}`});
	return {rc: readFileSync(rc, 'utf8').trim(), stderr: readFileSync(path.join(run!.dir, 'stderr'), 'utf8')};
}

describe('signals and the terminal', () => {
	for (const [signal, code] of [
		['SIGTERM', 143],
		['SIGHUP', 129],
	] as const) {
		it(`${signal}: exits ${code}, shows the cursor, leaves raw mode, ends claude`, async () => {
			const {pty} = await started();
			const pid = claudePid(run!);
			pty.kill(signal);
			expect((await pty.waitForExit(15_000)).exitCode).toBe(code);
			expect(pty.raw().slice(-200)).toContain(SHOW_CURSOR);
			expect(run!.logged().some(entry => entry.stdinClosed)).toBe(true);
			await waitFor(() => !alive(pid), {timeoutMs: 5000});
		});
	}

	it('a closed terminal (window gone: SIGHUP, then EIO on every write) ends cctui and claude instead of spinning', async () => {
		const {pty} = await started();
		const [cctui] = childrenOf(pty.pid);
		const pid = claudePid(run!);
		expect(cctui && alive(cctui)).toBe(true);
		pty.hangUp();
		await waitFor(() => !alive(cctui!) && !alive(pid), {
			timeoutMs: 10_000,
			what: 'cctui and claude to exit after the hang-up',
		});
	});

	it('a closed terminal mid-turn exits 129 without a stack trace (the failed writes after it are not a crash)', async () => {
		await started(
			{wrapper: `trap 'echo hup >> "$HOME/wrapper"' HUP; "$@" 2>"$HOME/stderr"; echo $? > "$HOME/rc"`},
			{turns: [[{text: 'thinking about it'}, {sleep: 30_000}]]},
		);
		await run!.typeLine('long job');
		await run!.pty.waitForText('thinking about it', 10_000);
		run!.pty.hangUp();
		expect(await wrapperExit('cctui to exit after the hang-up')).toEqual({rc: '129', stderr: ''});
	});

	it('a terminal gone without a SIGHUP reaching cctui (its shell ignores it) ends cctui (129) and claude all the same', async () => {
		await started({wrapper: `trap '' HUP; "$@" 2>"$HOME/stderr"; echo $? > "$HOME/rc"`});
		const pid = claudePid(run!);
		// Idle, so that no write of cctui's fails with EIO and tells it first.
		await quiet(run!.pty, 1500);
		run!.pty.hangUp();
		expect(await wrapperExit('cctui to exit after the terminal went away')).toEqual({rc: '129', stderr: ''});
		expect(run!.logged().some(entry => entry.stdinClosed)).toBe(true);
		await waitFor(() => !alive(pid), {timeoutMs: 5000});
	});

	it.runIf(process.platform === 'linux')(
		'cctui killed outright (SIGKILL): the kernel ends claude, though claude ignores its closed stdin',
		async () => {
			// claude ignores it as the real one does while it waits for a permission answer. The shell stays, as a
			// person's would: the terminal's session does not end, so no SIGHUP reaches claude.
			const {pty} = await started(
				{wrapper: `"$@" 2>"$HOME/stderr"; echo $? > "$HOME/rc"; sleep 60`},
				{onStdinClose: 'ignore'},
			);
			const pid = claudePid(run!);
			const [shell] = childrenOf(pty.pid);
			const [cctui] = childrenOf(shell!);
			expect(childrenOf(cctui!)).toContain(pid);
			process.kill(cctui!, 'SIGKILL');
			expect(await wrapperExit('the shell to see cctui killed')).toEqual({rc: '137', stderr: ''});
			await waitFor(() => !alive(pid), {timeoutMs: 5000, what: 'claude to end after cctui was killed'});
		},
	);

	describe('a closed terminal exits 129 without a stack trace in the other modes too', () => {
		const RECORDING = path.join(repoRoot, 'test/fixtures/claude-2.1.330/f-host-control-requests.jsonl');
		/** The wrapper of the hang-up tests, running `command` ("$1" "$2" are node and cctui, "$@" the live command line). */
		const closedDuring = (command: string) => ({
			wrapper: `trap 'echo hup >> "$HOME/wrapper"' HUP; ${command} 2>"$HOME/stderr"; echo $? > "$HOME/rc"`,
		});

		it('a replay in the player', async () => {
			run = startScripted({}, closedDuring(`"$1" "$2" replay ${RECORDING} --speed 0.1`));
			await run.pty.waitForText('playing ·', 15_000);
			run.pty.hangUp();
			expect(await wrapperExit('the player to exit after the hang-up')).toEqual({rc: '129', stderr: ''});
		});

		it('a replay in plain text', async () => {
			run = startScripted({}, closedDuring(`"$1" "$2" replay ${RECORDING} --plain --speed 0.1`));
			await run.pty.waitForText('›', 15_000);
			run.pty.hangUp();
			expect(await wrapperExit('the plain replay to exit after the hang-up')).toEqual({rc: '129', stderr: ''});
		});

		it('plain mode, mid-turn', async () => {
			const pieces = Array.from({length: 200}, (_, index) => `word${index} `);
			run = startScripted(
				{turns: [streamedText(pieces.join(''), pieces, () => 100)]},
				{...closedDuring('"$@"'), args: ['--plain', 'long job']},
			);
			await run.pty.waitForText('word3', 15_000);
			run.pty.hangUp();
			expect(await wrapperExit('plain mode to exit after the hang-up')).toEqual({rc: '129', stderr: ''});
		});
	});

	it('an uncaught exception restores the terminal, reports it, ends claude and exits 1', async () => {
		const {pty} = await started({
			env: {
				NODE_OPTIONS: `--require ${path.join(repoRoot, 'test/reliability/inject-crash.cjs')}`,
				CCTUI_TEST_CRASH_AFTER_MS: '2500',
			},
		});
		const pid = claudePid(run!);
		expect((await pty.waitForExit(15_000)).exitCode).toBe(1);
		const raw = pty.raw();
		expect(raw.slice(raw.lastIndexOf('injected failure') - 200)).toContain(SHOW_CURSOR);
		expect(pty.scrollback()).toContain('cctui crashed: Error: injected failure');
		await waitFor(() => !alive(pid), {timeoutMs: 5000});
	});

	it('Ctrl+C interrupts the running turn first, and quits (exit 0) the second time', async () => {
		const {pty} = await started({}, {turns: [[{text: 'thinking about it'}, {sleep: 30_000}]]});
		await run!.typeLine('long job');
		await pty.waitForText('thinking about it', 10_000);
		pty.write(KEY.ctrlC);
		await pty.waitForText('Press Ctrl+C again');
		await waitFor(() =>
			run!.sent().some(frame => (frame['request'] as {subtype?: string} | undefined)?.subtype === 'interrupt'),
		);
		pty.write(KEY.ctrlC);
		expect((await pty.waitForExit(15_000)).exitCode).toBe(0);
	});

	it('redraws the live region at the new width after a resize', async () => {
		const {pty} = await started({cols: 100, rows: 30});
		await pty.resize(60, 20);
		await run!.typeLine('after resize');
		await pty.waitForText('echo: after resize', 10_000);
		// The turn's end on the screen's last row: a "ready" anywhere could be a row of the frame before the resize
		// that the terminal pushed into the scrollback.
		const lastRow = () => pty.screen().split('\n').at(-1) ?? '';
		await waitFor(() => /^ ready · default/.test(lastRow()), {
			timeoutMs: 10_000,
			what: () => `the status line to say ready:\n${pty.screen()}`,
		});
		// The frame drawn after the resize fits; rows of the old, wider frame that the terminal re-wrapped may
		// remain above it (Ink erases as many rows as it drew; the same happens to claude's own TUI).
		expect(pty.screen().split('\n')).toContain(`╰${'─'.repeat(58)}╯`);
	});
});
