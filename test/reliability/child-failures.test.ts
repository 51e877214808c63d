/** claude dying, closing its pipe or refusing to die: the transcript stays and nothing is left behind. */
import {afterEach, describe, expect, it} from 'vitest';
import {KEY} from '../helpers/keys.js';
import {waitFor} from '../helpers/wait-for.js';
import {alive, startScripted, type Scripted} from './harness.js';
import {quitWithCtrlC} from '../helpers/pty.js';

let run: Scripted | undefined;
afterEach(() => run?.pty.kill('SIGKILL'));

describe('when claude fails', () => {
	it('keeps the transcript, shows stderr and the signal after a crash mid-turn, and r resumes the session', async () => {
		run = startScripted({
			turns: [[{text: 'half an answer'}, {stderr: 'fatal: heap out of memory'}, {signal: 'SIGKILL'}]],
			resumed: {turns: [[{text: 'back again'}, {result: {}}]]},
		});
		const {pty} = run;
		await run.typeLine('work');
		await pty.waitForText('claude is not running (r restarts it)', 10_000);
		const screen = pty.scrollback();
		expect(screen).toContain('half an answer');
		expect(screen).toContain('fatal: heap out of memory');
		expect(screen).toContain('SIGKILL');
		pty.write('r');
		await waitFor(() => run!.logged().filter(entry => entry.argv).length === 2, {timeoutMs: 10_000});
		const restarted = run.logged().filter(entry => entry.argv)[1]!.argv!;
		expect(restarted.join(' ')).toContain('--resume scripted-session-1');
		await run.typeLine('continue');
		await pty.waitForText('back again', 10_000);
		expect(pty.scrollback()).toContain('half an answer');
	});

	it('thinking cut short by claude dying reads as cut short, not as a finished thought', async () => {
		const event = (body: object) => ({frame: {type: 'stream_event', parent_tool_use_id: null, uuid: 'u', event: body}});
		run = startScripted({
			turns: [
				[
					event({type: 'message_start', message: {id: 'msg_t', role: 'assistant', model: 'scripted', content: []}}),
					event({type: 'content_block_start', index: 0, content_block: {type: 'thinking', thinking: ''}}),
					event({type: 'content_block_delta', index: 0, delta: {type: 'thinking_delta', thinking: 'Weighing it'}}),
					{sleep: 300},
					{signal: 'SIGKILL'},
				],
			],
		});
		const {pty} = run;
		await run.typeLine('think');
		await pty.waitForText('claude is not running (r restarts it)', 10_000);
		expect(pty.scrollback()).toMatch(/✻ Thought for [\d.]+m?s \(cut short\)/);
	});

	it('quitting after claude failed on its own (not mid-turn) exits with its code', async () => {
		run = startScripted({start: [{stderr: "error: unknown option '--bogus'"}, {exit: 3}]});
		await run.pty.waitForText('claude exited with code 3', 10_000);
		run.pty.write(KEY.ctrlD);
		expect((await run.pty.waitForExit(15_000)).exitCode).toBe(3);
	});

	it('quitting exits 0 once r restarted a failed claude and it runs', async () => {
		run = startScripted({
			turns: [[{text: 'an answer'}, {result: {}}, {sleep: 300}, {exit: 3}]],
			resumed: {turns: []},
		});
		const {pty} = run;
		await run.typeLine('work');
		await pty.waitForText('claude exited with code 3', 10_000);
		pty.write('r');
		await waitFor(() => run!.logged().filter(entry => entry.argv).length === 2, {timeoutMs: 10_000});
		await pty.waitForText('Ask Claude anything', 10_000);
		pty.write(KEY.ctrlD);
		expect((await pty.waitForExit(15_000)).exitCode).toBe(0);
	});

	it('survives writing to a child that closed its stdin (EPIPE) and says so', async () => {
		run = startScripted({
			onStdinClose: 'ignore',
			turns: [[{closeStdin: true}, {text: 'my stdin is gone'}, {result: {}}]],
		});
		const {pty} = run;
		await run.typeLine('first');
		await pty.waitForText('my stdin is gone', 10_000);
		await run.typeLine('second');
		await pty.waitForText(/cannot (write to|reach) claude|claude's input is closed|not running/i, 10_000);
		pty.write('still typing');
		await pty.waitForText('still typing');
	});

	it('kills a child that ignores stdin closing and SIGTERM when the user quits; no process is left', async () => {
		run = startScripted({onStdinClose: 'ignore', ignoreSigterm: true});
		const {pty} = run;
		await run.typeLine('hello');
		await pty.waitForText('echo: hello', 10_000);
		const pid = run.logged().find(entry => entry.pid)!.pid!;
		expect(alive(pid)).toBe(true);
		await quitWithCtrlC(run.pty);
		expect((await pty.waitForExit(20_000)).exitCode).toBe(0);
		expect(run.logged().some(entry => entry.ignored === 'SIGTERM')).toBe(true);
		await waitFor(() => !alive(pid), {timeoutMs: 5000, what: `fake claude ${pid} to be gone`});
	}, 30_000);
});
