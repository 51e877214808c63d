/**
 * Allowing waits for the whole of what is asked (audit finding 2): at 40x12 a long command shows its first rows, and
 * "Yes, once" sends nothing to claude until its last row has been on screen.
 */
import {existsSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, expect, it} from 'vitest';
import {build} from '../../src/backend/index.js';
import {stdinMessages} from '../helpers/fixtures.js';
import {KEY} from '../helpers/keys.js';
import {tick, waitFor} from '../helpers/wait-for.js';
import {runCctui, type Run} from './harness.js';

const {scenario, turn, text, toolUse} = build;

let run: Run | undefined;
let logDir: string | undefined;
afterEach(async () => {
	await run?.stop();
	run = undefined;
	if (logDir) rmSync(logDir, {recursive: true, force: true});
	logDir = undefined;
});

/** The behaviours of the control responses cctui wrote to claude's stdin. */
const responses = (record: string) =>
	stdinMessages(record)
		.filter(msg => msg['type'] === 'control_response')
		.map(msg => (msg as {response?: {response?: {behavior?: string}}}).response?.response?.behavior);

it('at 40x12, 1 on a command whose tail is out of view sends nothing; once PgDn showed it all, 1 allows', async () => {
	const steps = Array.from({length: 20}, (_, index) => `echo step${index}`);
	const command = [...steps, 'touch tail-ran.txt'].join(' && ');
	const record = path.join((logDir = mkdtempSync(path.join(tmpdir(), 'cctui-unseen-'))), 'run.jsonl');
	run = await runCctui(
		scenario([turn(toolUse('Bash', {command, description: 'Many steps'})), turn(text('all done'))]),
		{
			cols: 40,
			rows: 12,
			args: ['--record', record, 'go'],
		},
	);
	await run.pty.waitForText('more rows', 30_000);
	await tick(800); // past the key gate's quiet time
	run.pty.write('1');
	await run.pty.waitForText('See the rest first: PgDn');
	expect(run.pty.screen()).not.toContain('tail-ran');
	expect(responses(record)).toEqual([]);
	while (run.pty.screen().includes('more rows')) {
		const before = run.pty.screen();
		run.pty.write(KEY.pageDown);
		await waitFor(() => run!.pty.screen() !== before, {timeoutMs: 10_000});
	}
	expect(run.pty.screen()).not.toContain('See the rest first');
	run.pty.write('1');
	await run.pty.waitForText('all done', 30_000);
	expect(existsSync(path.join(run.workDir, 'tail-ran.txt'))).toBe(true);
	expect(responses(record)).toEqual(['allow']);
}, 120_000);
