/**
 * End to end: a prompt that comes while the person types a message is not answered by the next word after a
 * pause between words (the audit's "note the results" sent `deny` with "ote the results" as the reason; "you can"
 * allowed the command). The bytes cctui writes to the real claude's stdin (--record) hold no answer until Tab,
 * Shift+Tab typed into the message changes no permission mode, and the message reaches the model whole.
 */
import {existsSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {build} from '../../src/backend/index.js';
import {stdinMessages} from '../helpers/fixtures.js';
import {KEY} from '../helpers/keys.js';
import {tick, waitFor} from '../helpers/wait-for.js';
import {lastUserText, runCctui, type Run} from './harness.js';

const {scenario, turn, text, toolUse} = build;
const SHIFT_TAB = '\u001B[Z';

let run: Run | undefined;
let logDir: string | undefined;
afterEach(async () => {
	await run?.stop();
	run = undefined;
	if (logDir) rmSync(logDir, {recursive: true, force: true});
	logDir = undefined;
});

const answers = (record: string) => stdinMessages(record).filter(msg => msg['type'] === 'control_response');

/** Types `keys` one write at a time, 100 ms apart, as a person types. */
async function typeAtPace(current: Run, keys: readonly string[]): Promise<void> {
	for (const key of keys) {
		current.pty.write(key);
		await tick(100);
	}
}

describe('a message typed while a prompt comes, with the real claude', () => {
	it('a pause between words answers nothing and Shift+Tab changes no mode; Tab then 1 allows, and the message goes whole', async () => {
		const record = path.join((logDir = mkdtempSync(path.join(tmpdir(), 'cctui-typed-'))), 'run.jsonl');
		run = await runCctui(
			scenario([
				turn(toolUse('Bash', {command: 'touch typed1', description: 'Create typed1'})),
				turn(text('done')),
				turn(text('Read your message.')),
			]),
			{args: ['--record', record]},
		);
		await run.pty.waitForText('›', 30_000);
		await run.typeLine('go');
		await run.pty.waitForText('Esc interrupts the turn', 30_000);
		// "p" answers nothing even if the prompt is ready: the message begins, and holds the prompt.
		await typeAtPace(run, [...'please check the logs', SHIFT_TAB]);
		// A person thinking between words: longer than the quiet time that once handed the prompt the next key.
		await tick(1500);
		await typeAtPace(run, [...' you can 1 a']);
		await run.pty.waitForText('› please check the logs you can 1 a');
		await run.pty.waitForText('Message keeps the keys · Tab answers');
		await tick(1500);
		expect(answers(record)).toEqual([]);
		expect(stdinMessages(record).filter(msg => JSON.stringify(msg).includes('set_permission_mode'))).toEqual([]);
		expect(existsSync(path.join(run.workDir, 'typed1'))).toBe(false);

		run.pty.write('\t');
		await waitFor(() => !run!.pty.screen().includes('Tab answers'), {
			timeoutMs: 10_000,
			what: 'Tab to reach the prompt',
		});
		// The quiet time after the Tab, counted from when cctui read it (a loaded machine reads late).
		await tick(800);
		run.pty.write('1');
		await waitFor(() => answers(record).length === 1, {timeoutMs: 10_000, what: 'the answer on claude’s stdin'});
		expect(answers(record)[0]).toMatchObject({response: {response: {behavior: 'allow'}}});
		await run.pty.waitForText('done', 30_000);
		await waitFor(() => existsSync(path.join(run!.workDir, 'typed1')), {timeoutMs: 10_000, what: 'typed1'});
		// The message was kept as typed, not one key taken out; Enter sends it.
		await run.pty.waitForText('› please check the logs you can 1 a');
		run.pty.write(KEY.enter);
		await run.pty.waitForText('Read your message.', 30_000);
		expect(lastUserText(run.backend)).toContain('please check the logs you can 1 a');
		expect(answers(record)).toHaveLength(1);
	}, 120_000);
});
