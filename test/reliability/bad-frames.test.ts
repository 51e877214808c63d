/** Bad output from claude: every kind becomes something visible and the session goes on. */
import {afterEach, describe, expect, it} from 'vitest';
import {waitFor} from '../helpers/wait-for.js';
import {startScripted, type Scripted} from './harness.js';
import {quitWithCtrlC} from '../helpers/pty.js';

let run: Scripted | undefined;
afterEach(() => run?.pty.kill('SIGKILL'));

describe('bad frames from claude', () => {
	it('shows non-JSON, truncated, invalid and out-of-place frames as diagnostics and carries on', async () => {
		run = startScripted({
			turns: [
				[
					{raw: 'Segmentation fault? not json at all'},
					{raw: '{"type":"assistant","message":{"id":"m1","content":[{"type":"te'},
					{frame: {type: 'hologram', payload: 1}},
					{frame: {type: 'result'}},
					{
						frame: {
							type: 'stream_event',
							event: {type: 'content_block_delta', index: 7, delta: {type: 'text_delta', text: 'orphan delta'}},
						},
					},
					{
						frame: {
							type: 'system',
							subtype: 'init',
							model: 'scripted',
							brand_new_field: {nested: true},
							cwd: '/',
							tools: [],
						},
					},
					{text: 'first answer survives'},
					{result: {}},
				],
				[{result: {}}, {text: 'second turn works'}, {result: {}}],
			],
		});
		const {pty} = run;
		await run.typeLine('go');
		await pty.waitForText('first answer survives', 10_000);
		await pty.waitForText(/Done/);
		const screen = pty.scrollback();
		expect(screen).toContain('Segmentation fault? not json at all');
		expect(screen).toMatch(/not valid JSON|not JSON/i);
		expect(screen).toContain('"type":"te');
		expect(screen).toContain('content_block_delta for block 7, which never started');
		expect(screen).toContain('result: subtype: missing (string expected)');
		// The unknown type is kept for the debug panel, not thrown away.
		pty.write('\u0007');
		await pty.waitForText('hologram');
		pty.write('\u0007');
		await run.typeLine('again');
		await pty.waitForText('second turn works', 10_000);
		expect(run.logged().filter(entry => entry.argv)).toHaveLength(1);
	});

	it('takes a 50 MB line (a huge tool result): shows its head, goes on with the turn, and still takes typed keys', async () => {
		run = startScripted({turns: [[{bigToolResult: 50 * 1024 * 1024}, {text: 'after the flood'}, {result: {}}]]});
		const {pty} = run;
		await run.typeLine('flood');
		await pty.waitForText('after the flood', 60_000);
		await pty.waitForText(/more lines/, 5000);
		pty.write('typed later');
		await pty.waitForText('typed later', 5000);
		await quitWithCtrlC(pty);
		expect((await pty.waitForExit(15_000)).exitCode).toBe(0);
		await waitFor(() => run!.logged().some(entry => entry.stdinClosed));
	}, 90_000);
});
