/**
 * A call claude queues behind another (it runs calls that are not read-only one at a time, in order) reads as waiting,
 * with no seconds, until it runs: its seconds count from the person's allow, not from when it was written.
 */
import {describe, expect, it} from 'vitest';
import {QUIET_MS} from '../../../src/ui/key-gate.js';
import {clockedApp} from '../../helpers/clocked-app.js';

const use = (id: string, name: string, input: object) => ({type: 'tool_use', id, name, input});

describe('a Write queued behind a running Bash', () => {
	it('waits without a clock while the Bash runs, is asked after its result, and runs from the allow', async () => {
		const {transport, clock, type, waitForFrame, frame} = clockedApp();
		const ask = (id: string, tool: string, input: object) =>
			transport.emit({
				type: 'control_request',
				request_id: `req-${id}`,
				request: {subtype: 'can_use_tool', tool_name: tool, tool_use_id: id, input},
			});
		const bash = {command: 'npm test', description: 'Run the tests'};
		const write = {file_path: '/tmp/notes.txt', content: 'done\n'};
		transport.emit({
			type: 'assistant',
			session_id: 's',
			parent_tool_use_id: null,
			message: {id: 'm1', role: 'assistant', content: [use('t-bash', 'Bash', bash), use('t-write', 'Write', write)]},
		});
		await waitForFrame('Write(/tmp/notes.txt) waiting…');
		// Nothing says the Bash runs yet either: claude is checking whether to ask.
		expect(frame()).toContain('Bash(Run the tests) waiting…');
		ask('t-bash', 'Bash', bash);
		await waitForFrame('Claude wants to run a command');
		clock.now += QUIET_MS;
		await type('1');
		clock.now += 5_000;
		await waitForFrame('Bash(Run the tests) running… 5s');
		const row = (name: string) =>
			frame()
				.split('\n')
				.find(line => line.startsWith(`⏺ ${name}`));
		expect(row('Write')).toBe('⏺ Write(/tmp/notes.txt) waiting…');

		clock.now += 2_000;
		transport.emit({
			type: 'user',
			session_id: 's',
			parent_tool_use_id: null,
			message: {role: 'user', content: [{type: 'tool_result', tool_use_id: 't-bash', content: 'all passed'}]},
		});
		await waitForFrame(frame => !frame.includes('Bash(Run the tests) running'));
		expect(row('Write')).toBe('⏺ Write(/tmp/notes.txt) waiting…');
		ask('t-write', 'Write', write);
		await waitForFrame('Claude wants to write a file');
		clock.now += QUIET_MS;
		await type('1');
		clock.now += 2_000;
		await waitForFrame('Write(/tmp/notes.txt) running… 2s');
	});
});
