/** Every control_request claude sends gets exactly one answer, whatever the user does. */
import {afterEach, describe, expect, it} from 'vitest';
import {KEY} from '../helpers/keys.js';
import {tick, waitFor} from '../helpers/wait-for.js';
import {answersTo, bashCall, startScripted, type Scripted} from './harness.js';
import {quitWithCtrlC} from '../helpers/pty.js';

let run: Scripted | undefined;
afterEach(() => run?.pty.kill('SIGKILL'));

describe('the control protocol under stress', () => {
	it('answers an unknown subtype with an error at once, and denies an open prompt when the user quits (exit 0)', async () => {
		run = startScripted({
			turns: [
				[
					{request: {subtype: 'teleport', destination: 'mars'}, id: 'unknown-1'},
					...bashCall('toolu_rm', 'rm -rf build'),
				],
			],
		});
		const {pty} = run;
		await run.typeLine('clean');
		await pty.waitForText('rm -rf build', 10_000);
		expect(answersTo(run, 'unknown-1')).toEqual([
			{
				type: 'control_response',
				response: {subtype: 'error', request_id: 'unknown-1', error: 'Unsupported control request subtype: teleport'},
			},
		]);
		// Apart, as a person presses them: one chunk holding both would read as neither (Ink parses a chunk as one key).
		await quitWithCtrlC(pty);
		// Quitting mid-turn is the user's choice, not a crash of claude.
		expect((await pty.waitForExit(15_000)).exitCode).toBe(0);
		expect(pty.scrollback()).not.toContain('in the middle of a turn');
		expect(pty.scrollback()).not.toContain('to restart it and continue');
		await waitFor(() => answersTo(run!, 'perm-toolu_rm').length > 0);
		const [answer, ...more] = answersTo(run, 'perm-toolu_rm');
		expect(more).toEqual([]);
		expect(answer).toMatchObject({
			response: {
				subtype: 'success',
				response: {behavior: 'deny', message: 'The user closed cctui before answering this request.'},
			},
		});
	});

	it('ignores keys typed before a prompt is armed: y pressed as it appears approves nothing', async () => {
		run = startScripted({
			turns: [[{sleep: 300}, ...bashCall('toolu_touch', 'touch x'), {text: 'after the prompt'}, {result: {}}]],
		});
		const {pty} = run;
		await run.typeLine('go');
		await pty.waitForText('working');
		// Someone typing "y" over and over while the prompt pops up.
		for (let i = 0; i < 20; i++) {
			pty.write('y');
			await tick(25);
		}
		await pty.waitForText('touch x', 10_000);
		await tick(300);
		expect(answersTo(run, 'perm-toolu_touch')).toEqual([]);
		// The y's are a message being composed: no pause gives the prompt the keys, Tab does.
		await pty.waitForText('Message keeps the keys · Tab answers');
		await tick(800);
		expect(answersTo(run, 'perm-toolu_touch')).toEqual([]);
		pty.write('\t');
		await waitFor(() => !pty.screen().includes('Tab answers'), {timeoutMs: 10_000, what: 'Tab to reach the prompt'});
		// The quiet time after the Tab, counted from when cctui read it (a loaded machine reads late).
		await tick(800);
		pty.write('n');
		await pty.waitForText('Reason for Claude:');
		pty.write(KEY.enter);
		await waitFor(() => answersTo(run!, 'perm-toolu_touch').length === 1, {timeoutMs: 5000});
		expect(answersTo(run, 'perm-toolu_touch')[0]).toMatchObject({response: {response: {behavior: 'deny'}}});
	});
});
